import { asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import {
  closesCycle,
  MARKET_PARENT,
  type MarketLevel,
  normalizeProduct,
  type ProductFields,
  productIssues,
  saleUnitDecimals,
} from "../../src/domain/products.ts";
import type { CompanyId, ProductId } from "../../src/schemas/ids.ts";
import type { ProductDetail, ProductPatch } from "../../src/schemas/stock-products.ts";
import { lockKey } from "../db/advisory-lock.ts";
import type { Db, Tx } from "../db/client.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import {
  marketStructure,
  productComboGroups,
  productComboOptions,
  productComponents,
  productConfigs,
  productExtras,
  products,
} from "./schema.ts";

// Reading and writing one product with its tabs (the catalog's queries). Variations are products rows with
// parent_id; extras, components and combo options point at other products of the network.

const money = (value: string | null | undefined) => Number(value ?? 0).toFixed(2);

type Ref = { readonly product_id: number };

/** A product as a save describes it: the body, and for what it leaves out the stored product or defaults. */
export type ProductRecord = Omit<ProductFields, "variations" | "extras" | "components" | "combo_groups"> & {
  readonly kind: "product" | "service";
  readonly status: boolean;
  readonly cost: string;
  readonly price: string;
  readonly variations: ReadonlyArray<
    ProductFields["variations"][number] & { id: number | null; price: string; status: boolean }
  >;
  readonly extras: ReadonlyArray<Ref & { price: string }>;
  readonly components: ReadonlyArray<Ref & { quantity: number }>;
  readonly combo_groups: ReadonlyArray<
    Omit<ProductFields["combo_groups"][number], "options"> & { options: ReadonlyArray<Ref & { extra_price: string }> }
  >;
  readonly department_id: number | null;
  readonly type_id: number | null;
  readonly sector_id: number | null;
  readonly group_id: number | null;
  readonly subgroup_id: number | null;
  readonly manufacturer_id: number | null;
  readonly supplier_id: number | null;
  readonly configs: ReadonlyArray<{
    readonly company_id: number;
    readonly price_1: string;
    readonly unit_cost: string;
    readonly stock_control: boolean;
    readonly min_stock: number;
    readonly active: boolean;
  }>;
};

