import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SaleDetail } from "../../src/schemas/pdv-sales.ts";
import { companies } from "../network/schema.ts";
import { translator } from "../i18n.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";
import { type ReceiptLine, receiptLines } from "./receipt-pdf.ts";

// The consumer receipt the PDV opens after an `nfce` sale (spec 4): GET /api/v1/sales/{id}/receipt.

let t: TestApp;
let caixa = "";
let centro = 0;
let register = 0;
let cash = 0;
let card = 0;
let shirt: TestProduct;
let cheese: TestProduct;

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  register = await openRegister(t, caixa, centro, "100.00");
  cash = await methodOf(t, "Dinheiro");
  card = await methodOf(t, "Cartão de crédito");
  shirt = await productBySku(t, "VES-01101-M", centro);
  cheese = await productBySku(t, "PES-001", centro);
  await setStock(t, centro, shirt.id, "50");
  await setStock(t, centro, cheese.id, "10.000");
});
afterAll(() => t.close());

async function sell(fiscal: "nfce" | "nfe" | null, lines = 2, customerDoc?: string): Promise<SaleDetail> {
  const payload = saleRequestOf({
    cashMovementId: register,
    lines: [
      { product: shirt, quantity: 2, manualDiscount: 500 },
      { product: cheese, quantity: 0.355 },
      ...Array.from({ length: lines - 2 }, () => ({ product: shirt })),
    ],
    payments: [
      { methodId: cash, received: 10_000 + (lines - 2) * shirt.price },
      { methodId: card, received: 3_000 },
    ],
  });
  const sale = { ...payload.sale, fiscal_emission: fiscal, ...(customerDoc ? { customer_doc_id_1: customerDoc } : {}) };
  const res = await postKeyed(t, "/api/v1/sales", caixa, { ...payload, sale });
  if (res.status !== 201) throw new Error(`sale: ${res.status} ${await res.text()}`);
  return (await res.json()) as SaleDetail;
}

/** The page's [width, height] from the PDF's MediaBox. */
const pageSize = (pdf: Buffer): [number, number] => {
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString("latin1"));
  return [Number(box?.[1]), Number(box?.[2])];
};

const texts = (lines: ReadonlyArray<ReceiptLine>) =>
  lines.flatMap((l) =>
    l.kind === "pair" ? [`${l.label} | ${l.value}`] : l.kind === "center" || l.kind === "text" ? [l.text] : [],
  );

describe("sale receipt", () => {
  it("is linked from an nfce sale only", async () => {
    const nfce = await sell("nfce");
    expect(nfce.fiscal_receipt_url).toBe(`/api/v1/sales/${nfce.id}/receipt`);
    expect((await sell("nfe")).fiscal_receipt_url).toBeNull();
    expect((await sell(null)).fiscal_receipt_url).toBeNull();
  });

  it("answers an 80 mm PDF shown inline, as long as its content", async () => {
    const short = await sell("nfce");
    const res = await t.request(short.fiscal_receipt_url ?? "", { cookie: caixa });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="cupom-${short.id}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const [width, height] = pageSize(pdf);
    expect(width).toBe(227);
    const long = await sell("nfce", 12);
    const longPdf = Buffer.from(
      await (await t.request(long.fiscal_receipt_url ?? "", { cookie: caixa })).arrayBuffer(),
    );
    const [, longHeight] = pageSize(longPdf);
    expect(longHeight).toBeGreaterThan(height + 150);
    expect(longHeight).toBeLessThan(2_000);
  });

  it("is another network's 404", async () => {
    const sale = await sell("nfce");
    const res = await t.request(`/api/v1/sales/${sale.id}/receipt`, { cookie: await t.login("outra.admin") });
    expect(res.status).toBe(404);
  });

  it("lists the issuer, the items with their discounts, totals, payments with change and the consumer", async () => {
    const sale = await sell("nfce", 2, "529.982.247-25");
    const [unit] = await t.db.select().from(companies).where(eq(companies.id, centro));
    if (!unit) throw new Error("no unit");
    const issuer = {
      legalName: unit.legalName,
      tradeName: unit.name,
      federalTaxId: unit.federalTaxId,
      city: unit.city,
      uf: unit.uf,
    };
    const lines = texts(receiptLines(sale, issuer, translator("pt-BR"), "pt-BR"));
    // 2 × 39,90 − 5,00 = 74,80; 0,355 kg × 49,90 = 17,71 (17,7145); total 92,51; 130,00 paid, change 37,49.
    expect(lines).toEqual(
      expect.arrayContaining([
        unit.legalName,
        "DOCUMENTO AUXILIAR DE VENDA AO CONSUMIDOR",
        "NÃO É DOCUMENTO FISCAL",
        `001 VES-01101-M ${shirt.description}`,
        "2 Unidades x R$ 39,90 | R$ 79,80",
        "Desconto no item | R$ - 5,00",
        `002 PES-001 ${cheese.description}`,
        "0,355 Quilograma x R$ 49,90 | R$ 17,71",
        "Qtde. total de itens | 2",
        "Valor total | R$ 97,51",
        "Descontos | R$ - 5,00",
        "Valor a pagar | R$ 92,51",
        "Dinheiro | R$ 100,00",
        "Cartão de crédito | R$ 30,00",
        "Troco | R$ 37,49",
        "CONSUMIDOR CPF/CNPJ 529.982.247-25",
      ]),
    );
    expect(lines.some((l) => l.startsWith(`Venda nº ${sale.id} - `))).toBe(true);
    const spanish = texts(receiptLines(sale, issuer, translator("es-EC"), "es-EC"));
    // The demo seed's payment methods and units are shown in Spanish there (src/domain/demo-names.ts).
    expect(spanish).toEqual(
      expect.arrayContaining([
        "NO ES UN DOCUMENTO TRIBUTARIO",
        "Cambio | R$ 37,49",
        "2 Unidades x R$ 39,90 | R$ 79,80",
        "0,355 Kilogramos x R$ 49,90 | R$ 17,71",
        "Efectivo | R$ 100,00",
        "Tarjeta de crédito | R$ 30,00",
      ]),
    );
  });
});
