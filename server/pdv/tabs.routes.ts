import { asc, eq, inArray, max, or, sql } from "drizzle-orm";
import { POS_TABS_REQUIREMENT } from "../../src/domain/permissions.ts";
import { posTabsEndpoints } from "../../src/schemas/endpoints/pdv-tabs.ts";
import type { PosTabId, ProductId } from "../../src/schemas/ids.ts";
import type { PosTab, SaleTab } from "../../src/schemas/pdv-tabs.ts";
import { cleanText } from "../../src/domain/text.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../network/schema.ts";
import { products } from "../stock/schema.ts";
import { mainImageIdOf, thumbUrlOf } from "../images/public.ts";
import { message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { findHits, POS_ANY } from "./products.routes.ts";
import { posTabs } from "./schema.ts";
import { col } from "./sql.ts";
import { matchesWordPrefixes, searchTokens } from "./search-text.ts";
import { startsWith } from "../db/like.ts";
import { assertOwnCompany } from "./values.ts";

// Quick-pick tabs of the sale screen (spec 2.10 tabs editor, 3 Tab, 7 /api/v1/tabs; CNF 1). The editor reads and
// writes them; the sale screen reads them with each product as its unit sells it (price, stock, photo).

type TabRow = typeof posTabs.$inferSelect;

async function productsOf(db: Db, session: SessionInfo, ids: ReadonlyArray<number>) {
  if (ids.length === 0) return new Map<number, PosTab["products"][number]>();
  const rows = await db
    .select({
      id: products.id,
      fullDescription: products.fullDescription,
      sku: products.sku,
      imageId: mainImageIdOf(col(products.id)),
    })
    .from(products)
    .where(tenantScope(products, session, inArray(products.id, [...new Set(ids)])));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id as ProductId, full_description: r.fullDescription, sku: r.sku, thumb_url: thumbUrlOf(r.imageId) },
    ]),
  );
}

async function tabsOf(db: Db, session: SessionInfo, rows: ReadonlyArray<TabRow>): Promise<PosTab[]> {
  const named = await productsOf(
    db,
    session,
    rows.flatMap((row) => row.productsIds),
  );
  return rows.map((row) => {
    const ids = row.productsIds.filter((id) => named.has(id));
    return {
      id: row.id as PosTabId,
      name: row.name,
      position: row.position,
      products_ids: ids as ProductId[],
      products: ids.map((id) => named.get(id)!),
    };
  });
}

const allTabs = (db: Db, session: SessionInfo) =>
  db.select().from(posTabs).where(tenantScope(posTabs, session)).orderBy(asc(posTabs.position), asc(posTabs.id));

/** The same product twice in one tab is a mistake of the editor, not two buttons. */
function checkProducts(ids: ReadonlyArray<number> | undefined) {
  if (ids && new Set(ids).size !== ids.length) {
    throw new ValidationError({ products_ids: [message("pdv:tabs.duplicate-product")] });
  }
}

const list = defineRoute({
  endpoint: posTabsEndpoints.list,
  access: [POS_TABS_REQUIREMENT, ...POS_ANY],
  tag: "pdv",
  summary: "The network's quick-pick tabs in order, with their products' names and photos",
  handler: async ({ services, session }) => ({
    data: await tabsOf(services.db, session, await allTabs(services.db, session)),
  }),
});

const create = defineRoute({
  endpoint: posTabsEndpoints.create,
  access: POS_TABS_REQUIREMENT,
  tag: "pdv",
  summary: "Creates a tab (name, products_ids in button order) after the last one",
  bodyIds: { "products_ids[]": products },
  handler: async ({ services, session, body, audit }) => {
    checkProducts(body.products_ids);
    const row = await services.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(posTabs.position) })
        .from(posTabs)
        .where(tenantScope(posTabs, session));
      const [inserted] = await tx
        .insert(posTabs)
        .values({
          multiStoreId: session.multiStoreId,
          name: cleanText(body.name),
          position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
          productsIds: [...body.products_ids],
          createdAt: services.now(),
          updatedAt: services.now(),
        })
        .returning();
      if (!inserted) throw new Error("tab insert failed");
      await audit({ action: "create", entity: "pos_tab", entityId: inserted.id, details: { name: inserted.name } }, tx);
      return inserted;
    });
    const [tab] = await tabsOf(services.db, session, [row]);
    return tab!;
  },
});

