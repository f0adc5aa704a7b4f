import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { invalidField } from "./errors.ts";
import type { SessionInfo, TenantTable } from "./route.ts";

/**
 * The one place queries are scoped to the session's network account:
 * `where(tenantScope(users, session, eq(users.active, true)))`.
 */
export function tenantScope(
  table: { readonly multiStoreId: AnyPgColumn },
  session: SessionInfo,
  ...conditions: Array<SQL | undefined>
) {
  return and(eq(table.multiStoreId, session.multiStoreId), ...conditions) as SQL;
}

/** True when the row exists and belongs to the session's network account. */
export async function ownsRow(db: Db, table: TenantTable, id: number, session: SessionInfo): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as never)
    .where(tenantScope(table, session, eq(table.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** Rows whose unit (company) is one the session works in: sales, budgets and registers belong to a unit. */
export const ofOwnUnits = (column: AnyPgColumn, session: SessionInfo): SQL => inArray(column, [...session.companyIds]);

/**
 * Refuses a unit the session does not work in (422 on `field`): the pipeline only checks that a company_id is of
 * the network, but a user limited to some units must not write into the others.
 */
export function assertOwnUnit(session: SessionInfo, field: string, companyId: number | undefined): void {
  if (companyId !== undefined && !session.companyIds.includes(companyId)) throw invalidField(field, "unit-not-yours");
}
