import { eq, inArray } from "drizzle-orm";
import { centsToDecimalString, grossWithinBounds, parseMoney } from "../../src/domain/money.ts";
import { itemSubtotal, sizesMatchQuantity } from "../../src/domain/production.ts";
import { GARMENT_OPTIONS, type OrderItemInput } from "../../src/schemas/production.ts";
import type { Db } from "../db/client.ts";
import { productionOrderItems, productionOrderItemSizes, productionSizes, productionStamps } from "./schema.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { cleanText } from "../../src/domain/text.ts";

export type PreparedItem = {
  readonly values: Omit<typeof productionOrderItems.$inferInsert, "multiStoreId" | "orderId">;
  readonly sizes: ReadonlyArray<{ sizeId: number; quantity: number }>;
};

/** A complete item (a new one, or an existing one with a PATCH applied): every field has its value. */
export type ItemInput = OrderItemInput & { readonly quantity: number; readonly description: string };

const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Checks items against the rules the schema cannot see: money, discount, the sizes grid, and that stamps and
 * sizes belong to the network. Every problem is reported at once, under `prefix + field`.
 */
export async function prepareItems(
  db: Db,
  session: SessionInfo,
  drafts: ReadonlyArray<ItemInput>,
  prefix: (index: number) => string,
): Promise<PreparedItem[]> {
  const stampIds = [...new Set(drafts.flatMap((d) => (d.stamp_id ? [d.stamp_id] : [])))];
  const sizeIds = [...new Set(drafts.flatMap((d) => (d.orders_items_sizes ?? []).map((s) => s.size_id)))];
  const [stamps, sizes] = await Promise.all([
    stampIds.length
      ? db
          .select({ id: productionStamps.id })
          .from(productionStamps)
          .where(tenantScope(productionStamps, session, inArray(productionStamps.id, stampIds)))
      : [],
    sizeIds.length
      ? db
          .select({ id: productionSizes.id })
          .from(productionSizes)
          .where(
            tenantScope(
              productionSizes,
              session,
              inArray(productionSizes.id, sizeIds),
              eq(productionSizes.active, true),
            ),
          )
      : [],
  ]);
  const knownStamps = new Set(stamps.map((s) => s.id));
  const knownSizes = new Set(sizes.map((s) => s.id));
  const errors: Record<string, Message[]> = {};
  const fail = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), message(key)];
  };

  const prepared = drafts.map((draft, index) => {
    const at = prefix(index);
    const unitPrice = parseMoney(draft.unit_price ?? "0") ?? 0;
    const discount = parseMoney(draft.discount ?? "0") ?? 0;
    if (unitPrice < 0) fail(`${at}unit_price`, "validation:invalid");
    if (discount < 0) fail(`${at}discount`, "validation:invalid");
    const withinBounds = grossWithinBounds(unitPrice, draft.quantity);
    if (!withinBounds) fail(`${at}unit_price`, "validation:line-max-total");
    const subtotal = withinBounds ? itemSubtotal(unitPrice, draft.quantity, discount) : null;
    if (withinBounds && subtotal === null && discount >= 0) {
      fail(`${at}discount`, "production:server.discount-too-high");
    }
    if (draft.stamp_id && !knownStamps.has(draft.stamp_id)) fail(`${at}stamp_id`, "validation:invalid");
    const grid = draft.orders_items_sizes ?? [];
    grid.forEach((line, i) => {
      if (!knownSizes.has(line.size_id)) fail(`${at}orders_items_sizes.${i}.size_id`, "validation:invalid");
      else if (grid.findIndex((other) => other.size_id === line.size_id) !== i)
        fail(`${at}orders_items_sizes.${i}.size_id`, "production:server.size-repeated");
    });
    if (
      !sizesMatchQuantity(
        draft.quantity,
        grid.map((line) => line.quantity),
      )
    )
      fail(`${at}orders_items_sizes`, "production:server.sizes-sum");
    const options = Object.fromEntries(GARMENT_OPTIONS.map((name) => [camel(name), draft[name] ?? false]));
    return {
      values: {
        description: cleanText(draft.description),
        stampId: draft.stamp_id ?? null,
        quantity: draft.quantity,
        unitPrice: centsToDecimalString(Math.max(unitPrice, 0)),
        discount: centsToDecimalString(Math.max(discount, 0)),
        subtotal: centsToDecimalString(subtotal ?? 0),
        cloth: cleanText(draft.cloth ?? ""),
        clothColor: cleanText(draft.cloth_color ?? ""),
        ...options,
      },
      sizes: grid.map((line) => ({ sizeId: line.size_id, quantity: line.quantity })),
    };
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return prepared;
}

/** Writes the sizes grid of an item, replacing the previous one. */
export async function writeSizes(db: Db, session: SessionInfo, itemId: number, item: PreparedItem): Promise<void> {
  await db.delete(productionOrderItemSizes).where(eq(productionOrderItemSizes.itemId, itemId));
  if (item.sizes.length) {
    await db
      .insert(productionOrderItemSizes)
      .values(
        item.sizes.map((s) => ({ multiStoreId: session.multiStoreId, itemId, sizeId: s.sizeId, quantity: s.quantity })),
      );
  }
}

/**
 * Adds items to an order with their sizes grids: one insert for the items and one for every size of them, however
 * many there are. Answers the new rows in the order given.
 */
export async function insertItems(
  db: Db,
  session: SessionInfo,
  orderId: number,
  items: ReadonlyArray<PreparedItem>,
): Promise<Array<typeof productionOrderItems.$inferSelect>> {
  if (items.length === 0) return [];
  // A multi-row insert returns its rows in the order of its VALUES list.
  const rows = await db
    .insert(productionOrderItems)
    .values(items.map((item) => ({ ...item.values, multiStoreId: session.multiStoreId, orderId })))
    .returning();
  if (rows.length !== items.length) throw new Error("item insert failed");
  const sizes = rows.flatMap((row, index) =>
    (items[index]?.sizes ?? []).map((s) => ({
      multiStoreId: session.multiStoreId,
      itemId: row.id,
      sizeId: s.sizeId,
      quantity: s.quantity,
    })),
  );
  if (sizes.length) await db.insert(productionOrderItemSizes).values(sizes);
  return rows;
}
