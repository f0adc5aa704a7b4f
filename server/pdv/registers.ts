import { and, eq, sql } from "drizzle-orm";
import { can } from "../../src/domain/permissions.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { cashMovements } from "./schema.ts";
import { HttpError, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";

export type RegisterRow = typeof cashMovements.$inferSelect;

/** FIN 4 (cash movement) sees every register of the network; a cashier only their own. */
export const CASH_MOVEMENT_REPORT = { slug: "FIN", code: 4 } as const;
export const POS_REGISTER_USE = { slug: "POS", code: 1 } as const;

export const seesEveryRegister = (session: SessionInfo) => can(session.permissions, CASH_MOVEMENT_REPORT);

/** A register of the session's network, optionally locked for the rest of the transaction. */
export async function findRegister(
  db: Db,
  session: SessionInfo,
  id: number,
  lock?: "update" | "share",
): Promise<RegisterRow | null> {
  const [row] = await registerRows[lock ?? "none"](db, { multiStoreId: session.multiStoreId, id });
  return row ?? null;
}

/** The register of the network by id, unlocked or locked (FOR UPDATE / FOR SHARE): it is read by every sale. */
const registerQuery = (lock: "none" | "update" | "share") =>
  prepared(`register_${lock}`, (db) => {
    const query = db
      .select()
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.multiStoreId, sql.placeholder("multiStoreId")),
          eq(cashMovements.id, sql.placeholder("id")),
        ),
      );
    return lock === "none" ? query : query.for(lock);
  });
const registerRows = { none: registerQuery("none"), update: registerQuery("update"), share: registerQuery("share") };

const refuse = (field: string, key: string) => new ValidationError({ [field]: [message(key)] });

/**
 * The signed-in user's own open register, locked: `update` for what changes the drawer's balance checks
 * (closing, sangria, outflow), `share` for sales (many at once, but never while it closes).
 */
export async function ownOpenRegister(
  db: Db,
  session: SessionInfo,
  id: number,
  field: string,
  lock: "update" | "share",
): Promise<RegisterRow> {
  const row = await findRegister(db, session, id, lock);
  if (!row) throw refuse(field, "validation:not-found");
  if (row.userId !== session.userId) throw refuse(field, "pdv:cash.not-yours");
  if (row.closedAt) throw refuse(field, "pdv:cash.not-open");
  // The counts are confirmed: the drawer is what was counted until the register closes.
  if (row.countedAt) throw refuse(field, "pdv:cash.counted");
  return row;
}

/**
 * Blind close (spec 4): a blind user gets no expected values, number of sales nor their total from a register
 * until its counts are confirmed (or it is closed).
 */
export const hidesExpected = (session: SessionInfo, row: RegisterRow) =>
  session.blindClose && row.closedAt === null && row.countedAt === null;

export const refuseBlind = () => new HttpError(403, [message("pdv:cash.blind-hidden")]);
