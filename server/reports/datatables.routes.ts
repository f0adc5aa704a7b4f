import { and, asc, eq, or, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { shownName } from "../../src/domain/demo-names.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { centsToDecimalString } from "../../src/domain/money.ts";
import {
  BUILDER_CATALOG,
  BUILDER_FILTERS,
  type BuilderDataset,
  type BuilderDimension,
  type BuilderFilter,
  type BuilderMeasure,
  datasetsFor,
  keyList,
  MAX_BUILDER_DIMENSIONS,
  MEASURE_KINDS,
  REPORT_BUILDER_ACCESS,
  savedViewName,
  savedViewNameKey,
  unknownKeys,
} from "../../src/domain/report-builder.ts";
import { reportBuilderEndpoints } from "../../src/schemas/endpoints/report-builder.ts";
import type {
  BuilderAnswer,
  BuilderQuery,
  BuilderRow,
  SavedView,
  SavedViewFilters,
  SavedViewInput,
} from "../../src/schemas/report-builder.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { paymentMethods } from "../finance/schema.ts";
import { unitGroups } from "../franchise/schema.ts";
import { forbidden, HttpError, invalidField, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { marketStructure } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import { type BuilderFigures, type BuilderRequest, builderFigures } from "./datatables-queries.ts";
import { exportHandler, jsonHandler, REPORT_QUERY_IDS, type ReportDefinition } from "./define-report.ts";
import { intCell, moneyValueCell, quantityFigureCell, type ReportCell, textCell } from "./report-table.ts";
import { reportViews } from "./schema.ts";

// The report builder (/relatorios/datatables, issue 16 item 2): a table of one dataset of the catalog
// (src/domain/report-builder.ts) grouped by the dimensions the user picks, with the measures they pick, over the
// kit's scope; its files through the kit (define-report.ts); and the views users save (report_views). Any report
// permission opens it (the spec names none of its own).

const TAG = "reports";

/** A dataset is the figures of a report: 403 without that report's permission. */
function mayBuildOn(session: SessionInfo, dataset: BuilderDataset): void {
  if (!datasetsFor(session.permissions).includes(dataset)) throw forbidden();
}

/** The request's keys checked against the dataset's catalog: anything else is a 422 on its field. */
export function builderRequest(query: BuilderQuery): BuilderRequest {
  const dataset = query.dataset;
  const groupBy = keyList(query.group_by);
  const measures = keyList(query.measures);
  const badDimensions = unknownKeys(dataset, "dimensions", groupBy);
  if (badDimensions.length > 0) throw invalidField("group_by", "report-column", { keys: badDimensions.join(", ") });
  const repeated = groupBy.filter((key, index) => groupBy.indexOf(key) !== index);
  if (repeated.length > 0) {
    throw invalidField("group_by", "report-column-repeated", { keys: [...new Set(repeated)].join(", ") });
  }
  if (groupBy.length > MAX_BUILDER_DIMENSIONS)
    throw invalidField("group_by", "max-items", { max: MAX_BUILDER_DIMENSIONS });
  if (measures.length === 0) throw invalidField("measures", "required");
  const badMeasures = unknownKeys(dataset, "measures", measures);
  if (badMeasures.length > 0) throw invalidField("measures", "report-column", { keys: badMeasures.join(", ") });
  const filters: Partial<Record<BuilderFilter, number>> = {};
  for (const filter of BUILDER_FILTERS) {
    const id = query[filter];
    if (id === undefined) continue;
    if (!BUILDER_CATALOG[dataset].filters.includes(filter)) throw invalidField(filter, "report-filter");
    filters[filter] = id;
  }
  return {
    dataset,
    groupBy: groupBy as BuilderDimension[],
    measures: [...new Set(measures)] as BuilderMeasure[],
    filters,
  };
}

/**
 * The export's `columns` (the fields the screen shows, Selecionar Colunas) checked against this table's columns: its
 * dimensions and measures. Any other name — another dataset's key, a key of the catalog this table does not have, a
 * stale list — is a 422 on `columns`, before any figure is read; the file then writes only those columns
 * (withColumns), in the table's order, which is the screen's.
 */
export function refuseUnknownColumns(request: BuilderRequest, columns: string | undefined): void {
  if (columns === undefined) return;
  const known = new Set<string>([...request.groupBy, ...request.measures]);
  const unknown = [...new Set(keyList(columns))].filter((key) => !known.has(key));
  if (unknown.length > 0) throw invalidField("columns", "report-export-column", { keys: unknown.join(", ") });
}

/**
 * The department filter takes a department of the session's network: the market structure holds groups too, and a
 * group's id would match no product (an empty table that looks like a true answer). 422 on the field.
 */
async function refuseNonDepartment(db: Db, session: SessionInfo, id: number | null | undefined): Promise<void> {
  if (id === undefined || id === null) return;
  const [row] = await db
    .select({ id: marketStructure.id })
    .from(marketStructure)
    .where(
      tenantScope(marketStructure, session, and(eq(marketStructure.id, id), eq(marketStructure.level, "department"))),
    );
  if (!row) throw invalidField("department_id", "report-department");
}

/**
 * A saved view's unit is one the owner works in: the view runs on the owner's units (it keeps no franchise scope),
 * so another unit of the network would save a view that then fails every time it is opened. 422 on the field.
 */
function refuseUnitNotYours(session: SessionInfo, companyId: number | null | undefined): void {
  if (companyId !== undefined && companyId !== null && !session.companyIds.includes(companyId)) {
    throw invalidField("company_id", "unit-not-yours");
  }
}

const measureOut = (measure: BuilderMeasure, value: bigint): number | string => {
  switch (MEASURE_KINDS[measure]) {
    case "int":
      return Number(value);
    case "money":
      return centsToDecimalString(value);
    case "quantity":
      return Number(value) / 1000;
  }
};

const measureCell = (measure: BuilderMeasure, value: bigint): ReportCell => {
  switch (MEASURE_KINDS[measure]) {
    case "int":
      return intCell(Number(value));
    case "money":
      return moneyValueCell(value);
    case "quantity":
      return quantityFigureCell(Number(value) / 1000);
  }
};

/** A dimension's value as people read it in a file: 05/11/2026, 11/2026, a name, "Sem cliente". */
export function dimensionText(dimension: BuilderDimension, value: string | null, t: TFunction, locale: Locale): string {
  if (value === null) return t(`reports:datatables.none.${dimension}`);
  if (dimension === "day") return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  if (dimension === "month") return `${value.slice(5, 7)}/${value.slice(0, 4)}`;
  if (dimension === "shipping_method") return t(`reports:deliveries.shipping.${value}`, { defaultValue: value });
  if (dimension === "sale") return value;
  return shownName(value, locale);
}

const measuresRow = (request: BuilderRequest, values: ReadonlyArray<bigint>): BuilderRow =>
  Object.fromEntries(request.measures.map((measure, index) => [measure, measureOut(measure, values[index] ?? 0n)]));

const builder: ReportDefinition<BuilderFigures, BuilderAnswer> = {
  key: "datatables",
  figures: (db, scope, query) => builderFigures(db, scope, builderRequest(query as BuilderQuery)),
  answer: (figures, scope) => ({
    start: scope.start,
    end: scope.end,
    dataset: figures.request.dataset,
    group_by: figures.request.groupBy,
    measures: figures.request.measures,
    data: figures.rows.map((row) => ({
      ...Object.fromEntries(
        figures.request.groupBy.map((dimension, index) => [dimension, row.dimensions[index] ?? null]),
      ),
      ...measuresRow(figures.request, row.measures),
    })),
    totals: measuresRow(figures.request, figures.totals),
    total_rows: figures.totalRows,
    truncated: figures.totalRows > figures.rows.length,
  }),
  table: ({ request, rows, totals, totalRows }, t, locale) => ({
    // Cut at MAX_BUILDER_ROWS: the file says so too, not only the screen.
    ...(totalRows > rows.length
      ? {
          note: t("reports:datatables.file-truncated", {
            shown: new Intl.NumberFormat(locale).format(rows.length),
            total: new Intl.NumberFormat(locale).format(totalRows),
          }),
        }
      : {}),
    title: `${t("reports:datatables.title")} · ${t(`reports:datatables.datasets.${request.dataset}`)}`,
    headers: [
      ...request.groupBy.map((dimension) => t(`reports:datatables.dimensions.${dimension}`)),
      ...request.measures.map((measure) => t(`reports:datatables.measures-of.${measure}`)),
    ],
    // The screen's column fields, so the file writes only the columns shown (`columns`, refuseUnknownColumns).
    fields: [...request.groupBy, ...request.measures],
    rows: rows.map((row) => [
      ...request.groupBy.map((dimension, index) =>
        textCell(dimensionText(dimension, row.dimensions[index] ?? null, t, locale)),
      ),
      ...request.measures.map((measure, index) => measureCell(measure, row.measures[index] ?? 0n)),
    ]),
    totals: [
      ...request.groupBy.map((_, index) => textCell(index === 0 ? t("reports:totals") : "")),
      ...request.measures.map((measure, index) => measureCell(measure, totals[index] ?? 0n)),
    ],
  }),
};

const BUILDER_QUERY_IDS = {
  ...REPORT_QUERY_IDS,
  user_id: users,
  payment_method_id: paymentMethods,
  department_id: marketStructure,
} as const;

const options = defineRoute({
  endpoint: reportBuilderEndpoints.builderOptions,
  access: [...REPORT_BUILDER_ACCESS],
  tag: TAG,
  summary: "What the report builder's filters offer: the network's users, payment methods and departments",
  handler: async ({ services: { db }, session }) => {
    const [userRows, methods, departments] = await Promise.all([
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(tenantScope(users, session))
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id)),
      db
        .select({ id: paymentMethods.id, name: paymentMethods.name })
        .from(paymentMethods)
        .where(tenantScope(paymentMethods, session))
        .orderBy(asc(sql`lower(${paymentMethods.name})`), asc(paymentMethods.id)),
      db
        .select({ id: marketStructure.id, name: marketStructure.name })
        .from(marketStructure)
        .where(tenantScope(marketStructure, session, eq(marketStructure.level, "department")))
        .orderBy(asc(sql`lower(${marketStructure.name})`), asc(marketStructure.id)),
    ]);
    return { users: userRows, payment_methods: methods, departments };
  },
});

