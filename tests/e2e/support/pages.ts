import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { ROOT } from "./server.ts";
import { DEMO_PASSWORD, type Locale, TEXTS } from "./texts.ts";

export const SCREENSHOT_DIR = join(ROOT, "test-results/screenshots");
export const WIDTHS = [1366, 768] as const;

const BLOCKING = new Set(["serious", "critical"]);

/** Runs axe-core on the page as it is now; throws on serious or critical violations. */
export async function checkA11y(page: Page): Promise<void> {
  // Colours read mid-transition (a dialog fading in) are not what the user ends up seeing.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, {
    timeout: 5000,
  });
  const result = await new AxeBuilder({ page }).analyze();
  const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  if (blocking.length === 0) return;
  const lines = blocking.map(
    (v) =>
      `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} ${n.failureSummary?.replace(/\s+/g, " ") ?? ""}`)
        .join("\n")}`,
  );
  throw new Error(`Accessibility violations on ${page.url()}:\n${lines.join("\n")}`);
}

/** Saves test-results/screenshots/<name>-<width>.png at 1366 and 768 px, then restores the viewport. */
export async function screenshot(page: Page, name: string): Promise<string[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width >= 992 ? 900 : 1024 });
    // Let responsive layout (menu overlay under 992 px) settle before capturing.
    await page.waitForTimeout(250);
    const path = join(SCREENSHOT_DIR, `${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    files.push(path);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

export function localePath(locale: Locale, path: string): string {
  const prefix = TEXTS[locale].prefix;
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

export async function fillLogin(page: Page, user: string, password: string, locale: Locale = "pt"): Promise<void> {
  const t = TEXTS[locale];
  await page.getByLabel(t.loginField, { exact: true }).fill(user);
  await page.getByLabel(t.passwordField, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
}

/** Signs in through the login page and waits until the app leaves it. */
export async function login(page: Page, user: string, locale: Locale = "pt", password = DEMO_PASSWORD): Promise<void> {
  await page.goto(localePath(locale, "/user/login"));
  await fillLogin(page, user, password, locale);
  await page.waitForURL((url) => !url.pathname.endsWith("/user/login"), { timeout: 15_000 });
}
