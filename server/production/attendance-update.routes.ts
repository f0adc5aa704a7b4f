import { productionEndpoints } from "../../src/schemas/endpoints/production.ts";
import { count, eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import {
  checkMove,
  DIRECT_STATUS_REQUIREMENT,
  FINISHED_STATUS,
  isKnownStatus,
  type MoveCheck,
} from "../../src/domain/production.ts";
import type { AttendancePatch } from "../../src/schemas/production.ts";
import type { Db } from "../db/client.ts";
import { customers } from "../customers/schema.ts";
import { companies } from "../network/schema.ts";
import { productionOrderItems, productionOrders } from "./schema.ts";
import { HttpError, type Message, message, ValidationError } from "../http/errors.ts";
import { defineRoute, type HandlerContext, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { lockOrder, type OrderRow, requireOpen, requireService, type WriteContext } from "./access.ts";
import { type ActivityKind, recordActivity } from "./activity.ts";
import { announceMoved, announceUpdated } from "./announce.ts";
import { loadOrderDetail } from "./order-detail.ts";
import { orderValues } from "./order-input.ts";
import { businessDay } from "./status-text.ts";

type Refused = Extract<MoveCheck, { ok: false }>;

/** A refused move: 403 without the stage's permission, otherwise 422 on the field at fault (its message is clear). */
function refusal(check: Refused, t: TFunction): Error {
  const values = check.values?.stage ? { stage: t(check.values.stage) as string } : undefined;
  const text = message(check.messageKey, values);
  if (check.refusal === "forbidden") return new HttpError(403, [text]);
  return new ValidationError({ [check.refusal === "reason-required" ? "canceled_reason" : "status_id"]: [text] });
}

async function itemCount(db: Db, session: SessionInfo, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productionOrderItems)
    .where(tenantScope(productionOrderItems, session, eq(productionOrderItems.orderId, orderId)));
  return row?.n ?? 0;
}

type Ctx = HandlerContext<"signed-in", unknown, unknown, Readonly<Record<"id", number>>>;

type Change = { readonly to: number; readonly reason: string | null; readonly kind: ActivityKind };

/**
 * Moves an order in one transaction: the row is locked, the rule checked against its current status,
 * the status, an activity and an audit row written; the network hears of it after the commit.
 */
async function changeStatus(
  ctx: WriteContext,
  orderId: number,
  decide: (order: OrderRow, items: number) => Change,
): Promise<OrderRow> {
  const { services, session, audit } = ctx;
  const now = services.now();
  const { before, after } = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, session, orderId);
    const change = decide(order, await itemCount(tx, session, orderId));
    const [updated] = await tx
      .update(productionOrders)
      .set({
        statusId: change.to,
        canceledReason: change.reason,
        updatedAt: now,
        finishedAt: change.to === FINISHED_STATUS ? now : null,
      })
      .where(tenantScope(productionOrders, session, eq(productionOrders.id, orderId)))
      .returning();
    if (!updated) throw new Error("order update failed");
    await recordActivity(
      tx,
      session,
      { orderId, kind: change.kind, fromStatus: order.statusId, toStatus: change.to, reason: change.reason },
      now,
    );
    await audit(
      {
        action: `production.order.${change.kind}`,
        entity: "silkriar_attendances",
        entityId: orderId,
        companyId: order.companyId,
        details: { number: order.number, from: order.statusId, to: change.to, reason: change.reason },
      },
      tx,
    );
    return { before: order, after: updated };
  });
  await announceMoved(services, session.multiStoreId, {
    id: after.id,
    number: after.number,
    company_id: after.companyId,
    from: before.statusId,
    to: after.statusId,
  });
  return after;
}

const EDIT_FIELDS = [
  "customer_name",
  "customer_id",
  "customer_phone",
  "customer_doc",
  "delivery_date",
  "notes",
  "company_id",
] as const;

