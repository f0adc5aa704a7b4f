import { productionEndpoints } from "../../src/schemas/endpoints/production.ts";
import { and, count, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { daysLate, FINISHED_STATUS, isLate, STAGES, stageBySlug, stageOf } from "../../src/domain/production.ts";
import type { AttendanceListQuery } from "../../src/schemas/production.ts";
import type { Db } from "../db/client.ts";
import { customers } from "../customers/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { productionOrderItems, productionOrders, productionSizes, productionStamps } from "./schema.ts";
import { invalidField, message, notFound, ValidationError } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { findOrder, requireService, requireView } from "./access.ts";
import { recordActivity } from "./activity.ts";
import { announceUpdated } from "./announce.ts";
import { insertItems, prepareItems } from "./item-input.ts";
import { loadOrderDetail, numericMoneyText } from "./order-detail.ts";
import { orderValues } from "./order-input.ts";
import { qualified } from "./qualified.ts";
import { businessDay, statusFields } from "./status-text.ts";
import { moneySumText } from "../db/money-sum.ts";
import { asText, quantitySum, safeCount } from "../db/count-sum.ts";
import { cleanText } from "../../src/domain/text.ts";

const LAST_STAGE = STAGES.length;
const o = productionOrders;
const items = productionOrderItems;

const ofOrder = sql`from ${items} where ${qualified(items.orderId)} = ${qualified(o.id)}`;
const itemsCount = sql<number>`(select count(*)::int ${ofOrder})`;
/** bigint: the items of one order never reach integer's limit, but many orders' pieces add up past it. */
const pieces = sql`(select ${quantitySum(qualified(items.quantity))} ${ofOrder})`;
const total = sql<string>`(select ${moneySumText(sql`sum(${qualified(items.subtotal)})`)} ${ofOrder})`;

/** Open orders whose delivery date is before today (the same rule as isLate in src/domain). */
const lateCondition = (today: string) => and(lt(o.deliveryDate, today), lte(o.statusId, LAST_STAGE));

/** initial_date / final_date on the delivery date (a date column: no time zone to convert). */
function deliveryWithin(query: { initial_date?: string; final_date?: string }): SQL | undefined {
  return and(
    query.initial_date ? gte(o.deliveryDate, query.initial_date) : undefined,
    query.final_date ? lte(o.deliveryDate, query.final_date) : undefined,
  );
}

const sortable = {
  delivery_date: o.deliveryDate,
  number: o.number,
  customer_name: o.customerName,
  created_at: o.createdAt,
  updated_at: o.updatedAt,
  status_id: o.statusId,
} as const;

/** The status a list asks for: by stage slug or status_id (both must agree); null for every status. */
function listedStatus(query: AttendanceListQuery): number | null {
  const byStage = query.stage ? (stageBySlug(query.stage)?.statusId ?? null) : null;
  if (byStage !== null && query.status_id !== undefined && query.status_id !== byStage)
    throw invalidField("status_id", "invalid");
  return byStage ?? query.status_id ?? null;
}

const list = defineRoute({
  endpoint: productionEndpoints.listOrders,
  access: "signed-in",
  tag: "production",
  summary:
    "Production orders of one stage (stage=slug or status_id; needs that stage's SLK code), or of every status (SLK 1). " +
    "Filter, delivery-date period, sort (default delivery_date), paging; each row has late and days_late.",
  handler: async ({ services, session, query, t }) => {
    const { db } = services;
    const status = listedStatus(query);
    if (status === null) requireService(session);
    else requireView(session, status);
    const today = businessDay(services.now());
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: o, session },
      sort: {
        by: sortable,
        field: "delivery_date",
        direction: "asc",
        nullsLast: true,
        tieBreak: [sql`${o.number} asc`],
      },
      search: { columns: [o.customerName, o.customerPhone, o.customerDoc, sql`${o.number}::text`] },
      dates: { where: deliveryWithin(query) },
      where: [
        status === null ? undefined : eq(o.statusId, status),
        query.late === "true" ? lateCondition(today) : undefined,
      ],
      rows: db
        .select({ order: o, companyName: companies.name, itemsCount, pieces: asText(pieces), total })
        .from(o)
        .innerJoin(companies, eq(companies.id, o.companyId))
        .$dynamic(),
      item: (r) => ({
        id: r.order.id,
        number: r.order.number,
        company_id: r.order.companyId,
        company_name: r.companyName,
        customer_id: r.order.customerId,
        customer_name: r.order.customerName,
        customer_phone: r.order.customerPhone,
        delivery_date: r.order.deliveryDate,
        late: isLate(r.order.deliveryDate, r.order.statusId, today),
        days_late: daysLate(r.order.deliveryDate, r.order.statusId, today),
        ...statusFields(t, r.order.statusId),
        canceled_reason: r.order.canceledReason,
        items_count: Number(r.itemsCount),
        pieces: safeCount(r.pieces),
        total: numericMoneyText(r.total),
        created_at: r.order.createdAt.toISOString(),
        updated_at: r.order.updatedAt.toISOString(),
      }),
    });
    return { data, meta };
  },
});

