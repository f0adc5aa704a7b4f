import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SearchRow } from "../../../machines/advanced-search.machine.ts";
import { type CellContent, cellContent } from "./search-cell.ts";
import { type SearchColumn, selectableColumns } from "./search-columns.ts";
import { valueAt } from "./search-rows.ts";
import { type SearchRequest, useAdvancedSearchActor } from "./use-advanced-search-actor.ts";

export type SearchModalProps = {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly header: string;
  /** At least one must be selectable, or the modal throws SearchModalConfigError. */
  readonly columns: ReadonlyArray<SearchColumn>;
  readonly request: SearchRequest;
  /** Shown when the server finds nothing, already translated. */
  readonly notFoundMessage: string;
  /** A row was picked from a selectable column: that column's value and the row. The modal then asks to close. */
  readonly onSelect: (value: unknown, row: SearchRow) => void;
  /** Label of the search box; default 'Pesquisar'. */
  readonly searchLabel?: string;
};

/** The advanced search modal (spec 2.10 and 8): the server is asked 1 s after the user stops typing. */
export function SearchModal({ visible, onHide, header, columns, ...body }: SearchModalProps) {
  selectableColumns(columns);
  return (
    <Dialog visible={visible} onHide={onHide} header={header} modal style={{ width: "min(60rem, 95vw)" }}>
      <SearchModalBody columns={columns} onHide={onHide} {...body} />
    </Dialog>
  );
}

type SearchModalBodyProps = Omit<SearchModalProps, "visible" | "header">;

// Mounted only while the dialog is open, so every opening starts a fresh search.
function SearchModalBody({ columns, request, notFoundMessage, onSelect, onHide, searchLabel }: SearchModalBodyProps) {
  const { t } = useTranslation("form");
  const inputId = useId();
  const search = useAdvancedSearchActor(request);
  const idle = useSelector(search, (snapshot) => snapshot.hasTag("idle"));
  const busy = useSelector(search, (snapshot) => snapshot.hasTag("busy"));
  const found = useSelector(search, (snapshot) => snapshot.hasTag("results"));
  const notFound = useSelector(search, (snapshot) => snapshot.hasTag("not-found"));
  const failed = useSelector(search, (snapshot) => snapshot.hasTag("failed"));
  const rows = useSelector(search, (snapshot) => snapshot.context.rows);
  const messages = useSelector(search, (snapshot) => snapshot.context.messages);
  const [text, setText] = useState("");

  const show = (content: CellContent): string =>
    content.kind === "text"
      ? content.text
      : content.kind === "yes"
        ? t("search-modal.yes")
        : content.kind === "no"
          ? t("search-modal.no")
          : t("search-modal.undefined");

  const cell =
    (column: SearchColumn) =>
    (row: SearchRow): ReactNode => {
      const value = valueAt(row, column.field);
      const content = cellContent(column.format ? column.format(value, row) : value);
      if (!column.selectable || value === null || value === undefined) return show(content);
      return (
        <Button
          type="button"
          link
          className="p-0"
          label={show(content)}
          onClick={() => {
            onSelect(value, row);
            onHide();
          }}
        />
      );
    };

  return (
    <div className="flex flex-column gap-3">
      <div className="flex flex-column gap-2">
        <label htmlFor={inputId}>{searchLabel ?? t("search-modal.search")}</label>
        <InputText
          id={inputId}
          type="search"
          value={text}
          autoFocus
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            search.send({ type: "term.changed", term: event.target.value });
          }}
        />
      </div>
      {failed ? (
        <ul role="alert" className="p-error m-0 pl-3">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {busy ? <p role="status">{t("search-modal.loading")}</p> : null}
      {notFound ? <p role="status">{notFoundMessage}</p> : null}
      {idle ? <p>{t("search-modal.hint")}</p> : null}
      {found ? (
        <DataTable value={[...rows]} size="small" stripedRows scrollable scrollHeight="24rem">
          {columns.map((column) => (
            <Column key={column.field} header={column.header} body={cell(column)} />
          ))}
        </DataTable>
      ) : null}
    </div>
  );
}
