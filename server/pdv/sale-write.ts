import { type SQL, sql } from "drizzle-orm";
import { availableStock, formatQuantity, isSellable, type Milli } from "../../src/domain/stock.ts";
import { stockDemandOf } from "../../src/domain/sale-stock.ts";
import type { Db } from "../db/client.ts";
import { namedStatements } from "../db/prepared.ts";
import { NEW_SALE_ID_MARK, SALE_INFLOW_IDS, salePaymentsSteps } from "../finance/ledger.ts";
import { translator } from "../i18n.ts";
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locale.ts";
import { businessDate } from "../http/list.ts";
import { budgets, saleItems, sales } from "./schema.ts";
import { type UserLogValues, userLogInsert } from "../users/public.ts";
import { type SaleNames, type SaleNamesRow, saleNamesOf, saleNamesSql } from "./sale-names.ts";
import { type StockLevel, takeOutSteps } from "../stock/ledger.ts";
import { type Message, message } from "../http/errors.ts";
import type { CatalogProduct, ItemsPlan, PaymentsPlan, PlannedItem } from "./sale-plan.ts";
import { milliOf, numericOfCents, quantityText } from "./values.ts";

/** What a product or component needs for the stock check (spec 5.5) and its message. */
type Stocked = {
  readonly description: string;
  readonly unitName: string;
  readonly unitDecimals: number;
  readonly stockControl: boolean;
};

/** Quantity taken out per product over the active items: services none, compositions their components. */
export const stockDemand = (
  items: ReadonlyArray<PlannedItem>,
  catalog: ReadonlyMap<number, CatalogProduct>,
): Map<number, Milli> => stockDemandOf(items, catalog);

/** The products and components of the catalog as the stock check sees them. */
function stockedOf(catalog: ReadonlyMap<number, CatalogProduct>): Map<number, Stocked> {
  const stocked = new Map<number, Stocked>();
  for (const product of catalog.values()) {
    stocked.set(product.id, product);
    for (const component of product.components) if (!stocked.has(component.id)) stocked.set(component.id, component);
  }
  return stocked;
}

