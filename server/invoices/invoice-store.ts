import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  installmentsMatch,
  type InvoiceCharges,
  invoiceProblem,
  invoiceTotals,
  type InvoiceStatus,
} from "../../src/domain/invoices.ts";
import { type Cents, centsToDecimalString, parseMoney } from "../../src/domain/money.ts";
import { fitsUnit, milliToDecimalString, parseQuantity } from "../../src/domain/stock.ts";
import type { InvoiceDetail, InvoiceInput } from "../../src/schemas/invoices.ts";
import type { Db } from "../db/client.ts";
import { accountPlans } from "../finance/schema.ts";
import { STANDARD_PLAN_CODES } from "../finance/public.ts";
import { invalidField, notFound } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { products, stocks } from "../stock/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { purchaseInvoiceItems, purchaseInvoices, supplierProductCodes } from "./schema.ts";

// Loading one purchase invoice and saving a draft: the server checks the unit, stock, products and account-plan row,
// recomputes line totals, the total and each line's landed cost, and learns the supplier's product codes.

export type InvoiceRow = typeof purchaseInvoices.$inferSelect;
type StoredInstallment = { readonly due_date: string; readonly value: string };

export const centsOf = (text: string): Cents => parseMoney(text) ?? 0;
const money = (cents: Cents) => centsToDecimalString(cents);

export const chargesOf = (row: InvoiceRow): InvoiceCharges => ({
  freight: centsOf(row.freight),
  ipi: centsOf(row.ipi),
  icmsSt: centsOf(row.icmsSt),
  otherCosts: centsOf(row.otherCosts),
  discount: centsOf(row.discount),
});

export const storedInstallments = (row: InvoiceRow): ReadonlyArray<StoredInstallment> =>
  Array.isArray(row.installments) ? (row.installments as StoredInstallment[]) : [];

/** One invoice of the session's network with its lines, or 404. */
export async function loadInvoice(db: Db, session: SessionInfo, id: number): Promise<InvoiceDetail> {
  const [row] = await db
    .select({ invoice: purchaseInvoices, supplierName: suppliers.name })
    .from(purchaseInvoices)
    .leftJoin(suppliers, eq(suppliers.id, purchaseInvoices.supplierId))
    .where(tenantScope(purchaseInvoices, session, eq(purchaseInvoices.id, id)));
  // An invoice of a unit the user does not work in is not theirs to read, as it is not in their list.
  if (!row || !session.companyIds.includes(row.invoice.companyId)) throw notFound();
  const items = await db
    .select({
      item: purchaseInvoiceItems,
      productDescription: products.fullDescription,
      sku: products.sku,
      decimals: products.saleUnitDecimals,
    })
    .from(purchaseInvoiceItems)
    .leftJoin(products, eq(products.id, purchaseInvoiceItems.productId))
    .where(eq(purchaseInvoiceItems.invoiceId, id))
    .orderBy(asc(purchaseInvoiceItems.position), asc(purchaseInvoiceItems.id));
  const invoice = row.invoice;
  return {
    id: invoice.id,
    company_id: invoice.companyId,
    stock_id: invoice.stockId,
    supplier_id: invoice.supplierId,
    supplier_name: row.supplierName ?? "",
    number: invoice.number,
    series: invoice.series,
    access_key: invoice.accessKey,
    issue_date: invoice.issueDate,
    entry_date: invoice.entryDate,
    freight: invoice.freight,
    ipi: invoice.ipi,
    icms_st: invoice.icmsSt,
    other_costs: invoice.otherCosts,
    discount: invoice.discount,
    items_total: invoice.itemsTotal,
    total: invoice.total,
    account_plan_id: invoice.accountPlanId,
    installments: storedInstallments(invoice).map((installment, index) => ({
      number: index + 1,
      due_date: installment.due_date,
      value: installment.value,
    })),
    items: items.map(({ item, productDescription, sku, decimals }) => ({
      id: item.id,
      product_id: item.productId,
      product_description: productDescription ?? "",
      sku: sku ?? "",
      sale_unit_decimals: decimals ?? 0,
      supplier_code: item.supplierCode,
      description: item.description,
      quantity: Number(item.quantity),
      unit_cost: item.unitCost,
      total: item.total,
      landed_cost: item.landedCost,
    })),
    status: invoice.status as InvoiceStatus,
    notes: invoice.notes,
    posted_at: invoice.postedAt?.toISOString() ?? null,
    canceled_at: invoice.canceledAt?.toISOString() ?? null,
    created_at: invoice.createdAt.toISOString(),
  };
}

