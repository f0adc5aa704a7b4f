import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkEditOptions, BulkEditPreview, SelectorProductList } from "../../src/schemas/stock-bulk.ts";
import { companies, multiStores } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
import { marketStructure, productConfigs, products } from "./schema.ts";

// /produtos/em-lote's API (issue 13 item 6): filters, preview old → new, one transaction, one audit row per product.

let t: TestApp;
let editor = "";
let reader = "";
let outra = "";
let network = 0;
let unit = 0;
let clothing = 0;
let shirts = 0;
let groceries = 0;
let foreignProduct = 0;
const ids: number[] = [];

const call = jsonCaller(() => t);

beforeAll(async () => {
  t = await startTestApp();
  editor = (await userWith(t, "so.sto3", [["STO", 3, 2]])).cookie;
  reader = (await userWith(t, "so.sto3.read", [["STO", 3, 1]])).cookie;
  outra = await t.login("outra.admin");
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  network = demo?.id ?? 0;
  const [first] = await t.db.select().from(companies).where(eq(companies.multiStoreId, network)).orderBy(companies.id);
  unit = first?.id ?? 0;
  const market = await t.db
    .insert(marketStructure)
    .values([
      { multiStoreId: network, level: "department", name: "Lote Vestuário" },
      { multiStoreId: network, level: "department", name: "Lote Mercearia" },
    ])
    .returning({ id: marketStructure.id });
  clothing = market[0]?.id ?? 0;
  groceries = market[1]?.id ?? 0;
  const [group] = await t.db
    .insert(marketStructure)
    .values({ multiStoreId: network, level: "group", name: "Lote Camisetas", parentId: clothing })
    .returning({ id: marketStructure.id });
  shirts = group?.id ?? 0;
  const rows = await t.db
    .insert(products)
    .values(
      ["Lote Camiseta P", "Lote Camiseta M", "Lote Camiseta G", "Lote Feijão"].map((name, i) => ({
        multiStoreId: network,
        fullDescription: name,
        sku: `LOTE-${i}`,
        departmentId: i < 3 ? clothing : groceries,
        groupId: i < 3 ? shirts : null,
      })),
    )
    .returning({ id: products.id });
  ids.push(...rows.map((row) => row.id));
  await t.db.insert(productConfigs).values(
    ids.slice(0, 3).map((productId) => ({
      multiStoreId: network,
      companyId: unit,
      productId,
      price1: "39.90",
      unitCost: "15.00",
    })),
  );
  const [other] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.multiStoreId, (await t.db.select().from(multiStores)).find((s) => s.id !== network)?.id ?? 0))
    .limit(1);
  foreignProduct = other?.id ?? 0;
});
afterAll(() => t.close());

