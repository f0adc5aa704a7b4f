import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditChange } from "../../src/domain/audit.ts";
import {
  MARKET_PARENT,
  type MarketLevel,
  PRODUCT_ORIGINS,
  PRODUCTS_REQUIREMENT,
  SALE_UNITS,
} from "../../src/domain/products.ts";
import { productsEndpoints } from "../../src/schemas/endpoints/stock-products.ts";
import type { ProductId } from "../../src/schemas/ids.ts";
import type { MarketOption, ProductDetail, ProductPatch } from "../../src/schemas/stock-products.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { containing } from "../db/like.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { type AuditEntry, defineRoute, type SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import {
  loadProduct,
  type ProductRecord,
  productRecordOf,
  refuse,
  refuseCompositionCycle,
  skuTaken,
  validProductRecord,
  writeProduct,
} from "./product-store.ts";
import { marketStructure, productConfigs, productImages, products, skuStocks, stocks } from "./schema.ts";
import { manufacturers, suppliers } from "../suppliers/schema.ts";

// The product catalog (issue 13 item 1): the paged list with the unit's price and stock, one product with its seven
// tabs, saving them together, the configuration lists of the form and the market structure (departments, types,
// sectors, groups under a department, subgroups under a group), created in place from the form's dropdowns.

const variation = alias(products, "variation");

/**
 * A SKU or EAN of one of the product's variations also finds the product. As `id = any(array(...))` the variations
 * are looked up once, not per product, so the text filter's OR stays a bitmap of index scans.
 */
const byVariation = (text: string): ReadonlyArray<SQL | undefined> => [
  sql`${products.id} = any(array(select ${variation.parentId} from ${products} as "variation" where ${variation.parentId} is not null and (${ilike(variation.sku, containing(text.trim()))} or ${variation.ean} = ${text.trim()})))`,
];

/**
 * The description order. With a text filter it is written so that products_description_idx does not match it: the
 * planner would otherwise walk that index in order and test every row against the words (a "first 20" plan that
 * reads most of the catalog when the matches sort late), instead of the trigram indexes and a top-N sort.
 */
const byDescription = (filter: string | undefined): SQL =>
  filter?.trim() ? sql`lower(${products.fullDescription}) || ''` : sql`lower(${products.fullDescription})`;

const flag = (value: "true" | "false" | undefined) => (value === undefined ? undefined : value === "true");

const list = defineRoute({
  endpoint: productsEndpoints.list,
  access: PRODUCTS_REQUIREMENT,
  tag: "products",
  summary:
    "Products and services of the network (variations inside their product), paged; with the price, cost, stock control, minimum and on-hand of one unit",
  queryIds: {
    company_id: companies,
    department_id: marketStructure,
    group_id: marketStructure,
    subgroup_id: marketStructure,
    manufacturer_id: manufacturers,
    supplier_id: suppliers,
  },
  handler: async ({ services: { db }, session, query }) => {
    const companyId = query.company_id ?? session.companyIds[0] ?? 0;
    const onHand = sql<string>`coalesce(${skuStocks.quantity}, 0)`;
    const thumbnail = sql<
      number | null
    >`(select ${productImages.imageId} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`;
    const stockControl = flag(query.stock_control);
    const where = [
      isNull(products.parentId),
      query.department_id === undefined ? undefined : eq(products.departmentId, query.department_id),
      query.group_id === undefined ? undefined : eq(products.groupId, query.group_id),
      query.subgroup_id === undefined ? undefined : eq(products.subgroupId, query.subgroup_id),
      query.manufacturer_id === undefined ? undefined : eq(products.manufacturerId, query.manufacturer_id),
      query.supplier_id === undefined ? undefined : eq(products.supplierId, query.supplier_id),
      flag(query.active) === undefined ? undefined : eq(products.status, flag(query.active) as boolean),
      stockControl === undefined
        ? undefined
        : stockControl
          ? eq(productConfigs.stockControl, true)
          : or(isNull(productConfigs.stockControl), eq(productConfigs.stockControl, false)),
      flag(query.below_minimum)
        ? and(eq(productConfigs.stockControl, true), sql`${onHand} < ${productConfigs.minStock}`)
        : undefined,
    ];
    const configOn = and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, companyId));
    const stockOn = and(eq(stocks.companyId, companyId), eq(stocks.isDefault, true));
    const skuOn = and(eq(skuStocks.stockId, stocks.id), eq(skuStocks.productId, products.id));
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: products, session },
      sort: {
        by: {
          full_description: byDescription(query.filter),
          sku: sql`lower(${products.sku})`,
          price_1: productConfigs.price1,
          on_hand: onHand,
          status: products.status,
        },
        field: "full_description",
        direction: "asc",
        tieBreak: [asc(products.id)],
      },
      search: { columns: [products.fullDescription, products.sku, products.ean], also: byVariation },
      where,
      rows: db
        .select({
          id: products.id,
          fullDescription: products.fullDescription,
          sku: products.sku,
          ean: products.ean,
          kind: products.kind,
          status: products.status,
          saleUnitName: products.saleUnitName,
          saleUnitDecimals: products.saleUnitDecimals,
          price1: productConfigs.price1,
          unitCost: productConfigs.unitCost,
          stockControl: productConfigs.stockControl,
          minStock: productConfigs.minStock,
          onHand,
          thumbnail,
        })
        .from(products)
        .leftJoin(productConfigs, configOn)
        .leftJoin(stocks, stockOn)
        .leftJoin(skuStocks, skuOn)
        .$dynamic(),
      totals: db
        .select({ count: count() })
        .from(products)
        .leftJoin(productConfigs, configOn)
        .leftJoin(stocks, stockOn)
        .leftJoin(skuStocks, skuOn)
        .$dynamic(),
      item: (row) => ({
        id: row.id as ProductId,
        full_description: row.fullDescription,
        sku: row.sku,
        ean: row.ean ?? "",
        kind: row.kind === "service" ? ("service" as const) : ("product" as const),
        status: row.status,
        sale_unit: row.saleUnitName,
        sale_unit_decimals: row.saleUnitDecimals,
        price_1: row.price1 === null ? null : Number(row.price1).toFixed(2),
        unit_cost: row.unitCost === null ? null : Number(row.unitCost).toFixed(2),
        stock_control: row.stockControl,
        min_stock: row.minStock === null ? null : Number(row.minStock),
        on_hand: Number(row.onHand),
        thumbnail_url: row.thumbnail === null ? null : `/images_api/v1/images/${row.thumbnail}/thumb`,
      }),
    });
    return { data, meta };
  },
});

