import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userLogs } from "./schema.ts";

/** One row of the audit log; the pipeline's `audit` fills it from the session, sign-in from the user found. */
export type UserLogEntry = {
  readonly multiStoreId: number;
  readonly userId: number | null;
  readonly companyId?: number | null;
  readonly module: string;
  readonly action: string;
  readonly entity: string;
  readonly entityId?: string | number | null;
  readonly details?: Record<string, unknown>;
  readonly ip: string;
};

export type UserLogValues = typeof userLogs.$inferInsert;

/** The row as inserted: for a write that adds its audit row to its own statement (the sale's). */
export const userLogValues = (row: UserLogEntry): UserLogValues => ({
  multiStoreId: row.multiStoreId,
  userId: row.userId,
  companyId: row.companyId ?? null,
  module: row.module,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId === undefined || row.entityId === null ? null : String(row.entityId),
  details: row.details ?? {},
  ip: row.ip,
});

export async function writeUserLog(db: Db, row: UserLogEntry) {
  await db.insert(userLogs).values(userLogValues(row));
}

/**
 * The audit row's insert, for a write that adds it to its own statement as a CTE (the sale's: `new_log as (…)`), with
 * the entity id as SQL when the same statement creates the entity.
 */
export const userLogInsert = (db: Db, row: UserLogValues, entityId: SQL): SQL =>
  db
    .insert(userLogs)
    .values({ ...row, entityId })
    .getSQL();
