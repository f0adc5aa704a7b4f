import { and, asc, eq } from "drizzle-orm";
import {
  type AdjustmentFacts,
  type AdjustmentProblem,
  adjustmentProblems,
  STOCK_BULK_REQUIREMENT,
} from "../../src/domain/stock-wizard.ts";
import { MAX_QUANTITY, type Milli, formatQuantity, parseQuantity } from "../../src/domain/stock.ts";
import { stockBulkEndpoints } from "../../src/schemas/endpoints/stock-bulk.ts";
import type { CompanyId, ProductId, StockId } from "../../src/schemas/ids.ts";
import { StockAdjustmentResult } from "../../src/schemas/stock-bulk.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../network/schema.ts";
import { message, type Message, ValidationError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { ofOwnUnits, tenantScope } from "../http/tenant.ts";
import { bulkMilliOf, selectorPage } from "./bulk-products.ts";
import { lockStock, putIn, setPending, takeOut } from "./ledger.ts";
import { productConfigs, products, stocks } from "./schema.ts";

/** Adds a message under a field of a 422. */
const addMessage = (fields: Record<string, Message[]>, field: string, entry: Message) => {
  fields[field] = [...(fields[field] ?? []), entry];
};

// The stock bulk adjustment wizard's API (issue 13 item 5; spec 7 POST /api/v1/stock_movements/bulk): the stocks
// it may adjust, the products selector's page with their stock, and one product's adjustment per call, through
// the stock ledger in one transaction (a failed product changes nothing).

/** A stock of the network in a unit the user works in, or null. */
async function ownStock(db: Db, session: SessionInfo, stockId: number) {
  const [stock] = await db
    .select({ id: stocks.id, companyId: stocks.companyId })
    .from(stocks)
    .where(tenantScope(stocks, session, eq(stocks.id, stockId), ofOwnUnits(stocks.companyId, session)));
  return stock ?? null;
}

const stocksList = defineRoute({
  endpoint: stockBulkEndpoints.stocks,
  access: STOCK_BULK_REQUIREMENT,
  tag: "stock",
  summary: "The stocks the bulk adjustment wizard may adjust: the network's, in the units the user works in",
  handler: async ({ services: { db }, session }) => {
    const rows = await db
      .select({
        id: stocks.id,
        name: stocks.name,
        companyId: stocks.companyId,
        companyName: companies.name,
        isDefault: stocks.isDefault,
      })
      .from(stocks)
      .innerJoin(companies, eq(companies.id, stocks.companyId))
      .where(tenantScope(stocks, session, eq(stocks.active, true), ofOwnUnits(stocks.companyId, session)))
      .orderBy(asc(companies.name), asc(stocks.isDefault), asc(stocks.name));
    return {
      data: rows.map((row) => ({
        id: row.id as StockId,
        name: row.name,
        company_id: row.companyId as CompanyId,
        company_name: row.companyName,
        is_default: row.isDefault,
      })),
    };
  },
});

const productsPage = defineRoute({
  endpoint: stockBulkEndpoints.products,
  access: STOCK_BULK_REQUIREMENT,
  tag: "stock",
  summary: "The products selector of the wizard: products by name or SKU with their stock in stock_id, paged",
  queryIds: { stock_id: stocks },
  handler: async ({ services: { db }, session, query }) => {
    const stock = await ownStock(db, session, query.stock_id);
    if (!stock) throw new ValidationError({ stock_id: [message("stock-bulk:errors.stock-unit")] });
    return selectorPage(db, session, { stockId: stock.id, companyId: stock.companyId }, query);
  },
});

type QuantityField = "incoming" | "outgoing";

/** A typed quantity in thousandths, or why it cannot be one. */
function quantityOf(value: number): Milli | AdjustmentProblem {
  if (Math.abs(value) > MAX_QUANTITY / 1000) return "too-large";
  return parseQuantity(value) ?? "decimals";
}

/** The field a problem is shown under: a quantity's own problems under that quantity, the product's under it. */
function fieldOf(problem: AdjustmentProblem, facts: AdjustmentFacts): string {
  switch (problem) {
    case "service":
    case "inactive":
      return "productId";
    case "insufficient":
      return "outgoing";
    case "empty":
      return "incoming";
    default:
      return adjustmentProblems({ ...facts, outgoing: 0 }).includes(problem) ? "incoming" : "outgoing";
  }
}

const adjust = defineRoute({
  endpoint: stockBulkEndpoints.adjust,
  access: STOCK_BULK_REQUIREMENT,
  tag: "stock",
  summary:
    "Adjusts one product in one stock (Idempotency-Key required): incoming in, outgoing out, through the stock ledger in one transaction; 422 with the product's messages",
  bodyIds: { productId: products, stockId: stocks },
  handler: async ({ c, services, session, body, audit }) =>
    idempotent(
      {
        c,
        services,
        session,
        route: "stock_movements.bulk",
        request: body,
        response: StockAdjustmentResult,
        status: 201,
      },
      async (tx) => {
        const stock = await ownStock(tx, session, body.stockId);
        if (!stock) throw new ValidationError({ stockId: [message("stock-bulk:errors.stock-unit")] });
        const [product] = await tx
          .select({
            id: products.id,
            kind: products.kind,
            status: products.status,
            saleUnitName: products.saleUnitName,
            saleUnitDecimals: products.saleUnitDecimals,
            configActive: productConfigs.active,
            stockControl: productConfigs.stockControl,
          })
          .from(products)
          .leftJoin(
            productConfigs,
            and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, stock.companyId)),
          )
          .where(tenantScope(products, session, eq(products.id, body.productId)));
        if (!product) throw new ValidationError({ productId: [message("validation:invalid")] });
        const unitValues = { unit: product.saleUnitName, decimals: product.saleUnitDecimals };
        const typed: Record<QuantityField, Milli | AdjustmentProblem> = {
          incoming: quantityOf(body.incoming),
          outgoing: quantityOf(body.outgoing),
        };
        const typingProblems = (["incoming", "outgoing"] as const).flatMap((field) => {
          const value = typed[field];
          return typeof value === "string" ? [[field, value] as const] : [];
        });
        if (typingProblems.length > 0) {
          throw new ValidationError(
            Object.fromEntries(
              typingProblems.map(([field, code]) => [field, [message(`stock-bulk:errors.${code}`, unitValues)]]),
            ),
          );
        }
        const incoming = typed.incoming as Milli;
        const outgoing = typed.outgoing as Milli;
        const level = (await lockStock(tx, stock.companyId, [product.id], stock.id)).get(product.id);
        const facts: AdjustmentFacts = {
          incoming,
          outgoing,
          saleUnitDecimals: product.saleUnitDecimals,
          kind: product.kind === "service" ? "service" : "product",
          active: product.status && (product.configActive ?? true),
          stockControl: product.stockControl ?? true,
          skuQuantity: bulkMilliOf(level?.quantity),
          skuIncoming: bulkMilliOf(level?.incoming),
          skuOutgoing: bulkMilliOf(level?.outgoing),
        };
        const problems = adjustmentProblems(facts);
        if (problems.length > 0) {
          const fields: Record<string, Message[]> = {};
          for (const problem of problems) {
            const values = {
              ...unitValues,
              available: formatQuantity(
                facts.skuQuantity + facts.skuIncoming - facts.skuOutgoing + incoming,
                product.saleUnitDecimals,
              ),
            };
            addMessage(fields, fieldOf(problem, facts), message(`stock-bulk:errors.${problem}`, values));
          }
          throw new ValidationError(fields);
        }
        const at = services.now();
        const change = {
          multiStoreId: session.multiStoreId,
          companyId: stock.companyId,
          stockId: stock.id,
          productId: product.id,
          reason: "adjustment" as const,
          userId: session.userId,
          at,
        };
        if (incoming > 0) await putIn(tx, [{ ...change, quantity: incoming }]);
        if (outgoing > 0) {
          // A product without a stock row here (never stocked, no stock control) gets one, so the outgoing is kept.
          if (!level && incoming === 0) {
            await setPending(tx, [{ ...change, incoming: 0, outgoing: 0 }]);
          }
          await takeOut(tx, [{ ...change, quantity: outgoing }]);
        }
        const after = (await lockStock(tx, stock.companyId, [product.id], stock.id)).get(product.id);
        await audit(
          {
            action: "adjust",
            entity: "stock_movements",
            entityId: product.id,
            companyId: stock.companyId,
            details: { stockId: stock.id, incoming: incoming / 1000, outgoing: outgoing / 1000 },
          },
          tx,
        );
        return {
          productId: product.id as ProductId,
          stockId: stock.id as StockId,
          sku_quantity: bulkMilliOf(after?.quantity) / 1000,
          sku_incoming: bulkMilliOf(after?.incoming) / 1000,
          sku_outgoing: bulkMilliOf(after?.outgoing) / 1000,
        };
      },
    ),
});

export const stockBulkRoutes = [stocksList, productsPage, adjust];
