import { Schema } from "effect";
import { ApiDate, IdFromString, MoneyTotalString } from "./fields.ts";
import { CompanyId } from "./ids.ts";

// The reports module (issue 16 item 2; spec 2.2, 2.9 RPT): every report takes one scope — a period and where (one
// unit, a group of units, or the whole network; with `franchise`, a franchisor's franchise units too) — and answers
// `{ data, totals }`. Money is decimal text ("1234.50"), exact sums of stored cents. `format` asks for a file.

export const REPORT_FORMATS = ["csv", "xlsx", "pdf"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The scope every report takes: start and end (YYYY-MM-DD, both included) and where. */
export const ReportScopeFields = {
  start: ApiDate,
  end: ApiDate,
  /** One unit of the network. */
  company_id: Schema.optional(IdFromString),
  /** The units of a unit group (/grupos-de-unidades). */
  group_id: Schema.optional(IdFromString),
  /** "true": every unit of the network, the franchise units too (needs FMA 1, the franchisor's permission). */
  franchise: Schema.optional(Schema.Literals(["true", "false"])),
};
export const ReportQuery = Schema.Struct(ReportScopeFields);
export type ReportQuery = typeof ReportQuery.Type;

/** At most this long: the comma list of the columns a file writes. */
export const MAX_REPORT_COLUMNS_LENGTH = 500;

/** What a file adds to a report's query: its format and the columns shown on screen. */
export const ReportFileFields = {
  format: Schema.Literals(REPORT_FORMATS),
  /**
   * The screen's visible columns, by field, comma-separated (`payment_method,sales,net`): the file writes only
   * those. Absent, or naming none of the report's columns: every column.
   */
  columns: Schema.optional(
    Schema.String.check(
      Schema.isMaxLength(MAX_REPORT_COLUMNS_LENGTH, { message: "max-length" }),
      Schema.isPattern(/^[a-z][a-z0-9_]*(,[a-z][a-z0-9_]*)*$/, { message: "invalid" }),
    ),
  ),
};

/** The same scope, as a file: CSV, Excel or PDF, named by Content-Disposition. */
export const ReportExportQuery = Schema.Struct({ ...ReportScopeFields, ...ReportFileFields });
export type ReportExportQuery = typeof ReportExportQuery.Type;

/** The period a comparison report compares with: the same length, just before. */
export const ReportPeriod = Schema.Struct({ start: ApiDate, end: ApiDate });

// RPT 2 /vendas-metodo-pagamento.

export const PaymentMethodSalesRow = Schema.Struct({
  payment_method_id: Schema.Int,
  payment_method: Schema.String,
  kind: Schema.String,
  /** Sales with a line of this method. */
  sales: Schema.Int,
  /** What the lines pay of the sales (after change). */
  billed: MoneyTotalString,
  /** What was handed over. */
  received: MoneyTotalString,
  /** Handed back: received − billed. */
  change: MoneyTotalString,
  /** The card operator's fees booked with the sales (the method's fee percentage when sold). */
  fees: MoneyTotalString,
  /** Billed − fees. */
  net: MoneyTotalString,
});
export type PaymentMethodSalesRow = typeof PaymentMethodSalesRow.Type;

export const PaymentMethodSalesTotals = Schema.Struct({
  /** Distinct sales (a sale paid with two methods counts once). */
  sales: Schema.Int,
  billed: MoneyTotalString,
  received: MoneyTotalString,
  change: MoneyTotalString,
  fees: MoneyTotalString,
  net: MoneyTotalString,
});
export const PaymentMethodSales = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  data: Schema.Array(PaymentMethodSalesRow),
  totals: PaymentMethodSalesTotals,
});
export type PaymentMethodSales = typeof PaymentMethodSales.Type;

// RPT 4 /vendas-por-usuario and RPT 5 /vendas-por-unidade.

/** Sales figures of one period. */
export const SalesFigures = Schema.Struct({
  /** Sales total (what the customers pay, delivery charge included). */
  total: MoneyTotalString,
  /** Sales (tickets). */
  tickets: Schema.Int,
  /** total ÷ tickets, rounded to the cent. */
  average_ticket: MoneyTotalString,
  /** Item and sale-wide discounts. */
  discounts: MoneyTotalString,
});
export type SalesFigures = typeof SalesFigures.Type;

