import { and, asc, eq, sql } from "drizzle-orm";
import { INVOICES_REQUIREMENT } from "../../src/domain/invoices.ts";
import type { InvoiceStatus } from "../../src/domain/invoices.ts";
import { invoicesEndpoints } from "../../src/schemas/endpoints/invoices.ts";
import { accountPlans } from "../finance/schema.ts";
import { HttpError, message, notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { ofOwnUnits, tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { products, stocks } from "../stock/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { loadInvoice, validDraft, writeLines } from "./invoice-store.ts";
import { purchaseInvoices } from "./schema.ts";

// Purchase invoices (issue 14 item 5; spec 2.2 /fatura-de-compra, INV 1): the paged list, one invoice, saving a
// draft. Posting and canceling are in posting.routes.ts, the NF-e import in nfe-import.routes.ts.

const pi = purchaseInvoices;

const draftIds = {
  company_id: companies,
  stock_id: stocks,
  supplier_id: suppliers,
  account_plan_id: accountPlans,
  "items[].product_id": products,
} as const;

/** 409 when the invoice is no longer a draft: posted invoices are read-only. */
export const notDraft = () => new HttpError(409, [message("server:invoices.not-draft")]);

const list = defineRoute({
  endpoint: invoicesEndpoints.list,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary: "Purchase invoices of the user's units, paged; filter by number or supplier, status, unit and issue date",
  queryIds: { company_id: companies },
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: pi, session },
      sort: {
        by: {
          issue_date: pi.issueDate,
          entry_date: pi.entryDate,
          number: pi.number,
          supplier_name: sql`lower(${suppliers.name})`,
          total: pi.total,
          status: pi.status,
        },
        field: "issue_date",
        direction: "desc",
        tieBreak: [asc(pi.id)],
      },
      search: { columns: [pi.number, suppliers.name, suppliers.tradeName] },
      dates: { column: pi.issueDate },
      where: [
        ofOwnUnits(pi.companyId, session),
        query.status === undefined ? undefined : eq(pi.status, query.status),
        query.company_id === undefined ? undefined : eq(pi.companyId, query.company_id),
      ],
      rows: db
        .select({
          id: pi.id,
          company_id: pi.companyId,
          supplier_id: pi.supplierId,
          supplier_name: sql<string>`coalesce(${suppliers.name}, '')`,
          number: pi.number,
          series: pi.series,
          issue_date: pi.issueDate,
          entry_date: pi.entryDate,
          total: pi.total,
          status: pi.status,
        })
        .from(pi)
        .leftJoin(suppliers, eq(suppliers.id, pi.supplierId))
        .$dynamic(),
      totals: db
        .select({ count: sql<number>`count(*)` })
        .from(pi)
        .leftJoin(suppliers, eq(suppliers.id, pi.supplierId))
        .$dynamic(),
      item: (row) => ({ ...row, status: row.status as InvoiceStatus }),
    });
    return { data, meta };
  },
});

const detail = defineRoute({
  endpoint: invoicesEndpoints.detail,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary: "One purchase invoice with its lines (landed cost per line) and installments",
  params: { id: purchaseInvoices },
  handler: async ({ services: { db }, session, params }) => loadInvoice(db, session, params.id),
});

const create = defineRoute({
  endpoint: invoicesEndpoints.create,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary:
    "Saves a new draft purchase invoice; the server recomputes line totals, the total and landed costs, and " +
    "learns the supplier's product codes of its lines",
  bodyIds: draftIds,
  handler: async ({ services, session, body, audit }) => {
    const { values, lines } = await validDraft(services.db, session, body, null);
    const id = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pi)
        .values({ ...values, multiStoreId: session.multiStoreId, userId: session.userId, createdAt: services.now() })
        .returning({ id: pi.id });
      if (!row) throw new Error("purchase invoice insert failed");
      await writeLines(tx, session.multiStoreId, { id: row.id, supplierId: values.supplierId }, lines);
      await audit(
        {
          action: "created",
          entity: "purchase_invoices",
          entityId: row.id,
          companyId: values.companyId,
          details: { number: values.number, series: values.series, total: values.total },
        },
        tx,
      );
      return row.id;
    });
    return loadInvoice(services.db, session, id);
  },
});

const update = defineRoute({
  endpoint: invoicesEndpoints.update,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary: "Replaces a draft purchase invoice (a posted or canceled one is read-only: 409)",
  params: { id: purchaseInvoices },
  bodyIds: draftIds,
  handler: async ({ services, session, params, body, audit }) => {
    const [current] = await services.db
      .select({ status: pi.status })
      .from(pi)
      .where(tenantScope(pi, session, eq(pi.id, params.id)));
    if (current && current.status !== "draft") throw notDraft();
    const { values, lines } = await validDraft(services.db, session, body, params.id);
    await services.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: pi.status, companyId: pi.companyId })
        .from(pi)
        .where(tenantScope(pi, session, eq(pi.id, params.id)))
        .for("update");
      if (!before || !session.companyIds.includes(before.companyId)) throw notFound();
      if (before.status !== "draft") throw notDraft();
      await tx
        .update(pi)
        .set({ ...values, updatedAt: services.now() })
        .where(and(eq(pi.id, params.id), eq(pi.multiStoreId, session.multiStoreId)));
      await writeLines(tx, session.multiStoreId, { id: params.id, supplierId: values.supplierId }, lines);
      await audit(
        {
          action: "updated",
          entity: "purchase_invoices",
          entityId: params.id,
          companyId: values.companyId,
          details: { number: values.number, series: values.series, total: values.total },
        },
        tx,
      );
    });
    return loadInvoice(services.db, session, params.id);
  },
});

export const invoicesRoutes = [list, detail, create, update];
