import { type PeriodProblem, periodProblem, presetPeriod, type ReportPreset } from "../../domain/reports.ts";
import type { ReportQuery } from "../../schemas/reports.ts";

// A report's scope in the URL (spec 2.10: initialDate and finalDate, default the start of this month to today)
// plus where: `where` network (default), unit (`companyId`), group (`groupId`) or franchise.

export type ReportWhere = "network" | "unit" | "group" | "franchise";

export type ReportScopeState = {
  readonly start: string;
  readonly end: string;
  readonly where: ReportWhere;
  readonly companyId: number | null;
  readonly groupId: number | null;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHERES: ReadonlyArray<ReportWhere> = ["network", "unit", "group", "franchise"];

const idOf = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The scope the URL says, or this month on the whole network. */
export function scopeOfUrl(params: URLSearchParams, today: string): ReportScopeState {
  const fallback = presetPeriod("this-month", today);
  const start = params.get("initialDate") ?? "";
  const end = params.get("finalDate") ?? "";
  const valid = DATE.test(start) && DATE.test(end) && periodProblem(start, end) === null;
  const where = (WHERES as ReadonlyArray<string>).includes(params.get("where") ?? "")
    ? (params.get("where") as ReportWhere)
    : "network";
  return {
    start: valid ? start : fallback.start,
    end: valid ? end : fallback.end,
    where,
    companyId: where === "unit" ? idOf(params.get("companyId")) : null,
    groupId: where === "group" ? idOf(params.get("groupId")) : null,
  };
}

/**
 * Why the period of the URL (a shared or typed link) was not taken and this month shown instead: a date that is no
 * date, or a period problem; null when the URL has a good period or none.
 */
export function urlPeriodProblem(params: URLSearchParams): PeriodProblem | "date" | null {
  const start = params.get("initialDate");
  const end = params.get("finalDate");
  if (start === null && end === null) return null;
  if (!DATE.test(start ?? "") || !DATE.test(end ?? "")) return "date";
  return periodProblem(start ?? "", end ?? "");
}

/** The URL of a scope, keeping the table's own parameters but its page. */
export function withScope(params: URLSearchParams, scope: ReportScopeState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  next.set("initialDate", scope.start);
  next.set("finalDate", scope.end);
  for (const key of ["where", "companyId", "groupId"]) next.delete(key);
  if (scope.where !== "network") next.set("where", scope.where);
  if (scope.where === "unit" && scope.companyId !== null) next.set("companyId", String(scope.companyId));
  if (scope.where === "group" && scope.groupId !== null) next.set("groupId", String(scope.groupId));
  return next;
}

/** The API query of a scope (a unit or group not chosen yet: the whole network). */
export function queryOfScope(scope: ReportScopeState): ReportQuery {
  return {
    start: scope.start,
    end: scope.end,
    ...(scope.where === "unit" && scope.companyId !== null ? { company_id: scope.companyId } : {}),
    ...(scope.where === "group" && scope.groupId !== null ? { group_id: scope.groupId } : {}),
    ...(scope.where === "franchise" ? { franchise: "true" as const } : {}),
  };
}

export const withPreset = (scope: ReportScopeState, preset: ReportPreset, today: string): ReportScopeState => ({
  ...scope,
  ...presetPeriod(preset, today),
});