/** Spec 5.5 per product or component, as messages for a 412 (the screen shows them joined, per product). */
export function stockProblems(
  demand: ReadonlyMap<number, Milli>,
  catalog: ReadonlyMap<number, CatalogProduct>,
  stock: ReadonlyMap<number, StockLevel>,
): Message[] {
  const problems: Message[] = [];
  const stocked = stockedOf(catalog);
  for (const [productId, requested] of demand) {
    const product = stocked.get(productId);
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
  /** The language of the finance entries' descriptions ("Venda nº 12"); pt-BR when left out. */
  readonly locale?: Locale;
  /** The audit row (user_logs), written in the sale's own statement with the new sale's id. */
  readonly audit?: UserLogValues | null;
};

/** What the sale's statements answer: the new rows' ids and the names the sale's answer shows. */
export type WrittenSale = {
  readonly id: number;
  /** The items' ids, by position. */
  readonly itemIds: ReadonlyArray<number>;
  /** The payment lines' ids, by position. */
  readonly inflowIds: ReadonlyArray<number>;
  readonly names: SaleNames;
};

/**
 * Writes the sale in one statement, the one round trip a sale costs once validated: data-modifying CTEs write the
 * sale, its items, the budget marked converted (when it came from one), the audit row, the stock taken out with a
 * movement per product (the stock ledger's takeOutSteps) and the payments (the finance ledger's salePaymentsSteps:
 * payment lines, receivables, card fees, what the drawer received at once); the rows that point at the sale read its
 * id from new_sale. The statement answers the new ids and the names the answer shows (saleNamesSql). Writing it all
 * at once also keeps the shortest time between the first write of a summary row every sale of the unit updates and
 * the commit. `budgetId` must name a budget the caller has locked and checked (of the unit, not converted).
 */
export async function insertSale(
  tx: Db,
  write: SaleWrite,
  demand: ReadonlyMap<number, Milli>,
  stock: ReadonlyMap<number, StockLevel>,
  budgetId: number | null = null,
): Promise<WrittenSale> {
  const { pricing, payments, header } = write;
  const saleRow = tx
    .insert(sales)
    .values({
      multiStoreId: write.multiStoreId,
      companyId: write.companyId,
      cashMovementId: write.cashMovementId,
      userId: write.userId,
      ...header,
      shippingMethod: pricing.shippingMethod,
      deliveryCharge: numericOfCents(pricing.totals.deliveryCharge),
      deliveryCost: numericOfCents(pricing.totals.deliveryCost),
      percentageDiscount: pricing.percentageDiscount.toFixed(2),
      grossTotal: numericOfCents(pricing.totals.grossTotal),
      discountTotal: numericOfCents(pricing.totals.discountTotal),
      itemsTotal: numericOfCents(pricing.totals.itemsTotal),
      total: numericOfCents(pricing.totals.total),
      inflowsTotal: numericOfCents(payments.inflowsTotal),
      totalChange: numericOfCents(payments.change),
      createdAt: write.createdAt,
    })
    .returning({ id: sales.id });
  // The items as one JSON parameter: the statement's text does not grow with the number of items.
  const itemLines = pricing.items.map((item) => ({
    product_id: item.productId,
    position: item.position,
    description: item.description,
    quantity: quantityText(item.quantity),
    unit_price: numericOfCents(item.unitPrice),
    list_price: numericOfCents(item.listPrice),
    unit_cost: numericOfCents(item.unitCost),
    manual_discount: numericOfCents(item.manualDiscount),
    discount_percentage_mode: item.discountPercentageMode,
    discount: numericOfCents(item.discount),
    total: numericOfCents(item.total),
    status: item.status,
    attendant_id: item.attendantId,
  }));
  const itemRows = sql`insert into ${saleItems} (multi_store_id, sale_id, product_id, position, description, quantity,
      unit_price, list_price, unit_cost, manual_discount, discount_percentage_mode, discount, total, status, attendant_id)
    select ${write.multiStoreId}::int, ${NEW_SALE_ID}, i.product_id, i.position, i.description, i.quantity,
      i.unit_price, i.list_price, i.unit_cost, i.manual_discount, i.discount_percentage_mode, i.discount, i.total,
      i.status, i.attendant_id
    from jsonb_to_recordset(${JSON.stringify(itemLines)}::jsonb) as i(product_id int, position smallint,
      description text, quantity numeric, unit_price numeric, list_price numeric, unit_cost numeric,
      manual_discount numeric, discount_percentage_mode boolean, discount numeric, total numeric, status boolean,
      attendant_id int)
    order by i.position
    returning id, position`;
  const steps: SQL[] = [sql`new_sale as (${saleRow.getSQL()})`, sql`new_items as (${itemRows})`];
  if (budgetId !== null) {
    const converted = tx
      .update(budgets)
      .set({ status: "converted", saleId: NEW_SALE_ID, convertedAt: write.createdAt, updatedAt: write.createdAt })
      .where(sql`${budgets.id} = ${budgetId}`);
    steps.push(sql`converted_budget as (${converted.getSQL()})`);
  }
  if (write.audit) {
    steps.push(sql`new_log as (${userLogInsert(tx, write.audit, sql`${NEW_SALE_ID}::text`)})`);
  }
  const stockRows = [...demand]
    .filter(([productId]) => stock.has(productId))
    .map(([productId, quantity]) => ({
      multiStoreId: write.multiStoreId,
      companyId: write.companyId,
      productId,
      quantity,
      reason: "sale" as const,
      saleId: NEW_SALE_ID,
      userId: write.userId,
      at: write.createdAt,
    }));
  if (stockRows.length > 0) steps.push(takeOutSteps(stockRows));
  const paid = payments.inflows.length > 0;
  if (paid) {
    const t = translator(write.locale ?? DEFAULT_LOCALE);
    const booking = {
      multiStoreId: write.multiStoreId,
      companyId: write.companyId,
      saleId: NEW_SALE_ID,
      cashMovementId: write.cashMovementId,
      customerId: header.customerId,
      userId: write.userId,
      date: businessDate(write.createdAt),
      at: write.createdAt,
      description: t("finance.sale", { id: NEW_SALE_ID_MARK }),
      feeDescription: t("finance.card-fee", { id: NEW_SALE_ID_MARK }),
    };
    steps.push(salePaymentsSteps(booking, payments.inflows));
  }
  const written = await saleStatements<SaleStatementRow & { id: number | null }>(
    tx,
    sql`with ${sql.join(steps, sql`, `)}
    select ${NEW_SALE_ID} as id,
      (select coalesce(json_agg(id order by position), '[]'::json) from new_items) as item_ids,
      ${paid ? SALE_INFLOW_IDS : sql`'[]'::json`} as inflow_ids,
      ${saleNamesSql(write)}`,
  );
  const row = written.rows[0];
  if (!row || row.id === null) throw new Error("sale insert failed");
  return { id: row.id, itemIds: row.item_ids, inflowIds: row.inflow_ids, names: saleNamesOf(row) };
}

/**
 * The sale's statement comes in a few shapes (with or without budget, audit row, stock, payments), its values all
 * bound (the items, stock lines and payments as JSON): each shape is parsed and planned once per connection.
 */
const saleStatements = namedStatements("sale_write");

type SaleStatementRow = { id: number; item_ids: number[]; inflow_ids: number[] } & SaleNamesRow;

/** The id of the sale the statement inserts, for the rows that reference it in the same statement. */
const NEW_SALE_ID = sql`(select id from new_sale)`;