const ComparedFields = {
  current: SalesFigures,
  previous: SalesFigures,
  change: Schema.Struct({
    total: Schema.NullOr(Schema.Number),
    tickets: Schema.NullOr(Schema.Number),
    average_ticket: Schema.NullOr(Schema.Number),
    discounts: Schema.NullOr(Schema.Number),
  }),
};

/** A row: this period's figures, the previous period's, and the change in percent (null: no base to compare). */
export const SalesComparisonRow = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  ...ComparedFields,
});
export type SalesComparisonRow = typeof SalesComparisonRow.Type;

export const SalesComparison = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  previous_period: ReportPeriod,
  data: Schema.Array(SalesComparisonRow),
  totals: Schema.Struct(ComparedFields),
});
export type SalesComparison = typeof SalesComparison.Type;

// RPT 6 /vendas-itens.

export const ITEM_GROUPINGS = ["product", "department", "group"] as const;
export type ItemGrouping = (typeof ITEM_GROUPINGS)[number];

/** The scope and the grouping (product by default; department or group of the market structure). */
export const ItemSalesQuery = Schema.Struct({
  ...ReportScopeFields,
  group_by: Schema.optional(Schema.Literals(ITEM_GROUPINGS)),
});
export type ItemSalesQuery = typeof ItemSalesQuery.Type;
export const ItemSalesExportQuery = Schema.Struct({ ...ItemSalesQuery.fields, ...ReportFileFields });

const ItemFigureFields = {
  /** Quantity sold in the sale unit (up to three decimals). */
  quantity: Schema.Number,
  /** Item totals after the item's discount. */
  revenue: MoneyTotalString,
  /** Quantity × unit cost (the one the sale item recorded; else the unit's, else the product's), per item to the cent. */
  cost: MoneyTotalString,
  /** revenue − cost. */
  margin: MoneyTotalString,
  /** margin ÷ revenue in percent, two decimals; null without revenue. */
  margin_percent: Schema.NullOr(Schema.Number),
};

export const ItemSalesRow = Schema.Struct({
  /** The product, department or group; 0: products without a department or group. */
  id: Schema.Int,
  /** null: without a department or group. */
  name: Schema.NullOr(Schema.String),
  ...ItemFigureFields,
});
export type ItemSalesRow = typeof ItemSalesRow.Type;

export const ItemSales = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  group_by: Schema.Literals(ITEM_GROUPINGS),
  data: Schema.Array(ItemSalesRow),
  totals: Schema.Struct(ItemFigureFields),
});
export type ItemSales = typeof ItemSales.Type;

// RPT 16 /resultados-dos-atendentes.

const AttendantFigureFields = {
  sales: Schema.Int,
  /** Quantity of the items sold (removed items left out). */
  items: Schema.Number,
  /** Sales total (what the customers pay). */
  total: MoneyTotalString,
  /** total ÷ sales, rounded half up to the cent. */
  average_ticket: MoneyTotalString,
  /** total × the seller's commission percentage, rounded half up to the cent. */
  commission: MoneyTotalString,
};

export const AttendantResultsRow = Schema.Struct({
  /** The sale's seller; 0: sales without a seller. */
  seller_id: Schema.Int,
  seller: Schema.NullOr(Schema.String),
  /** The seller's commission percentage today ("2.50"). */
  commission_percentage: Schema.String,
  ...AttendantFigureFields,
});
export type AttendantResultsRow = typeof AttendantResultsRow.Type;

export const AttendantResults = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  data: Schema.Array(AttendantResultsRow),
  totals: Schema.Struct(AttendantFigureFields),
});
export type AttendantResults = typeof AttendantResults.Type;

/** What the filter bar offers: the units the user may report on and the network's unit groups. */
export const ReportFilterOptions = Schema.Struct({
  companies: Schema.Array(Schema.Struct({ id: CompanyId, name: Schema.String })),
  groups: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  /** The user may include the franchise units (FMA 1). */
  franchise: Schema.Boolean,
});
export type ReportFilterOptions = typeof ReportFilterOptions.Type;
