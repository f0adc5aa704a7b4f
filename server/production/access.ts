import { eq } from "drizzle-orm";
import { can } from "../../src/domain/permissions.ts";
import { canViewStatus, hasProduction, isClosedStatus, SERVICE_CODE, SLK } from "../../src/domain/production.ts";
import type { Db } from "../db/client.ts";
import { productionOrders } from "./schema.ts";
import { forbidden, HttpError, message, notFound } from "../http/errors.ts";
import type { HandlerContext, SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";

// Production rules that one route-level requirement cannot say: who sees an order depends on its stage.

export type OrderRow = typeof productionOrders.$inferSelect;

/** What the production writes need of a handler's context. */
export type WriteContext = Pick<
  HandlerContext<"signed-in", unknown, unknown, unknown>,
  "services" | "session" | "t" | "audit"
>;

export function requireProduction(session: SessionInfo): void {
  if (!hasProduction(session.permissions)) throw forbidden();
}

/** Creating and editing orders and items: the service desk (SLK 1). */
export function requireService(session: SessionInfo): void {
  if (!can(session.permissions, { slug: SLK, code: SERVICE_CODE })) throw forbidden();
}

/** An order is seen with the SLK code of its stage, or by the service desk. */
export function requireView(session: SessionInfo, statusId: number): void {
  if (!canViewStatus(session.permissions, statusId)) throw forbidden();
}

/** The order of the session's network (the pipeline already answered 404 for another network's id). */
export async function findOrder(db: Db, session: SessionInfo, id: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(productionOrders)
    .where(tenantScope(productionOrders, session, eq(productionOrders.id, id)));
  if (!order) throw notFound();
  return order;
}

/**
 * Reads and locks the order row for the rest of the transaction: two moves of one order run one after the
 * other. "No key update" keeps inserts of its items, documents and activities elsewhere unblocked.
 */
export async function lockOrder(tx: Db, session: SessionInfo, id: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(productionOrders)
    .where(tenantScope(productionOrders, session, eq(productionOrders.id, id)))
    .for("no key update");
  if (!order) throw notFound();
  return order;
}

/** Finished and cancelled orders are read-only except for a direct status change. */
export function requireOpen(order: OrderRow): void {
  if (isClosedStatus(order.statusId)) {
    throw new HttpError(409, [message("production:server.closed")]);
  }
}
