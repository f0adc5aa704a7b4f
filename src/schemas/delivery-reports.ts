import { Schema } from "effect";
import { ApiDate, MoneyTotalString } from "./fields.ts";

// The delivery reports (issue 16 item 2; spec 2.9 RPT 8 and 15): the sales of the scope whose shipping method is a
// delivery (any method but 9, "Sem frete"), cancelled ones left out. The delivery charge counts only with method 1
// and the delivery cost unless the method is 1 or 9 (spec 9), as the sale itself counts them.

// RPT 8 /historico-delivery.

export const DeliveryHistoryRow = Schema.Struct({
  sale_id: Schema.Int,
  /** When sold (ISO 8601). */
  sold_at: Schema.String,
  /** The same in the business time zone, as shown: DD/MM/YYYY HH:mm. */
  date_time: Schema.String,
  customer_id: Schema.NullOr(Schema.Int),
  /** null: final consumer. */
  customer: Schema.NullOr(Schema.String),
  delivery_man_id: Schema.NullOr(Schema.Int),
  /** null: no delivery person chosen. */
  delivery_man: Schema.NullOr(Schema.String),
  /** NF-e modFrete: 0, 1, 2, 3 or 4. */
  shipping_method: Schema.Int,
  delivery_charge: MoneyTotalString,
  delivery_cost: MoneyTotalString,
  /** Sale total (delivery charge included). */
  total: MoneyTotalString,
});
export type DeliveryHistoryRow = typeof DeliveryHistoryRow.Type;

export const DeliveryTotals = Schema.Struct({
  deliveries: Schema.Int,
  delivery_charge: MoneyTotalString,
  delivery_cost: MoneyTotalString,
  total: MoneyTotalString,
});
export type DeliveryTotals = typeof DeliveryTotals.Type;

export const DeliveryHistory = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  data: Schema.Array(DeliveryHistoryRow),
  totals: DeliveryTotals,
});
export type DeliveryHistory = typeof DeliveryHistory.Type;

// RPT 15 /vendas-por-entregador.

export const DeliveryManSalesRow = Schema.Struct({
  /** 0: the deliveries without a delivery person. */
  delivery_man_id: Schema.Int,
  /** null: no delivery person chosen. */
  delivery_man: Schema.NullOr(Schema.String),
  ...DeliveryTotals.fields,
});
export type DeliveryManSalesRow = typeof DeliveryManSalesRow.Type;

export const DeliveryManSales = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  data: Schema.Array(DeliveryManSalesRow),
  totals: DeliveryTotals,
});
export type DeliveryManSales = typeof DeliveryManSales.Type;
