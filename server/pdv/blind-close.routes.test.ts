import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CashMovementDetail } from "../../src/schemas/pdv-cash.ts";
import { translator } from "../i18n.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { type ReportLine, closingReportLines } from "./closing-report-pdf.ts";
import {
  type Json,
  methodOf,
  newKey,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";
import { cashMovements, sales } from "./schema.ts";

// Blind close and the printed closing report (issue 11 item 5): a blind cashier gets no expected values, number of
// sales nor their total before confirming the counts; the counts are confirmed once; the closed register prints.

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
let register = 0;
let shirt: TestProduct;
let cash = 0;
let pix = 0;

const counts = { inserted_money_value: "140.00", inserted_pix_value: "39.90", inserted_card_value: "0.00" };
const countPath = () => `/api/v1/cash_movements/${register}/count`;

const sell = async (methodId: number, received: number) => {
  const res = await postKeyed(
    t,
    "/api/v1/sales",
    caixa,
    saleRequestOf({ cashMovementId: register, lines: [{ product: shirt }], payments: [{ methodId, received }] }),
  );
  return res;
};

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  shirt = await productBySku(t, "VES-01101-M", centro);
  cash = await methodOf(t, "Dinheiro");
  pix = await methodOf(t, "PIX");
  register = await openRegister(t, caixa, centro, "100.00");
  expect((await sell(cash, 5_000)).status).toBe(201); // 39,90, change 10,10
  expect((await sell(pix, 3_990)).status).toBe(201);
  expect(
    (await postKeyed(t, "/api/v1/sangrias", caixa, { sangria_value: "5.00", cash_movement_id: register })).status,
  ).toBe(201);
  // Money expected: 100,00 + 50,00 − 10,10 − 5,00 = 134,90; PIX 39,90; card 0,00.
});
afterAll(() => t.close());

describe("the blind close setting", () => {
  it("is on for the demo cashiers and off for the admin, in the session answer", async () => {
    const me = async (cookie: string) =>
      ((await (await t.request("/api/v1/me", { cookie })).json()) as Json).blindClose;
    expect(await me(caixa)).toBe(true);
    expect(await me(await t.login("caixa10"))).toBe(true);
    expect(await me(admin)).toBe(false);
  });
});

describe("blind close", () => {
  it("sends a blind cashier no expected values, sales count nor total before the counts, in pt and es", async () => {
    const summary = await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie: caixa });
    expect(summary.status).toBe(403);
    const body = await summary.text();
    expect(body).toContain("Fechamento às cegas");
    expect(body).not.toContain("134.90");
    const es = await t.request(`/api/v1/cash_movements/${register}/summary`, {
      cookie: caixa,
      headers: { "accept-language": "es-EC" },
    });
    expect(await es.json()).toEqual({
      messages: ["Cierre a ciegas: los valores esperados aparecen después de confirmar el conteo."],
    });
    const detail = await t.request(`/api/v1/cash_movements/${register}`, { cookie: caixa });
    expect(detail.status).toBe(403);
    expect(await detail.text()).not.toContain("39.90");
    const state = await t.request(countPath(), { cookie: caixa });
    expect(await state.json()).toEqual({ count: null });
    // A manager who is not blind sees them (the admin has FIN 4).
    const managers = await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie: admin });
    expect(await managers.json()).toMatchObject({ sales_count: 2, money: { expected: "134.90" } });
  });

  it("refuses a sangria above the drawer without telling a blind cashier what the drawer holds", async () => {
    const res = await postKeyed(t, "/api/v1/sangrias", caixa, {
      sangria_value: "99999.00",
      cash_movement_id: register,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { sangria_value: ["O valor da sangria (R$ 99.999,00) é maior que o dinheiro em caixa."] },
    });
  });

  it("refuses the report of a register still open", async () => {
    const res = await t.request(`/api/v1/cash_movements/${register}/closing_report`, { cookie: caixa });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ messages: ["O relatório de fechamento existe só para um caixa fechado."] });
  });

  it("takes the counts once and answers expected, differences and sales; a second count is refused", async () => {
    const key = newKey();
    const res = await postKeyed(t, countPath(), caixa, counts, key);
    expect(res.status).toBe(200);
    const count = await res.json();
    expect(count).toEqual({
      id: register,
      company_id: centro,
      counted_at: expect.any(String),
      sales_count: 2,
      sales_total: "79.80",
      money: { expected: "134.90", counted: "140.00", difference: "5.10" },
      pix: { expected: "39.90", counted: "39.90", difference: "0.00" },
      card: { expected: "0.00", counted: "0.00", difference: "0.00" },
    });
    // The same request retried (lost answer) gets the same answer; another count is refused.
    expect(await (await postKeyed(t, countPath(), caixa, counts, key)).json()).toEqual(count);
    const again = await postKeyed(t, countPath(), caixa, { ...counts, inserted_money_value: "134.90" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      messages: ["A contagem deste caixa já foi confirmada e não pode ser alterada."],
    });
    const es = await postKeyed(t, countPath(), caixa, counts, newKey(), "es-EC");
    expect(await es.json()).toEqual({ messages: ["El conteo de esta caja ya fue confirmado y no se puede cambiar."] });
    const [row] = await t.db.select().from(cashMovements).where(eq(cashMovements.id, register));
    expect(row).toMatchObject({ insertedMoneyValue: "140.00", insertedPixValue: "39.90", closedAt: null });
    expect(row?.countedAt).toBeInstanceOf(Date);
    // The confirmed counts are what the state answers, and the summary is no longer hidden.
    expect(await (await t.request(countPath(), { cookie: caixa })).json()).toEqual({ count });
    expect((await t.request(`/api/v1/cash_movements/${register}/summary`, { cookie: caixa })).status).toBe(200);
  });

  it("keeps the counted drawer still: no sale nor sangria until it closes", async () => {
    const sale = await sell(cash, 3_990);
    expect(await sale.json()).toEqual({
      messages: {
        "sale.cash_movement_id": [
          "A contagem deste caixa já foi confirmada: feche o caixa antes de registrar outra movimentação.",
        ],
      },
    });
    const sangria = await postKeyed(t, "/api/v1/sangrias", caixa, {
      sangria_value: "1.00",
      cash_movement_id: register,
    });
    expect(sangria.status).toBe(422);
    // Nor a cancel: a sale canceled after the count would hide a shortage the count found.
    const [sold] = await t.db.select({ id: sales.id }).from(sales).where(eq(sales.cashMovementId, register));
    const cancel = await t.request(`/api/v1/sales/${sold?.id}/cancel`, {
      method: "POST",
      cookie: caixa,
      json: { reason: "cliente desistiu" },
    });
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toEqual({
      messages: ["As contagens deste caixa já foram confirmadas: feche o caixa antes de cancelar uma venda dele."],
    });
    const [still] = await t.db
      .select({ status: sales.status })
      .from(sales)
      .where(eq(sales.id, sold?.id ?? 0));
    expect(still?.status).toBe("finished");
  });

  it("closes with the confirmed counts only", async () => {
    const other = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, {
      id: register,
      ...counts,
      inserted_money_value: "134.90",
    });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      messages: ["Os valores enviados diferem da contagem confirmada, que não pode ser alterada."],
    });
    const closed = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, { id: register, ...counts });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({
      money: { expected: "134.90", counted: "140.00", difference: "5.10" },
    });
    const [row] = await t.db.select().from(cashMovements).where(eq(cashMovements.id, register));
    expect(row).toMatchObject({ insertedMoneyValue: "140.00", moneyDifference: "5.10" });
    expect(row?.closedAt).toBeInstanceOf(Date);
  });

  it("is another network's 404", async () => {
    const other = await t.login("outra.admin");
    expect((await postKeyed(t, countPath(), other, counts)).status).toBe(404);
    expect((await t.request(countPath(), { cookie: other })).status).toBe(404);
    expect((await t.request(`/api/v1/cash_movements/${register}/closing_report`, { cookie: other })).status).toBe(404);
  });
});

