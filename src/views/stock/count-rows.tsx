import { useTranslation } from "react-i18next";
import { formatQuantity, type Milli } from "../../domain/stock.ts";
import { type CountRowFigures, countedDifference, differenceKind } from "../../domain/stock-count.ts";
import type { CountItem } from "../../schemas/stock.ts";
import { milliOfNumber, stockQuantityText } from "./stock-format.ts";

/** A count's row with its quantities in thousandths and its difference by the domain's rule. */
export type CountRow = CountRowFigures & { readonly item: CountItem; readonly difference: Milli | null };

export const countRowsOf = (items: ReadonlyArray<CountItem>): ReadonlyArray<CountRow> =>
  items.map((item) => {
    const counted = item.counted === null ? null : milliOfNumber(item.counted);
    const expected = milliOfNumber(item.expected);
    return { item, counted, expected, unitCost: item.unit_cost, difference: countedDifference(counted, expected) };
  });

/** The rows of a count: at the start, moved since, expected, counted and the difference (a loss or a leftover). */
export function CountRowsTable({ rows }: { readonly rows: ReadonlyArray<CountRow> }) {
  const { t } = useTranslation(["stock", "common"]);
  return (
    <div className="stock-table-wrap">
      <table className="stock-table" aria-label={t("stock:count.items")}>
        <thead>
          <tr>
            <th scope="col">{t("stock:columns.sku")}</th>
            <th scope="col">{t("stock:columns.product")}</th>
            <th scope="col" className="is-number">
              {t("stock:count.snapshot")}
            </th>
            <th scope="col" className="is-number">
              {t("stock:count.moved")}
            </th>
            <th scope="col" className="is-number">
              {t("stock:count.expected")}
            </th>
            <th scope="col" className="is-number">
              {t("stock:count.counted-column")}
            </th>
            <th scope="col" className="is-number">
              {t("stock:count.difference")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ item, counted, difference }) => {
            const kind = differenceKind(difference);
            return (
              <tr key={item.product_id} data-product={item.sku}>
                <td>{item.sku}</td>
                <td>{item.description}</td>
                <td className="is-number">{stockQuantityText(item.snapshot, item.unit_decimals)}</td>
                <td className="is-number">{stockQuantityText(item.moved, item.unit_decimals)}</td>
                <td className="is-number">{stockQuantityText(item.expected, item.unit_decimals)}</td>
                <td className="is-number">{counted === null ? "—" : formatQuantity(counted, item.unit_decimals)}</td>
                <td className={`is-number ${kind === null ? "" : kind === "loss" ? "stock-loss" : "stock-leftover"}`}>
                  {difference === null
                    ? "—"
                    : `${formatQuantity(difference, item.unit_decimals)}${kind === null ? "" : ` (${t(`stock:count.${kind}`)})`}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