describe("bulk product edit", () => {
  it("offers the user's units and the network's departments and groups", async () => {
    const { status, body } = await call<BulkEditOptions>("GET", "/api/v1/products/bulk/options", editor);
    expect(status).toBe(200);
    expect(body.units.some((u) => u.id === unit)).toBe(true);
    expect(body.market.find((m) => m.id === shirts)).toEqual({
      id: shirts,
      name: "Lote Camisetas",
      level: "group",
      parent_id: clothing,
    });
  });

  it("filters the selector by department, group and active", async () => {
    const byGroup = await call<SelectorProductList>(
      "GET",
      `/api/v1/products/bulk/products?company_id=${unit}&group_id=${shirts}`,
      editor,
    );
    expect(byGroup.body.data.map((p) => p.full_description)).toEqual([
      "Lote Camiseta G",
      "Lote Camiseta M",
      "Lote Camiseta P",
    ]);
    const byDepartment = await call<SelectorProductList>(
      "GET",
      `/api/v1/products/bulk/products?department_id=${groceries}&search=lote`,
      editor,
    );
    expect(byDepartment.body.data.map((p) => p.full_description)).toEqual(["Lote Feijão"]);
    const inactive = await call<SelectorProductList>(
      "GET",
      `/api/v1/products/bulk/products?active=false&search=lote`,
      editor,
    );
    expect(inactive.body.meta.total).toBe(0);
  });

  it("previews old → new per product, writing nothing", async () => {
    const { status, body } = await call<BulkEditPreview>("POST", "/api/v1/products/bulk/preview", editor, {
      company_id: unit,
      products_ids: ids.slice(0, 3),
      changes: { price: "44.90", stock_control: true, group_id: null },
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({
      full_description: "Lote Camiseta G",
      changes: [
        { field: "price", before: "39.90", after: "44.90" },
        { field: "groupId", before: "Lote Camisetas", after: null },
      ],
    });
    const [config] = await t.db
      .select()
      .from(productConfigs)
      .where(and(eq(productConfigs.productId, ids[0] ?? 0), eq(productConfigs.companyId, unit)));
    expect(config?.price1).toBe("39.90");
  });

  it("applies price and cost to every product in one go, creating the unit's config where missing, one audit row each", async () => {
    const { status, body } = await call<{ updated: number }>("POST", "/api/v1/products/bulk", editor, {
      company_id: unit,
      products_ids: ids,
      changes: { price: "44.90", cost: "16.50", department_id: clothing },
    });
    expect(status).toBe(200);
    expect(body.updated).toBe(4);
    const configs = await t.db
      .select()
      .from(productConfigs)
      .where(and(inArray(productConfigs.productId, ids), eq(productConfigs.companyId, unit)));
    expect(configs.map((c) => [c.price1, c.unitCost]).sort()).toEqual([
      ["44.90", "16.50"],
      ["44.90", "16.50"],
      ["44.90", "16.50"],
      ["44.90", "16.50"],
    ]);
    const [beans] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, ids[3] ?? 0));
    expect(beans?.departmentId).toBe(clothing);
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "products"), eq(userLogs.action, "bulk-edit")));
    expect(logs).toHaveLength(4);
    expect(logs.find((l) => l.entityId === String(ids[0]))?.details).toEqual({
      price: { from: 3990, to: 4490 },
      cost: { from: 1500, to: 1650 },
    });
  });

  it("refuses nothing chosen and a negative cost with messages in pt and es", async () => {
    const pt = await call<{ messages: unknown }>("POST", "/api/v1/products/bulk", editor, {
      company_id: unit,
      products_ids: ids,
      changes: {},
    });
    expect(pt.status).toBe(422);
    expect(pt.body.messages).toEqual({ changes: ["Escolha ao menos um valor para alterar"] });
    const es = await call<{ messages: unknown }>(
      "POST",
      "/api/v1/products/bulk",
      editor,
      { company_id: unit, products_ids: [], changes: { cost: "-1.00" } },
      "es-EC",
    );
    expect(es.status).toBe(422);
    expect(es.body.messages).toEqual({
      changes: ["Valor inválido"],
      products_ids: ["Seleccione al menos 1 producto"],
    });
  });

  it("refuses another network's product, a group given as department, and users below STO 3 level 2", async () => {
    const foreign = await call<{ messages: Record<string, unknown> }>("POST", "/api/v1/products/bulk", editor, {
      company_id: unit,
      products_ids: [ids[0], foreignProduct],
      changes: { active: false },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.messages)).toEqual(["products_ids.1"]);
    const wrongLevel = await call<{ messages: Record<string, unknown> }>("POST", "/api/v1/products/bulk", editor, {
      company_id: unit,
      products_ids: [ids[0]],
      changes: { department_id: shirts },
    });
    expect(wrongLevel.status).toBe(422);
    expect(Object.keys(wrongLevel.body.messages)).toEqual(["changes.department_id"]);
    const json = { company_id: unit, products_ids: [ids[0]], changes: { active: false } };
    expect((await call("POST", "/api/v1/products/bulk", reader, json)).status).toBe(403);
    expect((await call("POST", "/api/v1/products/bulk", outra, json)).status).toBe(422);
    const [config] = await t.db
      .select()
      .from(productConfigs)
      .where(and(eq(productConfigs.productId, ids[0] ?? 0), eq(productConfigs.companyId, unit)));
    expect(config?.active).toBe(true);
  });
});
