import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { availableStock, formatQuantity, isSellable, type Milli } from "../../src/domain/stock.ts";
import { stockDemandOf } from "../../src/domain/sale-stock.ts";
import type { Db } from "../db/client.ts";
import { SALE_INFLOW_IDS, salePaymentsSteps } from "../finance/ledger.ts";
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
  const itemRows = tx.insert(saleItems).values(
    pricing.items.map((item) => ({
      multiStoreId: write.multiStoreId,
      saleId: NEW_SALE_ID,
      productId: item.productId,
      position: item.position,
      description: item.description,
      quantity: quantityText(item.quantity),
      unitPrice: numericOfCents(item.unitPrice),
      listPrice: numericOfCents(item.listPrice),
      unitCost: numericOfCents(item.unitCost),
      manualDiscount: numericOfCents(item.manualDiscount),
      discountPercentageMode: item.discountPercentageMode,
      discount: numericOfCents(item.discount),
      total: numericOfCents(item.total),
      status: item.status,
      attendantId: item.attendantId,
    })),
  );
  const steps: SQL[] = [
    sql`new_sale as (${saleRow.getSQL()})`,
    sql`new_items as (${itemRows.returning({ id: saleItems.id, position: saleItems.position }).getSQL()})`,
  ];
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
  const taken = (saleId: number | SQL) =>
    [...demand]
      .filter(([productId]) => stock.has(productId))
      .map(([productId, quantity]) => ({
        multiStoreId: write.multiStoreId,
        companyId: write.companyId,
        productId,
        quantity,
        reason: "sale" as const,
        saleId,
        userId: write.userId,
        at: write.createdAt,
      }));
  const t = translator(write.locale ?? DEFAULT_LOCALE);
  const booking = (saleId: number | SQL) => ({
    multiStoreId: write.multiStoreId,
    companyId: write.companyId,
    saleId,
    cashMovementId: write.cashMovementId,
    customerId: header.customerId,
    userId: write.userId,
    date: businessDate(write.createdAt),
    at: write.createdAt,
    description:
      typeof saleId === "number"
        ? t("finance.sale", { id: String(saleId) })
        : withNewSaleId((id) => t("finance.sale", { id })),
    feeDescription:
      typeof saleId === "number"
        ? t("finance.card-fee", { id: String(saleId) })
        : withNewSaleId((id) => t("finance.card-fee", { id })),
  });
  const paid = payments.inflows.length > 0;
  const answer = (paidHere: boolean) => sql`select ${NEW_SALE_ID} as id,
        (select coalesce(json_agg(id order by position), '[]'::json) from new_items) as item_ids,
        ${paidHere ? SALE_INFLOW_IDS : sql`'[]'::json`} as inflow_ids,
        ${saleNamesSql(write)}`;
  const head = [...steps];
  const stockRows = taken(NEW_SALE_ID);
  if (stockRows.length > 0) steps.push(takeOutSteps(stockRows));
  if (paid) steps.push(salePaymentsSteps(tx, booking(NEW_SALE_ID), payments.inflows));
  const whole = sql`with ${sql.join(steps, sql`, `)} ${answer(paid)}`;
  if (!fitsOneStatement(whole, pricing.items.length, stockRows.length, payments.inflows)) {
    // More values than one statement can bind (a sale of many kits paid in many installments): the sale, then its
    // stock and its payments, each in statements of their own, in the same transaction.
    const row = await runSaleStatement(tx, sql`with ${sql.join(head, sql`, `)} ${answer(false)}`);
    const moves = taken(row.id);
    for (let start = 0; start < moves.length; start += STOCK_ROWS_PER_STATEMENT) {
      await tx.execute(sql`with ${takeOutSteps(moves.slice(start, start + STOCK_ROWS_PER_STATEMENT))} select 1`);
    }
    const inflowIds = paid
      ? await tx
          .execute(
            sql`with ${salePaymentsSteps(tx, booking(row.id), payments.inflows)} select ${SALE_INFLOW_IDS} as ids`,
          )
          .then((result) => (result as unknown as { rows: Array<{ ids: number[] }> }).rows[0]?.ids ?? [])
      : [];
    return { id: row.id, itemIds: row.item_ids, inflowIds, names: saleNamesOf(row) };
  }
  const row = await runSaleStatement(tx, whole);
  return { id: row.id, itemIds: row.item_ids, inflowIds: row.inflow_ids, names: saleNamesOf(row) };
}

type SaleStatementRow = { id: number; item_ids: number[]; inflow_ids: number[] } & SaleNamesRow;

async function runSaleStatement(tx: Db, statement: SQL): Promise<SaleStatementRow> {
  const written = (await tx.execute(statement)) as unknown as { rows: Array<SaleStatementRow & { id: number | null }> };
  const row = written.rows[0];
  if (!row || row.id === null) throw new Error("sale insert failed");
  return row;
}

/** PostgreSQL's wire protocol counts a statement's parameters in 16 bits. */
const MAX_PARAMETERS = 65_535;
const STOCK_ROWS_PER_STATEMENT = 2_000;
const dialect = new PgDialect();

/**
 * Whether the sale's one statement binds few enough values. Counted exactly only when the rows could come near the
 * limit (a sale of 500 plain items paid in 20 × 48 card installments binds about 60 000): the count builds the query.
 */
function fitsOneStatement(
  statement: SQL,
  items: number,
  stockRows: number,
  inflows: ReadonlyArray<{ readonly installments: number }>,
): boolean {
  const entries = inflows.reduce((sum, line) => sum + 2 * line.installments, 0);
  if (items + stockRows + entries < 1_000) return true;
  return dialect.sqlToQuery(statement).params.length <= MAX_PARAMETERS;
}

/** The id of the sale the statement inserts, for the rows that reference it in the same statement. */
const NEW_SALE_ID = sql`(select id from new_sale)`;

/** A text that holds the new sale's id ("Venda nº 12"), as SQL: the id is only known inside the statement. */
function withNewSaleId(text: (id: string) => string): SQL {
  const mark = "\u0001";
  const [before = "", after] = text(mark).split(mark);
  return after === undefined ? sql`${before}::text` : sql`(${before}::text || ${NEW_SALE_ID}::text || ${after}::text)`;
}