/** The product with its tabs; null when not in the network. */
export async function loadProduct(db: Db, session: SessionInfo, id: number): Promise<ProductDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(tenantScope(products, session, eq(products.id, id)));
  if (!row) return null;
  const other = db
    .select({ id: products.id, description: products.fullDescription, sku: products.sku })
    .from(products)
    .as("other");
  const [variations, extras, components, groups, configs] = await Promise.all([
    db
      .select()
      .from(products)
      .where(tenantScope(products, session, eq(products.parentId, id)))
      .orderBy(asc(products.id)),
    db
      .select({ extra: productExtras, description: other.description, sku: other.sku })
      .from(productExtras)
      .innerJoin(other, eq(other.id, productExtras.extraProductId))
      .where(eq(productExtras.productId, id))
      .orderBy(asc(productExtras.position), asc(productExtras.id)),
    db
      .select({ component: productComponents, description: other.description, sku: other.sku })
      .from(productComponents)
      .innerJoin(other, eq(other.id, productComponents.componentId))
      .where(eq(productComponents.productId, id))
      .orderBy(asc(productComponents.id)),
    db
      .select()
      .from(productComboGroups)
      .where(eq(productComboGroups.productId, id))
      .orderBy(asc(productComboGroups.position), asc(productComboGroups.id)),
    db
      .select({ config: productConfigs, companyName: companies.name })
      .from(productConfigs)
      .innerJoin(companies, eq(companies.id, productConfigs.companyId))
      .where(tenantScope(productConfigs, session, eq(productConfigs.productId, id)))
      .orderBy(asc(companies.name), asc(companies.id)),
  ]);
  const options =
    groups.length === 0
      ? []
      : await db
          .select({ option: productComboOptions, description: other.description, sku: other.sku })
          .from(productComboOptions)
          .innerJoin(other, eq(other.id, productComboOptions.productId))
          .where(
            inArray(
              productComboOptions.groupId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(productComboOptions.id));
  return {
    id: row.id as ProductId,
    full_description: row.fullDescription,
    sku: row.sku,
    ean: row.ean ?? "",
    sale_unit: row.saleUnitName,
    sale_unit_decimals: row.saleUnitDecimals,
    kind: row.kind === "service" ? "service" : "product",
    status: row.status,
    ncm: row.ncm ?? "",
    cest: row.cest ?? "",
    origin: row.origin,
    cost: money(row.cost),
    price: money(row.price),
    attributes: row.attributes as ProductDetail["attributes"],
    variation_axes: row.variationAxes as ProductDetail["variation_axes"],
    variations: variations.map((v) => ({
      id: v.id as ProductId,
      sku: v.sku,
      ean: v.ean ?? "",
      price: money(v.price),
      values: v.variationValues as Record<string, string>,
      status: v.status,
    })),
    extras: extras.map((e) => ({
      product_id: e.extra.extraProductId as ProductId,
      description: e.description,
      sku: e.sku,
      price: money(e.extra.price),
    })),
    components: components.map((c) => ({
      product_id: c.component.componentId as ProductId,
      description: c.description,
      sku: c.sku,
      quantity: Number(c.component.quantity),
    })),
    combo_groups: groups.map((g) => ({
      name: g.name,
      min_choices: g.minChoices,
      max_choices: g.maxChoices,
      options: options
        .filter((o) => o.option.groupId === g.id)
        .map((o) => ({
          product_id: o.option.productId as ProductId,
          description: o.description,
          sku: o.sku,
          extra_price: money(o.option.extraPrice),
        })),
    })),
    department_id: row.departmentId,
    type_id: row.typeId,
    sector_id: row.sectorId,
    group_id: row.groupId,
    subgroup_id: row.subgroupId,
    manufacturer_id: row.manufacturerId,
    supplier_id: row.supplierId,
    configs: configs.map((c) => ({
      company_id: c.config.companyId as CompanyId,
      company_name: c.companyName,
      price_1: money(c.config.price1),
      unit_cost: money(c.config.unitCost),
      stock_control: c.config.stockControl,
      min_stock: Number(c.config.minStock),
      active: c.config.active,
    })),
  };
}

/** The product a save describes: what the body sends, and for what it leaves out `current` (PATCH) or defaults. */
export function productRecordOf(body: ProductPatch, current: ProductDetail | null): ProductRecord {
  const pick = <K extends keyof ProductPatch & keyof ProductDetail>(key: K) =>
    body[key] === undefined ? current?.[key] : body[key];
  return {
    full_description: body.full_description ?? current?.full_description ?? "",
    sku: body.sku ?? current?.sku ?? "",
    ean: body.ean ?? current?.ean ?? "",
    sale_unit: body.sale_unit ?? current?.sale_unit ?? "UN",
    kind: body.kind ?? current?.kind ?? "product",
    status: body.status ?? current?.status ?? true,
    ncm: body.ncm ?? current?.ncm ?? "",
    cest: body.cest ?? current?.cest ?? "",
    origin: body.origin ?? current?.origin ?? 0,
    cost: body.cost ?? current?.cost ?? "0",
    price: body.price ?? current?.price ?? "0",
    attributes: body.attributes ?? current?.attributes ?? [],
    variation_axes: body.variation_axes ?? current?.variation_axes ?? [],
    variations: (body.variations ?? current?.variations.map((v) => ({ ...v, id: v.id as number | null })) ?? []).map(
      (v) => ({
        id: v.id ?? null,
        sku: v.sku,
        ean: v.ean ?? "",
        price: v.price,
        values: v.values,
        status: v.status ?? true,
      }),
    ),
    extras: (body.extras ?? current?.extras ?? []).map((e) => ({ product_id: e.product_id, price: e.price })),
    components: (body.components ?? current?.components ?? []).map((c) => ({
      product_id: c.product_id,
      quantity: c.quantity,
    })),
    combo_groups: (body.combo_groups ?? current?.combo_groups ?? []).map((g) => ({
      name: g.name,
      min_choices: g.min_choices,
      max_choices: g.max_choices,
      options: g.options.map((o) => ({ product_id: o.product_id, extra_price: o.extra_price })),
    })),
    department_id: pick("department_id") ?? null,
    type_id: pick("type_id") ?? null,
    sector_id: pick("sector_id") ?? null,
    group_id: pick("group_id") ?? null,
    subgroup_id: pick("subgroup_id") ?? null,
    manufacturer_id: pick("manufacturer_id") ?? null,
    supplier_id: pick("supplier_id") ?? null,
    configs: body.configs ?? current?.configs ?? [],
  };
}

