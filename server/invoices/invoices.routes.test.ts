import { readFileSync } from "node:fs";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDetail, InvoiceInput, InvoiceList, NfeImport } from "../../src/schemas/invoices.ts";
import { financialEntries } from "../finance/schema.ts";
import { accountPlans } from "../finance/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { putIn } from "../stock/ledger.ts";
import { setUnitCosts } from "../stock/public.ts";
import { productConfigs, products, skuStocks, stockMovements, stocks } from "../stock/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
import { purchaseInvoices, supplierProductCodes } from "./schema.ts";

// Purchase invoices (issue 14 item 5) on a fresh Rede Demo: the NF-e import, drafts, posting (stock in at the weighted
// average cost, payables in exact cents), canceling, and who may do what.

const NFE = readFileSync(new URL("../../tests/fixtures/nfe/distribuidora-aurora-1234.xml", import.meta.url), "utf8");
const XXE = readFileSync(new URL("../../tests/fixtures/nfe/xxe-doctype.xml", import.meta.url), "utf8");
const PATH = "/api/v1/purchase_invoices";

let t: TestApp;
let buyer = "";
let outra = "";
let caixa = "";
let network = 0;
let unit = 0;
let otherUnit = 0;
let stock = 0;
let supplier = 0;
let camiseta = 0;
let calca = 0;
let meia = 0;
let otherNetworkProduct = 0;

const call = jsonCaller(() => t);

beforeAll(async () => {
  t = await startTestApp();
  buyer = (await userWith(t, "so.inv1", [["INV", 1, 1]])).cookie;
  outra = await t.login("outra.admin");
  caixa = await t.login("caixa");
  const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  const [outraRede] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede"));
  if (!demo || !outraRede) throw new Error("seed");
  network = demo.id;
  const units = await t.db
    .select()
    .from(companies)
    .where(eq(companies.multiStoreId, network))
    .orderBy(asc(companies.id));
  unit = units[0]?.id ?? 0;
  otherUnit = units[1]?.id ?? 0;
  const [main] = await t.db
    .select()
    .from(stocks)
    .where(and(eq(stocks.companyId, unit), eq(stocks.isDefault, true)));
  stock = main?.id ?? 0;
  const [aurora] = await t.db
    .insert(suppliers)
    .values({ multiStoreId: network, name: "Distribuidora Aurora de Confecções Ltda", docId1: "11222333000181" })
    .returning();
  supplier = aurora?.id ?? 0;
  const made = await t.db
    .insert(products)
    .values([
      {
        multiStoreId: network,
        fullDescription: "Camiseta básica M",
        sku: "NF-CAM",
        ean: "7896543000019",
        cost: "18.00",
      },
      { multiStoreId: network, fullDescription: "Calça jeans tradicional", sku: "NF-CAL", cost: "0" },
      { multiStoreId: network, fullDescription: "Meia kit 3 pares", sku: "NF-MEI", cost: "0" },
      { multiStoreId: outraRede.id, fullDescription: "Produto de outra rede", sku: "NF-OUT", cost: "0" },
    ])
    .returning();
  [camiseta, calca, meia, otherNetworkProduct] = made.map((p) => p.id) as [number, number, number, number];
  // Before the invoice: 10 camisetas on hand at R$ 20,00 in the unit.
  await t.db.transaction(async (tx) => {
    await putIn(tx, [
      {
        multiStoreId: network,
        companyId: unit,
        stockId: stock,
        productId: camiseta,
        quantity: 10_000,
        reason: "opening",
        userId: null,
        at: new Date(),
      },
    ]);
    await setUnitCosts(tx, [{ multiStoreId: network, companyId: unit, productId: camiseta, unitCost: 2_000 }]);
  });
});
afterAll(() => t.close());

const draftOf = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  company_id: unit,
  stock_id: stock,
  supplier_id: supplier,
  number: "1234",
  series: "1",
  issue_date: "2026-11-20",
  entry_date: "2026-11-22",
  freight: "30.00",
  ipi: "18.00",
  discount: "10.00",
  installments: [
    { due_date: "2026-12-20", value: "295.00" },
    { due_date: "2027-01-19", value: "295.00" },
  ],
  items: [
    { product_id: camiseta, quantity: 10, unit_cost: "25.00", supplier_code: "CAM-001" },
    { product_id: calca, quantity: 5, unit_cost: "40.00", supplier_code: "CAL-778" },
    { product_id: meia, quantity: 12, unit_cost: "8.50", supplier_code: "MEI-010" },
  ],
  ...overrides,
});

