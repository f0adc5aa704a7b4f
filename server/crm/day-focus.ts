import { eq, type SQL, sql } from "drizzle-orm";
import type { DayFocus } from "../../src/schemas/crm.ts";
import type { Db } from "../db/client.ts";
import { customersInteractions } from "./schema.ts";
import { users } from "../users/schema.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";

const interactions = customersInteractions;

/** Midnight of the business day containing `now`, moved by `shift` (an SQL interval), as timestamptz. */
const businessMidnight = (now: Date, shift: string) =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE}) + ${shift}::interval) at time zone ${BUSINESS_TIME_ZONE})`;

/**
 * Counts the user's calls not yet made (spec 4, 9): "today" is the business day in São Paulo;
 * "pending" is the day-focus window, from one month back up to the start of today.
 */
export async function readDayFocus(db: Db, session: SessionInfo, now: Date): Promise<DayFocus> {
  const todayStart = businessMidnight(now, "0 days");
  const next = interactions.nextContactAt;
  const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const seenIn = sql<
    string | null
  >`to_char(${users.crmSeenIn} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;
  const [counts, seen] = await Promise.all([
    db
      .select({
        callsToday: countWhere(sql`${next} >= ${todayStart}`),
        pendingCalls: countWhere(sql`${next} < ${todayStart}`),
      })
      .from(interactions)
      .where(
        tenantScope(
          interactions,
          session,
          eq(interactions.userId, session.userId),
          eq(interactions.called, false),
          sql`${next} >= ${businessMidnight(now, "-1 month")}`,
          sql`${next} < ${businessMidnight(now, "1 day")}`,
        ),
      ),
    db
      .select({ seenIn })
      .from(users)
      .where(tenantScope(users, session, eq(users.id, session.userId))),
  ]);
  return {
    calls_today: counts[0]?.callsToday ?? 0,
    pending_calls: counts[0]?.pendingCalls ?? 0,
    seen_in: seen[0]?.seenIn ?? null,
  };
}

/** Stores that the user opened the notification bell at `now`. */
export async function recordDayFocusSeen(db: Db, session: SessionInfo, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ crmSeenIn: now })
    .where(tenantScope(users, session, eq(users.id, session.userId)));
}

/** The camelCase shape carried by the current user (spec 3, crmDayFocus). */
export const toCrmDayFocus = (focus: DayFocus) => ({
  callsToday: focus.calls_today,
  pendingCalls: focus.pending_calls,
  seenIn: focus.seen_in,
});
