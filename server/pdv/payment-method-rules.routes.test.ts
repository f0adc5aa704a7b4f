import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentMethodRecord, PaymentMethodRemoval } from "../../src/schemas/finance.ts";
import { paymentMethods } from "../finance/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller } from "../test/user-with.ts";
import { userLogs } from "../users/schema.ts";
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

// Issue 12: what the PDV does with the payment methods /settings/payment-methods edits: a removed method a sale used
// is deactivated and no longer offered nor accepted; change is given only by a method whose gives_change is on.

let t: TestApp;
let admin = "";
let caixa = "";
let centro = 0;
let shirt: TestProduct;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  shirt = await productBySku(t, "VES-01101-M", centro);
  await setStock(t, centro, shirt.id, "50");
});
afterAll(() => t.close());

const PATH = "/api/v1/payment_methods";

const call = jsonCaller(() => t);

const stored = async (id: number) => (await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, id)))[0];
const offered = async () =>
  ((await call<{ data: Array<{ name: string; gives_change: boolean }> }>("GET", PATH, caixa)).body.data ?? []).map(
    (m) => [m.name, m.gives_change] as const,
  );

describe("payment methods in the PDV (issue 12)", () => {
  it("offers the active methods with whether they give change", async () => {
    expect(await offered()).toEqual([
      ["Dinheiro", true],
      ["PIX", false],
      ["Cartão de crédito", false],
      ["Cartão de débito", false],
      ["Boleto bancário", false],
    ]);
  });

  it("deactivates a removed method a sale used: no longer offered nor accepted", async () => {
    const pix = await methodOf(t, "PIX");
    const register = await openRegister(t, caixa, centro);
    const paidWithPix = () =>
      saleRequestOf({
        cashMovementId: register,
        lines: [{ product: shirt }],
        payments: [{ methodId: pix, received: shirt.price }],
      });
    expect((await postKeyed(t, "/api/v1/sales", caixa, paidWithPix())).status).toBe(201);
    const removed = await call<PaymentMethodRemoval>("DELETE", `${PATH}/${pix}`, admin);
    expect(removed).toMatchObject({ status: 200, body: { result: "deactivated", payment_method: { active: false } } });
    expect(await stored(pix)).toMatchObject({ active: false, name: "PIX" });
    expect((await offered()).map(([name]) => name)).not.toContain("PIX");
    expect((await postKeyed(t, "/api/v1/sales", caixa, paidWithPix())).status).toBe(422);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entity, "payment_methods"), eq(userLogs.entityId, String(pix))));
    expect(log).toMatchObject({
      action: "deactivated",
      details: { before: { active: true }, after: { active: false } },
    });
  });

  it("gives change only with a method whose gives_change is on", async () => {
    const voucher = await call<PaymentMethodRecord>("POST", PATH, admin, {
      name: "Vale-troca",
      kind: "other",
      gives_change: true,
    });
    expect(voucher.status).toBe(201);
    const money = await methodOf(t, "Dinheiro");
    const register = await openRegister(t, admin, centro);
    const overpaid = (methodId: number) =>
      saleRequestOf({
        cashMovementId: register,
        lines: [{ product: shirt }],
        payments: [{ methodId, received: shirt.price + 1000 }],
      });
    expect((await postKeyed(t, "/api/v1/sales", admin, overpaid(await methodOf(t, "Vale-troca")))).status).toBe(201);
    const payload = overpaid(money);
    expect(payload.sale.total_change).toBe("10.00");
    await call("PATCH", `${PATH}/${money}`, admin, { gives_change: false });
    const refused = await postKeyed(t, "/api/v1/sales", admin, payload);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      messages: { "financial_inflows.0.received_value": [expect.any(String)] },
    });
    await call("PATCH", `${PATH}/${money}`, admin, { gives_change: true });
    expect((await postKeyed(t, "/api/v1/sales", admin, payload)).status).toBe(201);
  });
});
