import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { INVOICES_REQUIREMENT, weightedAverageCost } from "../../src/domain/invoices.ts";
import type { Cents } from "../../src/domain/money.ts";
import { parseQuantity } from "../../src/domain/stock.ts";
import { invoicesEndpoints } from "../../src/schemas/endpoints/invoices.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { cancelEntriesOf, createEntries } from "../finance/ledger.ts";
import { accountPlans, financialEntries } from "../finance/schema.ts";
import { HttpError, invalidField, message, notFound } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { lockStock, putIn, type StockChange, takeOut } from "../stock/ledger.ts";
import { setUnitCosts } from "../stock/public.ts";
import { productConfigs, products, skuStocks } from "../stock/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { centsOf, type InvoiceRow, loadInvoice, postedTwin, storedInstallments } from "./invoice-store.ts";
import { notDraft } from "./invoices.routes.ts";
import { purchaseInvoiceItems, purchaseInvoices } from "./schema.ts";

// Posting a purchase invoice: in one transaction the goods go into the chosen stock through the stock ledger
// (reason purchase-invoice, document_id = the invoice), each product's unit cost in the unit becomes the weighted
// average with what came in (landed cost: freight, IPI, ICMS-ST and other costs less discount by line value), and the
// payables are created through the finance ledger (origin invoice). Canceling takes the goods back out and cancels
// the payables; it is refused while a payable is settled (reopen it first) or when the stock no longer holds the goods.

const pi = purchaseInvoices;

async function lockInvoice(tx: Db, session: SessionInfo, id: number): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(pi)
    .where(tenantScope(pi, session, eq(pi.id, id)))
    .for("update");
  if (!row || !session.companyIds.includes(row.companyId)) throw notFound();
  return row;
}

/**
 * The chart row the draft books into still exists in its unit (it may have been deleted since the draft was saved:
 * no entry used it yet); held (FOR SHARE) until the payables naming it commit.
 */
async function refuseMissingPlan(tx: Db, invoice: InvoiceRow): Promise<void> {
  if (invoice.accountPlanId === null) return;
  const [plan] = await tx
    .select({ id: accountPlans.id })
    .from(accountPlans)
    .where(and(eq(accountPlans.id, invoice.accountPlanId), eq(accountPlans.companyId, invoice.companyId)))
    .for("share");
  if (!plan) throw invalidField("account_plan_id", "invoice-account-plan-of-unit");
}

type Line = { productId: number; quantity: number; landed: Cents };

async function linesOf(tx: Db, invoiceId: number): Promise<Line[]> {
  const rows = await tx
    .select({
      productId: purchaseInvoiceItems.productId,
      quantity: purchaseInvoiceItems.quantity,
      landed: purchaseInvoiceItems.landedCost,
    })
    .from(purchaseInvoiceItems)
    .where(eq(purchaseInvoiceItems.invoiceId, invoiceId));
  return rows.map((row) => ({
    productId: row.productId,
    quantity: parseQuantity(row.quantity) ?? 0,
    landed: centsOf(row.landed),
  }));
}

/** Quantity and landed cost per product (a product on several lines enters once, by their sums). */
const byProduct = (lines: ReadonlyArray<Line>) => {
  const sums = new Map<number, { quantity: number; landed: Cents }>();
  for (const line of lines) {
    const sum = sums.get(line.productId) ?? { quantity: 0, landed: 0 };
    sums.set(line.productId, { quantity: sum.quantity + line.quantity, landed: sum.landed + line.landed });
  }
  return sums;
};

/** The products' on-hand in the unit (all its stocks) and current unit cost (the unit's, else the reference). */
async function costsBefore(tx: Db, invoice: InvoiceRow, productIds: ReadonlyArray<number>) {
  const rows = await tx
    .select({
      productId: products.id,
      onHand: sql<string>`coalesce((select sum(s.quantity) from ${skuStocks} s where s.company_id = ${invoice.companyId} and s.product_id = ${products.id}), 0)`,
      unitCost: sql<string>`coalesce(${productConfigs.unitCost}, ${products.cost})`,
    })
    .from(products)
    .leftJoin(
      productConfigs,
      and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, invoice.companyId)),
    )
    .where(inArray(products.id, [...productIds]));
  return new Map(
    rows.map((row) => [
      row.productId,
      { quantity: parseQuantity(Number(row.onHand).toFixed(3)) ?? 0, unitCost: centsOf(row.unitCost) },
    ]),
  );
}

const stockChanges = (invoice: InvoiceRow, lines: ReadonlyArray<Line>, userId: number, at: Date): StockChange[] =>
  lines.map((line) => ({
    multiStoreId: invoice.multiStoreId,
    companyId: invoice.companyId,
    stockId: invoice.stockId,
    productId: line.productId,
    quantity: line.quantity,
    reason: "purchase-invoice",
    documentId: invoice.id,
    note: `NF ${invoice.number}${invoice.series ? `/${invoice.series}` : ""}`,
    userId,
    at,
  }));

