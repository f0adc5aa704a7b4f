import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { UnitFigures } from "../../src/schemas/franchise.ts";
import type { Db } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import { users } from "../users/schema.ts";
import { cashMovements, sales, sangrias } from "./schema.ts";

// What the PDV tells the franchisor about its units (issue 12 item 4, /unidades-franqueadas): the sales of the
// month, the register open now and the unit's last activity (its last "sync" with the network).

export const NO_FIGURES: UnitFigures = { salesMonth: "0.00", salesMonthCount: 0, openRegister: null, lastSync: null };

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The key figures of the network's units `companyIds` at `now`, by unit id (units without activity too). */
export async function unitFigures(
  db: Db,
  multiStoreId: number,
  companyIds: ReadonlyArray<number>,
  now: Date,
): Promise<Map<number, UnitFigures>> {
  const figures = new Map<number, UnitFigures>(companyIds.map((id) => [id, NO_FIGURES]));
  if (companyIds.length === 0) return figures;
  const ids = [...companyIds];
  const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE}) at time zone ${BUSINESS_TIME_ZONE})`;
  const [month, open, sale, register, sangria] = await readAll(db, [
    () =>
      db
        .select({
          companyId: sales.companyId,
          total: sql<string>`round(coalesce(sum(${sales.total}), 0), 2)::text`,
          count: sql<number>`count(*)::int`,
        })
        .from(sales)
        .where(
          and(
            eq(sales.multiStoreId, multiStoreId),
            inArray(sales.companyId, ids),
            ne(sales.status, "canceled"),
            sql`${sales.createdAt} >= ${monthStart}`,
            sql`${sales.createdAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .groupBy(sales.companyId),
    () =>
      db
        .select({ companyId: cashMovements.companyId, openedAt: cashMovements.openedAt, userName: users.name })
        .from(cashMovements)
        .innerJoin(users, eq(users.id, cashMovements.userId))
        .where(
          and(
            eq(cashMovements.multiStoreId, multiStoreId),
            inArray(cashMovements.companyId, ids),
            isNull(cashMovements.closedAt),
          ),
        )
        .orderBy(desc(cashMovements.openedAt)),
    () =>
      db
        .select({ companyId: sales.companyId, at: sql<string | null>`max(${sales.createdAt})` })
        .from(sales)
        .where(and(eq(sales.multiStoreId, multiStoreId), inArray(sales.companyId, ids)))
        .groupBy(sales.companyId),
    () =>
      db
        .select({
          companyId: cashMovements.companyId,
          at: sql<string | null>`greatest(max(${cashMovements.openedAt}), max(${cashMovements.closedAt}))`,
        })
        .from(cashMovements)
        .where(and(eq(cashMovements.multiStoreId, multiStoreId), inArray(cashMovements.companyId, ids)))
        .groupBy(cashMovements.companyId),
    () =>
      db
        .select({ companyId: sangrias.companyId, at: sql<string | null>`max(${sangrias.createdAt})` })
        .from(sangrias)
        .where(and(eq(sangrias.multiStoreId, multiStoreId), inArray(sangrias.companyId, ids)))
        .groupBy(sangrias.companyId),
  ]);
  const update = (companyId: number, change: Partial<UnitFigures>) =>
    figures.set(companyId, { ...(figures.get(companyId) ?? NO_FIGURES), ...change });
  for (const row of month) update(row.companyId, { salesMonth: row.total, salesMonthCount: row.count });
  for (const row of [...open].reverse())
    update(row.companyId, { openRegister: { openedAt: row.openedAt.toISOString(), userName: row.userName } });
  for (const row of [...sale, ...register, ...sangria]) {
    const at = iso(row.at);
    const last = figures.get(row.companyId)?.lastSync ?? null;
    if (at !== null && (last === null || at > last)) update(row.companyId, { lastSync: at });
  }
  return figures;
}
