import { and, asc, eq, inArray, not, sql } from "drizzle-orm";
import { centsToDecimalString, type Cents, parseMoney } from "../../src/domain/money.ts";
import {
  type BulkEditChanges,
  type BulkEditValues,
  bulkEditProblems,
  fieldChanges,
  PRODUCTS_BULK_EDIT_REQUIREMENT,
} from "../../src/domain/stock-wizard.ts";
import { stockBulkEndpoints } from "../../src/schemas/endpoints/stock-bulk.ts";
import type { CompanyId, ProductId } from "../../src/schemas/ids.ts";
import type { BulkEditInput, BulkEditPreviewRow } from "../../src/schemas/stock-bulk.ts";
import type { Db } from "../db/client.ts";
import { message, type Message, ValidationError } from "../http/errors.ts";
import type { AuditEntry, SessionInfo } from "../http/route.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { selectorPage } from "./bulk-products.ts";
import { defaultStockOf } from "./ledger.ts";
import { marketStructure, productConfigs, products } from "./schema.ts";

/** Adds a message under a field of a 422. */
const addMessage = (fields: Record<string, Message[]>, field: string, entry: Message) => {
  fields[field] = [...(fields[field] ?? []), entry];
};

// The bulk product edit (/produtos/em-lote, issue 13 item 6): the selector's products with market structure and
// active filters, a preview of old → new values per product, and applying them all in one transaction with one
// audit row per product. Price, cost, active and stock control are the unit's (product_configs); department and
// group are the product's.

const options = defineRoute({
  endpoint: stockBulkEndpoints.editOptions,
  access: PRODUCTS_BULK_EDIT_REQUIREMENT,
  tag: "stock",
  summary: "What the bulk edit offers: the units the user works in, the network's departments and groups",
  handler: async ({ services: { db }, session }) => {
    const units = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.multiStoreId, session.multiStoreId), inArray(companies.id, [...session.companyIds])))
      .orderBy(asc(companies.name));
    const market = await db
      .select({
        id: marketStructure.id,
        name: marketStructure.name,
        level: marketStructure.level,
        parentId: marketStructure.parentId,
      })
      .from(marketStructure)
      .where(tenantScope(marketStructure, session, inArray(marketStructure.level, ["department", "group"])))
      .orderBy(asc(sql`lower(${marketStructure.name})`));
    return {
      units: units.map((unit) => ({ id: unit.id as CompanyId, name: unit.name })),
      market: market.map((row) => ({
        id: row.id,
        name: row.name,
        level: row.level === "group" ? ("group" as const) : ("department" as const),
        parent_id: row.parentId,
      })),
    };
  },
});

/** The unit the list shows: the one asked for when the user works in it, else the user's first. */
const unitOf = (session: SessionInfo, companyId: number | undefined): number => {
  if (companyId !== undefined && session.companyIds.includes(companyId)) return companyId;
  if (companyId !== undefined) throw new ValidationError({ company_id: [message("stock-bulk:errors.unit")] });
  const [first] = session.companyIds;
  if (first === undefined) throw new ValidationError({ company_id: [message("stock-bulk:errors.unit")] });
  return first;
};

const activeHere = sql`(${products.status} and coalesce(${productConfigs.active}, true))`;

const editProducts = defineRoute({
  endpoint: stockBulkEndpoints.editProducts,
  access: PRODUCTS_BULK_EDIT_REQUIREMENT,
  tag: "stock",
  summary: "The bulk edit's products selector: by name or SKU, department, group and active in the unit, paged",
  queryIds: { company_id: companies, department_id: marketStructure, group_id: marketStructure },
  handler: async ({ services: { db }, session, query }) => {
    const companyId = unitOf(session, query.company_id);
    return selectorPage(db, session, { stockId: defaultStockOf(companyId), companyId }, query, [
      query.department_id === undefined ? undefined : eq(products.departmentId, query.department_id),
      query.group_id === undefined ? undefined : eq(products.groupId, query.group_id),
      query.active === undefined ? undefined : query.active === "true" ? activeHere : not(activeHere),
    ]);
  },
});