/** Whether another invoice of this supplier with this number and series is posted. */
export async function postedTwin(
  db: Db,
  multiStoreId: number,
  invoice: { supplierId: number; number: string; series: string },
  exceptId: number | null,
): Promise<boolean> {
  const [twin] = await db
    .select({ id: purchaseInvoices.id })
    .from(purchaseInvoices)
    .where(
      and(
        eq(purchaseInvoices.multiStoreId, multiStoreId),
        eq(purchaseInvoices.supplierId, invoice.supplierId),
        eq(purchaseInvoices.number, invoice.number),
        eq(purchaseInvoices.series, invoice.series),
        eq(purchaseInvoices.status, "posted"),
        exceptId === null ? undefined : ne(purchaseInvoices.id, exceptId),
      ),
    )
    .limit(1);
  return twin !== undefined;
}

export type DraftValues = Omit<typeof purchaseInvoices.$inferInsert, "id" | "multiStoreId" | "createdAt" | "status">;
export type DraftLine = Omit<typeof purchaseInvoiceItems.$inferInsert, "id" | "multiStoreId" | "invoiceId">;

/** Checks a draft against the session's network and the rules; answers what to store, or throws a 422. */
export async function validDraft(
  db: Db,
  session: SessionInfo,
  body: InvoiceInput,
  invoiceId: number | null,
): Promise<{ values: DraftValues; lines: DraftLine[] }> {
  if (!session.companyIds.includes(body.company_id)) throw invalidField("company_id", "invoice-unit-not-yours");
  const [stock] = await db
    .select({ companyId: stocks.companyId, active: stocks.active })
    .from(stocks)
    .where(tenantScope(stocks, session, eq(stocks.id, body.stock_id)));
  if (!stock || stock.companyId !== body.company_id || !stock.active)
    throw invalidField("stock_id", "invoice-stock-of-unit");
  if (body.entry_date < body.issue_date) throw invalidField("entry_date", "invoice-entry-before-issue");
  const productIds = [...new Set(body.items.map((item) => item.product_id))];
  const found = productIds.length
    ? await db
        .select({ id: products.id, kind: products.kind, decimals: products.saleUnitDecimals })
        .from(products)
        .where(tenantScope(products, session, inArray(products.id, productIds)))
    : [];
  const byId = new Map(found.map((product) => [product.id, product]));
  body.items.forEach((item, index) => {
    const product = byId.get(item.product_id);
    if (!product) throw invalidField(`items.${index}.product_id`, "invalid");
    if (product.kind === "service") throw invalidField(`items.${index}.product_id`, "invoice-service-item");
    if (!fitsUnit(parseQuantity(item.quantity) ?? 0, product.decimals))
      throw invalidField(`items.${index}.quantity`, "invoice-quantity-decimals", { decimals: product.decimals });
  });
  const amounts = body.items.map((item) => ({
    quantity: parseQuantity(item.quantity) ?? 0,
    unitCost: centsOf(item.unit_cost),
  }));
  const charges: InvoiceCharges = {
    freight: centsOf(body.freight ?? "0"),
    ipi: centsOf(body.ipi ?? "0"),
    icmsSt: centsOf(body.icms_st ?? "0"),
    otherCosts: centsOf(body.other_costs ?? "0"),
    discount: centsOf(body.discount ?? "0"),
  };
  const problem = invoiceProblem(amounts, charges);
  if (problem !== null)
    throw invalidField(problem === "discount-above-total" ? "discount" : "items", `invoice-${problem}`);
  const totals = invoiceTotals(amounts, charges);
  const installments =
    body.installments.length > 0
      ? body.installments.map((installment) => ({ due_date: installment.due_date, value: installment.value }))
      : [{ due_date: body.entry_date, value: money(totals.total) }];
  if (
    totals.total > 0 &&
    !installmentsMatch(
      installments.map((i) => centsOf(i.value)),
      totals.total,
    )
  )
    throw invalidField("installments", "invoice-installments-sum", { total: money(totals.total) });
  const accountPlanId = await accountPlanOf(db, session, body);
  const series = body.series?.trim() ?? "";
  const number = body.number.trim();
  if (await postedTwin(db, session.multiStoreId, { supplierId: body.supplier_id, number, series }, invoiceId))
    throw invalidField("number", "invoice-already-posted");
  return {
    values: {
      companyId: body.company_id,
      stockId: body.stock_id,
      supplierId: body.supplier_id,
      number,
      series,
      accessKey: body.access_key?.trim() || null,
      issueDate: body.issue_date,
      entryDate: body.entry_date,
      freight: money(charges.freight),
      ipi: money(charges.ipi),
      icmsSt: money(charges.icmsSt),
      otherCosts: money(charges.otherCosts),
      discount: money(charges.discount),
      itemsTotal: money(totals.itemsTotal),
      total: money(totals.total),
      accountPlanId,
      installments,
      notes: body.notes?.trim() ?? "",
    },
    lines: body.items.map((item, index) => ({
      position: index,
      productId: item.product_id,
      supplierCode: item.supplier_code?.trim() ?? "",
      description: item.description?.trim() ?? "",
      quantity: milliToDecimalString(amounts[index]?.quantity ?? 0),
      unitCost: money(amounts[index]?.unitCost ?? 0),
      total: money(totals.lines[index] ?? 0),
      landedCost: money(totals.landed[index] ?? 0),
    })),
  };
}