const pageSize = (pdf: Buffer): [number, number] => {
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString("latin1"));
  return [Number(box?.[1]), Number(box?.[2])];
};

const texts = (lines: ReadonlyArray<ReportLine>) =>
  lines.flatMap((l) =>
    l.kind === "pair"
      ? [`${l.label} | ${l.value}`]
      : l.kind === "columns"
        ? [l.cells.join(" | ")]
        : l.kind === "rule"
          ? []
          : [l.text],
  );

describe("closing report", () => {
  it("answers an 80 mm roll and an A4 PDF shown inline", async () => {
    const roll = await t.request(`/api/v1/cash_movements/${register}/closing_report?format=80mm`, { cookie: caixa });
    expect(roll.status).toBe(200);
    expect(roll.headers.get("content-type")).toBe("application/pdf");
    expect(roll.headers.get("content-disposition")).toBe(`inline; filename="fechamento-caixa-${register}-80mm.pdf"`);
    const rollPdf = Buffer.from(await roll.arrayBuffer());
    expect(rollPdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageSize(rollPdf)[0]).toBe(227);
    const a4 = await t.request(`/api/v1/cash_movements/${register}/closing_report?format=a4`, { cookie: admin });
    expect(a4.status).toBe(200);
    expect(pageSize(Buffer.from(await a4.arrayBuffer()))).toEqual([595.28, 841.89]);
    const bad = await t.request(`/api/v1/cash_movements/${register}/closing_report?format=letter`, { cookie: caixa });
    expect(bad.status).toBe(422);
  });

  it("lists unit, register, cashier, float, sales per method, sangrias, expected, counted, differences, signatures", async () => {
    const detail = (await (
      await t.request(`/api/v1/cash_movements/${register}`, { cookie: caixa })
    ).json()) as CashMovementDetail;
    const lines = texts(closingReportLines(detail, translator("pt-BR"), "pt-BR", new Date()));
    expect(lines).toEqual(
      expect.arrayContaining([
        "Relatório de fechamento de caixa",
        "Unidade | Rede Demo Centro",
        `Caixa | ${register}`,
        "Operador | João Pedro Nascimento",
        "Valor de abertura (fundo de troco) | R$ 100,00",
        "Quantidade de vendas | 2",
        "Total vendido | R$ 79,80",
        "Dinheiro (1) | R$ 50,00",
        "PIX (1) | R$ 39,90",
        "Troco entregue | R$ 10,10",
        "Total | R$ 5,00",
        "Forma | Esperado | Contado | Diferença",
        "Dinheiro | R$ 134,90 | R$ 140,00 | R$ 5,10",
        "PIX | R$ 39,90 | R$ 39,90 | R$ 0,00",
        "Cartão | R$ 0,00 | R$ 0,00 | R$ 0,00",
        "Assinatura do operador: João Pedro Nascimento",
        "Assinatura do gerente",
      ]),
    );
    expect(lines.some((l) => l.startsWith("Aberto em | ")) && lines.some((l) => l.startsWith("Fechado em | "))).toBe(
      true,
    );
    const spanish = texts(closingReportLines(detail, translator("es-EC"), "es-EC", new Date()));
    expect(spanish).toEqual(
      expect.arrayContaining([
        "Informe de cierre de caja",
        "Efectivo (1) | R$ 50,00",
        "PIX (1) | R$ 39,90",
        "Efectivo | R$ 134,90 | R$ 140,00 | R$ 5,10",
        "Firma del gerente",
      ]),
    );
  });
});
