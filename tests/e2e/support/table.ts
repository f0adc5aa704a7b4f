import type { Page } from "playwright-core";
import { until } from "./wait.ts";

/** Cell texts of one column of the visible data table, by its header text. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole("table").first();
  await table.waitFor();
  return table.evaluate((el, wanted) => {
    const headers = [...el.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
    const index = headers.findIndex((h) => h === wanted || h.startsWith(wanted));
    if (index < 0) throw new Error(`no column "${wanted}" in ${JSON.stringify(headers)}`);
    return [...el.querySelectorAll("tbody tr")]
      .filter((tr) => tr.children.length === headers.length)
      .map((tr) => tr.children[index]?.textContent?.trim() ?? "");
  }, header);
}

/** Waits until the column shows something different from `before` (the server answered). */
export async function columnChanged(page: Page, header: string, before: string[]): Promise<string[]> {
  return until(
    () => columnTexts(page, header),
    (now) => JSON.stringify(now) !== JSON.stringify(before),
  );
}

export type ApiUser = { name: string; login: string; created_at: string };

/** The users the API lists for the signed-in page's session (same cookies). */
export async function apiUsers(page: Page, query = ""): Promise<{ data: ApiUser[]; total: number }> {
  const res = await page.request.get(`/api/v1/users?per_page=500${query}`);
  if (!res.ok()) throw new Error(`GET /api/v1/users: ${res.status()}`);
  const body = (await res.json()) as { data: ApiUser[]; meta: { total: number } };
  return { data: body.data, total: body.meta.total };
}

/** Runs `action` and waits for the list request it causes and for the table to leave its loading state. */
export async function reloadsList(page: Page, action: () => Promise<void>, path = "/api/v1/users"): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 10_000 });
  await action();
  await answered;
  await page.locator(".p-datatable-loading-overlay").waitFor({ state: "detached", timeout: 10_000 });
}
