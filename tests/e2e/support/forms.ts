import type { Locator, Page } from "playwright-core";
import { localePath, screenshot } from "./pages.ts";
import { reloadsList } from "./table.ts";
import type { Locale } from "./texts.ts";
import { visible } from "./wait.ts";

// What the list and edit-page specs do alike: open a list, pick a dropdown option, change a record page's tab, wait
// for a toast, take the screenshots.

/** Full-page screenshots from the top, with nothing focused (the skip link shows on focus). */
export async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

/** Opens a list screen (`path` without the locale prefix) and waits for its first page from `api`. */
export async function openList(page: Page, locale: Locale, path: string, api: string): Promise<void> {
  await reloadsList(page, () => page.goto(localePath(locale, path)).then(() => undefined), api);
  await visible(page.getByRole("table"));
}

/** Picks an option of the PrimeReact dropdown whose input is `#inputId`. */
export async function choose(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens a tab of a record page (`Seções do cadastro`). */
export async function recordTab(page: Page, name: string): Promise<void> {
  await page
    .getByRole("navigation", { name: /Seções do cadastro|Secciones del registro/ })
    .getByRole("link", { name })
    .click();
}

export const toast = (page: Page, text: string) =>
  visible(page.locator(".p-toast-message").getByText(text, { exact: true }));

/** Types into a field as a person does: click it, select what it holds, then key by key (masks see each key). */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}
