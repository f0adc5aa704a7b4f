import { Schema } from "effect";
import { BUILDER_DATASETS, MAX_BUILDER_DIMENSIONS } from "../domain/report-builder.ts";
import { ApiDate, ArrayUpTo, Id, IdFromString, requiredCleanText } from "./fields.ts";
import { ReportFileFields, ReportScopeFields } from "./reports.ts";

// The report builder (/relatorios/datatables; docs/api/reports.md, "Report builder"): a table of one dataset,
// grouped by the chosen dimensions, with the chosen measures, over the kit's scope; and the views users save.

const KeyList = Schema.String.check(Schema.isMaxLength(400, { message: "max-length" }));

const BuilderFields = {
  ...ReportScopeFields,
  dataset: Schema.Literals(BUILDER_DATASETS),
  /** Comma list of the dataset's dimensions to group by, in column order ("day,unit"); none: one row. */
  group_by: Schema.optional(KeyList),
  /** Comma list of the dataset's measures ("count,total"); at least one. */
  measures: KeyList,
  /** The sales of one user (sales.user_id). */
  user_id: Schema.optional(IdFromString),
  /** Payment lines of one method (payments dataset). */
  payment_method_id: Schema.optional(IdFromString),
  /** Items of one department of the market structure (items dataset). */
  department_id: Schema.optional(IdFromString),
};

export const BuilderQuery = Schema.Struct(BuilderFields);
export type BuilderQuery = typeof BuilderQuery.Type;
/**
 * The table as a file: `format`, and `columns`, the fields the screen shows (Selecionar Colunas), in its order — the
 * dimensions and measures of this table only (anything else: 422 on `columns`); absent, every column.
 */
export const BuilderExportQuery = Schema.Struct({ ...BuilderFields, ...ReportFileFields });
export type BuilderExportQuery = typeof BuilderExportQuery.Type;

/** A cell: a dimension's text (day "2026-11-05", month "2026-11", a name; null: none), a count, money or quantity. */
const BuilderValue = Schema.NullOr(Schema.Union([Schema.String, Schema.Number]));
export const BuilderRow = Schema.Record(Schema.String, BuilderValue);
export type BuilderRow = typeof BuilderRow.Type;

export const BuilderAnswer = Schema.Struct({
  start: ApiDate,
  end: ApiDate,
  dataset: Schema.Literals(BUILDER_DATASETS),
  group_by: Schema.Array(Schema.String),
  measures: Schema.Array(Schema.String),
  /** Money as decimal text ("1234.50"), counts as integers, quantities with up to three decimals. */
  data: Schema.Array(BuilderRow),
  /** The measures over every row of the scope (not only the rows sent). */
  totals: BuilderRow,
  /** Rows the grouping gives; more than data's length when cut at MAX_BUILDER_ROWS. */
  total_rows: Schema.Int,
  truncated: Schema.Boolean,
});
export type BuilderAnswer = typeof BuilderAnswer.Type;

/** What the builder's filters offer: the network's users, payment methods and departments. */
const Option = Schema.Struct({ id: Schema.Int, name: Schema.String });
export const BuilderOptions = Schema.Struct({
  users: Schema.Array(Option),
  payment_methods: Schema.Array(Option),
  departments: Schema.Array(Option),
});
export type BuilderOptions = typeof BuilderOptions.Type;

const KeyArray = ArrayUpTo(Schema.String.check(Schema.isMaxLength(40, { message: "max-length" })), 12);

/** A saved view: a name (unique per user), the dataset, grouping, measures and filters; maybe shared. */
export const SavedViewInput = Schema.Struct({
  name: requiredCleanText(80),
  dataset: Schema.Literals(BUILDER_DATASETS),
  group_by: KeyArray.check(Schema.isMaxLength(MAX_BUILDER_DIMENSIONS, { message: "max-items" })),
  measures: KeyArray.check(Schema.isMinLength(1, { message: "required" })),
  company_id: Schema.optional(Schema.NullOr(Id)),
  group_id: Schema.optional(Schema.NullOr(Id)),
  user_id: Schema.optional(Schema.NullOr(Id)),
  payment_method_id: Schema.optional(Schema.NullOr(Id)),
  department_id: Schema.optional(Schema.NullOr(Id)),
  /** Seen by every user of the network with a report permission (only its owner changes it). */
  shared: Schema.optional(Schema.Boolean),
});
export type SavedViewInput = typeof SavedViewInput.Type;

export const SavedViewFilters = Schema.Struct({
  company_id: Schema.NullOr(Schema.Int),
  group_id: Schema.NullOr(Schema.Int),
  user_id: Schema.NullOr(Schema.Int),
  payment_method_id: Schema.NullOr(Schema.Int),
  department_id: Schema.NullOr(Schema.Int),
});
export type SavedViewFilters = typeof SavedViewFilters.Type;

export const SavedView = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  dataset: Schema.Literals(BUILDER_DATASETS),
  group_by: Schema.Array(Schema.String),
  measures: Schema.Array(Schema.String),
  filters: SavedViewFilters,
  shared: Schema.Boolean,
  /** The user's own view (else a view another user shared). */
  mine: Schema.Boolean,
  owner: Schema.String,
});
export type SavedView = typeof SavedView.Type;

export const SavedViewList = Schema.Struct({ data: Schema.Array(SavedView) });
export type SavedViewList = typeof SavedViewList.Type;