/** A 422 with the `products:issues.<code>` messages per field. */
export const refuse = (fields: Readonly<Record<string, ReadonlyArray<string>>>) =>
  new ValidationError(
    Object.fromEntries(
      Object.entries(fields).map(([field, keys]) => [
        field,
        keys.map(
          (key): Message => (key === "not-found" ? message("validation:not-found") : message(`products:issues.${key}`)),
        ),
      ]),
    ),
  );

/** 422 "SKU já cadastrado" on sku (or on the variation's sku). */
export const skuTaken = (field = "sku") => refuse({ [field]: ["sku-taken"] });

/**
 * The product's rules (src/domain/products.ts) and those that need rows: SKUs unique in the network, market
 * structure at the right level and under its parent, no service as a component, no composition cycle, variations
 * that are this product's, units of the network. The normalized record, or a 422 with messages per field.
 */
export async function validProductRecord(
  db: Db,
  session: SessionInfo,
  record: ProductRecord,
  current: ProductDetail | null,
): Promise<ProductRecord> {
  const selfId = current?.id ?? null;
  const issues: Record<string, string[]> = Object.fromEntries(
    Object.entries(productIssues(record, selfId)).map(([field, keys]) => [field, [...keys]]),
  );
  const add = (field: string, key: string) => {
    issues[field] = [...(issues[field] ?? []), key];
  };
  const own = new Set(current?.variations.map((v) => v.id as number));
  record.variations.forEach((v, index) => {
    if (v.id !== null && !own.has(v.id)) add(`variations.${index}.id`, "not-found");
  });
  await checkMarket(db, session, record, add);
  const componentIds = record.components.map((c) => c.product_id);
  if (componentIds.length > 0) {
    const rows = await db
      .select({ id: products.id, kind: products.kind })
      .from(products)
      .where(tenantScope(products, session, inArray(products.id, componentIds)));
    const services = new Set(rows.filter((r) => r.kind === "service").map((r) => r.id));
    record.components.forEach((c, index) => {
      if (services.has(c.product_id)) add(`components.${index}.product_id`, "service-component");
    });
    if (selfId !== null && closesCycle(selfId, componentIds, await compositionEdges(db, session)))
      add("components", "cycle");
  }
  const seen = new Set<number>();
  record.configs.forEach((c, index) => {
    if (seen.has(c.company_id)) add(`configs.${index}.company_id`, "duplicate");
    seen.add(c.company_id);
  });
  if (Object.keys(issues).length > 0) throw refuse(issues);
  const normal: ProductRecord = normalizeProduct(record);
  const skus = [normal.sku, ...normal.variations.map((v) => v.sku)].map((s) => s.toLowerCase());
  const keep = [selfId, ...normal.variations.map((v) => v.id)].filter((id): id is number => id !== null);
  const taken = await db
    .select({ sku: sql<string>`lower(${products.sku})` })
    .from(products)
    .where(
      tenantScope(
        products,
        session,
        inArray(sql`lower(${products.sku})`, skus),
        keep.length ? notInArray(products.id, keep) : undefined,
      ),
    );
  if (taken.length > 0) {
    const used = new Set(taken.map((t) => t.sku));
    const fields: Record<string, string[]> = {};
    if (used.has(normal.sku.toLowerCase())) fields.sku = ["sku-taken"];
    normal.variations.forEach((v, index) => {
      if (used.has(v.sku.toLowerCase())) fields[`variations.${index}.sku`] = ["sku-taken"];
    });
    throw refuse(fields);
  }
  return normal;
}

/**
 * Checked again inside the save's transaction, under a lock on the network's compositions: two saves at once (A
 * takes B while B takes A) each passed validProductRecord before the other committed, and would close a cycle.
 */
export async function refuseCompositionCycle(
  tx: Tx,
  session: SessionInfo,
  productId: number,
  componentIds: ReadonlyArray<number>,
): Promise<void> {
  if (componentIds.length === 0) return;
  await lockKey(tx, "product-composition", String(session.multiStoreId));
  if (closesCycle(productId, [...componentIds], await compositionEdges(tx, session)))
    throw refuse({ components: ["cycle"] });
}

