import type { FetchPage, ListRequest } from "./table-query.ts";

/** The largest page the list endpoints serve. */
export const EXPORT_PAGE_SIZE = 500;

/** Every row matching `request` (its page and per_page aside), fetched page after page. */
export async function fetchAllRows<Row, Field extends string>(
  fetchPage: FetchPage<Row, Field>,
  request: ListRequest<Field>,
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage({ ...request, page, per_page: EXPORT_PAGE_SIZE }, signal);
    rows.push(...answer.data);
    // A short page ends the list even if rows were deleted while paging.
    if (answer.data.length < EXPORT_PAGE_SIZE || rows.length >= answer.meta.total) return rows;
  }
}