const marketOut = (row: typeof marketStructure.$inferSelect): MarketOption => ({
  id: row.id,
  name: row.name,
  parent_id: row.parentId,
});

async function marketLevel(db: Db, session: SessionInfo, level: MarketLevel, parentId?: number) {
  const rows = await db
    .select()
    .from(marketStructure)
    .where(
      tenantScope(
        marketStructure,
        session,
        eq(marketStructure.level, level),
        parentId === undefined ? undefined : eq(marketStructure.parentId, parentId),
      ),
    )
    .orderBy(sql`lower(${marketStructure.name})`, asc(marketStructure.id));
  return rows.map(marketOut);
}

const configuration = defineRoute({
  endpoint: productsEndpoints.configuration,
  access: PRODUCTS_REQUIREMENT,
  tag: "products",
  summary:
    "The product form's lists: units, producers, suppliers, market structure, ICMS origins (SEFAZ) and sale units",
  handler: async ({ services: { db }, session, t }) => {
    const [units, departments, types, sectors, groups, subgroups, producers, supplierRows] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.multiStoreId, session.multiStoreId))
        .orderBy(asc(companies.name), asc(companies.id)),
      marketLevel(db, session, "department"),
      marketLevel(db, session, "type"),
      marketLevel(db, session, "sector"),
      marketLevel(db, session, "group"),
      marketLevel(db, session, "subgroup"),
      db
        .select({ id: manufacturers.id, name: manufacturers.name })
        .from(manufacturers)
        .where(and(eq(manufacturers.multiStoreId, session.multiStoreId), eq(manufacturers.active, true)))
        .orderBy(asc(manufacturers.name)),
      db
        .select({
          id: suppliers.id,
          name: sql<string>`coalesce(nullif(${suppliers.tradeName}, ''), ${suppliers.name})`,
        })
        .from(suppliers)
        .where(and(eq(suppliers.multiStoreId, session.multiStoreId), eq(suppliers.active, true)))
        .orderBy(asc(suppliers.name)),
    ]);
    return {
      companies: units,
      producers,
      suppliers: supplierRows,
      departments,
      types,
      sectors,
      groups,
      subgroups,
      productsOrigins: PRODUCT_ORIGINS.map((code) => ({ id: code, name: t(`products:origins.${code}`) })),
      salesUnits: SALE_UNITS.map((unit) => ({ name: unit.name, decimals: unit.decimals })),
    };
  },
});

const groups = defineRoute({
  endpoint: productsEndpoints.groups,
  access: PRODUCTS_REQUIREMENT,
  tag: "products",
  summary: "Groups of the market structure, those of one department when department_id is given",
  queryIds: { department_id: marketStructure },
  handler: async ({ services: { db }, session, query }) => marketLevel(db, session, "group", query.department_id),
});

const subgroups = defineRoute({
  endpoint: productsEndpoints.subgroups,
  access: PRODUCTS_REQUIREMENT,
  tag: "products",
  summary: "Subgroups of the market structure, those of one group when group_id is given",
  queryIds: { group_id: marketStructure },
  handler: async ({ services: { db }, session, query }) => marketLevel(db, session, "subgroup", query.group_id),
});