type Current = BulkEditValues & {
  readonly id: number;
  readonly fullDescription: string;
  readonly sku: string;
  readonly hasConfig: boolean;
};

/** The changes of the body in domain terms, or its 422. */
async function validChanges(db: Db, session: SessionInfo, body: BulkEditInput): Promise<BulkEditChanges> {
  const fields: Record<string, Message[]> = {};
  const money = (field: "price" | "cost"): Cents | undefined => {
    const text = body.changes[field];
    if (text === undefined) return undefined;
    const cents = parseMoney(text);
    if (cents === null) addMessage(fields, `changes.${field}`, message("validation:money"));
    return cents ?? undefined;
  };
  const changes: BulkEditChanges = {
    price: money("price"),
    cost: money("cost"),
    active: body.changes.active,
    stockControl: body.changes.stock_control,
    departmentId: body.changes.department_id,
    groupId: body.changes.group_id,
  };
  if (!session.companyIds.includes(body.company_id)) {
    fields.company_id = [message("stock-bulk:errors.unit")];
  }
  for (const problem of bulkEditProblems(changes, new Set(body.products_ids).size)) {
    const field = problem === "invalid-money" ? "changes" : problem === "nothing-chosen" ? "changes" : "products_ids";
    addMessage(fields, field, message(`stock-bulk:edit-errors.${problem}`));
  }
  for (const [field, level] of [
    ["department_id", "department"],
    ["group_id", "group"],
  ] as const) {
    const id = body.changes[field];
    if (id === undefined || id === null) continue;
    const [row] = await db
      .select({ level: marketStructure.level })
      .from(marketStructure)
      .where(tenantScope(marketStructure, session, eq(marketStructure.id, id)));
    if (row?.level !== level) addMessage(fields, `changes.${field}`, message("validation:invalid"));
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return changes;
}

/** The products' current values in the unit, in the order asked. */
async function currentValues(db: Db, session: SessionInfo, companyId: number, ids: ReadonlyArray<number>) {
  const rows = await db
    .select({
      id: products.id,
      fullDescription: products.fullDescription,
      sku: products.sku,
      basePrice: products.price,
      baseCost: products.cost,
      status: products.status,
      departmentId: products.departmentId,
      groupId: products.groupId,
      configId: productConfigs.id,
      price1: productConfigs.price1,
      unitCost: productConfigs.unitCost,
      active: productConfigs.active,
      stockControl: productConfigs.stockControl,
    })
    .from(products)
    .leftJoin(productConfigs, and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, companyId)))
    .where(tenantScope(products, session, inArray(products.id, [...new Set(ids)])))
    .orderBy(asc(sql`lower(${products.fullDescription})`), asc(products.id));
  return rows.map(
    (row): Current => ({
      id: row.id,
      fullDescription: row.fullDescription,
      sku: row.sku,
      hasConfig: row.configId !== null,
      price: parseMoney(row.price1 ?? row.basePrice) ?? 0,
      cost: parseMoney(row.unitCost ?? row.baseCost) ?? 0,
      active: row.active ?? true,
      stockControl: row.stockControl ?? true,
      departmentId: row.departmentId,
      groupId: row.groupId,
    }),
  );
}

