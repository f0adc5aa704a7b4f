import { Result, Schema } from "effect";
import type { SearchRow } from "../../../machines/advanced-search.machine.ts";

const Rows = Schema.Array(Schema.Record(Schema.String, Schema.Unknown));

/** The value at a dotted path ("data.items", "customer.name"); undefined when any step is missing. */
export function valueAt(source: unknown, path: string): unknown {
  if (path === "") return source;
  let current = source;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The rows of a search answer: the body itself or the list at `dataField`; throws when it is not a list of objects. */
export function readSearchRows(body: unknown, dataField = ""): ReadonlyArray<SearchRow> {
  const decoded = Schema.decodeUnknownResult(Rows)(valueAt(body, dataField));
  if (Result.isFailure(decoded)) {
    throw new Error(`The search answer has no list of rows at "${dataField}": ${decoded.failure.message}`);
  }
  return decoded.success;
}