// Saved views.

const nameTaken = () => new ValidationError({ name: [message("reports:datatables.errors.name-taken")] });

/**
 * 422 when another of the user's views has the same name once both are normalised (savedViewNameKey): the unique
 * index on lower(name) sees only the case, and names stored before normalisation may differ in spaces or accents'
 * encoding. The index still answers a race between two saves.
 */
async function refuseTakenName(db: Db, session: SessionInfo, name: string, except?: number): Promise<void> {
  const rows = await db
    .select({ id: reportViews.id, name: reportViews.name })
    .from(reportViews)
    .where(tenantScope(reportViews, session, eq(reportViews.userId, session.userId)));
  const key = savedViewNameKey(name);
  if (rows.some((row) => row.id !== except && savedViewNameKey(row.name) === key)) throw nameTaken();
}

type ViewRow = typeof reportViews.$inferSelect & { owner: string | null };

const viewOut = (row: ViewRow, session: SessionInfo): SavedView => ({
  id: row.id,
  name: row.name,
  dataset: row.dataset,
  group_by: row.groupBy,
  measures: row.measures,
  filters: row.filters,
  shared: row.shared,
  mine: row.userId === session.userId,
  owner: row.owner ?? "",
});

const viewSelect = (db: Db) =>
  db
    .select({
      id: reportViews.id,
      multiStoreId: reportViews.multiStoreId,
      userId: reportViews.userId,
      name: reportViews.name,
      dataset: reportViews.dataset,
      groupBy: reportViews.groupBy,
      measures: reportViews.measures,
      filters: reportViews.filters,
      shared: reportViews.shared,
      createdAt: reportViews.createdAt,
      updatedAt: reportViews.updatedAt,
      owner: users.name,
    })
    .from(reportViews)
    .leftJoin(users, eq(users.id, reportViews.userId));

