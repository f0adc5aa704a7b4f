import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../customers/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userWith } from "../test/user-with.ts";
import { userCompanies, users } from "../users/schema.ts";
import { crmStages, customerStages, customersInteractions } from "./schema.ts";

// What an attacker tries on the CRM through the API beyond other networks' ids (access.test.ts walks those): a
// unit of the network the user does not work in, and amounts below zero.

let t: TestApp;
let limited = "";
let homeUnit = 0;
let otherUnit = 0;
let stageId = 0;
let free: number[] = [];
const es = { "accept-language": "es-EC" };

beforeAll(async () => {
  t = await startTestApp();
  const [seller] = await t.db.select().from(users).where(eq(users.login, "vendedor"));
  const net = seller?.multiStoreId ?? 0;
  const user = await userWith(t, "so.matriz", [["CRM", 1, 1]]);
  const units = await t.db
    .select({ id: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, user.id))
    .orderBy(asc(userCompanies.companyId));
  homeUnit = units[0]?.id ?? 0;
  otherUnit = units[1]?.id ?? 0;
  await t.db
    .delete(userCompanies)
    .where(and(eq(userCompanies.userId, user.id), eq(userCompanies.companyId, otherUnit)));
  limited = await t.login("so.matriz");
  const [stage] = await t.db
    .select({ id: crmStages.id })
    .from(crmStages)
    .where(eq(crmStages.multiStoreId, net))
    .orderBy(asc(crmStages.position));
  stageId = stage?.id ?? 0;
  const people = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.multiStoreId, net));
  const inFunnel = new Set(
    (
      await t.db
        .select({ id: customerStages.customerId })
        .from(customerStages)
        .where(eq(customerStages.multiStoreId, net))
    ).map((row) => row.id),
  );
  free = people.map((p) => p.id).filter((id) => !inFunnel.has(id));
});
afterAll(() => t.close());

const unitOfCard = async (customerId: number) => {
  const [row] = await t.db
    .select({ companyId: customerStages.companyId })
    .from(customerStages)
    .where(eq(customerStages.customerId, customerId));
  return row?.companyId ?? null;
};

describe("a unit the user does not work in", () => {
  it("is refused when importing customers into a stage, in pt-BR and es-EC, and nothing is imported", async () => {
    expect(otherUnit).toBeGreaterThan(0);
    const path = `/api/v1/customers_stages/${stageId}/customers/bulk`;
    const json = { customers_ids: [free[0]], company_id: otherUnit };
    const pt = await t.request(path, { method: "POST", cookie: limited, json });
    expect(pt.status).toBe(422);
    expect((await pt.json()).messages.company_id).toEqual(["Você não trabalha nesta unidade."]);
    const sp = await t.request(path, { method: "POST", cookie: limited, json, headers: es });
    expect((await sp.json()).messages.company_id).toEqual(["Usted no trabaja en esta unidad."]);
    expect(await unitOfCard(free[0] ?? 0)).toBeNull();
    const own = await t.request(path, { method: "POST", cookie: limited, json: { ...json, company_id: homeUnit } });
    expect(own.status).toBe(200);
    expect(await unitOfCard(free[0] ?? 0)).toBe(homeUnit);
  });

  it("is refused when creating or changing an interaction", async () => {
    const before = await t.db.$count(customersInteractions);
    const created = await t.request("/api/v1/customers_interactions", {
      method: "POST",
      cookie: limited,
      json: { customer_id: free[1], company_id: otherUnit },
    });
    expect(created.status).toBe(422);
    expect((await created.json()).messages.company_id).toEqual(["Você não trabalha nesta unidade."]);
    expect(await t.db.$count(customersInteractions)).toBe(before);
    const own = await t.request("/api/v1/customers_interactions", {
      method: "POST",
      cookie: limited,
      json: { customer_id: free[1], company_id: homeUnit },
    });
    expect(own.status).toBe(201);
    const { id } = await own.json();
    const moved = await t.request(`/api/v1/customers_interactions/${id}`, {
      method: "PATCH",
      cookie: limited,
      json: { company_id: otherUnit },
    });
    expect(moved.status).toBe(422);
    const [row] = await t.db
      .select({ companyId: customersInteractions.companyId })
      .from(customersInteractions)
      .where(eq(customersInteractions.id, id));
    expect(row?.companyId).toBe(homeUnit);
  });
});

describe("amounts of an interaction", () => {
  it("refuses negative values and quantities beyond what a column holds, with 422 and nothing saved", async () => {
    const cookie = await t.login("vendedor");
    const before = await t.db.$count(customersInteractions);
    const bad = [
      [{ offers: [{ value: "-50.00" }] }, "offers.0.value", "Valor monetário inválido."],
      [{ seasonal_value: "-10.00" }, "seasonal_value", "Valor monetário inválido."],
      [{ monthly_value: "-0.01" }, "monthly_value", "Valor monetário inválido."],
      [{ offers: [{ value: "1.00", quantity: 1e20 }] }, "offers.0.quantity", "Quantidade inválida."],
      [{ offers: [{ value: "1.00", quantity: 0.0001 }] }, "offers.0.quantity", "Quantidade inválida."],
    ] as const;
    for (const [fields, field, text] of bad) {
      const res = await t.request("/api/v1/customers_interactions", {
        method: "POST",
        cookie,
        json: { customer_id: free[2], ...fields },
      });
      expect(res.status, field).toBe(422);
      expect((await res.json()).messages[field]).toEqual([text]);
    }
    expect(await t.db.$count(customersInteractions)).toBe(before);
    const [first] = await t.db.select({ id: customersInteractions.id }).from(customersInteractions).limit(1);
    const offer = await t.request("/api/v1/interactions_offers", {
      method: "POST",
      cookie,
      json: { interaction_id: first?.id, value: "-1.00" },
      headers: es,
    });
    expect(offer.status).toBe(422);
    expect((await offer.json()).messages.value).toEqual(["Valor monetario inválido."]);
  });
});

describe("two requests at once", () => {
  const newStage = async (cookie: string, name: string) => {
    const res = await t.request("/api/v1/crm_stages", { method: "POST", cookie, json: { name } });
    return ((await res.json()) as { id: number }).id;
  };

  it("deleting a stage while customers are imported or moved into it answers 404 or 409, never 500", async () => {
    const admin = await t.login("admin");
    const statuses = new Set<number>();
    for (const [index, customerId] of [free[5], free[6]].entries()) {
      const id = await newStage(admin, `Corrida ${index}`);
      const write =
        index === 0
          ? t.request(`/api/v1/customers_stages/${id}/customers/bulk`, {
              method: "POST",
              cookie: admin,
              json: { customers_ids: [customerId] },
            })
          : t.request(`/api/v1/customers_stages/${id}/customers/${customerId}`, {
              method: "PATCH",
              cookie: admin,
              json: {},
            });
      const [written, removed] = await Promise.all([
        write,
        t.request(`/api/v1/crm_stages/${id}`, { method: "DELETE", cookie: admin, headers: es }),
      ]);
      for (const res of [written, removed]) statuses.add(res.status);
      // The write may also find the stage already gone when its ids are checked (404); never a 500.
      expect([200, 404, 409]).toContain(written.status);
      expect([200, 409]).toContain(removed.status);
      if (written.status === 409)
        expect((await written.json()).messages).toEqual([
          "Outra pessoa alterou estes dados ao mesmo tempo. Recarregue a página e tente novamente.",
        ]);
    }
    expect(statuses.has(500)).toBe(false);
  });
});
