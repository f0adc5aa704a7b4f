import { Button } from "primereact/button";
import type { ReactNode } from "react";

// The repeated cards of the endereco and contatos tabs: a list with an empty text and an add button, each card
// with its numbered title, a remove button and its fields.

export type CustomerCardListProps<Item extends { readonly key: string }> = {
  readonly items: ReadonlyArray<Item>;
  readonly emptyText: string;
  readonly addLabel: string;
  readonly onAdd: () => void;
  readonly children: (item: Item, index: number) => ReactNode;
};

export function CustomerCardList<Item extends { readonly key: string }>({
  items,
  emptyText,
  addLabel,
  onAdd,
  children,
}: CustomerCardListProps<Item>) {
  return (
    <div className="customer-list">
      {items.length === 0 ? <p className="customer-empty">{emptyText}</p> : null}
      {items.map(children)}
      <div>
        <Button type="button" outlined icon="pi pi-plus" label={addLabel} onClick={onAdd} />
      </div>
    </div>
  );
}

export type CustomerCardProps = {
  /** Prefix of the card's element ids ("address-0"). */
  readonly idPrefix: string;
  readonly title: string;
  readonly removeLabel: string;
  readonly onRemove: () => void;
  /** Beside the title (the main-address choice). */
  readonly headExtra?: ReactNode;
  /** A message about the card as a whole (the server's word on its id). */
  readonly error?: string | null;
  readonly children: ReactNode;
};

export function CustomerCard({
  idPrefix,
  title,
  removeLabel,
  onRemove,
  headExtra,
  error,
  children,
}: CustomerCardProps) {
  const titleId = `${idPrefix}-title`;
  return (
    <section className="customer-card" aria-labelledby={titleId}>
      <div className="customer-card__head">
        <h3 id={titleId} className="customer-card__title">
          {title}
        </h3>
        {headExtra}
        <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={removeLabel} onClick={onRemove} />
      </div>
      {error ? (
        <small className="p-error block mb-2" role="alert">
          {error}
        </small>
      ) : null}
      <div className="record-form-grid">{children}</div>
    </section>
  );
}