/** POST /api/v1/market_structure/<level>: a new option (a group needs its department, a subgroup its group). */
const createMarket = (level: MarketLevel) =>
  defineRoute({
    endpoint: {
      department: productsEndpoints.createDepartment,
      type: productsEndpoints.createType,
      sector: productsEndpoints.createSector,
      group: productsEndpoints.createGroup,
      subgroup: productsEndpoints.createSubgroup,
    }[level] as typeof productsEndpoints.createDepartment,
    access: PRODUCTS_REQUIREMENT,
    tag: "products",
    summary: `Creates a ${level} of the market structure (the product form's option-create path)`,
    bodyIds: { parent_id: marketStructure },
    handler: async ({ services: { db }, session, body, audit }) => {
      const parentLevel = MARKET_PARENT[level];
      const parentId = body.parent_id ?? null;
      if (parentLevel && parentId === null) throw refuse({ parent_id: ["market-parent-required"] });
      if (!parentLevel && parentId !== null) throw refuse({ parent_id: ["market-parent"] });
      if (parentLevel && parentId !== null) {
        const [parent] = await db
          .select({ level: marketStructure.level })
          .from(marketStructure)
          .where(tenantScope(marketStructure, session, eq(marketStructure.id, parentId)));
        if (parent?.level !== parentLevel) throw refuse({ parent_id: ["market-parent"] });
      }
      const name = body.name.trim();
      if (name === "") throw refuse({ name: ["required"] });
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(marketStructure)
            .values({ multiStoreId: session.multiStoreId, level, name, parentId })
            .returning();
          if (!row) throw new Error("market structure insert failed");
          await audit(
            { action: "created", entity: "market_structure", entityId: row.id, details: { after: { level, name } } },
            tx,
          );
          return marketOut(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse({ name: ["market-taken"] });
        throw error;
      }
    },
  });

const detail = defineRoute({
  endpoint: productsEndpoints.detail,
  access: PRODUCTS_REQUIREMENT,
  tag: "products",
  summary: "One product or service with its seven tabs (variations, extras, composition, combo, units)",
  params: { id: products },
  handler: async ({ services, session, params }) => {
    const product = await loadProduct(services.db, session, params.id);
    if (!product) throw notFound();
    return product;
  },
});

type SaveContext = {
  readonly services: Services;
  readonly session: SessionInfo;
  readonly audit: (entry: AuditEntry, db?: Db) => Promise<void>;
};

/** What the audit log shows of a product's change. */
const audited = (p: ProductRecord | ProductDetail) => ({
  full_description: p.full_description,
  sku: p.sku,
  ean: p.ean,
  sale_unit: p.sale_unit,
  kind: p.kind,
  status: p.status,
  ncm: p.ncm,
  cest: p.cest,
  origin: p.origin,
  cost: p.cost,
  price: p.price,
  department_id: p.department_id,
  group_id: p.group_id,
  subgroup_id: p.subgroup_id,
  variations: p.variations.length,
  extras: p.extras.length,
  components: p.components.length,
  combo_groups: p.combo_groups.length,
});

async function save(ctx: SaveContext, body: ProductPatch, id: number | null): Promise<ProductDetail> {
  const { services, session, audit } = ctx;
  const current = id === null ? null : await loadProduct(services.db, session, id);
  if (id !== null && !current) throw notFound();
  const record = await validProductRecord(services.db, session, productRecordOf(body, current), current);
  let savedId: number;
  try {
    savedId = await services.db.transaction(async (tx) => {
      if (id !== null)
        await refuseCompositionCycle(
          tx,
          session,
          id,
          record.components.map((c) => c.product_id),
        );
      const written = await writeProduct(tx, session, record, id, services.now());
      await audit(
        {
          action: id === null ? "created" : "updated",
          entity: "products",
          entityId: written,
          details: current === null ? { after: audited(record) } : auditChange(audited(current), audited(record)),
        },
        tx,
      );
      return written;
    });
  } catch (error) {
    // Two saves of the same SKU at once: the unique index decides.
    if (isUniqueViolation(error)) throw skuTaken();
    throw error;
  }
  const saved = await loadProduct(services.db, session, savedId);
  if (!saved) throw new Error("product vanished after save");
  return saved;
}

const BODY_IDS = {
  "variations[].id": products,
  "extras[].product_id": products,
  "components[].product_id": products,
  "combo_groups[].options[].product_id": products,
  department_id: marketStructure,
  type_id: marketStructure,
  sector_id: marketStructure,
  group_id: marketStructure,
  subgroup_id: marketStructure,
  manufacturer_id: manufacturers,
  supplier_id: suppliers,
  "configs[].company_id": companies,
} as const;

const create = defineRoute({
  endpoint: productsEndpoints.create,
  access: PRODUCTS_REQUIREMENT,
  tag: "products",
  summary: "Creates a product or service with every tab; each unit of the network gets its price and cost",
  bodyIds: BODY_IDS,
  handler: async ({ services, session, audit, body }) => save({ services, session, audit }, body, null),
});

const update = defineRoute({
  endpoint: productsEndpoints.update,
  access: PRODUCTS_REQUIREMENT,
  tag: "products",
  summary: "Changes a product: fields left out keep their value; lists, when sent, are the whole lists",
  params: { id: products },
  bodyIds: BODY_IDS,
  handler: async ({ services, session, audit, body, params }) => save({ services, session, audit }, body, params.id),
});

export const stockProductRoutes = [
  list,
  configuration,
  detail,
  create,
  update,
  groups,
  subgroups,
  ...(["department", "type", "sector", "group", "subgroup"] as const).map(createMarket),
];