const onHand = async (productId: number) => {
  const [row] = await t.db
    .select({ quantity: skuStocks.quantity })
    .from(skuStocks)
    .where(and(eq(skuStocks.stockId, stock), eq(skuStocks.productId, productId)));
  return row?.quantity ?? null;
};
const unitCost = async (productId: number) => {
  const [row] = await t.db
    .select({ cost: productConfigs.unitCost })
    .from(productConfigs)
    .where(and(eq(productConfigs.companyId, unit), eq(productConfigs.productId, productId)));
  return row?.cost ?? null;
};
const payablesOf = (invoiceId: number) =>
  t.db
    .select()
    .from(financialEntries)
    .where(and(eq(financialEntries.origin, "invoice"), eq(financialEntries.originId, invoiceId)))
    .orderBy(asc(financialEntries.installmentNumber));

describe("NF-e import", () => {
  it("reads the supplier by CNPJ, lines, charges and duplicatas; matches by EAN, leaves the unknown ones open", async () => {
    const { status, body } = await call<NfeImport>("POST", `${PATH}/import_xml`, buyer, { company_id: unit, xml: NFE });
    expect(status).toBe(200);
    expect(body.supplier).toMatchObject({ id: supplier, cnpj: "11222333000181", uf: "SP", city: "São Paulo" });
    expect(body).toMatchObject({
      number: "1234",
      series: "1",
      access_key: "35261111222333000181550010000012341000012340",
      issue_date: "2026-11-20",
      freight: "30.00",
      ipi: "18.00",
      discount: "10.00",
      total: "590.00",
      already_posted: false,
    });
    expect(body.installments).toEqual([
      { number: 1, due_date: "2026-12-20", value: "295.00" },
      { number: 2, due_date: "2027-01-19", value: "295.00" },
    ]);
    expect(
      body.items.map((i) => [i.supplier_code, i.ean, i.quantity, i.unit_cost, i.matched_by, i.product?.id ?? null]),
    ).toEqual([
      ["CAM-001", "7896543000019", 10, "25.00", "ean", camiseta],
      ["CAL-778", "", 5, "40.00", null, null],
      ["MEI-010", "7896543000996", 12, "8.50", null, null],
    ]);
    expect(body.items[0]?.description).toBe("Camiseta básica algodão M & G");
  });

  it("refuses a DOCTYPE (XXE) and what is not an NF-e, in pt and es", async () => {
    const pt = await call<{ messages: Record<string, string[]> }>("POST", `${PATH}/import_xml`, buyer, {
      company_id: unit,
      xml: XXE,
    });
    expect(pt.status).toBe(422);
    expect(pt.body.messages.xml?.[0]).toContain("Não foi possível ler o XML");
    const es = await call<{ messages: Record<string, string[]> }>(
      "POST",
      `${PATH}/import_xml`,
      buyer,
      { company_id: unit, xml: "<nota>qualquer</nota>" },
      "es-EC",
    );
    expect(es.status).toBe(422);
    expect(es.body.messages.xml?.[0]).toContain("No fue posible leer el XML");
  });
});

