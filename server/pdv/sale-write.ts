import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { availableStock, formatQuantity, isSellable, type Milli } from "../../src/domain/stock.ts";
import type { Db } from "../db/client.ts";
import { financialInflows } from "../finance/schema.ts";
import { saleItems, sales } from "./schema.ts";
import { skuStocks, stockMovements } from "../stock/schema.ts";
import { type Message, message } from "../http/errors.ts";
import type { CatalogProduct, ItemsPlan, PaymentsPlan, PlannedItem } from "./sale-plan.ts";
import { milliOf, moneyText, quantityText } from "./values.ts";

type StockRow = typeof skuStocks.$inferSelect;

/** Quantity asked per product over the active items (a product may appear on several lines). */
export const stockDemand = (items: ReadonlyArray<PlannedItem>): Map<number, Milli> => {
  const demand = new Map<number, Milli>();
  for (const item of items) {
    if (item.status) demand.set(item.productId, (demand.get(item.productId) ?? 0) + item.quantity);
  }
  return demand;
};

/**
 * Locks the unit's SKU stock rows of the sold products until the transaction ends (in product order, so two
 * sales never wait on each other in a cycle): a second cashier selling the last unit waits here and then sees it gone.
 */
export async function lockStock(
  tx: Db,
  companyId: number,
  productIds: ReadonlyArray<number>,
): Promise<Map<number, StockRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(skuStocks)
    .where(and(eq(skuStocks.companyId, companyId), inArray(skuStocks.productId, [...productIds])))
    .orderBy(asc(skuStocks.productId))
    .for("update");
  return new Map(rows.map((row) => [row.productId, row]));
}

/** Spec 5.5 per product, as messages for a 412 (the screen shows them joined, per product). */
export function stockProblems(
  demand: ReadonlyMap<number, Milli>,
  catalog: ReadonlyMap<number, CatalogProduct>,
  stock: ReadonlyMap<number, StockRow>,
): Message[] {
  const problems: Message[] = [];
  for (const [productId, requested] of demand) {
    const product = catalog.get(productId);
    if (!product) continue;
    const row = stock.get(productId);
    const available = row
      ? availableStock(
          { quantity: milliOf(row.quantity), incoming: milliOf(row.incoming), outgoing: milliOf(row.outgoing) },
          product.unitDecimals,
        )
      : 0;
    if (!isSellable(product.stockControl, requested, available)) {
      problems.push(
        message("pdv:sale.stock", {
          product: product.description,
          available: formatQuantity(available, product.unitDecimals),
          requested: formatQuantity(requested, product.unitDecimals),
          unit: product.unitName,
        }),
      );
    }
  }
  return problems;
}

export type SaleHeader = {
  readonly customerId: number | null;
  readonly customerObjectId: number | null;
  readonly customerDocId1: string | null;
  readonly deliveryAddressId: number | null;
  readonly transporterId: number | null;
  readonly deliveryManId: number | null;
  readonly sellerId: number | null;
  readonly fromHotel: boolean;
  readonly hotelCustomer: unknown;
  readonly fiscalEmission: string | null;
  readonly notes: string;
  readonly operationNature: string;
  readonly nfeObservations: unknown;
};

export type SaleWrite = {
  readonly multiStoreId: number;
  readonly companyId: number;
  readonly cashMovementId: number | null;
  readonly userId: number;
  readonly createdAt: Date;
  readonly header: SaleHeader;
  readonly pricing: ItemsPlan;
  readonly payments: PaymentsPlan;
};

/** Writes the sale, its items and payments, takes the stock out and records the movements. Returns the sale id. */
export async function insertSale(tx: Db, write: SaleWrite, stock: ReadonlyMap<number, StockRow>): Promise<number> {
  const { pricing, payments, header } = write;
  const [sale] = await tx
    .insert(sales)
    .values({
      multiStoreId: write.multiStoreId,
      companyId: write.companyId,
      cashMovementId: write.cashMovementId,
      userId: write.userId,
      ...header,
      shippingMethod: pricing.shippingMethod,
      deliveryCharge: moneyText(pricing.totals.deliveryCharge),
      deliveryCost: moneyText(pricing.totals.deliveryCost),
      percentageDiscount: pricing.percentageDiscount.toFixed(2),
      grossTotal: moneyText(pricing.totals.grossTotal),
      discountTotal: moneyText(pricing.totals.discountTotal),
      itemsTotal: moneyText(pricing.totals.itemsTotal),
      total: moneyText(pricing.totals.total),
      inflowsTotal: moneyText(payments.inflowsTotal),
      totalChange: moneyText(payments.change),
      createdAt: write.createdAt,
    })
    .returning({ id: sales.id });
  if (!sale) throw new Error("sale insert failed");
  const saleId = sale.id;
  await tx.insert(saleItems).values(
    pricing.items.map((item) => ({
      multiStoreId: write.multiStoreId,
      saleId,
      productId: item.productId,
      position: item.position,
      description: item.description,
      quantity: quantityText(item.quantity),
      unitPrice: moneyText(item.unitPrice),
      listPrice: moneyText(item.listPrice),
      unitCost: moneyText(item.unitCost),
      manualDiscount: moneyText(item.manualDiscount),
      discountPercentageMode: item.discountPercentageMode,
      discount: moneyText(item.discount),
      total: moneyText(item.total),
      status: item.status,
      attendantId: item.attendantId,
    })),
  );
  if (payments.inflows.length > 0) {
    await tx.insert(financialInflows).values(
      payments.inflows.map((line) => ({
        multiStoreId: write.multiStoreId,
        companyId: write.companyId,
        saleId,
        cashMovementId: write.cashMovementId,
        paymentMethodId: line.paymentMethodId,
        paymentKind: line.kind,
        position: line.position,
        billingValue: moneyText(line.billing),
        receivedValue: moneyText(line.received),
        quantity: line.installments,
        received: line.receivedNow,
        dueDate: line.dueDate,
        receivedDate: line.receivedDate,
        createdAt: write.createdAt,
      })),
    );
  }
  const movements = [];
  for (const [productId, quantity] of stockDemand(pricing.items)) {
    const row = stock.get(productId);
    if (!row) continue;
    await tx
      .update(skuStocks)
      .set({ quantity: sql`${skuStocks.quantity} - ${quantityText(quantity)}::numeric`, updatedAt: write.createdAt })
      .where(eq(skuStocks.id, row.id));
    movements.push({
      multiStoreId: write.multiStoreId,
      companyId: write.companyId,
      productId,
      skuStockId: row.id,
      outgoing: quantityText(quantity),
      reason: "sale",
      saleId,
      userId: write.userId,
      createdAt: write.createdAt,
    });
  }
  if (movements.length > 0) await tx.insert(stockMovements).values(movements);
  return saleId;
}
