import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatMoney, parseMoney } from "../../domain/money.ts";
import { formatQuantity } from "../../domain/stock.ts";
import type { ProductListItem, ProductListQuery } from "../../schemas/stock-products.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type ProductSortField = NonNullable<ProductListQuery["sort_field"]>;

const price = (p: ProductListItem, locale: "pt-BR" | "es-EC") =>
  p.price_1 === null ? "" : formatMoney(parseMoney(p.price_1) ?? 0, locale);

/** The /produtos columns: photo, description (the link to the product), SKU, EAN, kind, price and stock in the unit. */
export function productColumns(
  t: TFunction,
  locale: "pt-BR" | "es-EC",
  hrefOf: (product: ProductListItem) => string,
): ReadonlyArray<DataTableColumn<ProductListItem, ProductSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    {
      field: "thumbnail_url",
      header: "products:columns.photo",
      text: () => "",
      body: (p) =>
        p.thumbnail_url ? (
          <img src={p.thumbnail_url} alt="" className="product-thumb" loading="lazy" />
        ) : (
          <span className="product-thumb product-thumb--empty" aria-hidden="true">
            <i className="pi pi-image" />
          </span>
        ),
    },
    {
      field: "full_description",
      header: "products:columns.description",
      sortable: true,
      text: (p) => p.full_description,
      body: (p) => (
        <Link to={hrefOf(p)} aria-label={t("products:open", { name: p.full_description })}>
          {p.full_description}
        </Link>
      ),
    },
    { field: "sku", header: "products:columns.sku", sortable: true, text: (p) => p.sku },
    { field: "ean", header: "products:columns.ean", text: (p) => p.ean },
    { field: "kind", header: "products:columns.kind", text: (p) => t(`products:kinds.${p.kind}`) },
    { field: "price_1", header: "products:columns.price", sortable: true, text: (p) => price(p, locale), nowrap: true },
    {
      field: "on_hand",
      header: "products:columns.on-hand",
      sortable: true,
      text: (p) => (p.kind === "service" ? "" : formatQuantity(Math.round(p.on_hand * 1000), p.sale_unit_decimals)),
    },
    {
      field: "status",
      header: "products:columns.active",
      sortable: true,
      text: (p) => yesNo(p.status),
      body: (p) => <BooleanTag value={p.status} />,
    },
  ];
}
