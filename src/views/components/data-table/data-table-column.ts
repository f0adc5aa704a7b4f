import type { ReactNode } from "react";

/** A typed spreadsheet cell: numbers and dates stay numbers and dates, shown with `format`. */
export type ExcelCell =
  | string
  | number
  | boolean
  | null
  | { readonly value: number; readonly format: string }
  | { readonly value: Date; readonly format: string };

type ColumnBase<Row> = {
  /** i18n key of the header, with its namespace ("users:columns.name"). */
  readonly header: string;
  /** The cell as users read it (money and dates through src/domain); copy and CSV write it as is. */
  readonly text: (row: Row) => string;
  /** Rich cell content (tags, links); the text when absent. */
  readonly body?: (row: Row) => ReactNode;
  /** The Excel cell; the text when absent. */
  readonly excel?: (row: Row) => ExcelCell;
  /** The cell never wraps inside (money: "R$ 118,80" stays on one line). */
  readonly nowrap?: boolean;
  /** Left out until chosen in `Selecionar Colunas`. */
  readonly hidden?: boolean;
};

/** A column whose header click sorts the list on the server by `field`. */
export type SortableColumn<Row, Field extends string> = ColumnBase<Row> & {
  readonly field: Field;
  readonly sortable: true;
};

export type PlainColumn<Row> = ColumnBase<Row> & {
  /** Unique within the table; names the column in the URL-free column choice. */
  readonly field: string;
  readonly sortable?: false;
};

export type DataTableColumn<Row, Field extends string = string> = SortableColumn<Row, Field> | PlainColumn<Row>;

export const isSortable = <Row, Field extends string>(
  column: DataTableColumn<Row, Field>,
): column is SortableColumn<Row, Field> => column.sortable === true;
