import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { FRANCHISE_UNITS_REQUIREMENT } from "../../src/domain/franchise.ts";
import { can } from "../../src/domain/permissions.ts";
import { MAX_REPORT_DAYS, periodProblem } from "../../src/domain/reports.ts";
import type { ReportQuery } from "../../src/schemas/reports.ts";
import type { Db } from "../db/client.ts";
import { forbidden, invalidField } from "../http/errors.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import type { SessionInfo } from "../http/route.ts";
import { unitGroupMembers } from "../franchise/schema.ts";
import { companies } from "../network/schema.ts";

// The scope every report takes (docs/api/reports.md): a period (start and end, both included, at most
// MAX_REPORT_DAYS) and where — one unit, a unit group, or the whole network. "The whole network" is the units the
// user works in; a franchisor (FMA 1) asking `franchise=true` has every unit of the network, its franchise units
// too. The route pipeline has already refused another network's company_id or group_id (queryIds); here a unit
// of the network the user may not report on is refused too, and a group keeps only the units the user may see.

export type ResolvedReportScope = {
  readonly multiStoreId: number;
  /** The units reported on (may be empty: then every figure is zero). */
  readonly companyIds: ReadonlyArray<number>;
  readonly start: string;
  readonly end: string;
};

/** The units a session may report on. */
async function allowedUnits(db: Db, session: SessionInfo, franchise: boolean): Promise<number[]> {
  if (!franchise) return [...session.companyIds];
  if (!can(session.permissions, FRANCHISE_UNITS_REQUIREMENT)) throw forbidden();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.multiStoreId, session.multiStoreId));
  return rows.map((row) => row.id);
}

/** The report's period and units, or a 422 (period) / 403 (franchise without FMA 1). */
export async function reportScope(
  db: Db,
  session: SessionInfo,
  query: Pick<ReportQuery, "start" | "end" | "company_id" | "group_id" | "franchise">,
): Promise<ResolvedReportScope> {
  const problem = periodProblem(query.start, query.end);
  if (problem) throw invalidField("end", problem, { days: MAX_REPORT_DAYS });
  const allowed = await allowedUnits(db, session, query.franchise === "true");
  let companyIds = allowed;
  if (query.company_id !== undefined) {
    if (!allowed.includes(query.company_id)) throw invalidField("company_id", "unit-not-yours");
    companyIds = [query.company_id];
  }
  if (query.group_id !== undefined) {
    const members = await db
      .select({ id: unitGroupMembers.companyId })
      .from(unitGroupMembers)
      .where(
        and(eq(unitGroupMembers.multiStoreId, session.multiStoreId), eq(unitGroupMembers.groupId, query.group_id)),
      );
    const inGroup = new Set(members.map((m) => m.id));
    companyIds = companyIds.filter((id) => inGroup.has(id));
  }
  return { multiStoreId: session.multiStoreId, companyIds, start: query.start, end: query.end };
}

/**
 * Rows of the scope's units whose `at` falls in [start, end] in the business time zone, written as a range on the
 * column itself so that the (company_id, created_at) indexes answer it.
 */
export function inScope(
  scope: Pick<ResolvedReportScope, "multiStoreId" | "companyIds">,
  columns: { readonly multiStoreId: AnyPgColumn; readonly companyId: AnyPgColumn; readonly at: AnyPgColumn },
  start: string,
  end: string,
): SQL {
  if (scope.companyIds.length === 0) return sql`false`;
  return and(
    eq(columns.multiStoreId, scope.multiStoreId),
    inArray(columns.companyId, [...scope.companyIds]),
    sql`${columns.at} >= (${start}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
    sql`${columns.at} < ((${end}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
  ) as SQL;
}

/**
 * Summary rows (server/reports/schema.ts: one per unit and business day) of the scope's units from `start` to `end`,
 * both included.
 */
export function inDays(
  scope: Pick<ResolvedReportScope, "multiStoreId" | "companyIds">,
  columns: { readonly multiStoreId: AnyPgColumn; readonly companyId: AnyPgColumn; readonly day: AnyPgColumn },
  start: string,
  end: string,
): SQL {
  if (scope.companyIds.length === 0) return sql`false`;
  return and(
    eq(columns.multiStoreId, scope.multiStoreId),
    inArray(columns.companyId, [...scope.companyIds]),
    sql`${columns.day} >= ${start}::date`,
    sql`${columns.day} <= ${end}::date`,
  ) as SQL;
}
