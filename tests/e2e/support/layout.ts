import type { Locator, Page } from "playwright-core";
import { visible } from "./wait.ts";

/** The side menu landmark of the layout. */
export function sideMenu(page: Page): Locator {
  return page.getByRole("navigation").first();
}

/** Accessible names of the side menu's links, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const links = sideMenu(page).getByRole("link");
  await visible(links);
  const names = await links.evaluateAll((nodes) =>
    nodes.map((n) => (n.getAttribute("aria-label") ?? n.textContent ?? "").trim()),
  );
  return names.filter((n) => n.length > 0);
}

/** Opens the user menu in the top bar (a button named after the user). */
export async function openUserMenu(page: Page, userName: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: userName }).click();
  await visible(page.getByRole("menu"));
}
