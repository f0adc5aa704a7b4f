import { useTranslation } from "react-i18next";
import type { OrderItem } from "../../schemas/production.ts";

export type SizesTableProps = {
  readonly sizes: OrderItem["orders_items_sizes"];
  /** Names the table for screen readers ("Tamanhos e quantidades: Camiseta branca"). */
  readonly caption: string;
};

/** The sizes-and-quantities table of spec 2.10: one column per size, the quantities and their total. */
export function SizesTable({ sizes, caption }: SizesTableProps) {
  const { t } = useTranslation("production");
  if (sizes.length === 0) return <p className="production-muted">{t("items.sizes.none")}</p>;
  const total = sizes.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="production-sizes">
      <table className="production-sizes__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="row">{t("items.sizes.size")}</th>
            {sizes.map((line) => (
              <th key={line.id} scope="col">
                {line.size.name}
              </th>
            ))}
            <th scope="col">{t("items.sizes.total")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("items.sizes.quantity")}</th>
            {sizes.map((line) => (
              <td key={line.id}>{line.quantity}</td>
            ))}
            <td className="production-sizes__total">{total}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
