import type { Requirement } from "./permissions.ts";

/** The funnel, the CRM panel, the contacts made and their interactions (spec 2.9 CRM 1). */
export const CRM_REQUIREMENT = { slug: "CRM", code: 1 } as const satisfies Requirement;

/** "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss" naming a real minute (no 2026-02-30, no 24:00). */
export function isLocalDateTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 0) < 24 &&
    (minute ?? 0) < 60 &&
    (second ?? 0) < 60
  );
}