async function editOrder(ctx: Ctx, body: AttendancePatch): Promise<OrderRow> {
  const { services, session, audit, params } = ctx;
  requireService(session);
  const values = orderValues(session, body);
  const changed = EDIT_FIELDS.filter((field) => body[field] !== undefined);
  const now = services.now();
  const order = await services.db.transaction(async (tx) => {
    const current = await lockOrder(tx, session, params.id);
    requireOpen(current);
    if (changed.length === 0) return current;
    const [updated] = await tx
      .update(productionOrders)
      .set({ ...values, updatedAt: now })
      .where(tenantScope(productionOrders, session, eq(productionOrders.id, params.id)))
      .returning();
    if (!updated) throw new Error("order update failed");
    await recordActivity(
      tx,
      session,
      { orderId: params.id, kind: "edited", details: { fields: changed.join(", ") } },
      now,
    );
    await audit(
      {
        action: "production.order.edited",
        entity: "silkriar_attendances",
        entityId: params.id,
        companyId: updated.companyId,
        details: { fields: changed },
      },
      tx,
    );
    return updated;
  });
  if (changed.length) {
    await announceUpdated(services, session.multiStoreId, {
      id: order.id,
      number: order.number,
      company_id: order.companyId,
      status_id: order.statusId,
      change: "edited",
    });
  }
  return order;
}

const patch = defineRoute({
  endpoint: productionEndpoints.updateOrder,
  access: "signed-in",
  tag: "production",
  summary:
    "Spec 7: edits the order (header fields; SLK 1), or { status_id } sends it one stage on, or " +
    "{ status_id, canceled_reason } returns it one stage back; moves need the SLK code of the current stage. " +
    "Refused moves answer 422 (403 without the stage's permission). Answers the order with previous_status and next_status.",
  params: { id: productionOrders },
  bodyIds: { customer_id: customers, company_id: companies },
  handler: async (ctx) => {
    const { body, session, t, services } = ctx;
    let order: OrderRow;
    if (body.status_id !== undefined) {
      const extra = Object.keys(body).filter((key) => key !== "status_id" && key !== "canceled_reason");
      if (extra.length) {
        const text: Message[] = [message("production:server.move-with-edit")];
        throw new ValidationError(Object.fromEntries(extra.map((key) => [key, text])));
      }
      const to = body.status_id;
      order = await changeStatus(ctx, ctx.params.id, (current, items) => {
        const check = checkMove({
          from: current.statusId,
          to,
          reason: body.canceled_reason ?? null,
          permissions: session.permissions,
          itemCount: items,
        });
        if (!check.ok) throw refusal(check, t);
        return check.direction === "back"
          ? { to, reason: (body.canceled_reason ?? "").trim(), kind: "returned" }
          : { to, reason: null, kind: "sent" };
      });
    } else {
      if (body.canceled_reason !== undefined)
        throw new ValidationError({ canceled_reason: [message("production:server.reason-without-status")] });
      order = await editOrder(ctx, body);
    }
    return loadOrderDetail(services.db, session, t, order, businessDay(services.now()));
  },
});

const setStatus = defineRoute({
  endpoint: productionEndpoints.setOrderStatus,
  access: DIRECT_STATUS_REQUIREMENT,
  tag: "production",
  summary:
    "Sets any status directly (1..7 stages, 8 finished, 9 cancelled), also reopening a closed order: " +
    "for managers, SLK 1 at level 2. Writes the activity and audit like a move.",
  params: { id: productionOrders },
  handler: async (ctx) => {
    const { body, session, t, services } = ctx;
    if (!isKnownStatus(body.status_id))
      throw new ValidationError({ status_id: [message("production:server.unknown-status")] });
    const order = await changeStatus(ctx, ctx.params.id, (current) => {
      if (current.statusId === body.status_id)
        throw new ValidationError({ status_id: [message("production:server.same-status")] });
      const reason = body.canceled_reason?.trim() || null;
      return { to: body.status_id, reason, kind: "status-set" };
    });
    return loadOrderDetail(services.db, session, t, order, businessDay(services.now()));
  },
});

export const attendanceUpdateRoutes = [patch, setStatus];
