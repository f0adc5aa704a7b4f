import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { DraftTotals } from "../../../machines/sale-draft-rules.ts";
import type { SaleRef } from "../../../machines/sale.machine.ts";
import { formatQuantity, milliToNumber, parseQuantity } from "../../../domain/stock.ts";
import type { SaleDraft } from "../../../schemas/sale-draft.ts";
import { money, unitOf } from "../../../services/format.ts";

export type SaleItemsProps = {
  readonly sale: SaleRef;
  readonly draft: SaleDraft;
  readonly totals: DraftTotals;
};

/** Step 1: the sale's lines (removed ones struck through), each editable and removable after 'Tem certeza?'. */
export function SaleItems({ sale, draft, totals }: SaleItemsProps) {
  const { t } = useTranslation("pdv");
  if (draft.items.length === 0) return <p className="sale-empty">{t("screen.no-items")}</p>;
  return (
    <div className="sale-items-wrap">
      <table className="sale-items">
        <caption className="sr-only">{t("screen.items")}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t("screen.product")}</th>
            <th scope="col" className="text-right">
              {t("screen.quantity")}
            </th>
            <th scope="col" className="text-right">
              {t("screen.unit-price")}
            </th>
            <th scope="col" className="text-right">
              {t("screen.discount")}
            </th>
            <th scope="col" className="text-right">
              {t("screen.total")}
            </th>
            <th scope="col">
              <span className="sr-only">{t("screen.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.items.map((item, index) => {
            const line = totals.lines[index];
            const sellable = totals.sellable[index] ?? true;
            const invalid = (totals.issues[index]?.length ?? 0) > 0;
            const quantity = formatQuantity(parseQuantity(item.quantity) ?? 0, item.unitDecimals);
            return (
              <tr key={item.lineId} className={item.status ? undefined : "is-removed"} data-testid="sale-item">
                <td>{index + 1}</td>
                <td>
                  <div className="font-medium">{item.description}</div>
                  <div className="text-sm text-color-secondary">
                    {item.sku}
                    {item.ean ? ` · ${item.ean}` : ""}
                  </div>
                  {item.status && !sellable ? (
                    <div className="sale-stock-warning" role="status">
                      <i className="pi pi-exclamation-triangle" aria-hidden="true" />{" "}
                      {t("screen.stock-warning", {
                        available: formatQuantity(parseQuantity(item.available) ?? 0, item.unitDecimals),
                        unit: unitOf(item.unitName, milliToNumber(parseQuantity(item.available) ?? 0)),
                      })}
                    </div>
                  ) : null}
                  {item.status && invalid ? <div className="p-error text-sm">{t("screen.item-invalid")}</div> : null}
                  {item.status ? null : <div className="text-sm">{t("screen.removed")}</div>}
                </td>
                <td className="text-right">
                  {quantity}{" "}
                  <span className="text-sm text-color-secondary">
                    {unitOf(item.unitName, milliToNumber(parseQuantity(item.quantity) ?? 0))}
                  </span>
                </td>
                <td className="text-right">{money(item.unitPrice)}</td>
                <td className="text-right">{money(line?.discount ?? 0)}</td>
                <td className="text-right font-semibold">{money(line?.total ?? 0)}</td>
                <td className="sale-item-actions">
                  {item.status ? (
                    <>
                      <Button
                        type="button"
                        icon="pi pi-pencil"
                        text
                        rounded
                        aria-label={t("screen.edit-item", { product: item.description })}
                        onClick={() =>
                          sale.send({ type: "modal.open", request: { modal: "quantity", lineId: item.lineId } })
                        }
                      />
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        rounded
                        severity="danger"
                        aria-label={t("screen.remove-item", { product: item.description })}
                        onClick={() =>
                          sale.send({
                            type: "modal.open",
                            request: { modal: "confirm", confirm: { kind: "item", lineId: item.lineId } },
                          })
                        }
                      />
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