const post = defineRoute({
  endpoint: invoicesEndpoints.post,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary:
    "Posts a draft: goods into its stock (weighted average unit cost per product in the unit) and its payables, " +
    "in one transaction; refused for a number and series of the supplier already posted",
  params: { id: purchaseInvoices },
  handler: async ({ services, session, params, audit }) => {
    const at = services.now();
    try {
      await services.db.transaction(async (tx) => {
        const invoice = await lockInvoice(tx, session, params.id);
        if (invoice.status !== "draft") throw notDraft();
        if (await postedTwin(tx, session.multiStoreId, invoice, invoice.id))
          throw invalidField("number", "invoice-already-posted");
        const lines = await linesOf(tx, invoice.id);
        if (lines.length === 0) throw invalidField("items", "invoice-lines-required");
        await refuseMissingPlan(tx, invoice);
        const sums = byProduct(lines);
        const productIds = [...sums.keys()].sort((a, b) => a - b);
        await lockStock(tx, invoice.companyId, productIds, invoice.stockId);
        const before = await costsBefore(tx, invoice, productIds);
        await putIn(tx, stockChanges(invoice, lines, session.userId, at));
        await setUnitCosts(
          tx,
          productIds.map((productId) => {
            const sum = sums.get(productId) ?? { quantity: 1, landed: 0 };
            return {
              multiStoreId: invoice.multiStoreId,
              companyId: invoice.companyId,
              productId,
              unitCost: weightedAverageCost(
                before.get(productId) ?? { quantity: 0, unitCost: 0 },
                sum.quantity,
                sum.landed,
              ),
            };
          }),
        );
        const [supplier] = await tx
          .select({ name: suppliers.name })
          .from(suppliers)
          .where(eq(suppliers.id, invoice.supplierId));
        const installments = storedInstallments(invoice);
        const document = `${invoice.number}${invoice.series ? `/${invoice.series}` : ""}`;
        const groupId = crypto.randomUUID();
        await createEntries(
          tx,
          installments.map((installment, index) => ({
            multiStoreId: invoice.multiStoreId,
            companyId: invoice.companyId,
            kind: "pay",
            description: `NF ${document} — ${supplier?.name ?? ""}`.trim(),
            supplierId: invoice.supplierId,
            accountPlanId: invoice.accountPlanId,
            competencyDate: invoice.issueDate,
            dueDate: installment.due_date,
            value: centsOf(installment.value),
            installmentNumber: index + 1,
            installmentCount: installments.length,
            groupId,
            origin: "invoice",
            originId: invoice.id,
            document,
            userId: session.userId,
            at,
          })),
        );
        await tx.update(pi).set({ status: "posted", postedAt: at, updatedAt: at }).where(eq(pi.id, invoice.id));
        await audit(
          {
            action: "posted",
            entity: "purchase_invoices",
            entityId: invoice.id,
            companyId: invoice.companyId,
            details: { number: invoice.number, series: invoice.series, total: invoice.total },
          },
          tx,
        );
      });
    } catch (error) {
      // Two users posting the same supplier's number at once: the unique index keeps one.
      if (isUniqueViolation(error)) throw invalidField("number", "invoice-already-posted");
      throw error;
    }
    return loadInvoice(services.db, session, params.id);
  },
});

const cancel = defineRoute({
  endpoint: invoicesEndpoints.cancel,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary:
    "Cancels a posted invoice: its goods out of the stock and its payables canceled, in one transaction; refused " +
    "while one of its payables is settled or when the stock no longer holds the goods. A draft is just canceled.",
  params: { id: purchaseInvoices },
  handler: async ({ services, session, params, audit }) => {
    const at = services.now();
    await services.db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, session, params.id);
      if (invoice.status === "canceled") throw new HttpError(409, [message("server:invoices.already-canceled")]);
      if (invoice.status === "posted") {
        const [settled] = await tx
          .select({ id: financialEntries.id })
          .from(financialEntries)
          .where(
            and(
              eq(financialEntries.multiStoreId, invoice.multiStoreId),
              eq(financialEntries.origin, "invoice"),
              eq(financialEntries.originId, invoice.id),
              isNull(financialEntries.canceledAt),
              gt(financialEntries.settledValue, "0"),
            ),
          )
          .limit(1);
        if (settled) throw new HttpError(409, [message("server:invoices.payable-settled")]);
        const lines = await linesOf(tx, invoice.id);
        const sums = byProduct(lines);
        const productIds = [...sums.keys()].sort((a, b) => a - b);
        const levels = await lockStock(tx, invoice.companyId, productIds, invoice.stockId);
        for (const productId of productIds) {
          const onHand = parseQuantity(levels.get(productId)?.quantity ?? "0") ?? 0;
          if (onHand < (sums.get(productId)?.quantity ?? 0)) {
            const [product] = await tx
              .select({ name: products.fullDescription })
              .from(products)
              .where(eq(products.id, productId));
            throw new HttpError(409, [message("server:invoices.stock-short", { product: product?.name ?? "" })]);
          }
        }
        await takeOut(tx, stockChanges(invoice, lines, session.userId, at));
        await cancelEntriesOf(tx, { multiStoreId: invoice.multiStoreId, origin: "invoice", originId: invoice.id, at });
      }
      await tx.update(pi).set({ status: "canceled", canceledAt: at, updatedAt: at }).where(eq(pi.id, invoice.id));
      await audit(
        {
          action: "canceled",
          entity: "purchase_invoices",
          entityId: invoice.id,
          companyId: invoice.companyId,
          details: { number: invoice.number, series: invoice.series, was: invoice.status },
        },
        tx,
      );
    });
    return loadInvoice(services.db, session, params.id);
  },
});

export const invoicePostingRoutes = [post, cancel];
