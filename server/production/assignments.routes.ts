import { productionEndpoints } from "../../src/schemas/endpoints/production.ts";
import { eq, inArray } from "drizzle-orm";
import { SLK } from "../../src/domain/production.ts";
import {
  productionOrderItems,
  productionOrders,
  productionOrderSeamstresses,
  productionSeamstresses,
} from "./schema.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { findOrder, lockOrder } from "./access.ts";
import { recordActivity } from "./activity.ts";
import { announceUpdated } from "./announce.ts";
import { loadOrderDetail } from "./order-detail.ts";
import { businessDay } from "./status-text.ts";

const SEWING = 6;

/** /confeccao/:id, tab costureiras: how the order's pieces are split among the seamstresses. */
const assign = defineRoute({
  endpoint: productionEndpoints.assignSeamstresses,
  access: { slug: SLK, code: SEWING },
  tag: "production",
  summary:
    "Replaces the distribution of an order in Confecção among active seamstresses ({ assignments: [{ seamstress_id, quantity }] }); " +
    "the quantities add up to at most the order's pieces; an empty list clears it. Answers the order.",
  params: { id: productionOrders },
  bodyIds: { "assignments[].seamstress_id": productionSeamstresses },
  handler: async ({ services, session, params, body, t, audit }) => {
    const { db } = services;
    const ids = body.assignments.map((a) => a.seamstress_id);
    const known = ids.length
      ? await db
          .select({
            id: productionSeamstresses.id,
            name: productionSeamstresses.name,
            active: productionSeamstresses.active,
          })
          .from(productionSeamstresses)
          .where(tenantScope(productionSeamstresses, session, inArray(productionSeamstresses.id, ids)))
      : [];
    const errors: Record<string, Message[]> = {};
    body.assignments.forEach((a, i) => {
      const found = known.find((k) => k.id === a.seamstress_id);
      const field = `assignments.${i}.seamstress_id`;
      if (!found) errors[field] = [message("validation:invalid")];
      else if (!found.active) errors[field] = [message("production:server.seamstress-inactive")];
      else if (ids.indexOf(a.seamstress_id) !== i) errors[field] = [message("production:server.seamstress-repeated")];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const now = services.now();
    const order = await db.transaction(async (tx) => {
      const current = await lockOrder(tx, session, params.id);
      if (current.statusId !== SEWING) throw new ValidationError({ _: [message("production:server.not-sewing")] });
      const items = await tx
        .select({ quantity: productionOrderItems.quantity })
        .from(productionOrderItems)
        .where(tenantScope(productionOrderItems, session, eq(productionOrderItems.orderId, params.id)));
      const total = items.reduce((sum, i) => sum + i.quantity, 0);
      const assigned = body.assignments.reduce((sum, a) => sum + a.quantity, 0);
      if (assigned > total)
        throw new ValidationError({
          assignments: [message("production:server.assignments-exceed", { assigned, total })],
        });
      await tx
        .delete(productionOrderSeamstresses)
        .where(tenantScope(productionOrderSeamstresses, session, eq(productionOrderSeamstresses.orderId, params.id)));
      if (body.assignments.length) {
        await tx.insert(productionOrderSeamstresses).values(
          body.assignments.map((a) => ({
            multiStoreId: session.multiStoreId,
            orderId: params.id,
            seamstressId: a.seamstress_id,
            quantity: a.quantity,
            createdAt: now,
          })),
        );
      }
      const list = body.assignments.map((a) => ({
        name: known.find((k) => k.id === a.seamstress_id)?.name ?? "",
        quantity: a.quantity,
      }));
      await tx
        .update(productionOrders)
        .set({ updatedAt: now })
        .where(tenantScope(productionOrders, session, eq(productionOrders.id, params.id)));
      await recordActivity(tx, session, { orderId: params.id, kind: "seamstresses", details: { list } }, now);
      await audit(
        {
          action: "production.order.seamstresses",
          entity: "silkriar_attendances",
          entityId: params.id,
          companyId: current.companyId,
          details: { assignments: body.assignments },
        },
        tx,
      );
      return current;
    });
    await announceUpdated(services, session.multiStoreId, {
      id: order.id,
      number: order.number,
      company_id: order.companyId,
      status_id: order.statusId,
      change: "seamstresses",
    });
    return loadOrderDetail(db, session, t, await findOrder(db, session, params.id), businessDay(now));
  },
});

export const assignmentsRoutes = [assign];
