import { useSelector } from "@xstate/react";
import { Dialog } from "primereact/dialog";
import { escapeCloses } from "../../components/dialog/escape-closes.ts";
import { InputText } from "primereact/inputtext";
import { type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import { focusFirstField } from "../../components/dialog/first-field-focus.ts";
import { useTranslation } from "react-i18next";
import type { PickKind, PickRows, SaleRef } from "../../../machines/sale.machine.ts";
import { formatDocumentId } from "../../../domain/documents.ts";

export type ShellProps = {
  readonly header: string;
  readonly onHide: () => void;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
};

export function Shell({ header, onHide, footer, children }: ShellProps) {
  return (
    <Dialog
      visible
      header={header}
      onHide={onHide}
      footer={footer}
      className="sale-dialog"
      modal
      draggable={false}
      closeOnEscape={false}
      pt={{ root: { onKeyDown: escapeCloses(onHide) } }}
    >
      <div ref={focusFirstField}>{children}</div>
    </Dialog>
  );
}

type RowsOf<K extends PickKind> = Extract<PickRows, { kind: K }>["rows"];

/**
 * A pick list's search, run by the sale machine (typing pauses 200 ms, then it searches): the text, the rows found
 * for this list, whether the server has more than those and whether a search is on its way. The list searches its first text when it opens.
 */
export function usePickList<K extends PickKind>(sale: SaleRef, kind: K, firstText = "") {
  useEffect(() => {
    sale.send({ type: "pick.search", kind, text: firstText });
  }, [sale, kind, firstText]);
  const text = useSelector(sale, (s) => (s.context.pick.kind === kind ? s.context.pick.text : firstText));
  const found = useSelector(sale, (s) => s.context.pick.found);
  const loading = useSelector(sale, (s) => s.hasTag("picking"));
  const rows = (found?.kind === kind ? found.rows : []) as RowsOf<K>;
  const more = found?.kind === kind && found.more === true;
  const search = (next: string) => sale.send({ type: "pick.search", kind, text: next });
  return { text, rows, more, loading, search };
}

/** Where the arrow keys are in a pick list: -1 is the search field itself (nothing highlighted). */
function useHighlight<T>(rows: ReadonlyArray<T>) {
  const [state, setState] = useState({ rows, active: -1 });
  // New answers start again from the search field.
  const active = state.rows === rows ? Math.min(state.active, rows.length - 1) : -1;
  const move = (by: number) => {
    if (rows.length === 0) return;
    const next = active + by < 0 ? rows.length - 1 : (active + by) % rows.length;
    setState({ rows, active: next });
  };
  return { active, move };
}

export type PickListProps<T extends { readonly id: number }> = {
  /** The search field's id; the list's and options' ids derive from it. */
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly text: string;
  readonly onSearch: (text: string) => void;
  readonly rows: ReadonlyArray<T>;
  readonly loading: boolean;
  /** The server has more matches than the rows shown. */
  readonly more?: boolean;
  readonly onPick: (row: T) => void;
  readonly renderRow: (row: T) => ReactNode;
};

/**
 * A pick list (product, customer, transporter) for the keyboard: the search field keeps the focus, ↓/↑ move the
 * highlight through the answers (aria-activedescendant), Enter picks the highlighted one (or the only one), a
 * click picks too; a list cut short by the server says so.
 */
export function PickList<T extends { readonly id: number }>(props: PickListProps<T>) {
  const { t } = useTranslation("pdv");
  const { rows, loading, onPick } = props;
  const { active, move } = useHighlight(rows);
  const listId = `${props.id}-results`;
  const optionId = (index: number) => `${props.id}-option-${index}`;
  const activeRow = rows[active];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const row = activeRow ?? (rows.length === 1 && !loading ? rows[0] : undefined);
      if (row !== undefined) onPick(row);
    }
  };
  useEffect(() => {
    if (active >= 0) document.getElementById(`${props.id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, props.id]);
  return (
    <>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <InputText
        id={props.id}
        className="w-full mb-2"
        value={props.text}
        autoFocus
        autoComplete="off"
        role="combobox"
        aria-expanded={rows.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeRow === undefined ? undefined : optionId(active)}
        placeholder={props.placeholder}
        onChange={(e) => props.onSearch(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} className="sale-pick-list" role="listbox" aria-label={props.label} aria-busy={loading}>
        {rows.map((row, index) => (
          // The search field keeps the focus and names the highlighted option (aria-activedescendant); a click on
          // an option picks it, the keyboard's way is the field's ↓/↑ and Enter.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks from the search field (see above)
          <div
            key={row.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? "sale-pick-option is-active" : "sale-pick-option"}
            onClick={() => onPick(row)}
          >
            {props.renderRow(row)}
          </div>
        ))}
      </div>
      {!loading && rows.length === 0 ? <p className="p-2 m-0">{t("screen.nothing-found")}</p> : null}
      {props.more && rows.length > 0 ? (
        <p className="sale-pick-more text-sm m-0 mt-2" role="status">
          {t("screen.more-results", { count: rows.length })}
        </p>
      ) : null}
    </>
  );
}

/** A person's row in a pick list: the name and the CPF/CNPJ. */
export function personRow(row: { readonly name: string; readonly doc_id_1: string | null }): ReactNode {
  return (
    <>
      <span className="font-medium">{row.name}</span>
      <span className="text-sm text-color-secondary">{formatDocumentId(row.doc_id_1)}</span>
    </>
  );
}