/** Every stored composition of the network: product → its components. */
async function compositionEdges(db: Db, session: SessionInfo): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ productId: productComponents.productId, componentId: productComponents.componentId })
    .from(productComponents)
    .where(tenantScope(productComponents, session));
  const edges = new Map<number, number[]>();
  for (const row of rows) edges.set(row.productId, [...(edges.get(row.productId) ?? []), row.componentId]);
  return edges;
}

const MARKET_FIELDS: ReadonlyArray<
  readonly [MarketLevel, "department_id" | "type_id" | "sector_id" | "group_id" | "subgroup_id"]
> = [
  ["department", "department_id"],
  ["type", "type_id"],
  ["sector", "sector_id"],
  ["group", "group_id"],
  ["subgroup", "subgroup_id"],
];

/** Each market id is a row of its level; a group is under the chosen department, a subgroup under the group. */
async function checkMarket(
  db: Db,
  session: SessionInfo,
  record: ProductRecord,
  add: (field: string, key: string) => void,
) {
  const ids = MARKET_FIELDS.map(([, field]) => record[field]).filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const rows = await db
    .select()
    .from(marketStructure)
    .where(tenantScope(marketStructure, session, inArray(marketStructure.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [level, field] of MARKET_FIELDS) {
    const id = record[field];
    if (id === null) continue;
    const row = byId.get(id);
    if (!row || row.level !== level) {
      add(field, "not-found");
      continue;
    }
    const parentLevel = MARKET_PARENT[level];
    if (parentLevel) {
      const parentId = record[`${parentLevel}_id` as "department_id" | "group_id"];
      if (parentId !== null && row.parentId !== parentId) add(field, "market-parent");
    }
  }
}

const productValues = (record: ProductRecord, now: Date) => ({
  fullDescription: record.full_description,
  sku: record.sku,
  ean: record.ean === "" ? null : record.ean,
  saleUnitName: record.sale_unit,
  saleUnitDecimals: saleUnitDecimals(record.sale_unit),
  status: record.status,
  kind: record.kind,
  ncm: record.ncm === "" ? null : record.ncm,
  cest: record.cest === "" ? null : record.cest,
  origin: record.origin,
  cost: record.cost,
  price: record.price,
  departmentId: record.department_id,
  typeId: record.type_id,
  sectorId: record.sector_id,
  groupId: record.group_id,
  subgroupId: record.subgroup_id,
  manufacturerId: record.manufacturer_id,
  supplierId: record.supplier_id,
  attributes: record.attributes,
  variationAxes: record.variation_axes,
  updatedAt: now,
});

/** Writes the product and every tab; returns its id. */
export async function writeProduct(
  tx: Db,
  session: SessionInfo,
  record: ProductRecord,
  id: number | null,
  now: Date,
): Promise<number> {
  const values = productValues(record, now);
  const tenant = { multiStoreId: session.multiStoreId };
  let productId: number;
  if (id === null) {
    const [row] = await tx
      .insert(products)
      .values({ ...values, ...tenant })
      .returning({ id: products.id });
    if (!row) throw new Error("product insert failed");
    productId = row.id;
  } else {
    await tx
      .update(products)
      .set(values)
      .where(tenantScope(products, session, eq(products.id, id)));
    productId = id;
  }
  // Variations: their own products rows, with the parent's classification and their own SKU, EAN and price.
  const kept = record.variations.flatMap((v) => (v.id === null ? [] : [v.id]));
  // A removed variation goes; one that was already sold or moved stock stays, inactive, for its history.
  const removed = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      tenantScope(
        products,
        session,
        eq(products.parentId, productId),
        kept.length ? notInArray(products.id, kept) : undefined,
      ),
    );
  for (const { id: removedId } of removed) {
    try {
      await tx.transaction(async (point) => {
        await point.delete(products).where(eq(products.id, removedId));
      });
    } catch {
      await tx.update(products).set({ status: false, updatedAt: now }).where(eq(products.id, removedId));
    }
  }
  const variationIds: number[] = [];
  for (const variation of record.variations) {
    const description = `${record.full_description} ${Object.values(variation.values).join(" ")}`.trim();
    const own = {
      ...values,
      fullDescription: description.slice(0, 200),
      sku: variation.sku,
      ean: variation.ean === "" ? null : variation.ean,
      price: variation.price,
      status: variation.status && record.status,
      variationAxes: [],
      variationValues: variation.values,
      parentId: productId,
    };
    if (variation.id === null) {
      const [row] = await tx
        .insert(products)
        .values({ ...own, ...tenant })
        .returning({ id: products.id });
      if (row) variationIds.push(row.id);
    } else {
      await tx
        .update(products)
        .set(own)
        .where(tenantScope(products, session, eq(products.id, variation.id)));
      variationIds.push(variation.id);
    }
  }
  await tx.delete(productExtras).where(eq(productExtras.productId, productId));
  if (record.extras.length)
    await tx.insert(productExtras).values(
      record.extras.map((e, position) => ({
        ...tenant,
        productId,
        extraProductId: e.product_id,
        price: e.price,
        position,
      })),
    );
  await tx.delete(productComponents).where(eq(productComponents.productId, productId));
  if (record.components.length)
    await tx.insert(productComponents).values(
      record.components.map((c) => ({
        ...tenant,
        productId,
        componentId: c.product_id,
        quantity: String(c.quantity),
      })),
    );
  await tx.delete(productComboGroups).where(eq(productComboGroups.productId, productId));
  for (const [position, group] of record.combo_groups.entries()) {
    const [row] = await tx
      .insert(productComboGroups)
      .values({
        ...tenant,
        productId,
        name: group.name.trim(),
        minChoices: group.min_choices,
        maxChoices: group.max_choices,
        position,
      })
      .returning({ id: productComboGroups.id });
    if (row && group.options.length)
      await tx.insert(productComboOptions).values(
        group.options.map((o) => ({
          ...tenant,
          groupId: row.id,
          productId: o.product_id,
          extraPrice: o.extra_price,
        })),
      );
  }
  await writeConfigs(tx, session, record, productId, variationIds);
  return productId;
}

/**
 * The product in each unit (loja a loja): the configs sent are written (for the variations too, whose price_1 is
 * their own price in the unit when the unit has none); a unit left out gets the product's price and cost once,
 * so a new product is on sale in every unit at once.
 */
async function writeConfigs(
  tx: Db,
  session: SessionInfo,
  record: ProductRecord,
  parentId: number,
  variationIds: ReadonlyArray<number>,
) {
  const units = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.multiStoreId, session.multiStoreId));
  const sent = new Map(record.configs.map((c) => [c.company_id as number, c]));
  const rows = units.flatMap((unit) => {
    const config = sent.get(unit.id);
    const base = {
      multiStoreId: session.multiStoreId,
      companyId: unit.id,
      price1: config?.price_1 ?? record.price,
      unitCost: config?.unit_cost ?? record.cost,
      stockControl: config?.stock_control ?? record.kind === "product",
      minStock: String(config?.min_stock ?? 0),
      active: config?.active ?? true,
    };
    const stockControl = record.kind === "service" ? false : base.stockControl;
    return [
      { ...base, stockControl, productId: parentId, explicit: config !== undefined },
      ...variationIds.map((variationId, index) => ({
        ...base,
        stockControl,
        price1: record.variations[index]?.price ?? base.price1,
        productId: variationId,
        explicit: config !== undefined,
      })),
    ];
  });
  // Two statements whatever the number of units and variations: the units sent are written, the others only filled.
  const sentRows = rows.filter((row) => row.explicit).map(({ explicit: _, ...row }) => row);
  const otherRows = rows.filter((row) => !row.explicit).map(({ explicit: _, ...row }) => row);
  if (sentRows.length)
    await tx
      .insert(productConfigs)
      .values(sentRows)
      .onConflictDoUpdate({
        target: [productConfigs.companyId, productConfigs.productId],
        set: {
          price1: sql`excluded.price_1`,
          unitCost: sql`excluded.unit_cost`,
          stockControl: sql`excluded.stock_control`,
          minStock: sql`excluded.min_stock`,
          active: sql`excluded.active`,
        },
      });
  if (otherRows.length) await tx.insert(productConfigs).values(otherRows).onConflictDoNothing();
}
