import type { SearchRow } from "../../../machines/advanced-search.machine.ts";

export type SearchColumn = {
  /** The row field shown, dotted for nested fields ("customer.name"). */
  readonly field: string;
  /** Column title, already translated. */
  readonly header: string;
  /** Picking a row from this column hands its value back. */
  readonly selectable?: boolean;
  /** Text for the cell instead of the raw value (money, dates); empty text shows 'Não definido'. */
  readonly format?: (value: unknown, row: SearchRow) => string;
};

/** A search modal configured without any selectable column: a programming error, not a user one. */
export class SearchModalConfigError extends Error {
  override readonly name = "SearchModalConfigError";
}

/** The selectable columns; throws SearchModalConfigError when there is none (spec 8). */
export function selectableColumns(columns: ReadonlyArray<SearchColumn>): ReadonlyArray<SearchColumn> {
  const selectable = columns.filter((column) => column.selectable === true);
  if (selectable.length === 0) {
    const fields = columns.map((column) => column.field).join(", ") || "none";
    throw new SearchModalConfigError(
      `The search modal needs at least one column marked selectable (columns: ${fields}).`,
    );
  }
  return selectable;
}
