import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { CashMovementListQuery, CashMovementRow } from "../../../schemas/pdv-cash.ts";
import { activityTime, moneyOfText } from "../../../services/format.ts";
import type { DataTableColumn } from "../../components/data-table/data-table-column.ts";

export type CashMovementSortField = NonNullable<CashMovementListQuery["sort_field"]>;

const amount = (text: string | null) => (text === null ? "" : moneyOfText(text));
const moneyCell = (text: string | null) => (text === null ? null : { value: Number(text), format: "#,##0.00" });
const time = (text: string | null) => (text === null ? "" : activityTime(new Date(text)));

/** The /movimentacao-de-caixa columns. */
export function cashMovementColumns(
  t: TFunction,
  href: (id: number) => string,
): ReadonlyArray<DataTableColumn<CashMovementRow, CashMovementSortField>> {
  const moneyColumn = (
    field:
      | "sales_total"
      | "sangrias_total"
      | "outflows_total"
      | "money_difference"
      | "pix_difference"
      | "card_difference",
    hidden = false,
  ): DataTableColumn<CashMovementRow, CashMovementSortField> => ({
    field,
    header: `cash:list.columns.${field}`,
    hidden,
    nowrap: true,
    text: (row) => amount(row[field]),
    excel: (row) => moneyCell(row[field]),
  });
  return [
    {
      field: "id",
      header: "cash:list.columns.id",
      sortable: true,
      text: (row) => String(row.id),
      body: (row) => (
        <Link to={href(row.id)} aria-label={t("cash:list.view", { id: row.id })}>
          {row.id}
        </Link>
      ),
    },
    { field: "company", header: "cash:list.columns.company", sortable: true, text: (row) => row.company },
    { field: "user", header: "cash:list.columns.user", sortable: true, text: (row) => row.user },
    { field: "opened_at", header: "cash:list.columns.opened_at", sortable: true, text: (row) => time(row.opened_at) },
    { field: "closed_at", header: "cash:list.columns.closed_at", sortable: true, text: (row) => time(row.closed_at) },
    {
      field: "status",
      header: "cash:list.columns.status",
      text: (row) => (row.closed_at ? t("cash:list.closed") : t("cash:list.open")),
    },
    {
      field: "cash_supply",
      header: "cash:list.columns.cash_supply",
      sortable: true,
      nowrap: true,
      text: (row) => amount(row.cash_supply),
      excel: (row) => moneyCell(row.cash_supply),
    },
    { field: "sales_count", header: "cash:list.columns.sales_count", text: (row) => String(row.sales_count) },
    moneyColumn("sales_total"),
    moneyColumn("sangrias_total"),
    moneyColumn("outflows_total"),
    moneyColumn("money_difference"),
    moneyColumn("pix_difference", true),
    moneyColumn("card_difference", true),
  ];
}
