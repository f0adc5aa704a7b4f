import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { GARMENT_OPTIONS, type OrderItem } from "../../schemas/production.ts";
import { money } from "../../services/format.ts";
import { centsOfPrice } from "./order-values.ts";
import { SizesTable } from "./sizes-table.tsx";

export type OrderItemsTableProps = {
  readonly items: ReadonlyArray<OrderItem>;
  /** Edit and remove buttons, on the service desk's page of an open order. */
  readonly onEdit?: (item: OrderItem) => void;
  readonly onRemove?: (item: OrderItem) => void;
  readonly busy?: boolean;
};

/**
 * The order items table of spec 2.10: every garment field of spec 3 per item, the sleeve, collar and pocket
 * options shown `SIM` / `NÃO` (spec 9), and the sizes-and-quantities table.
 */
export function OrderItemsTable({ items, onEdit, onRemove, busy = false }: OrderItemsTableProps) {
  const { t } = useTranslation("production");
  const yesNo = (value: boolean) => (value ? t("items.yes") : t("items.no"));
  if (items.length === 0) return <p className="production-empty">{t("items.empty")}</p>;
  return (
    <ul className="production-items">
      {items.map((item) => {
        const headingId = `item-${item.id}-title`;
        return (
          <li key={item.id}>
            <article className="production-item" aria-labelledby={headingId}>
              <header className="production-item__header">
                <div>
                  <h3 id={headingId} className="production-item__title">
                    {item.description}
                  </h3>
                  <p className="production-item__stamp">
                    <i className="pi pi-tag" aria-hidden="true" /> {item.stamp?.description ?? t("items.no-stamp")}
                  </p>
                </div>
                {onEdit || onRemove ? (
                  <div className="production-item__actions">
                    {onEdit ? (
                      <Button
                        type="button"
                        icon="pi pi-pencil"
                        text
                        rounded
                        disabled={busy}
                        aria-label={t("items.edit-named", { description: item.description })}
                        onClick={() => onEdit(item)}
                      />
                    ) : null}
                    {onRemove ? (
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        rounded
                        severity="danger"
                        disabled={busy}
                        aria-label={t("items.remove-named", { description: item.description })}
                        onClick={() => onRemove(item)}
                      />
                    ) : null}
                  </div>
                ) : null}
              </header>
              <dl className="production-facts">
                <div>
                  <dt>{t("items.fields.quantity")}</dt>
                  <dd>{item.quantity}</dd>
                </div>
                <div>
                  <dt>{t("items.fields.unit-price")}</dt>
                  <dd>{money(centsOfPrice(item.unit_price))}</dd>
                </div>
                <div>
                  <dt>{t("items.fields.discount")}</dt>
                  <dd>{money(centsOfPrice(item.discount))}</dd>
                </div>
                <div>
                  <dt>{t("items.fields.subtotal")}</dt>
                  <dd className="production-facts__strong">{money(centsOfPrice(item.subtotal))}</dd>
                </div>
                <div>
                  <dt>{t("items.fields.cloth")}</dt>
                  <dd>{item.cloth || "—"}</dd>
                </div>
                <div>
                  <dt>{t("items.fields.cloth-color")}</dt>
                  <dd>{item.cloth_color || "—"}</dd>
                </div>
              </dl>
              <h4 className="production-item__subtitle">{t("items.options-title")}</h4>
              <dl className="production-options">
                {GARMENT_OPTIONS.map((option) => (
                  <div key={option} className={item[option] ? "production-options__yes" : undefined}>
                    <dt>{t(`items.options.${option}`)}</dt>
                    <dd>{yesNo(item[option])}</dd>
                  </div>
                ))}
              </dl>
              <h4 className="production-item__subtitle">{t("items.sizes.title")}</h4>
              <SizesTable sizes={item.orders_items_sizes} caption={`${t("items.sizes.title")}: ${item.description}`} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
