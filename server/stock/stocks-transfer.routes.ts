import { and, eq, inArray } from "drizzle-orm";
import {
  availableStock,
  fitsUnit,
  formatQuantity,
  isSellable,
  type Milli,
  parseQuantity,
  STOCKS_REQUIREMENT,
} from "../../src/domain/stock.ts";
import { stockEndpoints } from "../../src/schemas/endpoints/stock.ts";
import { message, ValidationError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { lockStock, openStockRows, putIn, takeOut } from "./ledger.ts";
import { productConfigs, products, stocks } from "./schema.ts";
import { milliFromDb, stockInvalid, stocksOf } from "./stocks-store.ts";

// POST /api/v1/stock_transfers (issue 13 item 3): products leave one stock of the network and enter another, both
// sides through the ledger in one transaction (transfer-out and transfer-in, each naming the other stock). A
// stock-controlled product moves only what is available in the stock it leaves (spec 5.5).

/** The lines by product, a product given twice moving its sum. */
function merged(items: ReadonlyArray<{ product_id: number; quantity: number }>): Map<number, Milli> {
  const demand = new Map<number, Milli>();
  for (const item of items) {
    demand.set(item.product_id, (demand.get(item.product_id) ?? 0) + (parseQuantity(item.quantity) ?? 0));
  }
  return demand;
}

const transfer = defineRoute({
  endpoint: stockEndpoints.transfer,
  access: STOCKS_REQUIREMENT,
  tag: "stock",
  summary: "Moves products from one stock of the network to another, both sides in one transaction",
  bodyIds: { from_stock_id: stocks, to_stock_id: stocks, "items[].product_id": products },
  handler: async ({ services, session, audit, body }) => {
    if (body.items.length === 0) throw stockInvalid("items", "items-required");
    if (body.from_stock_id === body.to_stock_id) throw stockInvalid("to_stock_id", "same-stock");
    const found = await stocksOf(services.db, session, [body.from_stock_id, body.to_stock_id]);
    const from = found.get(body.from_stock_id);
    const to = found.get(body.to_stock_id);
    if (!from || !to) throw stockInvalid("from_stock_id", "stock-not-found");
    if (!from.active) throw stockInvalid("from_stock_id", "stock-inactive");
    if (!to.active) throw stockInvalid("to_stock_id", "stock-inactive");
    const demand = merged(body.items);
    const ids = [...demand.keys()];
    const catalog = await services.db
      .select({
        id: products.id,
        description: products.fullDescription,
        kind: products.kind,
        unitName: products.saleUnitName,
        unitDecimals: products.saleUnitDecimals,
        stockControl: productConfigs.stockControl,
      })
      .from(products)
      .leftJoin(
        productConfigs,
        and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, from.companyId)),
      )
      .where(tenantScope(products, session, inArray(products.id, ids)));
    const problems = [];
    for (const product of catalog) {
      const quantity = demand.get(product.id) ?? 0;
      if (product.kind === "service") {
        problems.push(message("stock:errors.service", { product: product.description }));
      } else if (!fitsUnit(quantity, product.unitDecimals)) {
        problems.push(
          message("stock:errors.decimals", { product: product.description, decimals: product.unitDecimals }),
        );
      }
    }
    if (problems.length > 0) throw new ValidationError({ items: problems });
    const at = services.now();
    await services.db.transaction(async (tx) => {
      // Both sides locked in stock order, so two opposite transfers never wait on each other in a cycle.
      const [first, second] = from.id < to.id ? [from, to] : [to, from];
      const firstLevels = await lockStock(tx, first.companyId, ids, first.id);
      await lockStock(tx, second.companyId, ids, second.id);
      const levels = first === from ? firstLevels : await lockStock(tx, from.companyId, ids, from.id);
      const short = [];
      for (const product of catalog) {
        const requested = demand.get(product.id) ?? 0;
        const row = levels.get(product.id);
        const available = row
          ? availableStock(
              {
                quantity: milliFromDb(row.quantity),
                incoming: milliFromDb(row.incoming),
                outgoing: milliFromDb(row.outgoing),
              },
              product.unitDecimals,
            )
          : 0;
        if (!isSellable(product.stockControl ?? true, requested, available)) {
          short.push(
            message("stock:errors.unavailable", {
              product: product.description,
              available: formatQuantity(available, product.unitDecimals),
              requested: formatQuantity(requested, product.unitDecimals),
              unit: product.unitName,
            }),
          );
        }
      }
      if (short.length > 0) throw new ValidationError({ items: short });
      const line = (stock: typeof from, other: typeof from, reason: "transfer-out" | "transfer-in") =>
        catalog.map((product) => ({
          multiStoreId: session.multiStoreId,
          companyId: stock.companyId,
          stockId: stock.id,
          productId: product.id,
          quantity: demand.get(product.id) ?? 0,
          reason,
          otherStockId: other.id,
          note: body.note?.trim() || null,
          userId: session.userId,
          at,
        }));
      await openStockRows(tx, line(from, to, "transfer-out"));
      await takeOut(tx, line(from, to, "transfer-out"));
      await putIn(tx, line(to, from, "transfer-in"));
      await audit(
        {
          action: "transferred",
          entity: "stocks",
          entityId: from.id,
          companyId: from.companyId,
          details: {
            from: from.name,
            to: to.name,
            items: catalog.map((product) => ({
              product_id: product.id,
              quantity: (demand.get(product.id) ?? 0) / 1000,
            })),
          },
        },
        tx,
      );
    });
    return { moved: catalog.length };
  },
});

export const stockTransferRoutes = [transfer];
