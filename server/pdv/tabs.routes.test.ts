import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PosTab, PosTabList, SaleTabList } from "../../src/schemas/pdv-tabs.ts";
import { productConfigs } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
import { posTabs } from "./schema.ts";
import { productBySku, unitId } from "./pdv-test-support.ts";

// Quick-pick tabs (spec 3 Tab, 7 /api/v1/tabs, 8 tabs errors; CNF 1): the editor's CRUD and the sale screen's grid.

let t: TestApp;
let settings = "";
let caixa = "";
let outra = "";
let centro = 0;
let shirt = 0;
let rice = 0;

const call = jsonCaller(() => t);

beforeAll(async () => {
  t = await startTestApp();
  settings = (await userWith(t, "so.cnf1", [["CNF", 1, 2]])).cookie;
  caixa = await t.login("caixa");
  outra = await t.login("outra.admin");
  centro = await unitId(t, "Rede Demo Centro");
  shirt = (await productBySku(t, "VES-01101-M", centro)).id;
  rice = (await productBySku(t, "PES-001", centro)).id;
});
afterAll(() => t.close());

describe("/api/v1/tabs (CNF 1)", () => {
  it("creates, renames, sets products and deletes a tab, each audited", async () => {
    const created = await call<PosTab>("POST", "/api/v1/tabs", settings, { name: " Bebidas ", products_ids: [rice] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Bebidas", products_ids: [rice] });
    expect(created.body.products[0]).toMatchObject({ id: rice, sku: "PES-001", thumb_url: null });
    const second = await call<PosTab>("POST", "/api/v1/tabs", settings, { name: "Roupas", products_ids: [] });
    expect(second.body.position).toBe(created.body.position + 1);

    const renamed = await call<PosTab>("PATCH", `/api/v1/tabs/${created.body.id}`, settings, {
      name: "Mercearia",
      products_ids: [shirt, rice],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Mercearia", products_ids: [shirt, rice] });

    const list = await call<PosTabList>("GET", "/api/v1/tabs", caixa);
    expect(list.status).toBe(200);
    // The demo's seeded tabs first, then these two in the order they were made.
    expect(list.body.data.map((tab) => tab.name)).toEqual(["Mais vendidos", "A granel", "Mercearia", "Roupas"]);

    const removed = await call<{ ok: boolean }>("DELETE", `/api/v1/tabs/${second.body.id}`, settings);
    expect(removed.body).toEqual({ ok: true });
    expect(await t.db.select().from(posTabs).where(eq(posTabs.id, second.body.id))).toEqual([]);
    const logs = await t.db.select().from(userLogs).where(eq(userLogs.entity, "pos_tab"));
    expect(logs.map((log) => log.action).sort()).toEqual(["create", "create", "delete", "update"]);
  });

  it.each([
    ["pt-BR", "Preenchimento Obrigatório"],
    ["es-EC", null],
  ])("answers 422 with the first message for a bad tab (%s)", async (locale, text) => {
    const res = await call<{ messages: Record<string, string[]> }>(
      "POST",
      "/api/v1/tabs",
      settings,
      { name: "  ", products_ids: [] },
      locale,
    );
    expect(res.status).toBe(422);
    expect(res.body.messages.name).toHaveLength(1);
    if (text) expect(res.body.messages.name?.[0]).toBe(text);
    const twice = await call<{ messages: Record<string, string[]> }>(
      "POST",
      "/api/v1/tabs",
      settings,
      { name: "Dupla", products_ids: [rice, rice] },
      locale,
    );
    expect(twice.status).toBe(422);
    expect(twice.body.messages.products_ids?.[0]).toBe(
      locale === "pt-BR"
        ? "O mesmo produto aparece mais de uma vez na aba."
        : "El mismo producto aparece más de una vez en la pestaña.",
    );
  });

  it("refuses another network's products and tabs, and users without CNF 1", async () => {
    const foreign = await call<PosTab>("POST", "/api/v1/tabs", outra, { name: "Deles", products_ids: [] });
    expect(foreign.status).toBe(201);
    const attempt = await call("POST", "/api/v1/tabs", outra, { name: "X", products_ids: [shirt] });
    expect(attempt.status).toBe(422);
    expect((await call("PATCH", `/api/v1/tabs/${foreign.body.id}`, settings, { name: "Nossa" })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/tabs/${foreign.body.id}`, settings)).status).toBe(404);
    expect((await call("POST", "/api/v1/tabs", caixa, { name: "Caixa", products_ids: [] })).status).toBe(403);
    const mine = await call<PosTabList>("GET", "/api/v1/tabs", settings);
    expect(mine.body.data.map((tab) => tab.name)).not.toContain("Deles");
  });
});

describe("GET /api/v1/tabs/products", () => {
  it("finds the network's products by name words or SKU for the editor (CNF 1)", async () => {
    const byName = await call<{ data: Array<{ id: number; sku: string }> }>(
      "GET",
      "/api/v1/tabs/products?q=VES-01101",
      settings,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((p) => p.sku)).toContain("VES-01101-M");
    const theirs = await call<{ data: Array<{ id: number }> }>("GET", "/api/v1/tabs/products?q=VES-01101", outra);
    expect(theirs.body.data.map((p) => p.id)).not.toContain(shirt);
    expect((await call("GET", "/api/v1/tabs/products?q=a", caixa)).status).toBe(403);
  });
});

describe("GET /api/v1/tabs/sale", () => {
  it("answers each tab's products as the unit sells them, in the tab's order, leaving out inactive ones", async () => {
    const tab = await call<PosTab>("POST", "/api/v1/tabs", settings, { name: "Rápido", products_ids: [rice, shirt] });
    const grid = await call<SaleTabList>("GET", `/api/v1/tabs/sale?company_id=${centro}`, caixa);
    expect(grid.status).toBe(200);
    const mine = grid.body.data.find((entry) => entry.id === tab.body.id);
    expect(mine?.products.map((p) => p.id)).toEqual([rice, shirt]);
    expect(mine?.products[0]).toMatchObject({ sku: "PES-001", thumb_url: null });
    expect(typeof mine?.products[0]?.price_1).toBe("string");

    await t.db.update(productConfigs).set({ active: false }).where(eq(productConfigs.productId, shirt));
    const after = await call<SaleTabList>("GET", `/api/v1/tabs/sale?company_id=${centro}`, caixa);
    expect(after.body.data.find((entry) => entry.id === tab.body.id)?.products.map((p) => p.id)).toEqual([rice]);
    await t.db.update(productConfigs).set({ active: true }).where(eq(productConfigs.productId, shirt));

    const foreignUnit = await call("GET", `/api/v1/tabs/sale?company_id=${centro}`, outra);
    expect(foreignUnit.status).toBe(422);
  });
});