/** The user's own view; another user's view answers 404 (shared ones 403: seen but not theirs to change). */
async function ownView(db: Db, session: SessionInfo, id: number): Promise<ViewRow> {
  const [row] = await viewSelect(db).where(tenantScope(reportViews, session, eq(reportViews.id, id)));
  if (!row) throw notFound();
  if (row.userId !== session.userId) {
    if (row.shared) throw new HttpError(403, [message("reports:datatables.errors.not-owner")]);
    throw notFound();
  }
  return row;
}

/** The view's keys checked against the catalog, like a run. */
function checkedView(input: SavedViewInput): {
  values: Omit<typeof reportViews.$inferInsert, "multiStoreId" | "userId">;
} {
  const request = builderRequest({
    dataset: input.dataset,
    start: "2000-01-01",
    end: "2000-01-01",
    group_by: input.group_by.join(","),
    measures: input.measures.join(","),
    ...(input.user_id ? { user_id: input.user_id } : {}),
    ...(input.payment_method_id ? { payment_method_id: input.payment_method_id } : {}),
    ...(input.department_id ? { department_id: input.department_id } : {}),
  });
  const filters: SavedViewFilters = {
    company_id: input.company_id ?? null,
    group_id: input.group_id ?? null,
    user_id: input.user_id ?? null,
    payment_method_id: input.payment_method_id ?? null,
    department_id: input.department_id ?? null,
  };
  return {
    values: {
      name: savedViewName(input.name),
      dataset: request.dataset as BuilderDataset,
      groupBy: [...request.groupBy],
      measures: [...request.measures],
      filters,
      shared: input.shared ?? false,
    },
  };
}

