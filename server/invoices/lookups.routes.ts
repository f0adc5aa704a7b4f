import { and, asc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { INVOICES_REQUIREMENT } from "../../src/domain/invoices.ts";
import { invoicesEndpoints } from "../../src/schemas/endpoints/invoices.ts";
import { containing, startsWith } from "../db/like.ts";
import { STANDARD_PLAN_CODES } from "../finance/public.ts";
import { accountPlans } from "../finance/schema.ts";
import { defineRoute } from "../http/route.ts";
import { companies } from "../network/schema.ts";
import { products, stocks } from "../stock/schema.ts";

// What the invoice form chooses from (INV 1 is enough: the stock and finance screens' own lists need their modules'
// permissions): the user's units with their active stocks and chart-of-accounts rows, and products to link a line to.

const options = defineRoute({
  endpoint: invoicesEndpoints.options,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary: "The user's units, their active stocks and their expense rows of the chart of accounts",
  handler: async ({ services: { db }, session }) => {
    const ids = [...session.companyIds];
    if (ids.length === 0)
      return { companies: [], stocks: [], account_plans: [], default_account_plan_code: STANDARD_PLAN_CODES.goodsCost };
    const [units, unitStocks, plans] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.multiStoreId, session.multiStoreId), inArray(companies.id, ids)))
        .orderBy(asc(companies.name)),
      db
        .select({ id: stocks.id, company_id: stocks.companyId, name: stocks.name, is_default: stocks.isDefault })
        .from(stocks)
        .where(
          and(eq(stocks.multiStoreId, session.multiStoreId), inArray(stocks.companyId, ids), eq(stocks.active, true)),
        )
        .orderBy(sql`${stocks.isDefault} desc`, asc(stocks.name)),
      db
        .select({
          id: accountPlans.id,
          company_id: accountPlans.companyId,
          code: accountPlans.code,
          name: accountPlans.name,
        })
        .from(accountPlans)
        .where(
          and(
            eq(accountPlans.multiStoreId, session.multiStoreId),
            inArray(accountPlans.companyId, ids),
            or(eq(accountPlans.isInflow, false), isNull(accountPlans.isInflow)),
          ),
        )
        .orderBy(asc(accountPlans.code)),
    ]);
    return {
      companies: units,
      stocks: unitStocks,
      account_plans: plans,
      default_account_plan_code: STANDARD_PLAN_CODES.goodsCost,
    };
  },
});

const productSearch = defineRoute({
  endpoint: invoicesEndpoints.products,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary: "Active products (not services) by description, SKU or EAN, to link an invoice line to",
  handler: async ({ services: { db }, session, query }) => {
    const text = query.search?.trim() ?? "";
    const rows = await db
      .select({
        id: products.id,
        description: products.fullDescription,
        sku: products.sku,
        ean: products.ean,
        sale_unit_decimals: products.saleUnitDecimals,
      })
      .from(products)
      .where(
        and(
          eq(products.multiStoreId, session.multiStoreId),
          eq(products.kind, "product"),
          eq(products.status, true),
          text === ""
            ? undefined
            : or(
                ilike(products.fullDescription, containing(text)),
                ilike(products.sku, startsWith(text)),
                eq(products.ean, text),
              ),
        ),
      )
      .orderBy(sql`lower(${products.fullDescription})`, asc(products.id))
      .limit(20);
    return { data: rows };
  },
});

export const invoiceLookupRoutes = [options, productSearch];
