import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { isValidEan13 } from "../../src/domain/barcode.ts";
import { productConfigs, products } from "../stock/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { type Json, productBySku, setStock, unitId } from "./pdv-test-support.ts";

let t: TestApp;
let caixa = "";
let centro = 0;
let savassi = 0;

type Hit = Json & { id: number; full_description: string; sku: string; ean: string | null; stock: Json };
type Page = { data: Hit[]; match: string; next_cursor: string | null };

const search = async (query: string, cookie = caixa) => {
  const res = await t.request(`/api/v1/products/search?company_id=${centro}&${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  savassi = await unitId(t, "Rede Demo Savassi");
});
afterAll(() => t.close());

describe("GET /api/v1/products/search", () => {
  it("finds by word prefixes in any order, ignoring accents and case", async () => {
    const page = await search("q=preta%20algodao%20camis&limit=50");
    expect(page.match).toBe("text");
    expect(page.data.length).toBeGreaterThan(5);
    for (const hit of page.data) {
      expect(hit.full_description).toMatch(/Camis/);
      expect(hit.full_description).toMatch(/Algodão/);
      expect(hit.full_description).toMatch(/Preta/);
    }
  });

  it("pages with a cursor in description order, without repeating", async () => {
    const first = await search("q=camiseta&limit=10");
    expect(first.data).toHaveLength(10);
    expect(first.next_cursor).not.toBeNull();
    const second = await search(`q=camiseta&limit=10&after=${first.next_cursor}`);
    const all = [...first.data, ...second.data].map((h) => h.full_description.toLowerCase());
    expect(new Set([...first.data, ...second.data].map((h) => h.id)).size).toBe(20);
    expect([...all].sort()).toEqual(all);
  });

  it("answers an exact EAN or SKU alone, as a scanner reads it", async () => {
    const shirt = await productBySku(t, "VES-01101-M", centro);
    const bySku = await search("q=ves-01101-m");
    expect(bySku.match).toBe("sku");
    expect(bySku.data.map((h) => h.id)).toEqual([shirt.id]);
    const ean = bySku.data[0]?.ean ?? "";
    expect(isValidEan13(ean)).toBe(true);
    const byEan = await search(`q=${ean}`);
    expect(byEan).toMatchObject({ match: "ean", next_cursor: null });
    expect(byEan.data).toHaveLength(1);
    expect(byEan.data[0]).toMatchObject({
      id: shirt.id,
      full_description: "Camiseta Básica Algodão Preta M",
      sku: "VES-01101-M",
      price_1: "39.90",
      stock_control: true,
      sale_unit: { name: "Unidade", decimals: 0 },
    });
    const prefix = await search("q=VES-0110");
    expect(prefix.match).toBe("text");
    expect(prefix.data.every((h) => h.sku.startsWith("VES-0110"))).toBe(true);
  });

  it("answers the available stock of the spec (quantity + incoming − outgoing, rounded to the unit)", async () => {
    const shirt = await productBySku(t, "VES-01101-M", centro);
    await setStock(t, centro, shirt.id, "10", "2", "5");
    expect((await search("q=VES-01101-M")).data[0]?.stock).toEqual({
      quantity: 10,
      incoming: 2,
      outgoing: 5,
      available: 7,
    });
    const cheese = await search("q=queijo%20mucarela");
    expect(cheese.data[0]).toMatchObject({
      full_description: "Queijo Muçarela kg",
      sale_unit: { name: "Quilograma", decimals: 3 },
      stock_control: true,
    });
    const service = await search("q=estampa%20personalizada");
    expect(service.data[0]).toMatchObject({ stock_control: false, ean: null });
    // A service never holds stock, even when its unit's config was left with stock control on.
    const [serviceRow] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, service.data[0]?.id ?? 0));
    await t.db
      .update(productConfigs)
      .set({ stockControl: true })
      .where(eq(productConfigs.productId, serviceRow?.id ?? 0));
    expect((await search("q=estampa%20personalizada")).data[0]?.stock_control).toBe(false);
    await t.db
      .update(productConfigs)
      .set({ stockControl: false })
      .where(eq(productConfigs.productId, serviceRow?.id ?? 0));
  });

  it("lists the unit's catalog without q and prices per unit", async () => {
    const page = await search("limit=5");
    expect(page.match).toBe("all");
    expect(page.data).toHaveLength(5);
    const there = await t.request(`/api/v1/products/search?company_id=${savassi}&q=VES-01101-M`, {
      cookie: await t.login("admin"),
    });
    expect(((await there.json()) as Page).data[0]?.price_1).toBe("41.90");
  });

  it("refuses a unit the user does not work in and shows nothing of another network", async () => {
    const res = await t.request(`/api/v1/products/search?company_id=${savassi}&q=camiseta`, { cookie: caixa });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ messages: { company_id: ["Valor não permitido."] } });
    expect((await search("q=outra%20rede")).data).toEqual([]);
    expect((await search("q=OUT-1")).data).toEqual([]);
  });

  it("is open to the placeholder session (POS 10)", async () => {
    const page = await search("q=arroz", await t.login("caixa10"));
    expect(page.data.length).toBeGreaterThan(0);
  });
});

describe("PDV lookups", () => {
  it("searches customers by name, CPF or phone, with their addresses", async () => {
    const byName = (await (await t.request("/api/v1/customers/search?q=padaria", { cookie: caixa })).json()) as {
      data: Array<Json & { addresses: Json[]; doc_id_1: string; phone1: string }>;
    };
    expect(byName.data[0]).toMatchObject({ name: "Padaria Pão Dourado Ltda", customer_type: "J" });
    expect(byName.data[0]?.addresses.length).toBeGreaterThan(0);
    expect(byName.data[0]?.addresses[0]).toMatchObject({ main: true });
    const doc = byName.data[0]?.doc_id_1 ?? "";
    const byDoc = (await (
      await t.request(`/api/v1/customers/search?q=${doc.slice(0, 8)}`, { cookie: caixa })
    ).json()) as {
      data: Json[];
    };
    expect(byDoc.data.map((c) => c.name)).toContain("Padaria Pão Dourado Ltda");
    const none = (await (await t.request("/api/v1/customers/search?q=Outra%20Rede", { cookie: caixa })).json()) as {
      data: Json[];
    };
    expect(none.data).toEqual([]);
  });

  it("finds a customer by first and last name, skipping the middle one, and not by words of different customers", async () => {
    const search = async (q: string) =>
      (
        (await (await t.request(`/api/v1/customers/search?q=${encodeURIComponent(q)}`, { cookie: caixa })).json()) as {
          data: Json[];
        }
      ).data.map((c) => c.name);
    expect(await search("Adriana Costa")).toContain("Adriana Almeida Costa");
    expect(await search("costa adriana")).toContain("Adriana Almeida Costa");
    expect(await search("Adriana Padaria")).toEqual([]);
  });

  it("searches and creates transporters, checking the CNPJ", async () => {
    const found = (await (await t.request("/api/v1/transporters/search?q=minas", { cookie: caixa })).json()) as {
      data: Json[];
    };
    expect(found.data[0]).toMatchObject({ name: "Minas Log Transportes Ltda", uf: "MG" });
    const created = await t.request("/api/v1/transporters", {
      method: "POST",
      cookie: caixa,
      json: {
        name: "Expresso Savassi",
        doc_id_1: "11.222.333/0001-81",
        state_tax_id: "0620123450099",
        address_1: "Rua Pernambuco",
        address_number: "1000",
        city: "Belo Horizonte",
        uf: "mg",
        license_plate: "abc1d23",
      },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      id: expect.any(Number),
      name: "Expresso Savassi",
      doc_id_1: "11222333000181",
      state_tax_id: "0620123450099",
      address_1: "Rua Pernambuco",
      address_number: "1000",
      city: "Belo Horizonte",
      uf: "MG",
      license_plate: "ABC1D23",
    });
    const bad = await t.request("/api/v1/transporters", {
      method: "POST",
      cookie: caixa,
      json: { name: "", doc_id_1: "11.222.333/0001-82", license_plate: "12" },
    });
    expect(await bad.json()).toEqual({
      messages: { name: ["Preenchimento Obrigatório"], license_plate: ["Placa inválida: use ABC-1234 ou ABC1D23."] },
    });
    const badDoc = await t.request("/api/v1/transporters", {
      method: "POST",
      cookie: caixa,
      json: { name: "X", doc_id_1: "11.222.333/0001-82" },
      headers: { "accept-language": "es-EC" },
    });
    expect(await badDoc.json()).toEqual({ messages: { doc_id_1: ["CNPJ inválido"] } });
  });

  it("lists payment methods with their kind, delivery men and sellers of the unit", async () => {
    const methods = (await (await t.request("/api/v1/payment_methods", { cookie: caixa })).json()) as { data: Json[] };
    expect(methods.data.map((m) => [m.name, m.kind])).toEqual([
      ["Dinheiro", "money"],
      ["PIX", "pix"],
      ["Cartão de crédito", "card"],
      ["Cartão de débito", "card"],
      ["Boleto bancário", "boleto"],
    ]);
    const men = (await (await t.request(`/api/v1/delivery_men?company_id=${centro}`, { cookie: caixa })).json()) as {
      data: Json[];
    };
    expect(men.data.map((m) => m.name)).toEqual(["Josué Ferreira", "Marcelo Entregas", "Patrícia Bike Entregas"]);
    const sellers = (await (await t.request(`/api/v1/sellers?company_id=${centro}`, { cookie: caixa })).json()) as {
      data: Json[];
    };
    expect(sellers.data.map((s) => s.name)).toEqual([
      "Ana Beatriz Carvalho",
      "Carla Menezes Duarte",
      "Diego Souza Pacheco",
      "Rafael Tavares Moreira",
    ]);
    expect(sellers.data.find((s) => s.name === "Rafael Tavares Moreira")?.user_id).toEqual(expect.any(Number));
  });
});