const overview = defineRoute({
  endpoint: productionEndpoints.overview,
  access: { slug: "SLK", code: 1 },
  tag: "production",
  summary: "Production board: open orders, late orders and pieces per stage, the late orders, and finished in 30 days",
  handler: async ({ services, session, t }) => {
    const { db } = services;
    const now = services.now();
    const today = businessDay(now);
    const [perStage, late, [finished]] = await Promise.all([
      db
        .select({
          statusId: o.statusId,
          count: count(),
          late: sql<number>`count(*) filter (where ${o.deliveryDate} < ${today})::int`,
          pieces: asText(quantitySum(pieces)),
        })
        .from(o)
        .where(tenantScope(o, session, lte(o.statusId, LAST_STAGE)))
        .groupBy(o.statusId),
      db
        .select({
          id: o.id,
          number: o.number,
          customerName: o.customerName,
          deliveryDate: o.deliveryDate,
          statusId: o.statusId,
        })
        .from(o)
        .where(tenantScope(o, session, lateCondition(today)))
        .orderBy(sql`${o.deliveryDate} asc`, sql`${o.number} asc`)
        .limit(100),
      db
        .select({ count: count() })
        .from(o)
        .where(
          tenantScope(
            o,
            session,
            eq(o.statusId, FINISHED_STATUS),
            gte(o.finishedAt, new Date(now.getTime() - 30 * 86_400_000)),
          ),
        ),
    ]);
    return {
      today,
      stages: STAGES.map((stage) => {
        const row = perStage.find((r) => r.statusId === stage.statusId);
        return {
          status_id: stage.statusId,
          slug: stage.slug,
          name: t(stage.nameKey) as string,
          count: row?.count ?? 0,
          late: Number(row?.late ?? 0),
          pieces: safeCount(row?.pieces),
        };
      }),
      late_orders: late.flatMap((r) => {
        const stage = stageOf(r.statusId);
        if (!stage || r.deliveryDate === null) return [];
        return [
          {
            id: r.id,
            number: r.number,
            customer_name: r.customerName,
            delivery_date: r.deliveryDate,
            days_late: daysLate(r.deliveryDate, r.statusId, today),
            status_id: r.statusId,
            status_name: t(stage.nameKey) as string,
            slug: stage.slug,
          },
        ];
      }),
      finished_last_30_days: finished?.count ?? 0,
    };
  },
});

/**
 * Next order number of the network; the network row is locked (no key update: rows referencing it are not
 * blocked) so two creations never take the same number.
 */
async function nextNumber(tx: Db, session: SessionInfo): Promise<number> {
  await tx
    .select({ id: multiStores.id })
    .from(multiStores)
    .where(eq(multiStores.id, session.multiStoreId))
    .for("no key update");
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${o.number}), 0)::int + 1` })
    .from(o)
    .where(tenantScope(o, session));
  return Number(row?.next ?? 1);
}

const create = defineRoute({
  endpoint: productionEndpoints.createOrder,
  access: { slug: "SLK", code: 1 },
  tag: "production",
  summary: "Creates a production order in Atendimento, optionally with its items",
  bodyIds: {
    customer_id: customers,
    company_id: companies,
    "items[].stamp_id": productionStamps,
    "items[].orders_items_sizes[].size_id": productionSizes,
  },
  handler: async ({ services, session, body, t, audit }) => {
    const { db } = services;
    const values = orderValues(session, body);
    const companyId = values.companyId ?? session.companyIds[0];
    if (companyId === undefined) throw new ValidationError({ company_id: [message("validation:required")] });
    const prepared = await prepareItems(
      db,
      session,
      (body.items ?? []).map((item) => ({ ...item })),
      (i) => `items.${i}.`,
    );
    const now = services.now();
    const order = await db.transaction(async (tx) => {
      const number = await nextNumber(tx, session);
      const [row] = await tx
        .insert(o)
        .values({
          ...values,
          customerName: cleanText(body.customer_name),
          multiStoreId: session.multiStoreId,
          companyId,
          number,
          statusId: 1,
          createdBy: session.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("order insert failed");
      await insertItems(tx, session, row.id, prepared);
      await recordActivity(tx, session, { orderId: row.id, kind: "created", toStatus: 1, details: { number } }, now);
      await audit(
        {
          action: "production.order.created",
          entity: "silkriar_attendances",
          entityId: row.id,
          companyId,
          details: { number, items: prepared.length },
        },
        tx,
      );
      return row;
    });
    await announceUpdated(services, session.multiStoreId, {
      id: order.id,
      number: order.number,
      company_id: order.companyId,
      status_id: order.statusId,
      change: "created",
    });
    return loadOrderDetail(db, session, t, order, businessDay(now));
  },
});

const detail = defineRoute({
  endpoint: productionEndpoints.order,
  access: "signed-in",
  tag: "production",
  summary:
    "One order with items, sizes, stamps, seamstresses, documents and activities (newest first); " +
    "needs the SLK code of its stage, or SLK 1",
  params: { id: productionOrders },
  handler: async ({ services, session, params, t }) => {
    const order = await findOrder(services.db, session, params.id);
    requireView(session, order.statusId);
    return loadOrderDetail(services.db, session, t, order, businessDay(services.now()));
  },
});

const byNumber = defineRoute({
  endpoint: productionEndpoints.orderByNumber,
  access: "signed-in",
  tag: "production",
  summary:
    "One order of the network by its number (the one the lists show and the order pages' paths carry), as GET /:id; " +
    "needs the SLK code of its stage, or SLK 1",
  handler: async ({ services, session, query, t }) => {
    const [order] = await services.db
      .select()
      .from(productionOrders)
      .where(tenantScope(productionOrders, session, eq(productionOrders.number, query.number)));
    if (!order) throw notFound();
    requireView(session, order.statusId);
    return loadOrderDetail(services.db, session, t, order, businessDay(services.now()));
  },
});

/** Overview and by_number before /:id, so neither is ever read as an id. */
export const attendancesRoutes = [overview, list, create, byNumber, detail];
