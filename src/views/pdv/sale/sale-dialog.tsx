import { useSelector } from "@xstate/react";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { type ReactNode, useEffect } from "react";
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
    <Dialog visible header={header} onHide={onHide} footer={footer} className="sale-dialog" modal draggable={false}>
      {children}
    </Dialog>
  );
}

type RowsOf<K extends PickKind> = Extract<PickRows, { kind: K }>["rows"];

/**
 * A pick list's search, run by the sale machine (typing pauses 200 ms, then it searches): the text, the rows found
 * for this list and whether a search is on its way. The list searches its first text when it opens.
 */
export function usePickList<K extends PickKind>(sale: SaleRef, kind: K, firstText = "") {
  useEffect(() => {
    sale.send({ type: "pick.search", kind, text: firstText });
  }, [sale, kind, firstText]);
  const text = useSelector(sale, (s) => (s.context.pick.kind === kind ? s.context.pick.text : firstText));
  const found = useSelector(sale, (s) => s.context.pick.found);
  const loading = useSelector(sale, (s) => s.hasTag("picking"));
  const rows = (found?.kind === kind ? found.rows : []) as RowsOf<K>;
  const search = (next: string) => sale.send({ type: "pick.search", kind, text: next });
  return { text, rows, loading, search };
}

/** The search box at the top of a pick list (product, customer, transporter): focused when the modal opens. */
export function PickSearchField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <InputText
        id={props.id}
        className="w-full mb-2"
        value={props.value}
        autoFocus
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  );
}

/** A pick list's answers (a name and its CPF/CNPJ each), or "nothing found" once the search is done. */
export function PickResults<
  T extends { readonly id: number; readonly name: string; readonly doc_id_1: string | null },
>({ rows, loading, onPick }: { rows: ReadonlyArray<T>; loading: boolean; onPick: (row: T) => void }) {
  const { t } = useTranslation("pdv");
  return (
    <ul className="sale-pick-list" aria-busy={loading}>
      {rows.map((row) => (
        <li key={row.id}>
          <button type="button" onClick={() => onPick(row)}>
            <span className="font-medium">{row.name}</span>
            <span className="text-sm text-color-secondary">{formatDocumentId(row.doc_id_1)}</span>
          </button>
        </li>
      ))}
      {!loading && rows.length === 0 ? <li className="p-2">{t("screen.nothing-found")}</li> : null}
    </ul>
  );
}
