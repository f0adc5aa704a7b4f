import { DEFAULT_PER_PAGE } from "../../../schemas/common.ts";
import { initialPeriod, type TablePeriod } from "./initial-period.ts";
import { type FetchPage, type ListAnswer, type ListRequest, readTableQuery, toListRequest } from "./table-query.ts";

/** Rows per page when the screen does not say. */

/** How long an early answer waits for its table; older ones are dropped (the table asks again). */
const FRESH_MS = 10_000;

/** What a screen's table asks for first, known before the table renders. */
export type FirstPageSetup<Row, Field extends string> = {
  readonly fetchPage: FetchPage<Row, Field>;
  readonly sortFields: ReadonlyArray<Field>;
  readonly period?: TablePeriod;
  readonly perPage?: number;
};

type Early = { readonly key: string; readonly answer: Promise<ListAnswer<unknown>>; readonly at: number };

const early = new Map<FetchPage<never, string>, Early>();

const keyOf = (request: ListRequest) => JSON.stringify(request);

/** The request a table opening at `search` (the URL query) sends first, as the table itself computes it. */
export function firstPageRequest<Row, Field extends string>(
  setup: FirstPageSetup<Row, Field>,
  search: string,
  today: Date = new Date(),
): ListRequest<Field> {
  const defaults = { sortFields: setup.sortFields, period: initialPeriod(setup.period, today) };
  const query = readTableQuery(new URLSearchParams(search), defaults);
  return toListRequest(query, setup.sortFields, setup.perPage ?? DEFAULT_PER_PAGE);
}

/**
 * Asks for a table's first page as soon as its screen's code has arrived, while the route's guards and texts are
 * still on their way (the screen renders only after them): the table's first load then takes this answer instead
 * of asking again. The API checks the session as always; a refused answer is simply not used.
 */
export function prefetchFirstPage<Row, Field extends string>(setup: FirstPageSetup<Row, Field>, search: string): void {
  const request = firstPageRequest(setup, search);
  const answer = Promise.resolve().then(() => setup.fetchPage(request));
  answer.catch(() => {});
  early.set(setup.fetchPage as FetchPage<never, string>, { key: keyOf(request), answer, at: Date.now() });
}

/** The early answer to exactly `request`, once, while fresh; null otherwise (the table asks the server). */
export function takeFirstPage<Row, Field extends string>(
  fetchPage: FetchPage<Row, Field>,
  request: ListRequest<Field>,
): Promise<ListAnswer<Row>> | null {
  const entry = early.get(fetchPage as FetchPage<never, string>);
  if (!entry) return null;
  early.delete(fetchPage as FetchPage<never, string>);
  if (entry.key !== keyOf(request) || Date.now() - entry.at > FRESH_MS) return null;
  return entry.answer as Promise<ListAnswer<Row>>;
}
