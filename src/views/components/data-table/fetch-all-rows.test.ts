import { describe, expect, it, vi } from "vitest";
import { EXPORT_PAGE_SIZE, fetchAllRows } from "./fetch-all-rows.ts";
import type { ListRequest } from "./table-query.ts";

const endpoint = (total: number, served = total) =>
  vi.fn(async (request: ListRequest) => {
    const page = request.page ?? 1;
    const perPage = request.per_page ?? 20;
    const from = (page - 1) * perPage;
    const count = Math.max(0, Math.min(perPage, served - from));
    return { data: Array.from({ length: count }, (_, i) => from + i + 1), meta: { total } };
  });

describe("fetchAllRows", () => {
  it("pages through the API 500 rows at a time, keeping the query", async () => {
    const fetchPage = endpoint(1001);
    const signal = new AbortController().signal;
    const rows = await fetchAllRows(fetchPage, { page: 4, per_page: 20, filter: "ana", sort_field: "name" }, signal);
    expect(rows).toHaveLength(1001);
    expect(rows.at(-1)).toBe(1001);
    expect(fetchPage.mock.calls).toEqual(
      [1, 2, 3].map((page) => [{ page, per_page: EXPORT_PAGE_SIZE, filter: "ana", sort_field: "name" }, signal]),
    );
  });

  it("asks once when everything fits in a page, and once for an empty list", async () => {
    const exact = endpoint(500);
    expect(await fetchAllRows(exact, {})).toHaveLength(500);
    expect(exact).toHaveBeenCalledTimes(1);
    const empty = endpoint(0);
    expect(await fetchAllRows(empty, {})).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });

  it("stops at a short page even when the total promised more (rows deleted meanwhile)", async () => {
    const fetchPage = endpoint(1500, 700);
    expect(await fetchAllRows(fetchPage, {})).toHaveLength(700);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
