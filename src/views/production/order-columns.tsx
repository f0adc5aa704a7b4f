import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { AttendanceListItem, AttendanceListQuery } from "../../schemas/production.ts";
import { displayDate, money } from "../../services/format.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { LateTag } from "./late-tag.tsx";
import { centsOfPrice, dayOf, instantOf } from "./order-values.ts";

export type OrderSortField = NonNullable<AttendanceListQuery["sort_field"]>;

/** "20/05/2026", "Sem data"; late orders add "(Atrasado há 3 dias)" so copies and exports say it too. */
export function deliveryText(t: TFunction, order: Pick<AttendanceListItem, "delivery_date" | "late" | "days_late">) {
  const day = dayOf(order.delivery_date);
  const date = day ? displayDate(day) : t("production:late.no-date");
  return order.late ? `${date} (${t("production:late.days", { count: order.days_late })})` : date;
}

const shownInstant = (text: string) => {
  const date = instantOf(text);
  return date ? displayDate(date) : "";
};

/**
 * The columns of a stage's list: number (the link to the order's page), customer, delivery date with the late
 * mark, items, pieces, total, the last return's reason; unit and dates on demand.
 */
export function orderColumns(
  t: TFunction,
  hrefOf: (order: AttendanceListItem) => string,
): ReadonlyArray<DataTableColumn<AttendanceListItem, OrderSortField>> {
  return [
    {
      field: "number",
      header: "production:columns.number",
      sortable: true,
      text: (order) => String(order.number),
      body: (order) => (
        <Link
          to={hrefOf(order)}
          className="production-order-link"
          aria-label={t("production:late.open-order", { number: order.number })}
        >
          {order.number}
        </Link>
      ),
    },
    {
      field: "customer_name",
      header: "production:columns.customer",
      sortable: true,
      text: (order) => order.customer_name,
      body: (order) => (
        <span className="production-customer">
          <Link to={hrefOf(order)}>{order.customer_name}</Link>
          {order.customer_phone ? <small>{order.customer_phone}</small> : null}
        </span>
      ),
    },
    {
      field: "delivery_date",
      header: "production:columns.delivery",
      sortable: true,
      text: (order) => deliveryText(t, order),
      body: (order) => {
        const day = dayOf(order.delivery_date);
        return (
          <span className={order.late ? "production-delivery production-delivery--late" : "production-delivery"}>
            <span>{day ? displayDate(day) : t("production:late.no-date")}</span>
            {order.late ? <LateTag daysLate={order.days_late} /> : null}
          </span>
        );
      },
      excel: (order) => deliveryText(t, order),
    },
    { field: "items_count", header: "production:columns.items", text: (order) => String(order.items_count) },
    { field: "pieces", header: "production:columns.pieces", text: (order) => String(order.pieces) },
    {
      field: "total",
      header: "production:columns.total",
      text: (order) => money(centsOfPrice(order.total)),
      body: (order) => <span className="production-nowrap">{money(centsOfPrice(order.total))}</span>,
      excel: (order) => ({ value: centsOfPrice(order.total) / 100, format: "#,##0.00" }),
    },
    {
      field: "canceled_reason",
      header: "production:columns.returned",
      text: (order) => order.canceled_reason ?? "",
      body: (order) =>
        order.canceled_reason ? (
          <span className="production-return-reason">
            <i className="pi pi-replay" aria-hidden="true" /> {order.canceled_reason}
          </span>
        ) : null,
    },
    { field: "company_name", header: "production:columns.company", hidden: true, text: (order) => order.company_name },
    {
      field: "created_at",
      header: "production:columns.created-at",
      sortable: true,
      hidden: true,
      text: (order) => shownInstant(order.created_at),
    },
    {
      field: "updated_at",
      header: "production:columns.updated-at",
      sortable: true,
      hidden: true,
      text: (order) => shownInstant(order.updated_at),
    },
  ];
}