const VIEW_BODY_IDS = {
  company_id: companies,
  group_id: unitGroups,
  user_id: users,
  payment_method_id: paymentMethods,
  department_id: marketStructure,
} as const;

async function loadView(db: Db, session: SessionInfo, id: number): Promise<SavedView> {
  const [row] = await viewSelect(db).where(tenantScope(reportViews, session, eq(reportViews.id, id)));
  // Deleted meanwhile (a concurrent DELETE after the ownership check): gone, not a server error.
  if (!row) throw notFound();
  return viewOut(row, session);
}

const listViews = defineRoute({
  endpoint: reportBuilderEndpoints.savedViews,
  access: [...REPORT_BUILDER_ACCESS],
  tag: TAG,
  summary: "The report builder's saved views: the user's own and those shared in the network, by name",
  handler: async ({ services: { db }, session }) => {
    const rows = await viewSelect(db)
      .where(
        tenantScope(reportViews, session, or(eq(reportViews.userId, session.userId), eq(reportViews.shared, true))),
      )
      .orderBy(asc(sql`lower(${reportViews.name})`), asc(reportViews.id));
    return { data: rows.map((row) => viewOut(row, session)) };
  },
});

const createView = defineRoute({
  endpoint: reportBuilderEndpoints.createSavedView,
  access: [...REPORT_BUILDER_ACCESS],
  tag: TAG,
  summary: "Saves a report builder view (name unique per user, any case)",
  bodyIds: VIEW_BODY_IDS,
  handler: async ({ services: { db }, session, body }) => {
    const { values } = checkedView(body);
    refuseUnitNotYours(session, values.filters?.company_id);
    await refuseNonDepartment(db, session, values.filters?.department_id);
    await refuseTakenName(db, session, values.name);
    try {
      const [row] = await db
        .insert(reportViews)
        .values({ ...values, multiStoreId: session.multiStoreId, userId: session.userId })
        .returning({ id: reportViews.id });
      return loadView(db, session, row?.id as number);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  },
});

const updateView = defineRoute({
  endpoint: reportBuilderEndpoints.updateSavedView,
  access: [...REPORT_BUILDER_ACCESS],
  tag: TAG,
  summary: "Changes one of the user's saved views (another user's: 404, or 403 when shared)",
  params: { id: reportViews },
  bodyIds: VIEW_BODY_IDS,
  handler: async ({ services: { db }, session, body, params }) => {
    await ownView(db, session, params.id);
    const { values } = checkedView(body);
    refuseUnitNotYours(session, values.filters?.company_id);
    await refuseNonDepartment(db, session, values.filters?.department_id);
    await refuseTakenName(db, session, values.name, params.id);
    try {
      await db
        .update(reportViews)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(tenantScope(reportViews, session, eq(reportViews.id, params.id)), eq(reportViews.userId, session.userId)),
        );
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    return loadView(db, session, params.id);
  },
});

const deleteView = defineRoute({
  endpoint: reportBuilderEndpoints.deleteSavedView,
  access: [...REPORT_BUILDER_ACCESS],
  tag: TAG,
  summary: "Deletes one of the user's saved views; answers it as it was",
  params: { id: reportViews },
  handler: async ({ services: { db }, session, params }) => {
    const before = viewOut(await ownView(db, session, params.id), session);
    await db
      .delete(reportViews)
      .where(
        and(tenantScope(reportViews, session, eq(reportViews.id, params.id)), eq(reportViews.userId, session.userId)),
      );
    return before;
  },
});

const report = (summary: string) => ({ tag: TAG, summary, queryIds: BUILDER_QUERY_IDS });

export const reportBuilderRoutes = [
  options,
  defineRoute({
    endpoint: reportBuilderEndpoints.runBuilder,
    access: [...REPORT_BUILDER_ACCESS],
    ...report(
      "Report builder: one dataset grouped by the chosen dimensions, with the chosen measures and a totals row",
    ),
    handler: async (context) => {
      mayBuildOn(context.session, context.query.dataset);
      await refuseNonDepartment(context.services.db, context.session, context.query.department_id);
      return jsonHandler(builder)(context);
    },
  }),
  defineRoute({
    endpoint: reportBuilderEndpoints.exportBuilder,
    access: [...REPORT_BUILDER_ACCESS],
    ...report("Report builder table as a CSV, XLSX or PDF file"),
    handler: async (context) => {
      mayBuildOn(context.session, context.query.dataset);
      refuseUnknownColumns(builderRequest(context.query), context.query.columns);
      await refuseNonDepartment(context.services.db, context.session, context.query.department_id);
      return exportHandler(builder)(context);
    },
  }),
  listViews,
  createView,
  updateView,
  deleteView,
];
