import { afterEach, describe, expect, it, vi } from "vitest";
import { firstPageRequest, prefetchFirstPage, takeFirstPage } from "./first-page.ts";
import type { ListAnswer, ListRequest } from "./table-query.ts";

type Field = "name" | "login";
const answer: ListAnswer<{ id: number }> = { data: [{ id: 1 }], meta: { total: 1 } };
const setup = (fetchPage = vi.fn(async (_request: ListRequest<Field>) => answer)) => ({
  fetchPage,
  sortFields: ["name", "login"] as const,
  period: "all-dates" as const,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a table's first page, asked for before the table renders", () => {
  it("is the request the table itself sends for that URL", () => {
    expect(firstPageRequest(setup(), "")).toEqual({ page: 1, per_page: 20 });
    expect(firstPageRequest(setup(), "?page=3&sortField=login&sortDirection=desc&filter=ana&nope=1")).toEqual({
      page: 3,
      per_page: 20,
      sort_field: "login",
      sort_direction: "desc",
      filter: "ana",
    });
    // A field no column sorts by is ignored, as the table ignores it.
    expect(firstPageRequest(setup(), "?sortField=password")).toEqual({ page: 1, per_page: 20 });
    const month = { ...setup(), period: "current-month" as const, perPage: 50 };
    expect(firstPageRequest(month, "", new Date(2026, 4, 21))).toEqual({
      page: 1,
      per_page: 50,
      initial_date: "2026-05-01",
      final_date: "2026-05-21",
    });
  });

  it("is taken once, by the same request only", async () => {
    const table = setup();
    prefetchFirstPage(table, "?page=2");
    await Promise.resolve();
    expect(table.fetchPage).toHaveBeenCalledWith({ page: 2, per_page: 20 });
    expect(takeFirstPage(table.fetchPage, { page: 1, per_page: 20 })).toBeNull();
    // A mismatch drops it: the next table load asks the server.
    expect(takeFirstPage(table.fetchPage, { page: 2, per_page: 20 })).toBeNull();

    prefetchFirstPage(table, "?page=2");
    expect(await takeFirstPage(table.fetchPage, { page: 2, per_page: 20 })).toBe(answer);
    expect(takeFirstPage(table.fetchPage, { page: 2, per_page: 20 })).toBeNull();
  });

  it("is not used once stale, and a failure is left to the table's own request", async () => {
    vi.useFakeTimers();
    const table = setup();
    prefetchFirstPage(table, "");
    vi.advanceTimersByTime(11_000);
    expect(takeFirstPage(table.fetchPage, { page: 1, per_page: 20 })).toBeNull();

    const failing = setup(vi.fn(async () => Promise.reject(new Error("401"))));
    prefetchFirstPage(failing, "");
    await expect(takeFirstPage(failing.fetchPage, { page: 1, per_page: 20 })).rejects.toThrow("401");
  });
});
