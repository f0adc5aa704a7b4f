import type { CompanyId, SaleId } from "../../src/schemas/ids.ts";
import { salesEndpoints } from "../../src/schemas/endpoints/pdv-sales.ts";
import { count, desc, eq, inArray, like, type SQL, sql } from "drizzle-orm";
import { PLACEHOLDER_CASH_MOVEMENT_ID } from "../../src/domain/cash-register.ts";
import { can, POS_PLACEHOLDER } from "../../src/domain/permissions.ts";
import { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import { meaningfulNfeObservations } from "../../src/domain/sale.ts";
import { moduleChannel } from "../realtime/channel-names.ts";
import { customerAddresses, customers } from "../customers/schema.ts";
import { financialInflows, paymentMethods } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { budgets, cashMovements, deliveryMen, saleItems, sales } from "./schema.ts";
import { transporters } from "../suppliers/schema.ts";
import { vehicles } from "../vehicles/schema.ts";
import { sellers } from "../sellers/public.ts";
import { products } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import { HttpError, message, notFound, ValidationError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { pdfOwner } from "../pdf/fair-queue.ts";
import { pdfResponse } from "../pdf/pdf-response.ts";
import { listPage } from "../http/list.ts";
import { containing } from "../db/like.ts";
import { col } from "./sql.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { POS_ANY } from "./products.routes.ts";
import { ownOpenRegister } from "./registers.ts";
import { loadSaleDetail, saleDetailOf, salePdfUrl } from "./sale-detail.ts";
import { checkReferences, loadCatalog, loadPaymentMethods } from "./sale-lookups.ts";
import { type FieldErrors, moneyFormatter, planItems, planPayments } from "./sale-plan.ts";
import { lockStock } from "../stock/ledger.ts";
import { lockBudgetForSale } from "./sale-budget.ts";
import { insertSale, type SaleWrite, stockDemand, stockProblems } from "./sale-write.ts";
import { readableSales, SALES_HISTORY } from "./unit-scope.ts";
import { saleCancelRoutes } from "./sale-cancel.routes.ts";
import { assertOpenUnit, businessDate, defaultPeriod, iso } from "./values.ts";
import { moneySumText } from "../db/money-sum.ts";

const create = defineRoute({
  endpoint: salesEndpoints.create,
  access: POS_ANY,
  tag: "pdv",
  summary:
    "Finalizes a sale (Idempotency-Key required): totals recomputed (422 on mismatch), stock locked and checked (412), one transaction",
  bodyIds: {
    // -1 (a placeholder session) names no register and is left to the handler.
    "sale.cash_movement_id": cashMovements,
    "sale.company_id": companies,
    "sale.customer_id": customers,
    // The customer's vehicle (spec 3 Vehicle); checkReferences makes sure it is the sale's customer's.
    "sale.customer_object_id": vehicles,
    "sale.delivery_address_id": customerAddresses,
    "sale.transporter_id": transporters,
    "sale.delivery_men": deliveryMen,
    "sale.seller": sellers,
    "items[].product_id": products,
    "items[].attendant_id": sellers,
    "financial_inflows[].payment_method_id": paymentMethods,
    budget_id: budgets,
  },
  handler: async ({ c, services, session, body, locale, auditRow }) =>
    idempotent(
      {
        c,
        services,
        session,
        route: "sales.create",
        request: body,
        response: SaleDetail,
        status: 201,
        afterCommit: async (sale) => {
          try {
            await services.realtime.broadcast(moduleChannel(session.multiStoreId, "pdv"), "sale.created", {
              id: sale.id,
              company_id: sale.company_id,
              cash_movement_id: sale.cash_movement_id,
              total: sale.total,
              created_at: sale.created_at,
            });
          } catch (error) {
            services.logger.warn({ err: error, saleId: sale.id }, "sale.created broadcast failed");
          }
        },
      },
      async (tx) => {
        const header = body.sale;
        let companyId: number;
        let cashMovementId: number | null;
        if (header.cash_movement_id === PLACEHOLDER_CASH_MOVEMENT_ID) {
          if (!can(session.permissions, { slug: "POS", code: POS_PLACEHOLDER })) {
            throw new ValidationError({ "sale.cash_movement_id": [message("pdv:sale.placeholder-not-allowed")] });
          }
          if (!header.company_id) {
            throw new ValidationError({ "sale.company_id": [message("pdv:sale.placeholder-company")] });
          }
          await assertOpenUnit(tx, session, header.company_id, "sale.company_id");
          companyId = header.company_id;
          cashMovementId = null;
        } else {
          const register = await ownOpenRegister(
            tx,
            session,
            header.cash_movement_id,
            "sale.cash_movement_id",
            "share",
          );
          if (header.company_id && header.company_id !== register.companyId) {
            throw new ValidationError({ "sale.company_id": [message("pdv:cash.company-mismatch")] });
          }
          companyId = register.companyId;
          cashMovementId = register.id;
        }
        const budgetId =
          body.budget_id === undefined || body.budget_id === null
            ? null
            : await lockBudgetForSale(tx, session, body.budget_id, companyId);
        const errors: FieldErrors = {};
        const format = moneyFormatter(locale, session.currency);
        // One after the other: a transaction's statements run one at a time on its connection anyway.
        const catalog = await loadCatalog(
          tx,
          session,
          companyId,
          body.items.map((item) => item.product_id),
        );
        const methods = await loadPaymentMethods(
          tx,
          session,
          body.financial_inflows.map((line) => line.payment_method_id),
        );
        await checkReferences(
          tx,
          session,
          {
            customerId: header.customer_id,
            deliveryAddressId: header.delivery_address_id,
            customerDoc: header.customer_doc_id_1,
            vehicleId: header.customer_object_id,
          },
          "sale.",
          errors,
        );
        const pricing = planItems(body.items, header, catalog, format, "sale.total", errors);
        const now = services.now();
        const payments = planPayments(
          body.financial_inflows,
          pricing.totals.total,
          pricing.totals.activeItems,
          header.total_change,
          methods,
          businessDate(now),
          format,
          errors,
        );
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        const demand = stockDemand(pricing.items, catalog);
        const stock = await lockStock(
          tx,
          companyId,
          [...demand.keys()].sort((a, b) => a - b),
        );
        const problems = stockProblems(demand, catalog, stock);
        if (problems.length > 0) throw new HttpError(412, problems);
        const write: SaleWrite = {
          multiStoreId: session.multiStoreId,
          companyId,
          cashMovementId,
          userId: session.userId,
          createdAt: now,
          locale,
          header: {
            customerId: header.customer_id ?? null,
            customerObjectId: header.customer_object_id ?? null,
            customerDocId1: header.customer_doc_id_1?.replace(/\D/g, "") || null,
            deliveryAddressId: header.delivery_address_id ?? null,
            transporterId: header.transporter_id ?? null,
            deliveryManId: header.delivery_men ?? null,
            sellerId: header.seller ?? null,
            fromHotel: header.from_hotel ?? false,
            hotelCustomer: body.hotel_customer ?? null,
            fiscalEmission: header.fiscal_emission ?? null,
            notes: header.notes?.trim() ?? "",
            operationNature: header.operation_nature?.trim() || "Venda",
            nfeObservations: meaningfulNfeObservations(body.nfe_observations),
          },
          pricing,
          payments,
          audit: auditRow({
            action: "create",
            entity: "sale",
            companyId,
            details: {
              cash_movement_id: cashMovementId,
              total: header.total,
              items: pricing.totals.activeItems,
              ...(budgetId === null ? {} : { budget_id: budgetId }),
              changed_prices: pricing.items
                .filter((i) => i.status && i.unitPrice !== i.listPrice)
                .map((i) => i.productId),
            },
          }),
        };
        const written = await insertSale(tx, write, demand, stock, budgetId);
        return saleDetailOf(write, written, catalog, methods);
      },
    ),
});

/** A CPF or CNPJ typed with or without its mask finds the sales of that customer, or with that document on the note. */
const byDocument = (text: string): SQL[] => {
  const digits = text.replace(/\D/g, "");
  if (digits.length < 6 || !/^[\d\s.\-/]+$/.test(text.trim())) return [];
  return [like(customers.docId1, containing(digits)), like(sales.customerDocId1, containing(digits))];
};

const sortable = {
  id: sales.id,
  created_at: sales.createdAt,
  total: sales.total,
  company: companies.name,
  user: users.name,
} as const;

/**
 * Without RPT 7 a cashier (POS) lists only the sales of their own open registers (issue 11: the PDV's "Vendas deste
 * caixa").
 */
const ownOpenRegisterSales = (session: SessionInfo) =>
  inArray(
    sales.cashMovementId,
    sql`(select ${col(cashMovements.id)} from ${cashMovements} where ${col(cashMovements.userId)} = ${session.userId} and ${col(cashMovements.closedAt)} is null and ${col(cashMovements.multiStoreId)} = ${session.multiStoreId})`,
  );

const list = defineRoute({
  endpoint: salesEndpoints.list,
  access: [SALES_HISTORY, ...POS_ANY],
  tag: "pdv",
  summary:
    "Sales history, paged (default period: this month, none for one register's sales); without RPT 7 only the sales of the user's own open registers",
  queryIds: { company_id: companies, cash_movement_id: cashMovements },
  handler: async ({ services, session, query }) => {
    const { db } = services;
    const itemsCount = sql<number>`(select count(*)::int from ${saleItems} where ${col(saleItems.saleId)} = ${col(sales.id)} and ${col(saleItems.status)})`;
    const methodNames = sql<string | null>`(
      select string_agg(distinct ${col(paymentMethods.name)}, '|') from ${financialInflows}
      join ${paymentMethods} on ${col(paymentMethods.id)} = ${col(financialInflows.paymentMethodId)}
      where ${col(financialInflows.saleId)} = ${col(sales.id)}
    )`;
    const { data, meta, totals } = await listPage({
      db,
      query,
      scope: { table: sales, session },
      sort: { by: sortable, field: "id", direction: "desc", tieBreak: [desc(sales.id)] },
      search: { columns: [customers.name], number: sales.id, also: byDocument },
      // A register's sales (issue 11, "Vendas deste caixa") are all listed: one open across a month boundary keeps
      // last month's sales; only dates asked for narrow them.
      dates: {
        column: sales.createdAt,
        period: query.cash_movement_id ? query : defaultPeriod(query, services.now()),
      },
      where: [
        query.company_id ? eq(sales.companyId, query.company_id) : undefined,
        query.cash_movement_id ? eq(sales.cashMovementId, query.cash_movement_id) : undefined,
        can(session.permissions, SALES_HISTORY) ? undefined : ownOpenRegisterSales(session),
      ],
      rows: db
        .select({
          id: sales.id,
          createdAt: sales.createdAt,
          companyId: sales.companyId,
          company: companies.name,
          cashMovementId: sales.cashMovementId,
          user: users.name,
          customer: customers.name,
          itemsCount,
          methodNames,
          total: sales.total,
          totalChange: sales.totalChange,
          status: sales.status,
        })
        .from(sales)
        .innerJoin(companies, eq(companies.id, sales.companyId))
        .innerJoin(users, eq(users.id, sales.userId))
        .leftJoin(customers, eq(customers.id, sales.customerId))
        .$dynamic(),
      totals: db
        // A canceled sale is listed (with its status) but sells nothing.
        .select({
          count: count(),
          total: moneySumText(sql`sum(${col(sales.total)}) filter (where ${col(sales.status)} = 'finished')`),
        })
        .from(sales)
        .leftJoin(customers, eq(customers.id, sales.customerId))
        .$dynamic(),
      item: (r) => ({
        id: r.id as SaleId,
        created_at: iso(r.createdAt),
        company_id: r.companyId as CompanyId,
        company: r.company,
        cash_movement_id: r.cashMovementId,
        user: r.user,
        customer: r.customer,
        items_count: Number(r.itemsCount),
        payment_methods: r.methodNames ? r.methodNames.split("|") : [],
        total: r.total,
        total_change: r.totalChange,
        status: r.status,
        pdf_url: salePdfUrl(r.id),
      }),
    });
    return { data, meta, totals: { count: meta.total, total: totals?.total ?? "0.00" } };
  },
});

const detail = defineRoute({
  endpoint: salesEndpoints.detail,
  access: [...POS_ANY, SALES_HISTORY],
  tag: "pdv",
  summary: "One sale with its items and payments (of a unit the user works in, or any with RPT 7; else 404)",
  params: { id: sales },
  handler: async ({ services, session, params }) => {
    const sale = await loadSaleDetail(services.db, session, params.id, readableSales(session));
    if (!sale) throw notFound();
    return sale;
  },
});

const pdf = defineRoute({
  endpoint: salesEndpoints.pdf,
  access: [...POS_ANY, SALES_HISTORY],
  tag: "pdv",
  summary: "The sale as a PDF (venda-{id}.pdf)",
  params: { id: sales },
  handler: async ({ services, session, params, locale }) => {
    const sale = await loadSaleDetail(services.db, session, params.id, readableSales(session));
    if (!sale) throw notFound();
    const { bytes } = await services.pdf.render({ kind: "sale", locale, sale }, pdfOwner(session));
    return pdfResponse(bytes, `venda-${sale.id}.pdf`);
  },
});

const receipt = defineRoute({
  endpoint: salesEndpoints.receipt,
  access: [...POS_ANY, SALES_HISTORY],
  tag: "pdv",
  summary: "The consumer receipt (80 mm roll, DANFE NFC-e layout, not a fiscal document) shown inline",
  params: { id: sales },
  handler: async ({ services, session, params, locale }) => {
    const sale = await loadSaleDetail(services.db, session, params.id, readableSales(session));
    if (!sale) throw notFound();
    const [issuer] = await services.db
      .select({
        legalName: companies.legalName,
        tradeName: companies.name,
        federalTaxId: companies.federalTaxId,
        city: companies.city,
        uf: companies.uf,
      })
      .from(companies)
      .where(tenantScope(companies, session, eq(companies.id, sale.company_id)));
    if (!issuer) throw notFound();
    const { bytes } = await services.pdf.render({ kind: "receipt", locale, sale, issuer }, pdfOwner(session));
    return pdfResponse(bytes, `cupom-${sale.id}.pdf`, "inline");
  },
});

export const salesRoutes = [create, list, detail, pdf, receipt, ...saleCancelRoutes];