const update = defineRoute({
  endpoint: posTabsEndpoints.update,
  access: POS_TABS_REQUIREMENT,
  tag: "pdv",
  summary: "Renames a tab, sets its products (in button order) or moves it",
  params: { id: posTabs },
  bodyIds: { "products_ids[]": products },
  handler: async ({ services, session, params, body, audit }) => {
    checkProducts(body.products_ids);
    const row = await services.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(posTabs)
        .set({
          ...(body.name !== undefined ? { name: cleanText(body.name) } : {}),
          ...(body.products_ids !== undefined ? { productsIds: [...body.products_ids] } : {}),
          ...(body.position !== undefined ? { position: body.position } : {}),
          updatedAt: services.now(),
        })
        .where(tenantScope(posTabs, session, eq(posTabs.id, params.id)))
        .returning();
      if (!updated) throw notFound();
      await audit({ action: "update", entity: "pos_tab", entityId: updated.id, details: { ...body } }, tx);
      return updated;
    });
    const [tab] = await tabsOf(services.db, session, [row]);
    return tab!;
  },
});

const remove = defineRoute({
  endpoint: posTabsEndpoints.remove,
  access: POS_TABS_REQUIREMENT,
  tag: "pdv",
  summary: "Deletes a tab",
  params: { id: posTabs },
  handler: async ({ services, session, params, audit }) => {
    await services.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(posTabs)
        .where(tenantScope(posTabs, session, eq(posTabs.id, params.id)))
        .returning();
      if (!deleted) throw notFound();
      await audit({ action: "delete", entity: "pos_tab", entityId: deleted.id, details: { name: deleted.name } }, tx);
    });
    return { ok: true };
  },
});

const forSale = defineRoute({
  endpoint: posTabsEndpoints.forSale,
  access: POS_ANY,
  tag: "pdv",
  summary:
    "The tabs for a unit's sale screen: each product as the unit sells it (price, stock, photo); products not sold " +
    "there (inactive, not configured) are left out",
  queryIds: { company_id: companies },
  handler: async ({ services, session, query }) => {
    assertOwnCompany(session, query.company_id);
    const rows = await allTabs(services.db, session);
    const ids = [...new Set(rows.flatMap((row) => row.productsIds))];
    const hits =
      ids.length === 0
        ? []
        : await findHits(services.db, session, query.company_id, inArray(products.id, ids), ids.length, false);
    const byId = new Map(hits.map(({ sortKey: _, ...hit }) => [hit.id, hit]));
    const data: SaleTab[] = rows.map((row) => ({
      id: row.id as PosTabId,
      name: row.name,
      products: row.productsIds.flatMap((id) => {
        const hit = byId.get(id);
        return hit ? [hit] : [];
      }),
    }));
    return { data };
  },
});

const searchProducts = defineRoute({
  endpoint: posTabsEndpoints.searchProducts,
  access: POS_TABS_REQUIREMENT,
  tag: "pdv",
  summary: "The network's active products by name words or SKU prefix, for choosing a tab's products",
  handler: async ({ services, session, query }) => {
    const tokens = searchTokens(query.q?.trim() ?? "");
    const q = query.q?.trim().toLowerCase() ?? "";
    const text =
      tokens.length === 0
        ? undefined
        : or(
            matchesWordPrefixes(col(products.searchVector), tokens),
            sql`lower(${col(products.sku)}) like ${startsWith(q)}`,
          );
    const rows = await services.db
      .select({
        id: products.id,
        fullDescription: products.fullDescription,
        sku: products.sku,
        imageId: mainImageIdOf(col(products.id)),
      })
      .from(products)
      .where(tenantScope(products, session, eq(products.status, true), text))
      .orderBy(sql`lower(${col(products.fullDescription)})`, asc(products.id))
      .limit(query.limit ?? 20);
    return {
      data: rows.map((r) => ({
        id: r.id as ProductId,
        full_description: r.fullDescription,
        sku: r.sku,
        thumb_url: thumbUrlOf(r.imageId),
      })),
    };
  },
});

export const posTabsRoutes = [list, create, update, remove, forSale, searchProducts];
