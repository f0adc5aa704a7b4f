import { productionEndpoints } from "../../src/schemas/endpoints/production.ts";
import { count, eq } from "drizzle-orm";
import { SERVICE_CODE, SLK } from "../../src/domain/production.ts";
import { MAX_ORDER_ITEMS } from "../../src/schemas/production.ts";
import type { Db } from "../db/client.ts";
import { productionOrderItems, productionOrders, productionSizes, productionStamps } from "./schema.ts";
import { message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { findOrder, lockOrder, type OrderRow, requireOpen, type WriteContext } from "./access.ts";
import { type ActivityKind, recordActivity } from "./activity.ts";
import { announceUpdated } from "./announce.ts";
import { insertItems, type ItemInput, prepareItems, writeSizes } from "./item-input.ts";
import { loadItems, loadOrderDetail, ORDERS_PATH } from "./order-detail.ts";
import { businessDay } from "./status-text.ts";

// Items of an open order: the service desk (SLK 1) adds, edits and removes them. Each change answers the whole
// order (totals change), writes an activity and an audit row, and tells the network.

const _ITEM_PATH = `${ORDERS_PATH}/:id/items`;
const SERVICE = { slug: SLK, code: SERVICE_CODE } as const;

type ItemChange = { kind: ActivityKind; description: string; itemId: number };

async function itemOf(db: Db, session: SessionInfo, orderId: number, itemId: number) {
  const [item] = await db
    .select()
    .from(productionOrderItems)
    .where(
      tenantScope(
        productionOrderItems,
        session,
        eq(productionOrderItems.id, itemId),
        eq(productionOrderItems.orderId, orderId),
      ),
    );
  // An item of another order of the same network is not this order's item.
  if (!item) throw notFound();
  return item;
}

/** Runs an item change on the locked, open order and records it; then answers the order. */
async function changeItems(
  ctx: WriteContext,
  orderId: number,
  change: (tx: Db, order: OrderRow) => Promise<ItemChange>,
) {
  const { services, session, t, audit } = ctx;
  const now = services.now();
  const order = await services.db.transaction(async (tx) => {
    const current = await lockOrder(tx, session, orderId);
    requireOpen(current);
    const done = await change(tx, current);
    await tx
      .update(productionOrders)
      .set({ updatedAt: now })
      .where(tenantScope(productionOrders, session, eq(productionOrders.id, orderId)));
    await recordActivity(tx, session, { orderId, kind: done.kind, details: { description: done.description } }, now);
    await audit(
      {
        action: `production.order.${done.kind}`,
        entity: "silkriar_attendances",
        entityId: orderId,
        companyId: current.companyId,
        details: { item_id: done.itemId, description: done.description },
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
    change: "items",
  });
  const fresh = await findOrder(services.db, session, orderId);
  return loadOrderDetail(services.db, session, t, fresh, businessDay(now));
}

const add = defineRoute({
  endpoint: productionEndpoints.addItem,
  access: SERVICE,
  tag: "production",
  summary: "Adds an item (garment with its sizes grid) to an open order; answers the order",
  params: { id: productionOrders },
  bodyIds: { stamp_id: productionStamps, "orders_items_sizes[].size_id": productionSizes },
  handler: async (ctx) => {
    const { services, session, params, body } = ctx;
    const [prepared] = await prepareItems(services.db, session, [body], () => "");
    if (!prepared) throw new Error("item not prepared");
    return changeItems(ctx, params.id, async (tx) => {
      const [present] = await tx
        .select({ count: count() })
        .from(productionOrderItems)
        .where(tenantScope(productionOrderItems, session, eq(productionOrderItems.orderId, params.id)));
      if ((present?.count ?? 0) >= MAX_ORDER_ITEMS)
        throw new ValidationError({ _: [message("production:server.too-many-items", { max: MAX_ORDER_ITEMS })] });
      const [row] = await insertItems(tx, session, params.id, [prepared]);
      if (!row) throw new Error("item insert failed");
      return { kind: "item-added", description: row.description, itemId: row.id };
    });
  },
});

const edit = defineRoute({
  endpoint: productionEndpoints.editItem,
  access: SERVICE,
  tag: "production",
  summary:
    "Changes the fields sent of an item of an open order (orders_items_sizes replaces the grid); answers the order",
  params: { id: productionOrders, itemId: productionOrderItems },
  bodyIds: { stamp_id: productionStamps, "orders_items_sizes[].size_id": productionSizes },
  handler: async (ctx) => {
    const { services, session, params, body } = ctx;
    const current = await itemOf(services.db, session, params.id, params.itemId);
    const [existing] = (await loadItems(services.db, session, params.id)).filter((i) => i.id === current.id);
    if (!existing) throw notFound();
    const draft: ItemInput = {
      ...existing,
      stamp_id: existing.stamp_id,
      orders_items_sizes: existing.orders_items_sizes.map((s) => ({ size_id: s.size_id, quantity: s.quantity })),
      ...body,
      description: body.description ?? existing.description,
      quantity: body.quantity ?? existing.quantity,
    };
    const [prepared] = await prepareItems(services.db, session, [draft], () => "");
    if (!prepared) throw new Error("item not prepared");
    return changeItems(ctx, params.id, async (tx) => {
      await tx
        .update(productionOrderItems)
        .set(prepared.values)
        .where(tenantScope(productionOrderItems, session, eq(productionOrderItems.id, current.id)));
      await writeSizes(tx, session, current.id, prepared);
      return { kind: "item-edited", description: prepared.values.description, itemId: current.id };
    });
  },
});

const remove = defineRoute({
  endpoint: productionEndpoints.removeItem,
  access: SERVICE,
  tag: "production",
  summary: "Removes an item of an open order; answers the order",
  params: { id: productionOrders, itemId: productionOrderItems },
  handler: async (ctx) => {
    const { services, session, params } = ctx;
    const current = await itemOf(services.db, session, params.id, params.itemId);
    return changeItems(ctx, params.id, async (tx) => {
      await tx
        .delete(productionOrderItems)
        .where(tenantScope(productionOrderItems, session, eq(productionOrderItems.id, current.id)));
      return { kind: "item-removed", description: current.description, itemId: current.id };
    });
  },
});

export const itemsRoutes = [add, edit, remove];
