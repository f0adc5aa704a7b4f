import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialInflows } from "../finance/schema.ts";
import { stockMovements } from "../stock/schema.ts";
import { userLogs, users } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { sales } from "./schema.ts";
import {
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  stockOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// POST /api/v1/sales/{id}/cancel (issue 11, item 6): stock and payments reversed in one transaction, audited, a
// cashier only on their own open register, a manager (RPT 7 level 2) beyond it.

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
let closedRegister = 0;
let register = 0;
let cash = 0;
let card = 0;
let shirt: TestProduct;
let cheese: TestProduct;
let print: TestProduct;
let saleOfClosedRegister = 0;

type Sale = Json & { id: number; status: string; cancellation: Json | null };

async function sell(cookie: string, cashMovementId: number, lines = [{ product: shirt, quantity: 2 }]) {
  const payload = saleRequestOf({
    cashMovementId,
    lines,
    payments: [{ methodId: cash, received: 10_000 }],
  });
  const res = await postKeyed(t, "/api/v1/sales", cookie, payload);
  if (res.status !== 201) throw new Error(`sale: ${res.status} ${await res.text()}`);
  return (await res.json()) as Sale;
}

const cancel = (cookie: string, id: number, reason: unknown, language?: string) =>
  t.request(`/api/v1/sales/${id}/cancel`, {
    method: "POST",
    cookie,
    json: { reason },
    ...(language ? { headers: { "accept-language": language } } : {}),
  });

const summaryOf = async (id: number) =>
  (await (await t.request(`/api/v1/cash_movements/${id}/summary`, { cookie: caixa })).json()) as Json & {
    money: Json;
    card: Json;
  };

const statusOf = async (id: number) => (await t.db.select().from(sales).where(eq(sales.id, id)))[0]?.status;

beforeAll(async () => {
  t = await startTestApp();
  // The closing's sums are read as the cashier: caixa closes blind in the demo, not here.
  await t.db.update(users).set({ blindClose: false }).where(eq(users.login, "caixa"));
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  cash = await methodOf(t, "Dinheiro");
  card = await methodOf(t, "Cartão de crédito");
  shirt = await productBySku(t, "VES-01101-M", centro);
  cheese = await productBySku(t, "PES-001", centro);
  print = await productBySku(t, "SRV-001", centro);
  await setStock(t, centro, shirt.id, "50");
  await setStock(t, centro, cheese.id, "10.000");
  // A register with one sale, then closed; then the cashier's open register.
  closedRegister = await openRegister(t, caixa, centro, "100.00");
  saleOfClosedRegister = (await sell(caixa, closedRegister)).id;
  const closed = await postKeyed(t, "/api/v1/cash_movements/closed", caixa, {
    id: closedRegister,
    inserted_money_value: "179.80",
    inserted_pix_value: "0.00",
    inserted_card_value: "0.00",
  });
  if (closed.status !== 200) throw new Error(`close: ${closed.status} ${await closed.text()}`);
  register = await openRegister(t, caixa, centro, "50.00");
});
afterAll(() => t.close());

describe("POST /api/v1/sales/{id}/cancel", () => {
  it("cancels a sale of the own open register: stock back, payments reversed, audited, out of the closing", async () => {
    const before = await summaryOf(register);
    const stockBefore = { shirt: await stockOf(t, centro, shirt.id), cheese: await stockOf(t, centro, cheese.id) };
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: shirt, quantity: 2 }, { product: cheese, quantity: 0.5 }, { product: print }],
      payments: [
        { methodId: card, received: 5_000 },
        { methodId: cash, received: 10_000 },
      ],
    });
    const sold = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(sold.status).toBe(201);
    const sale = (await sold.json()) as Sale;
    expect(Number(await stockOf(t, centro, shirt.id))).toBe(Number(stockBefore.shirt) - 2);
    expect(await stockOf(t, centro, cheese.id)).toBe("9.500");
    const during = await summaryOf(register);
    expect(during.sales_count).toBe(Number(before.sales_count) + 1);
    expect(during.card).toMatchObject({ expected: "50.00" });

    const res = await cancel(caixa, sale.id, "  Cliente desistiu da compra  ");
    expect(res.status).toBe(200);
    const canceled = (await res.json()) as Sale;
    expect(canceled).toMatchObject({
      id: sale.id,
      status: "canceled",
      cancellation: { user: "João Pedro Nascimento", reason: "Cliente desistiu da compra", at: expect.any(String) },
    });

    // Stock: back to what it was, through the ledger (one incoming movement per line the sale took out).
    expect(await stockOf(t, centro, shirt.id)).toBe(stockBefore.shirt);
    expect(await stockOf(t, centro, cheese.id)).toBe(stockBefore.cheese);
    const moves = await t.db
      .select({ product: stockMovements.productId, incoming: stockMovements.incoming, reason: stockMovements.reason })
      .from(stockMovements)
      .where(and(eq(stockMovements.saleId, sale.id), eq(stockMovements.reason, "sale-cancel")));
    expect(moves.sort((a, b) => a.product - b.product)).toEqual(
      [
        { product: shirt.id, incoming: "2.000", reason: "sale-cancel" },
        { product: cheese.id, incoming: "0.500", reason: "sale-cancel" },
      ].sort((a, b) => a.product - b.product),
    );
    // Payments: every line reversed at the cancel's time.
    const inflows = await t.db.select().from(financialInflows).where(eq(financialInflows.saleId, sale.id));
    expect(inflows).toHaveLength(2);
    expect(inflows.every((line) => line.reversedAt !== null)).toBe(true);
    // Audit.
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "sale"), eq(userLogs.entityId, String(sale.id)), eq(userLogs.action, "cancel")));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.details).toMatchObject({ reason: "Cliente desistiu da compra", own_register: true });
    // The register's expected closing values no longer count it.
    const after = await summaryOf(register);
    expect(after).toMatchObject({
      sales_count: before.sales_count,
      sales_total: before.sales_total,
      money: { expected: (before.money as Json).expected },
      card: { expected: (before.card as Json).expected },
    });
    // The list shows it canceled; its receipt says so and is still printable.
    const list = (await (await t.request(`/api/v1/sales?cash_movement_id=${register}`, { cookie: caixa })).json()) as {
      data: Json[];
    };
    expect(list.data.find((row) => row.id === sale.id)).toMatchObject({ status: "canceled" });
    const receipt = await t.request(`/api/v1/sales/${sale.id}/receipt`, { cookie: caixa });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-type")).toContain("application/pdf");
  });

  it("asks for a reason of at least 5 characters and changes nothing without one", async () => {
    const sale = await sell(caixa, register);
    const stock = await stockOf(t, centro, shirt.id);
    const empty = await cancel(caixa, sale.id, "");
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ messages: { reason: ["Preenchimento Obrigatório"] } });
    const spaces = await cancel(caixa, sale.id, "    ");
    expect(await spaces.json()).toEqual({ messages: { reason: ["Preenchimento Obrigatório"] } });
    const short = await cancel(caixa, sale.id, "erro");
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({ messages: { reason: ["O motivo deve ter ao menos 5 caracteres."] } });
    const shortEs = await cancel(caixa, sale.id, "erro", "es");
    expect(await shortEs.json()).toEqual({ messages: { reason: ["El motivo debe tener al menos 5 caracteres."] } });
    const missing = await t.request(`/api/v1/sales/${sale.id}/cancel`, { method: "POST", cookie: caixa, json: {} });
    expect(missing.status).toBe(422);
    expect(await statusOf(sale.id)).toBe("finished");
    expect(await stockOf(t, centro, shirt.id)).toBe(stock);
  });

  it("cancels once: of two cancels at once one wins, the other answers 409, the stock comes back once", async () => {
    const sale = await sell(caixa, register);
    const stock = await stockOf(t, centro, shirt.id);
    const answers = await Promise.all([
      cancel(caixa, sale.id, "Venda registrada em duplicidade"),
      cancel(caixa, sale.id, "Venda registrada em duplicidade"),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({ messages: ["Esta venda já foi cancelada."] });
    expect(Number(await stockOf(t, centro, shirt.id))).toBe(Number(stock) + 2);
    const again = await cancel(caixa, sale.id, "Venda registrada em duplicidade");
    expect(again.status).toBe(409);
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entityId, String(sale.id)), eq(userLogs.action, "cancel")));
    expect(logs).toHaveLength(1);
  });

  it("answers 404 for another network's sale", async () => {
    const sale = await sell(caixa, register);
    const other = await t.login("outra.admin");
    const res = await cancel(other, sale.id, "Tentativa de outra rede");
    expect(res.status).toBe(404);
    expect(await statusOf(sale.id)).toBe("finished");
  });

  it("refuses a cashier a sale of a closed register (403); a manager (RPT 7 level 2) may cancel it", async () => {
    const stock = await stockOf(t, centro, shirt.id);
    const res = await cancel(caixa, saleOfClosedRegister, "Cliente devolveu no dia seguinte");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      messages: [
        "Você só pode cancelar vendas do seu caixa aberto; as demais pedem a permissão de gerente (Histórico de vendas, nível 2).",
      ],
    });
    expect(await statusOf(saleOfClosedRegister)).toBe("finished");
    expect(await stockOf(t, centro, shirt.id)).toBe(stock);
    const byManager = await cancel(admin, saleOfClosedRegister, "Cliente devolveu no dia seguinte");
    expect(byManager.status).toBe(200);
    expect(await byManager.json()).toMatchObject({
      status: "canceled",
      cancellation: { user: "Mariana Albuquerque", reason: "Cliente devolveu no dia seguinte" },
    });
    expect(Number(await stockOf(t, centro, shirt.id))).toBe(Number(stock) + 2);
  });

  it("refuses a cashier another cashier's sale, and lists only the own open register's sales", async () => {
    const adminRegister = await openRegister(t, admin, centro, "10.00");
    const theirs = await sell(admin, adminRegister);
    const res = await cancel(caixa, theirs.id, "Não é do meu caixa");
    expect(res.status).toBe(403);
    expect(await statusOf(theirs.id)).toBe("finished");
    const listed = (await (await t.request("/api/v1/sales?per_page=100", { cookie: caixa })).json()) as {
      data: Array<{ id: number; cash_movement_id: number | null }>;
    };
    expect(listed.data.length).toBeGreaterThan(0);
    expect(listed.data.every((row) => row.cash_movement_id === register)).toBe(true);
    expect(listed.data.some((row) => row.id === saleOfClosedRegister)).toBe(false);
    const adminList = (await (await t.request("/api/v1/sales?per_page=100", { cookie: admin })).json()) as {
      data: Array<{ id: number }>;
    };
    expect(adminList.data.some((row) => row.id === theirs.id)).toBe(true);
  });
});
