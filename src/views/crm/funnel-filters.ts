import { subMonths } from "date-fns";
import type { FunnelFilters } from "../../machines/crm-funnel.machine.ts";
import { apiDate } from "../../services/format.ts";

// The funnel's filters that are not typed in the panel: the day focus of spec 4 (one month back to today, calls not
// yet made, the current user) and which stages are shown (spec 9: kept in local storage).

export const DAY_FOCUS_KEYS = ["initialNextContactDate", "finalNextContactDate", "called", "userId"] as const;

/** The filters with the day focus on: the window of one month back to today, not called, the user's cards. */
export function withDayFocus(filters: FunnelFilters, userId: number, today: Date): FunnelFilters {
  return {
    ...filters,
    initialNextContactDate: apiDate(subMonths(today, 1)),
    finalNextContactDate: apiDate(today),
    called: "false",
    userId,
  };
}

/** Turning the day focus off clears the filters it set. */
export function withoutDayFocus(filters: FunnelFilters): FunnelFilters {
  const rest: Record<string, unknown> = { ...filters };
  for (const key of DAY_FOCUS_KEYS) delete rest[key];
  return rest as FunnelFilters;
}

/** Drops empty values, so the query carries only what was typed. */
export function cleanFilters(filters: FunnelFilters): FunnelFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as FunnelFilters;
}

export const HIDDEN_STAGES_KEY = "rede.crm-funnel.hidden-stages";

export function readHiddenStages(): ReadonlyArray<number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(HIDDEN_STAGES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function storeHiddenStages(ids: ReadonlyArray<number>): void {
  try {
    window.localStorage.setItem(HIDDEN_STAGES_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
