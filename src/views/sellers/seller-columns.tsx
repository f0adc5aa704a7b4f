import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatPercentage } from "../../domain/percentage.ts";
import { formatPhone } from "../../domain/phone.ts";
import type { SellerListItem, SellerListQuery } from "../../schemas/sellers.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type SellerSortField = NonNullable<SellerListQuery["sort_field"]>;

/** The /vendedores columns: name (the link to the seller's page), commission, phone, e-mail, unit, user, active. */
export function sellerColumns(
  t: TFunction,
  hrefOf: (seller: SellerListItem) => string,
): ReadonlyArray<DataTableColumn<SellerListItem, SellerSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    {
      field: "name",
      header: "sellers:columns.name",
      sortable: true,
      text: (seller) => seller.name,
      body: (seller) => (
        <Link to={hrefOf(seller)} className="seller-link" aria-label={t("sellers:open", { name: seller.name })}>
          {seller.name}
        </Link>
      ),
    },
    {
      field: "commission_percentage",
      header: "sellers:columns.commission",
      sortable: true,
      text: (seller) => `${formatPercentage(seller.commission_percentage)} %`,
    },
    {
      field: "phone",
      header: "sellers:columns.phone",
      sortable: true,
      text: (seller) => formatPhone(seller.phone),
      body: (seller) => <span className="seller-nowrap">{formatPhone(seller.phone)}</span>,
    },
    { field: "email", header: "sellers:columns.email", sortable: true, text: (seller) => seller.email },
    {
      field: "company_name",
      header: "sellers:columns.company",
      sortable: true,
      text: (seller) => seller.company_name || t("sellers:all"),
    },
    { field: "user_name", header: "sellers:columns.user", sortable: true, text: (seller) => seller.user_name },
    {
      field: "active",
      header: "sellers:columns.active",
      sortable: true,
      text: (seller) => yesNo(seller.active),
      body: (seller) => <BooleanTag value={seller.active} />,
    },
  ];
}
