import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentMethodRecord, PaymentMethodRecordList, PaymentMethodRemoval } from "../../src/schemas/finance.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { paymentMethods } from "./schema.ts";

let t: TestApp;
let settings = "";
let caixa = "";
let outra = "";

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  outra = await t.login("outra.admin");
  settings = (await userWith(t, "so.cnf2", [["CNF", 2, 2]])).cookie;
});
afterAll(() => t.close());

const PATH = "/api/v1/payment_methods";

const call = jsonCaller(() => t);

/** A Rede Demo method by name. */
const methodOf = async (name: string) => {
  const { body } = await call<PaymentMethodRecordList>("GET", `${PATH}/list?per_page=100`, settings);
  const found = body.data.find((m) => m.name === name);
  if (!found) throw new Error(`no payment method ${name}`);
  return found.id;
};

const stored = async (id: number) => (await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, id)))[0];
const pdvNames = async () =>
  ((await call<{ data: Array<{ name: string }> }>("GET", PATH, caixa)).body.data ?? []).map((m) => m.name);

describe("payment methods (CNF 2)", () => {
  it("lists the network's methods, active and inactive, with fee, days and change", async () => {
    const { status, body } = await call<PaymentMethodRecordList>("GET", `${PATH}/list`, settings);
    expect(status).toBe(200);
    expect(body.data.map((m) => [m.name, m.kind, m.gives_change])).toEqual([
      ["Boleto bancário", "boleto", false],
      ["Cartão de crédito", "card", false],
      ["Cartão de débito", "card", false],
      ["Dinheiro", "money", true],
      ["PIX", "pix", false],
    ]);
    const other = await call<PaymentMethodRecordList>("GET", `${PATH}/list`, outra);
    expect(other.body.data.every((m) => !body.data.some((mine) => mine.id === m.id))).toBe(true);
  });

  it("creates a PIX method with its fee and days stored exactly, audited", async () => {
    const { status, body } = await call<PaymentMethodRecord>("POST", PATH, settings, {
      name: "  PIX Banco Azul ",
      kind: "pix",
      fee_percentage: 1.99,
      days_to_receive: 1,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: "PIX Banco Azul",
      kind: "pix",
      fee_percentage: 1.99,
      days_to_receive: 1,
      gives_change: false,
      active: true,
    });
    expect(await stored(body.id)).toMatchObject({ feePercentage: "1.99", daysToReceive: 1, givesChange: false });
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "payment_methods"), eq(userLogs.entityId, String(body.id))));
    expect(log).toMatchObject({ action: "created" });
    expect(log?.details).toEqual({
      after: {
        name: "PIX Banco Azul",
        kind: "pix",
        fee_percentage: 1.99,
        days_to_receive: 1,
        gives_change: false,
        active: true,
      },
    });
    expect(await pdvNames()).toContain("PIX Banco Azul");
  });

  it("gives change with money by default, and as set otherwise", async () => {
    const money = await call<PaymentMethodRecord>("POST", PATH, settings, { name: "Dinheiro (loja 2)", kind: "money" });
    expect(money.body.gives_change).toBe(true);
    const voucher = await call<PaymentMethodRecord>("POST", PATH, settings, {
      name: "Vale-troca",
      kind: "other",
      gives_change: true,
    });
    expect(voucher.body.gives_change).toBe(true);
  });

  it.each([
    ["pt-BR", { name: " ", kind: "pix" }, "name", "Preenchimento Obrigatório"],
    ["es-EC", { name: " ", kind: "pix" }, "name", "Campo obligatorio"],
    ["pt-BR", { name: "Taxa alta", kind: "card", fee_percentage: 100.01 }, "fee_percentage", "Percentual inválido."],
    ["pt-BR", { name: "Taxa 3 casas", kind: "card", fee_percentage: 1.234 }, "fee_percentage", "Percentual inválido."],
    ["es-EC", { name: "Taxa alta", kind: "card", fee_percentage: -1 }, "fee_percentage", "Porcentaje inválido."],
    ["pt-BR", { name: "Dias", kind: "card", days_to_receive: -1 }, "days_to_receive", "Informe de 0 a 3650 dias."],
    ["es-EC", { name: "Dias", kind: "card", days_to_receive: 1.5 }, "days_to_receive", null],
    ["pt-BR", { name: "dinheiro", kind: "money" }, "name", "Já existe uma forma de pagamento com este nome."],
    ["es-EC", { name: "PIX", kind: "pix" }, "name", "Ya existe una forma de pago con este nombre."],
    ["pt-BR", { name: "Cheque", kind: "cheque" }, "kind", null],
  ])("%s refuses %j (422 on %s) and writes nothing", async (locale, body, field, text) => {
    const before = (await t.db.select().from(paymentMethods)).length;
    const res = await call<{ messages: Record<string, string[]> }>("POST", PATH, settings, body, locale);
    expect(res.status).toBe(422);
    expect(res.body.messages[field]).toBeDefined();
    if (text) expect(res.body.messages[field]).toEqual([text]);
    expect((await t.db.select().from(paymentMethods)).length).toBe(before);
  });

  it("changes only the fields sent, audited with before and after", async () => {
    const card = await methodOf("Cartão de débito");
    const res = await call<PaymentMethodRecord>("PATCH", `${PATH}/${card}`, settings, {
      fee_percentage: 2.5,
      days_to_receive: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Cartão de débito", kind: "card", fee_percentage: 2.5, days_to_receive: 2 });
    expect(await stored(card)).toMatchObject({ feePercentage: "2.50", daysToReceive: 2 });
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "payment_methods"), eq(userLogs.action, "updated")));
    expect(log?.details).toMatchObject({
      before: { fee_percentage: 0, days_to_receive: 0 },
      after: { fee_percentage: 2.5, days_to_receive: 2 },
    });
    const renamed = await call("PATCH", `${PATH}/${card}`, settings, { name: "PIX" }, "pt-BR");
    expect(renamed.status).toBe(422);
  });

  it("deletes a method no payment used", async () => {
    const fresh = await call<PaymentMethodRecord>("POST", PATH, settings, { name: "Crediário", kind: "other" });
    const deleted = await call<PaymentMethodRemoval>("DELETE", `${PATH}/${fresh.body.id}`, settings);
    expect(deleted).toMatchObject({ status: 200, body: { result: "deleted", payment_method: { name: "Crediário" } } });
    expect(await stored(fresh.body.id)).toBeUndefined();
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(
        and(
          eq(userLogs.entity, "payment_methods"),
          eq(userLogs.entityId, String(fresh.body.id)),
          eq(userLogs.action, "deleted"),
        ),
      );
    expect(log?.details).toMatchObject({ before: { name: "Crediário", kind: "other" } });
  });

  it("refuses another network's method (404) and users without CNF 2 (403)", async () => {
    const money = await methodOf("Dinheiro");
    expect((await call("PATCH", `${PATH}/${money}`, outra, { fee_percentage: 1 })).status).toBe(404);
    expect((await call("DELETE", `${PATH}/${money}`, outra)).status).toBe(404);
    expect(await stored(money)).toMatchObject({ feePercentage: "0.00", active: true });
    const cnf1 = (
      await userWith(t, "so.cnf1", [
        ["CNF", 1, 2],
        ["CNF", 2, 0],
      ])
    ).cookie;
    for (const cookie of [caixa, cnf1]) {
      expect((await call("GET", `${PATH}/list`, cookie)).status).toBe(403);
      expect((await call("POST", PATH, cookie, { name: "Tentativa", kind: "money" })).status).toBe(403);
      expect((await call("PATCH", `${PATH}/${money}`, cookie, { fee_percentage: 1 })).status).toBe(403);
      expect((await call("DELETE", `${PATH}/${money}`, cookie)).status).toBe(403);
    }
    expect(await stored(money)).toMatchObject({ feePercentage: "0.00", active: true });
  });
});
