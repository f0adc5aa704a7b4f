import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEan13CheckDigit } from "../../src/domain/barcode.ts";
import type { ProductDetail, ProductInput, ProductList } from "../../src/schemas/stock-products.ts";
import { companies, multiStores } from "../network/schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { productComponents, productConfigs, products } from "./schema.ts";

// The product catalog: GET /api/v1/products (paged, per-unit columns, filters), GET/POST/PATCH of one product with
// its seven tabs, the configuration lists and the market structure (issue 13 item 1), on a fresh demo database.

let t: TestApp;
let admin = "";
let vendedor = "";
let other = "";
let demoId = 0;
let otherProductId = 0;

beforeAll(async () => {
  t = await startTestApp();
  [admin, vendedor, other] = (await Promise.all(["admin", "vendedor", "outra.admin"].map((l) => t.login(l)))) as [
    string,
    string,
    string,
  ];
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id ?? 0;
  const [foreign] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(
      eq(
        products.multiStoreId,
        (await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede")))[0]?.id ?? 0,
      ),
    )
    .limit(1);
  otherProductId = foreign?.id ?? 0;
});
afterAll(() => t.close());

const es = { "accept-language": "es-EC" };

async function send(
  method: string,
  path: string,
  json?: unknown,
  cookie = admin,
  headers: Record<string, string> = {},
) {
  const res = await t.request(path, { method, cookie, json, headers });
  return { status: res.status, body: (await res.json()) as ProductDetail & { messages?: Record<string, string[]> } };
}

const product = (seed: number, change: Partial<ProductInput> = {}): ProductInput => ({
  full_description: `Camiseta Teste ${seed}`,
  sku: `TESTE-${seed}`,
  ean: withEan13CheckDigit(`789100000${String(seed).padStart(3, "0")}`),
  sale_unit: "Unidade",
  kind: "product",
  ncm: "6109.10.00",
  cest: "28.038.00",
  origin: 0,
  cost: "20.00",
  price: "49.90",
  ...change,
});

async function market(level: string, name: string, parent_id?: number) {
  const res = await send("POST", `/api/v1/market_structure/${level}`, { name, parent_id });
  return res.body as unknown as { id: number; name: string; parent_id: number | null };
}

describe("market structure and configuration", () => {
  it("creates departments, groups under them and subgroups under groups; lists them per parent", async () => {
    const dept = await market("department", "Moda Praia");
    const group = await market("group", "Biquínis", dept.id);
    const sub = await market("subgroup", "Cortininha", group.id);
    expect(sub.parent_id).toBe(group.id);
    const noParent = await send("POST", "/api/v1/market_structure/group", { name: "Solto" });
    expect(noParent.status).toBe(422);
    expect(noParent.body.messages).toEqual({ parent_id: ["Escolha primeiro o nível acima."] });
    const wrongParent = await send(
      "POST",
      "/api/v1/market_structure/subgroup",
      { name: "X", parent_id: dept.id },
      admin,
      es,
    );
    expect(wrongParent.body.messages).toEqual({ parent_id: ["No pertenece al nivel superior elegido."] });
    const twice = await send("POST", "/api/v1/market_structure/department", { name: "moda praia" });
    expect(twice.body.messages).toEqual({ name: ["Já existe um item com esse nome."] });
    const groups = await t.request(`/api/v1/market_structure/groups?department_id=${dept.id}`, { cookie: admin });
    expect(((await groups.json()) as Array<{ name: string }>).map((g) => g.name)).toEqual(["Biquínis"]);
    const config = await t.request("/api/v1/products/configuration", { cookie: admin, headers: es });
    const body = (await config.json()) as {
      departments: unknown[];
      productsOrigins: Array<{ name: string }>;
      salesUnits: unknown[];
      companies: unknown[];
    };
    expect(body.departments.map((d) => (d as { name: string }).name)).toContain("Moda Praia");
    expect(body.productsOrigins).toHaveLength(9);
    expect(body.productsOrigins[0]?.name).toMatch(/^0 - Nacional/);
    expect(body.salesUnits).toContainEqual({ name: "Quilograma", decimals: 3 });
    expect(body.companies.length).toBeGreaterThan(0);
  });
});

describe("POST, GET and PATCH /api/v1/products", () => {
  it("needs STO 3", async () => {
    expect((await t.request("/api/v1/products")).status).toBe(401);
    expect((await t.request("/api/v1/products", { cookie: vendedor })).status).toBe(403);
    expect((await send("POST", "/api/v1/products", product(1), vendedor)).status).toBe(403);
  });

  it("creates a product with every tab, one config per unit, variations as their own rows, and an audit row", async () => {
    const dept = await market("department", "Empório Teste");
    const group = await market("group", "Cereais Teste", dept.id);
    const parts = await send("POST", "/api/v1/products", product(2, { full_description: "Saco kraft" }));
    expect(parts.status).toBe(201);
    const extra = await send(
      "POST",
      "/api/v1/products",
      product(3, { full_description: "Estampa extra", kind: "service" }),
    );
    const [unit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, demoId)).limit(1);
    const created = await send(
      "POST",
      "/api/v1/products",
      product(4, {
        attributes: [{ name: "Material", value: "Algodão" }],
        variation_axes: [{ name: "Tamanho", values: ["P", "M"] }],
        variations: [
          { sku: "TESTE-4-P", price: "49.90", values: { Tamanho: "P" } },
          { sku: "TESTE-4-M", price: "52.90", values: { Tamanho: "M" } },
        ],
        extras: [{ product_id: extra.body.id, price: "5.00" }],
        components: [{ product_id: parts.body.id, quantity: 1.5 }],
        combo_groups: [
          {
            name: "Embalagem",
            min_choices: 0,
            max_choices: 1,
            options: [{ product_id: parts.body.id, extra_price: "1.00" }],
          },
        ],
        department_id: dept.id,
        group_id: group.id,
        configs: [
          {
            company_id: unit?.id ?? 0,
            price_1: "59.90",
            unit_cost: "21.00",
            stock_control: true,
            min_stock: 3,
            active: true,
          },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const p = created.body;
    expect(p).toMatchObject({
      ncm: "61091000",
      cest: "2803800",
      sale_unit: "Unidade",
      price: "49.90",
      group_id: group.id,
    });
    expect(p.variations.map((v) => [v.sku, v.price])).toEqual([
      ["TESTE-4-P", "49.90"],
      ["TESTE-4-M", "52.90"],
    ]);
    expect(p.extras).toEqual([
      { product_id: extra.body.id, description: "Estampa extra", sku: "TESTE-3", price: "5.00" },
    ]);
    expect(p.components[0]).toMatchObject({ product_id: parts.body.id, quantity: 1.5 });
    expect(p.combo_groups[0]?.options).toHaveLength(1);
    expect(p.configs.find((c) => c.company_id === unit?.id)).toMatchObject({ price_1: "59.90", min_stock: 3 });
    const rows = await t.db.select().from(productConfigs).where(eq(productConfigs.productId, p.id));
    const units = await t.db.select().from(companies).where(eq(companies.multiStoreId, demoId));
    expect(rows).toHaveLength(units.length);
    const variationRows = await t.db.select().from(products).where(eq(products.parentId, p.id));
    expect(variationRows.map((v) => v.variationValues)).toEqual([{ Tamanho: "P" }, { Tamanho: "M" }]);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "products"), eq(userLogs.entityId, String(p.id))));
    expect(log?.action).toBe("created");

    const changed = await send("PATCH", `/api/v1/products/${p.id}`, {
      price: "55.00",
      variations: [{ id: p.variations[0]?.id, sku: "TESTE-4-P", price: "55.00", values: { Tamanho: "P" } }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.variations).toHaveLength(1);
    expect(changed.body.extras).toHaveLength(1);
    const listed = await t.request(`/api/v1/products?filter=TESTE-4&company_id=${unit?.id}`, { cookie: admin });
    const page = (await listed.json()) as ProductList;
    expect(page.data.map((row) => [row.sku, row.price_1, row.min_stock])).toEqual([["TESTE-4", "59.90", 3]]);
    // A variation's SKU finds its product (looked up apart from the trigram-indexed words, then by id).
    const byVariationSku = await t.request("/api/v1/products?filter=teste-4-p", { cookie: admin });
    expect(((await byVariationSku.json()) as ProductList).data.map((row) => row.sku)).toEqual(["TESTE-4"]);
    // With a text filter the list still comes in description order (written apart from products_description_idx).
    const filtered = (await (
      await t.request("/api/v1/products?filter=teste", { cookie: admin })
    ).json()) as ProductList;
    const descriptions = filtered.data.map((row) => row.full_description.toLowerCase());
    expect(descriptions.length).toBeGreaterThan(1);
    expect(descriptions).toEqual([...descriptions].sort());
    const byGroup = await t.request(`/api/v1/products?group_id=${group.id}`, { cookie: admin });
    expect(((await byGroup.json()) as ProductList).meta.total).toBe(1);
    const below = await t.request(`/api/v1/products?below_minimum=true&company_id=${unit?.id}&filter=TESTE-4`, {
      cookie: admin,
    });
    expect(((await below.json()) as ProductList).meta.total).toBe(1);
  });

  it("answers 422 per field in pt and es: EAN check digit, NCM, CEST, SKU taken, min > max, max > options", async () => {
    const bad = await send(
      "POST",
      "/api/v1/products",
      product(5, {
        ean: "7891000000001",
        ncm: "123",
        cest: "12",
        combo_groups: [{ name: "G", min_choices: 2, max_choices: 3, options: [] }],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.messages).toEqual({
      ean: ["EAN inválido: confira o dígito verificador."],
      ncm: ["NCM deve ter 8 dígitos."],
      cest: ["CEST deve ter 7 dígitos."],
      "combo_groups.0.max_choices": ["O máximo não pode ser maior que o número de opções."],
    });
    const minMax = await send(
      "POST",
      "/api/v1/products",
      product(6, { combo_groups: [{ name: "G", min_choices: 2, max_choices: 1, options: [] }] }),
      admin,
      es,
    );
    expect(minMax.body.messages?.["combo_groups.0.min_choices"]).toEqual([
      "El mínimo no puede ser mayor que el máximo.",
    ]);
    await send("POST", "/api/v1/products", product(7));
    const taken = await send("POST", "/api/v1/products", product(8, { sku: "teste-7" }), admin, es);
    expect(taken.body.messages).toEqual({ sku: ["SKU ya registrado"] });
  });

  it("refuses a service as a component and a composition cycle", async () => {
    const service = await send("POST", "/api/v1/products", product(9, { kind: "service" }));
    const kit = await send("POST", "/api/v1/products", product(10));
    const refused = await send(
      "POST",
      "/api/v1/products",
      product(11, { components: [{ product_id: service.body.id, quantity: 1 }] }),
    );
    expect(refused.body.messages).toEqual({ "components.0.product_id": ["Um serviço não pode ser componente."] });
    const outer = await send(
      "POST",
      "/api/v1/products",
      product(12, { components: [{ product_id: kit.body.id, quantity: 1 }] }),
    );
    expect(outer.status).toBe(201);
    const cycle = await send("PATCH", `/api/v1/products/${kit.body.id}`, {
      components: [{ product_id: outer.body.id, quantity: 2 }],
    });
    expect(cycle.body.messages).toEqual({
      components: ["A composição formaria um ciclo: um componente já contém este produto."],
    });
    const stored = await t.db.select().from(productComponents).where(eq(productComponents.productId, kit.body.id));
    expect(stored).toHaveLength(0);
  });

  it("refuses a cycle that two saves at once would close (A takes B while B takes A)", async () => {
    const [a, b] = await Promise.all([
      send("POST", "/api/v1/products", product(14)),
      send("POST", "/api/v1/products", product(15)),
    ]);
    const [ab, ba] = await Promise.all([
      send("PATCH", `/api/v1/products/${a.body.id}`, { components: [{ product_id: b.body.id, quantity: 1 }] }),
      send("PATCH", `/api/v1/products/${b.body.id}`, { components: [{ product_id: a.body.id, quantity: 1 }] }),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 422]);
    expect((ab.status === 422 ? ab : ba).body.messages).toEqual({
      components: ["A composição formaria um ciclo: um componente já contém este produto."],
    });
    const stored = await t.db
      .select()
      .from(productComponents)
      .where(inArray(productComponents.productId, [a.body.id, b.body.id]));
    expect(stored).toHaveLength(1);
  });

  it("refuses another network's products and answers 404 for them", async () => {
    expect((await send("GET", `/api/v1/products/${otherProductId}`)).status).toBe(404);
    const foreign = await send(
      "POST",
      "/api/v1/products",
      product(13, { components: [{ product_id: otherProductId, quantity: 1 }] }),
    );
    expect(foreign.body.messages).toEqual({ "components.0.product_id": ["Registro não encontrado."] });
    const theirs = await t.request("/api/v1/products?filter=TESTE", { cookie: other });
    const body = await theirs.json();
    expect(theirs.status, JSON.stringify(body)).toBe(200);
    expect((body as ProductList).meta.total).toBe(0);
  });
});