/** The account-plan row given (of the invoice's unit), or the unit's goods purchased row (4.1) by default. */
async function accountPlanOf(db: Db, session: SessionInfo, body: InvoiceInput): Promise<number | null> {
  const given = body.account_plan_id ?? null;
  const [row] = await db
    .select({ id: accountPlans.id })
    .from(accountPlans)
    .where(
      tenantScope(
        accountPlans,
        session,
        eq(accountPlans.companyId, body.company_id),
        given === null ? eq(accountPlans.code, STANDARD_PLAN_CODES.goodsCost) : eq(accountPlans.id, given),
      ),
    );
  if (given !== null && !row) throw invalidField("account_plan_id", "invoice-account-plan-of-unit");
  return row?.id ?? null;
}

/** Writes a draft's lines (replacing the old ones) and learns the supplier's codes of its linked lines. */
export async function writeLines(
  tx: Db,
  multiStoreId: number,
  invoice: { id: number; supplierId: number },
  lines: ReadonlyArray<DraftLine>,
): Promise<void> {
  await tx.delete(purchaseInvoiceItems).where(eq(purchaseInvoiceItems.invoiceId, invoice.id));
  if (lines.length > 0)
    await tx
      .insert(purchaseInvoiceItems)
      .values(lines.map((line) => ({ ...line, multiStoreId, invoiceId: invoice.id })));
  const codes = new Map<string, number>();
  for (const line of lines) if (line.supplierCode) codes.set(line.supplierCode, line.productId);
  if (codes.size === 0) return;
  await tx
    .insert(supplierProductCodes)
    .values([...codes].map(([code, productId]) => ({ multiStoreId, supplierId: invoice.supplierId, code, productId })))
    .onConflictDoUpdate({
      target: [supplierProductCodes.multiStoreId, supplierProductCodes.supplierId, supplierProductCodes.code],
      set: { productId: sql`excluded.product_id` },
    });
}
