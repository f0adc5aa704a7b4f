import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TFunction } from "i18next";
import { centsToDecimalString, parseBigMoney, sumBigCents } from "../../src/domain/money.ts";
import { daysLate, isLate } from "../../src/domain/production.ts";
import type { AttendanceDetail, OrderItem, ProductionDocument } from "../../src/schemas/production.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../network/schema.ts";
import {
  productionActivities,
  productionDocuments,
  productionOrderItems,
  productionOrderItemSizes,
  productionOrderSeamstresses,
  productionSeamstresses,
  productionSizes,
  productionStamps,
} from "./schema.ts";
import { users } from "../users/schema.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import type { OrderRow } from "./access.ts";
import { describeActivity } from "./activity.ts";
import { statusFields } from "./status-text.ts";

export const ORDERS_PATH = "/api/v1/silkriar_attendances";

/** Money text from SQL numeric, normalised to two places ("25.9" → "25.90"); a sum of any size too. */
export const numericMoneyText = (value: string | null | undefined): string =>
  centsToDecimalString(parseBigMoney(value ?? "0") ?? 0n);

const userRef = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, full_name: name } : null;

export function documentUrl(orderId: number, documentId: number): string {
  return `${ORDERS_PATH}/${orderId}/documents/${documentId}`;
}

export async function loadItems(db: Db, session: SessionInfo, orderId: number): Promise<OrderItem[]> {
  const rows = await db
    .select({
      item: productionOrderItems,
      stamp: { id: productionStamps.id, description: productionStamps.description },
    })
    .from(productionOrderItems)
    .leftJoin(productionStamps, eq(productionStamps.id, productionOrderItems.stampId))
    .where(tenantScope(productionOrderItems, session, eq(productionOrderItems.orderId, orderId)))
    .orderBy(asc(productionOrderItems.id));
  const ids = rows.map((r) => r.item.id);
  const sizes = ids.length
    ? await db
        .select({
          id: productionOrderItemSizes.id,
          itemId: productionOrderItemSizes.itemId,
          sizeId: productionSizes.id,
          name: productionSizes.name,
          quantity: productionOrderItemSizes.quantity,
        })
        .from(productionOrderItemSizes)
        .innerJoin(productionSizes, eq(productionSizes.id, productionOrderItemSizes.sizeId))
        .where(tenantScope(productionOrderItemSizes, session, inArray(productionOrderItemSizes.itemId, ids)))
        .orderBy(asc(productionSizes.position), asc(productionSizes.id))
    : [];
  return rows.map(({ item, stamp }) => ({
    id: item.id,
    publicId: item.publicId,
    description: item.description,
    stamp_id: item.stampId,
    stamp: stamp?.id ? { id: stamp.id, description: stamp.description } : null,
    quantity: item.quantity,
    unit_price: numericMoneyText(item.unitPrice),
    discount: numericMoneyText(item.discount),
    subtotal: numericMoneyText(item.subtotal),
    cloth: item.cloth,
    cloth_color: item.clothColor,
    colorful_sleeve: item.colorfulSleeve,
    collar_v: item.collarV,
    colorful_collar: item.colorfulCollar,
    long_sleeve: item.longSleeve,
    raglan_sleeve: item.raglanSleeve,
    collar_vies: item.collarVies,
    cuff_sleeve: item.cuffSleeve,
    sublimed_sleeve: item.sublimedSleeve,
    pocket: item.pocket,
    orders_items_sizes: sizes
      .filter((s) => s.itemId === item.id)
      .map((s) => ({ id: s.id, size_id: s.sizeId, size: { id: s.sizeId, name: s.name }, quantity: s.quantity })),
  }));
}

export function toDocument(row: {
  id: number;
  orderId: number;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
  uploaderId: number | null;
  uploaderName: string | null;
}): ProductionDocument {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    uploaded_by: userRef(row.uploaderId, row.uploaderName),
    created_at: row.createdAt.toISOString(),
    url: documentUrl(row.orderId, row.id),
  };
}

export const documentColumns = {
  id: productionDocuments.id,
  orderId: productionDocuments.orderId,
  fileName: productionDocuments.fileName,
  contentType: productionDocuments.contentType,
  size: productionDocuments.size,
  createdAt: productionDocuments.createdAt,
  uploaderId: users.id,
  uploaderName: users.name,
};

/** The order with items, sizes, stamps, seamstresses, documents and history, as GET/PATCH answer it. */
export async function loadOrderDetail(
  db: Db,
  session: SessionInfo,
  t: TFunction,
  order: OrderRow,
  today: string,
): Promise<AttendanceDetail> {
  const [items, [company], [creator], assignments, documents, activities] = await Promise.all([
    loadItems(db, session, order.id),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, order.companyId)),
    order.createdBy === null
      ? Promise.resolve([])
      : db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, order.createdBy)),
    db
      .select({
        id: productionOrderSeamstresses.id,
        seamstressId: productionSeamstresses.id,
        name: productionSeamstresses.name,
        phone: productionSeamstresses.phone,
        active: productionSeamstresses.active,
        quantity: productionOrderSeamstresses.quantity,
      })
      .from(productionOrderSeamstresses)
      .innerJoin(productionSeamstresses, eq(productionSeamstresses.id, productionOrderSeamstresses.seamstressId))
      .where(tenantScope(productionOrderSeamstresses, session, eq(productionOrderSeamstresses.orderId, order.id)))
      .orderBy(asc(productionSeamstresses.name)),
    db
      .select(documentColumns)
      .from(productionDocuments)
      .leftJoin(users, eq(users.id, productionDocuments.uploadedBy))
      .where(tenantScope(productionDocuments, session, eq(productionDocuments.orderId, order.id)))
      .orderBy(asc(productionDocuments.id)),
    db
      .select({ activity: productionActivities, causerName: users.name })
      .from(productionActivities)
      .leftJoin(users, eq(users.id, productionActivities.causerId))
      .where(tenantScope(productionActivities, session, eq(productionActivities.orderId, order.id)))
      .orderBy(desc(productionActivities.createdAt), desc(productionActivities.id)),
  ]);
  const total = sumBigCents(items.map((i) => parseBigMoney(i.subtotal) ?? 0n));
  return {
    id: order.id,
    number: order.number,
    company_id: order.companyId,
    company_name: company?.name ?? "",
    customer_id: order.customerId,
    customer_name: order.customerName,
    customer_phone: order.customerPhone,
    customer_doc: order.customerDoc,
    delivery_date: order.deliveryDate,
    late: isLate(order.deliveryDate, order.statusId, today),
    days_late: daysLate(order.deliveryDate, order.statusId, today),
    ...statusFields(t, order.statusId),
    canceled_reason: order.canceledReason,
    items_count: items.length,
    pieces: items.reduce((sum, i) => sum + i.quantity, 0),
    total: centsToDecimalString(total),
    notes: order.notes,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    finished_at: order.finishedAt?.toISOString() ?? null,
    created_by: creator ? { id: creator.id, full_name: creator.name } : null,
    items,
    seamstresses: assignments.map((a) => ({
      id: a.id,
      seamstress_id: a.seamstressId,
      name: a.name,
      phone: a.phone,
      active: a.active,
      quantity: a.quantity,
    })),
    documents: documents.map(toDocument),
    activities: activities.map(({ activity, causerName }) => ({
      id: activity.id,
      kind: activity.kind,
      description: describeActivity(t, activity),
      causer: userRef(activity.causerId, causerName),
      from_status_id: activity.fromStatus,
      to_status_id: activity.toStatus,
      reason: activity.reason,
      created_at: activity.createdAt.toISOString(),
    })),
  };
}