describe("drafts, posting and canceling", () => {
  let invoiceId = 0;

  it("saves a draft with totals and landed costs recomputed by the server, learning the supplier's codes", async () => {
    const { status, body } = await call<InvoiceDetail>("POST", PATH, buyer, draftOf());
    expect(status).toBe(201);
    invoiceId = body.id;
    expect(body).toMatchObject({
      status: "draft",
      items_total: "552.00",
      total: "590.00",
      supplier_name: "Distribuidora Aurora de Confecções Ltda",
    });
    // R$ 38,00 (30 + 18 − 10) over 250 / 200 / 102 by value: 17,21 / 13,77 / 7,02.
    expect(body.items.map((i) => [i.total, i.landed_cost])).toEqual([
      ["250.00", "267.21"],
      ["200.00", "213.77"],
      ["102.00", "109.02"],
    ]);
    const [goodsCost] = await t.db
      .select({ id: accountPlans.id })
      .from(accountPlans)
      .where(and(eq(accountPlans.companyId, unit), eq(accountPlans.code, "4.1")));
    expect(body.account_plan_id).toBe(goodsCost?.id);
    const codes = await t.db.select().from(supplierProductCodes).where(eq(supplierProductCodes.supplierId, supplier));
    expect(codes.map((c) => [c.code, c.productId]).sort()).toEqual([
      ["CAL-778", calca],
      ["CAM-001", camiseta],
      ["MEI-010", meia],
    ]);
    // The list finds it by the supplier's name, counting only what the filter keeps.
    const found = await call<InvoiceList>("GET", `${PATH}?filter=aurora`, buyer);
    expect(found.status).toBe(200);
    expect(found.body.data.map((i) => i.id)).toEqual([invoiceId]);
    expect(found.body.meta.total).toBe(1);
    const none = await call<InvoiceList>("GET", `${PATH}?filter=federal_tax_id`, buyer);
    expect([none.status, none.body.data.length, none.body.meta.total]).toEqual([200, 0, 0]);
    // The next import matches the calça by the supplier's code learned.
    const next = await call<NfeImport>("POST", `${PATH}/import_xml`, buyer, { company_id: unit, xml: NFE });
    expect(next.body.items.map((i) => [i.matched_by, i.product?.id])).toEqual([
      ["supplier_code", camiseta],
      ["supplier_code", calca],
      ["supplier_code", meia],
    ]);
  });

  it("refuses installments that do not add up, a stock of another unit, decimals beyond the unit (pt and es)", async () => {
    const sum = await call<{ messages: Record<string, string[]> }>(
      "POST",
      PATH,
      buyer,
      draftOf({ installments: [{ due_date: "2026-12-20", value: "500.00" }] }),
    );
    expect(sum.status).toBe(422);
    expect(sum.body.messages.installments).toEqual([
      "A soma das parcelas deve ser igual ao total da nota (R$ 590.00).",
    ]);
    const [otherStock] = await t.db.select().from(stocks).where(eq(stocks.companyId, otherUnit));
    const wrongStock = await call<{ messages: Record<string, string[]> }>(
      "POST",
      PATH,
      buyer,
      draftOf({ stock_id: otherStock?.id ?? 0 }),
      "es-EC",
    );
    expect(wrongStock.status).toBe(422);
    expect(wrongStock.body.messages.stock_id).toEqual(["Elija un inventario activo de la unidad de la factura."]);
    const decimals = await call<{ messages: Record<string, string[]> }>(
      "POST",
      PATH,
      buyer,
      draftOf({ items: [{ product_id: calca, quantity: 1.5, unit_cost: "10.00" }], installments: [] }),
    );
    expect(decimals.status).toBe(422);
    expect(Object.keys(decimals.body.messages)).toEqual(["items.0.quantity"]);
    expect(await t.db.select().from(purchaseInvoices)).toHaveLength(1);
  });

  it("posts: goods into the stock, weighted average cost, payables in exact cents, audited, then read-only", async () => {
    const { status, body } = await call<InvoiceDetail>("POST", `${PATH}/${invoiceId}/post`, buyer);
    expect(status).toBe(200);
    expect(body.status).toBe("posted");
    expect(await onHand(camiseta)).toBe("20.000");
    expect(await onHand(calca)).toBe("5.000");
    expect(await onHand(meia)).toBe("12.000");
    // (10 × 20,00 + 267,21) / 20 = 23,3605 → 23,36; nothing on hand before: 213,77 / 5 = 42,754 → 42,75.
    expect(await unitCost(camiseta)).toBe("23.36");
    expect(await unitCost(calca)).toBe("42.75");
    expect(await unitCost(meia)).toBe("9.09");
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.documentId, invoiceId));
    expect(moves.map((m) => [m.reason, m.incoming])).toEqual([
      ["purchase-invoice", "10.000"],
      ["purchase-invoice", "5.000"],
      ["purchase-invoice", "12.000"],
    ]);
    const payables = await payablesOf(invoiceId);
    expect(
      payables.map((p) => [p.kind, p.value, p.dueDate, p.installmentNumber, p.installmentCount, p.supplierId]),
    ).toEqual([
      ["pay", "295.00", "2026-12-20", 1, 2, supplier],
      ["pay", "295.00", "2027-01-19", 2, 2, supplier],
    ]);
    expect(payables[0]?.groupId).toBe(payables[1]?.groupId);
    expect(payables[0]?.competencyDate).toBe("2026-11-20");
    const again = await call("PUT", `${PATH}/${invoiceId}`, buyer, draftOf());
    expect(again.status).toBe(409);
    const twice = await call("POST", `${PATH}/${invoiceId}/post`, buyer);
    expect(twice.status).toBe(409);
    const logs = await t.db
      .select({ action: userLogs.action })
      .from(userLogs)
      .where(and(eq(userLogs.entity, "purchase_invoices"), eq(userLogs.entityId, String(invoiceId))));
    expect(logs.map((l) => l.action).sort()).toEqual(["created", "posted"]);
  });

  it("refuses the same supplier's number and series already posted, in the import and on saving", async () => {
    const imported = await call<NfeImport>("POST", `${PATH}/import_xml`, buyer, { company_id: unit, xml: NFE });
    expect(imported.body.already_posted).toBe(true);
    const { status, body } = await call<{ messages: Record<string, string[]> }>("POST", PATH, buyer, draftOf());
    expect(status).toBe(422);
    expect(body.messages.number).toEqual(["Esta nota (número e série) deste fornecedor já foi lançada."]);
  });

  it("refuses canceling while a payable is settled, then cancels: goods out, payables canceled", async () => {
    const [first] = await payablesOf(invoiceId);
    await t.db
      .update(financialEntries)
      .set({ settledValue: "100.00" })
      .where(eq(financialEntries.id, first?.id ?? 0));
    const refused = await call<{ messages: string[] }>("POST", `${PATH}/${invoiceId}/cancel`, buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.messages[0]).toContain("estorne o pagamento");
    expect(await onHand(calca)).toBe("5.000");
    await t.db
      .update(financialEntries)
      .set({ settledValue: "0" })
      .where(eq(financialEntries.id, first?.id ?? 0));
    const { status, body } = await call<InvoiceDetail>("POST", `${PATH}/${invoiceId}/cancel`, buyer);
    expect(status).toBe(200);
    expect(body.status).toBe("canceled");
    expect(await onHand(camiseta)).toBe("10.000");
    expect(await onHand(calca)).toBe("0.000");
    expect((await payablesOf(invoiceId)).every((p) => p.canceledAt !== null)).toBe(true);
  });

  it("refuses canceling when the goods already left the stock", async () => {
    const created = await call<InvoiceDetail>("POST", PATH, buyer, draftOf({ number: "777", installments: [] }));
    expect(created.status).toBe(201);
    await call("POST", `${PATH}/${created.body.id}/post`, buyer);
    const [level] = await t.db
      .select()
      .from(skuStocks)
      .where(and(eq(skuStocks.stockId, stock), eq(skuStocks.productId, meia)));
    await t.db
      .update(skuStocks)
      .set({ quantity: "2.000" })
      .where(eq(skuStocks.id, level?.id ?? 0));
    const { status, body } = await call<{ messages: string[] }>(
      "POST",
      `${PATH}/${created.body.id}/cancel`,
      buyer,
      undefined,
      "es-EC",
    );
    expect(status).toBe(409);
    expect(body.messages[0]).toContain("Meia kit 3 pares");
    expect((await payablesOf(created.body.id)).map((p) => p.value)).toEqual(["590.00"]);
  });
});

describe("tenancy and permissions", () => {
  it("refuses another network's ids in the body and path, and users without INV 1", async () => {
    const foreign = await call<{ messages: Record<string, string[]> }>(
      "POST",
      PATH,
      buyer,
      draftOf({ items: [{ product_id: otherNetworkProduct, quantity: 1, unit_cost: "1.00" }], installments: [] }),
    );
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.messages)).toEqual(["items.0.product_id"]);
    const [mine] = await t.db.select({ id: purchaseInvoices.id }).from(purchaseInvoices).limit(1);
    expect((await call("GET", `${PATH}/${mine?.id}`, outra)).status).toBe(404);
    expect((await call("POST", `${PATH}/${mine?.id}/cancel`, outra)).status).toBe(404);
    expect((await call("GET", PATH, caixa)).status).toBe(403);
    const list = await call<InvoiceList>("GET", `${PATH}?status=posted`, buyer);
    expect(list.body.data.map((row) => row.number)).toEqual(["777"]);
    expect((await call<InvoiceList>("GET", PATH, outra)).body.data).toEqual([]);
  });
});
