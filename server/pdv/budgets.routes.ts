import { budgetsEndpoints } from "../../src/schemas/endpoints/pdv-budgets.ts";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { BudgetDetail, type BudgetRequest } from "../../src/schemas/pdv-budgets.ts";
import type { Db } from "../db/client.ts";
import { customerAddresses, customers } from "../customers/schema.ts";
import { companies } from "../network/schema.ts";
import { budgetItems, budgets, deliveryMen, sales } from "./schema.ts";
import { transporters } from "../suppliers/schema.ts";
import { vehicles } from "../vehicles/schema.ts";
import { sellers } from "../sellers/public.ts";
import { products } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import { message, notFound, ValidationError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { pdfOwner } from "../pdf/fair-queue.ts";
import { pdfResponse } from "../pdf/pdf-response.ts";
import { listPage } from "../http/list.ts";
import { col } from "./sql.ts";
import { defineRoute, type IdFields, type SessionInfo } from "../http/route.ts";
import { ofOwnUnits, tenantScope } from "../http/tenant.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { budgetPdfUrl, loadBudgetDetail } from "./budget-detail.ts";
import { POS_ANY } from "./products.routes.ts";
import { checkReferences, loadCatalog } from "./sale-lookups.ts";
import { ownBudgets } from "./unit-scope.ts";
import { type FieldErrors, type ItemsPlan, moneyFormatter, planItems } from "./sale-plan.ts";
import { assertOwnCompany, defaultPeriod, iso, numericOfCents, quantityText } from "./values.ts";

const BUDGET_IDS: IdFields<BudgetRequest> = {
  company_id: companies,
  customer_id: customers,
  // The customer's vehicle (spec 3 Vehicle); checkReferences makes sure it is the budget's customer's.
  customer_object_id: vehicles,
  delivery_address_id: customerAddresses,
  transporter_id: transporters,
  delivery_men: deliveryMen,
  seller: sellers,
  "items[].product_id": products,
  "items[].attendant_id": sellers,
};

/** Validates a budget request and recomputes its totals (422 on a mismatch). */
async function priceBudget(db: Db, session: SessionInfo, body: BudgetRequest, locale: Locale): Promise<ItemsPlan> {
  assertOwnCompany(session, body.company_id);
  const errors: FieldErrors = {};
  const catalog = await loadCatalog(
    db,
    session,
    body.company_id,
    body.items.map((i) => i.product_id),
  );
  await checkReferences(
    db,
    session,
    {
      customerId: body.customer_id,
      deliveryAddressId: body.delivery_address_id,
      vehicleId: body.customer_object_id,
    },
    "",
    errors,
  );
  const plan = planItems(body.items, body, catalog, moneyFormatter(locale, session.currency), "total", errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return plan;
}

const budgetColumns = (body: BudgetRequest, plan: ItemsPlan) => ({
  companyId: body.company_id,
  customerId: body.customer_id ?? null,
  customerObjectId: body.customer_object_id ?? null,
  deliveryAddressId: body.delivery_address_id ?? null,
  transporterId: body.transporter_id ?? null,
  deliveryManId: body.delivery_men ?? null,
  sellerId: body.seller ?? null,
  shippingMethod: plan.shippingMethod,
  deliveryCharge: numericOfCents(plan.totals.deliveryCharge),
  deliveryCost: numericOfCents(plan.totals.deliveryCost),
  percentageDiscount: plan.percentageDiscount.toFixed(2),
  grossTotal: numericOfCents(plan.totals.grossTotal),
  discountTotal: numericOfCents(plan.totals.discountTotal),
  itemsTotal: numericOfCents(plan.totals.itemsTotal),
  total: numericOfCents(plan.totals.total),
  notes: body.notes?.trim() ?? "",
});

async function writeItems(tx: Db, multiStoreId: number, budgetId: number, plan: ItemsPlan) {
  await tx.insert(budgetItems).values(
    plan.items.map((item) => ({
      multiStoreId,
      budgetId,
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
}

const create = defineRoute({
  endpoint: budgetsEndpoints.create,
  access: POS_ANY,
  tag: "pdv",
  summary: "Creates a budget (orçamento) from the PDV's items (Idempotency-Key required)",
  bodyIds: BUDGET_IDS,
  handler: async ({ c, services, session, body, locale, audit }) =>
    idempotent(
      { c, services, session, route: "budgets.create", request: body, response: BudgetDetail, status: 201 },
      async (tx) => {
        const plan = await priceBudget(tx, session, body, locale);
        const now = services.now();
        const [budget] = await tx
          .insert(budgets)
          .values({
            multiStoreId: session.multiStoreId,
            userId: session.userId,
            ...budgetColumns(body, plan),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: budgets.id });
        if (!budget) throw new Error("budget insert failed");
        await writeItems(tx, session.multiStoreId, budget.id, plan);
        await audit(
          {
            action: "create",
            entity: "budget",
            entityId: budget.id,
            companyId: body.company_id,
            details: { total: body.total },
          },
          tx,
        );
        const detail = await loadBudgetDetail(tx, session, budget.id);
        if (!detail) throw new Error("budget not found after insert");
        return detail;
      },
    ),
});

const update = defineRoute({
  endpoint: budgetsEndpoints.update,
  access: POS_ANY,
  tag: "pdv",
  summary: "Replaces an open budget's fields and items (a budget of a unit the user works in, else 404)",
  params: { id: budgets },
  bodyIds: BUDGET_IDS,
  handler: async ({ services, session, params, body, locale, audit }) =>
    services.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(budgets)
        .where(tenantScope(budgets, session, eq(budgets.id, params.id), ownBudgets(session)))
        .for("update");
      if (!current) throw notFound();
      if (current.status !== "open") throw new ValidationError({ id: [message("pdv:budget.converted")] });
      const plan = await priceBudget(tx, session, body, locale);
      await tx
        .update(budgets)
        .set({ ...budgetColumns(body, plan), updatedAt: services.now() })
        .where(eq(budgets.id, current.id));
      await tx.delete(budgetItems).where(eq(budgetItems.budgetId, current.id));
      await writeItems(tx, session.multiStoreId, current.id, plan);
      await audit(
        {
          action: "update",
          entity: "budget",
          entityId: current.id,
          companyId: body.company_id,
          details: { from: current.total, to: body.total },
        },
        tx,
      );
      const detail = await loadBudgetDetail(tx, session, current.id);
      if (!detail) throw notFound();
      return detail;
    }),
});

const pdf = defineRoute({
  endpoint: budgetsEndpoints.pdf,
  access: POS_ANY,
  tag: "pdv",
  summary: "The budget as a PDF (orcamento-{id}.pdf)",
  params: { id: budgets },
  handler: async ({ services, session, params, locale }) => {
    const budget = await loadBudgetDetail(services.db, session, params.id);
    if (!budget) throw notFound();
    const { bytes } = await services.pdf.render({ kind: "budget", locale, budget }, pdfOwner(session));
    return pdfResponse(bytes, `orcamento-${budget.id}.pdf`);
  },
});

const detail = defineRoute({
  endpoint: budgetsEndpoints.detail,
  access: POS_ANY,
  tag: "pdv",
  summary: "One budget with its items, to reopen it in the PDV",
  params: { id: budgets },
  handler: async ({ services, session, params }) => {
    const budget = await loadBudgetDetail(services.db, session, params.id);
    if (!budget) throw notFound();
    return budget;
  },
});

const convert = defineRoute({
  endpoint: budgetsEndpoints.convert,
  access: POS_ANY,
  tag: "pdv",
  summary: "Marks a budget as converted into a sale (again with the same sale: no change)",
  bodyIds: { id: budgets, sale_id: sales },
  handler: async ({ services, session, body, audit }) =>
    services.db.transaction(async (tx) => {
      const [budget] = await tx
        .select()
        .from(budgets)
        .where(tenantScope(budgets, session, eq(budgets.id, body.id), ownBudgets(session)))
        .for("update");
      if (!budget) throw new ValidationError({ id: [message("validation:not-found")] });
      const [sale] = await tx
        .select({ id: sales.id, companyId: sales.companyId })
        .from(sales)
        .where(tenantScope(sales, session, eq(sales.id, body.sale_id), ofOwnUnits(sales.companyId, session)));
      if (!sale) throw new ValidationError({ sale_id: [message("validation:not-found")] });
      if (sale.companyId !== budget.companyId) {
        throw new ValidationError({ sale_id: [message("pdv:budget.sale-company")] });
      }
      if (budget.status === "converted" && budget.saleId !== sale.id) {
        throw new ValidationError({ id: [message("pdv:budget.converted")] });
      }
      const [other] = await tx
        .select({ id: budgets.id })
        .from(budgets)
        .where(and(eq(budgets.saleId, sale.id), ne(budgets.id, budget.id)));
      if (other) throw new ValidationError({ sale_id: [message("pdv:budget.sale-taken")] });
      if (budget.status !== "converted") {
        const now = services.now();
        await tx
          .update(budgets)
          .set({ status: "converted", saleId: sale.id, convertedAt: now, updatedAt: now })
          .where(eq(budgets.id, budget.id));
        await audit(
          {
            action: "convert",
            entity: "budget",
            entityId: budget.id,
            companyId: budget.companyId,
            details: { sale_id: sale.id },
          },
          tx,
        );
      }
      const detail = await loadBudgetDetail(tx, session, budget.id);
      if (!detail) throw notFound();
      return detail;
    }),
});

const sortable = {
  id: budgets.id,
  created_at: budgets.createdAt,
  total: budgets.total,
  company: companies.name,
  user: users.name,
} as const;

const list = defineRoute({
  endpoint: budgetsEndpoints.list,
  access: POS_ANY,
  tag: "pdv",
  summary: "Budgets of the units the user works in, paged (default period: this month)",
  queryIds: { company_id: companies },
  handler: async ({ services, session, query }) => {
    const { db } = services;
    const itemsCount = sql<number>`(select count(*)::int from ${budgetItems} where ${col(budgetItems.budgetId)} = ${col(budgets.id)} and ${col(budgetItems.status)})`;
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: budgets, session },
      units: budgets.companyId,
      sort: { by: sortable, field: "id", direction: "desc", tieBreak: [desc(budgets.id)] },
      search: { columns: [customers.name], number: budgets.id },
      dates: { column: budgets.createdAt, period: defaultPeriod(query, services.now()) },
      where: [
        query.company_id ? eq(budgets.companyId, query.company_id) : undefined,
        query.status ? eq(budgets.status, query.status) : undefined,
      ],
      rows: db
        .select({
          id: budgets.id,
          createdAt: budgets.createdAt,
          companyId: budgets.companyId,
          company: companies.name,
          user: users.name,
          customer: customers.name,
          itemsCount,
          total: budgets.total,
          status: budgets.status,
          saleId: budgets.saleId,
        })
        .from(budgets)
        .innerJoin(companies, eq(companies.id, budgets.companyId))
        .innerJoin(users, eq(users.id, budgets.userId))
        .leftJoin(customers, eq(customers.id, budgets.customerId))
        .$dynamic(),
      totals: db
        .select({ count: count() })
        .from(budgets)
        .leftJoin(customers, eq(customers.id, budgets.customerId))
        .$dynamic(),
      item: (r) => ({
        id: r.id,
        created_at: iso(r.createdAt),
        company_id: r.companyId,
        company: r.company,
        user: r.user,
        customer: r.customer,
        items_count: Number(r.itemsCount),
        total: r.total,
        status: r.status === "converted" ? ("converted" as const) : ("open" as const),
        sale_id: r.saleId,
        pdf_url: budgetPdfUrl(r.id),
      }),
    });
    return { data, meta };
  },
});

export const budgetsRoutes = [create, update, pdf, detail, convert, list];
