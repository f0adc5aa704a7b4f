import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import type { PlainColumn } from "../data-table/data-table-column.ts";

/** What a row's edit / remove buttons do; both are disabled while a removal is on its way. */
export type RowActions<Row> = {
  readonly edit: (row: Row) => void;
  readonly remove: (row: Row) => void;
  readonly busy: boolean;
};

export type ActionsColumnTexts<Row> = {
  /** i18n key of the column header. */
  readonly header: string;
  /** i18n keys of the buttons' accessible names, each with `{{name}}`. */
  readonly edit: string;
  readonly remove: string;
  /** The span holding the buttons. */
  readonly className: string;
  /** "pi pi-trash" unless told (a deactivation shows "pi pi-ban"). */
  readonly removeIcon?: string;
  /** Rows without the remove button (an inactive row cannot be deactivated again). */
  readonly removable?: (row: Row) => boolean;
};

/** The last column of a modal list: a pencil that opens the row in the form and a red button that asks to remove it. */
export function actionsColumn<Row extends { readonly name: string }>(
  t: TFunction,
  texts: ActionsColumnTexts<Row>,
  actions: RowActions<Row>,
): PlainColumn<Row> {
  const { removeIcon = "pi pi-trash", removable = () => true } = texts;
  return {
    field: "actions",
    header: texts.header,
    text: () => "",
    body: (row) => (
      <span className={texts.className}>
        <Button
          type="button"
          icon="pi pi-pencil"
          text
          rounded
          disabled={actions.busy}
          aria-label={t(texts.edit, { name: row.name })}
          onClick={() => actions.edit(row)}
        />
        {removable(row) ? (
          <Button
            type="button"
            icon={removeIcon}
            text
            rounded
            severity="danger"
            disabled={actions.busy}
            aria-label={t(texts.remove, { name: row.name })}
            onClick={() => actions.remove(row)}
          />
        ) : null}
      </span>
    ),
  };
}