/** Names of the market structure ids a preview shows. */
async function marketNames(db: Db, session: SessionInfo, ids: ReadonlyArray<number>) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: marketStructure.id, name: marketStructure.name })
    .from(marketStructure)
    .where(tenantScope(marketStructure, session, inArray(marketStructure.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function preview(db: Db, session: SessionInfo, body: BulkEditInput, changes: BulkEditChanges) {
  const current = await currentValues(db, session, body.company_id, body.products_ids);
  const rows = current.map((product) => ({ product, changes: fieldChanges(product, changes) }));
  const marketIds = rows.flatMap((row) =>
    row.changes
      .filter((change) => change.field === "departmentId" || change.field === "groupId")
      .flatMap((change) => [change.before, change.after].filter((v): v is number => typeof v === "number")),
  );
  const names = await marketNames(db, session, marketIds);
  const shown = (field: string, value: number | boolean | null) => {
    if (value === null || typeof value === "boolean") return value;
    if (field === "price" || field === "cost") return centsToDecimalString(value);
    return names.get(value) ?? String(value);
  };
  return rows.map(
    ({ product, changes: list }): BulkEditPreviewRow => ({
      id: product.id as ProductId,
      full_description: product.fullDescription,
      sku: product.sku,
      changes: list.map((change) => ({
        field: change.field,
        before: shown(change.field, change.before),
        after: shown(change.field, change.after),
      })),
    }),
  );
}

const bodyIds = {
  company_id: companies,
  "products_ids[]": products,
  "changes.department_id": marketStructure,
  "changes.group_id": marketStructure,
} as const;

const editPreview = defineRoute({
  endpoint: stockBulkEndpoints.editPreview,
  access: PRODUCTS_BULK_EDIT_REQUIREMENT,
  tag: "stock",
  summary: "Previews a bulk edit: each product's fields that change, old → new; nothing is written",
  bodyIds,
  handler: async ({ services: { db }, session, body }) => {
    const changes = await validChanges(db, session, body);
    return { data: await preview(db, session, body, changes) };
  },
});

const edit = defineRoute({
  endpoint: stockBulkEndpoints.edit,
  access: PRODUCTS_BULK_EDIT_REQUIREMENT,
  tag: "stock",
  summary:
    "Applies a bulk edit to every product in one transaction (price, cost, active and stock control in the unit; department and group), one audit row per product",
  bodyIds,
  handler: async ({ services, session, body, audit }) => {
    const { db } = services;
    const changes = await validChanges(db, session, body);
    const updated = await db.transaction(async (tx) => {
      const current = await currentValues(tx, session, body.company_id, body.products_ids);
      const at = services.now();
      let count = 0;
      for (const product of current) {
        const list = fieldChanges(product, changes);
        if (list.length === 0) continue;
        count += 1;
        const market = {
          ...(changes.departmentId !== undefined ? { departmentId: changes.departmentId } : {}),
          ...(changes.groupId !== undefined ? { groupId: changes.groupId } : {}),
        };
        if (Object.keys(market).length > 0) {
          await tx
            .update(products)
            .set({ ...market, updatedAt: at })
            .where(tenantScope(products, session, eq(products.id, product.id)));
        }
        const unit = {
          ...(changes.price !== undefined ? { price1: centsToDecimalString(changes.price) } : {}),
          ...(changes.cost !== undefined ? { unitCost: centsToDecimalString(changes.cost) } : {}),
          ...(changes.active !== undefined ? { active: changes.active } : {}),
          ...(changes.stockControl !== undefined ? { stockControl: changes.stockControl } : {}),
        };
        if (Object.keys(unit).length > 0) {
          await tx
            .insert(productConfigs)
            .values({
              multiStoreId: session.multiStoreId,
              companyId: body.company_id,
              productId: product.id,
              price1: centsToDecimalString(product.price),
              unitCost: centsToDecimalString(product.cost),
              active: product.active,
              stockControl: product.stockControl,
              ...unit,
            })
            .onConflictDoUpdate({ target: [productConfigs.companyId, productConfigs.productId], set: unit });
        }
        const entry: AuditEntry = {
          action: "bulk-edit",
          entity: "products",
          entityId: product.id,
          companyId: body.company_id,
          details: Object.fromEntries(list.map((change) => [change.field, { from: change.before, to: change.after }])),
        };
        await audit(entry, tx);
      }
      return count;
    });
    return { updated };
  },
});

export const productsBulkRoutes = [options, editProducts, editPreview, edit];
