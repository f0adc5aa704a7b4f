import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserLogList, UserLogRow } from "../../src/schemas/audit.ts";
import { generateCpf } from "../../src/domain/documents.ts";
import { mailOutbox } from "../mail/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { userLogs, userPermissions, users } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// GET /api/v1/user_logs (spec 2.2 /user-logs, USR 3): the network's audit log, and what writes land in it.

let t: TestApp;
let admin: string;
let demoId = 0;
let otherId = 0;

const idOf = async (login: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]?.id ?? 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  const stores = await t.db.select().from(multiStores);
  demoId = stores.find((s) => s.name === "Rede Demo")?.id ?? 0;
  otherId = stores.find((s) => s.name !== "Rede Demo")?.id ?? 0;
});
afterAll(() => t.close());

async function list(params: Record<string, string | number> = {}, cookie = admin) {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await t.request(`/api/v1/user_logs?${search}`, { cookie });
  return { status: res.status, body: (await res.json()) as UserLogList & { messages?: unknown } };
}

const newCustomer = async (name: string) => {
  const res = await t.request("/api/v1/customers", {
    method: "POST",
    cookie: admin,
    json: {
      customerType: "F",
      name,
      docId1: generateCpf(812_345),
      phone1: "(31) 99876-5432",
      email: "auditado@teste.com.br",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

describe("GET /api/v1/user_logs", () => {
  it("needs USR 3: 401 without a session, 403 for caixa, vendedor and a user manager without USR 3", async () => {
    expect((await t.request("/api/v1/user_logs")).status).toBe(401);
    const manager = await idOf("ana.beatriz");
    await t.db
      .insert(userPermissions)
      .values({ multiStoreId: demoId, userId: manager, slug: "USR", code: 1, value: 2 });
    for (const login of ["caixa", "vendedor", "ana.beatriz"]) {
      const cookie = await t.login(login);
      for (const path of ["/api/v1/user_logs", "/api/v1/user_logs/filters"]) {
        const res = await t.request(path, { cookie });
        expect(res.status, `${login} ${path}`).toBe(403);
      }
    }
    // USR 3 at level 1 is enough, and it applies to the user's next request.
    await t.db
      .insert(userPermissions)
      .values({ multiStoreId: demoId, userId: manager, slug: "USR", code: 3, value: 1 });
    expect((await list({}, await t.login("ana.beatriz"))).status).toBe(200);
  });

  it("shows a customer's change with its module, unit-less row, user name and before/after, newest first", async () => {
    const id = await newCustomer("Cliente Auditado");
    const res = await t.request(`/api/v1/customers/${id}`, {
      method: "PATCH",
      cookie: admin,
      json: { name: "Cliente Auditado Silva" },
    });
    expect(res.status).toBe(200);
    const { status, body } = await list({ entity: "customers", filter: "Auditado" });
    expect(status).toBe(200);
    expect(body.meta.total).toBe(2);
    const [updated, created] = body.data as UserLogRow[];
    expect(updated).toMatchObject({
      user: "Mariana Albuquerque",
      module: "CUS",
      entity: "customers",
      entity_id: String(id),
      action: "updated",
      company_id: null,
      details: { before: { name: "Cliente Auditado" }, after: { name: "Cliente Auditado Silva" } },
    });
    expect(created).toMatchObject({
      action: "created",
      details: { after: { name: "Cliente Auditado", active: true } },
    });
    expect(Date.parse(updated?.created_at ?? "")).toBeGreaterThanOrEqual(Date.parse(created?.created_at ?? ""));
  });

  it("filters by user, unit, module, entity, action and period; the text finds values inside the details", async () => {
    const caixa = await idOf("caixa");
    const [unit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, demoId)).limit(1);
    await t.db.insert(userLogs).values([
      {
        multiStoreId: demoId,
        userId: caixa,
        companyId: unit?.id,
        module: "POS",
        action: "open",
        entity: "cash_movements",
        details: { cash_supply: "123.45" },
      },
      {
        multiStoreId: demoId,
        userId: caixa,
        companyId: unit?.id,
        module: "POS",
        action: "close",
        entity: "cash_movements",
        createdAt: new Date("2025-02-10T15:00:00Z"),
      },
    ]);
    const byUser = await list({ user_id: caixa });
    expect(byUser.body.data.map((r) => r.action)).toEqual(["open", "login"]);
    expect(byUser.body.data[0]).toMatchObject({ user: "João Pedro Nascimento", company: unit?.name });
    expect((await list({ company_id: unit?.id ?? 0, module: "POS", action: "open" })).body.meta.total).toBe(1);
    expect((await list({ entity: "cash_movements", filter: "123.45" })).body.data).toHaveLength(1);
    const february = await list({ initial_date: "2025-02-01", final_date: "2025-02-28", user_id: caixa });
    expect(february.body.data.map((r) => r.action)).toEqual(["close"]);
    expect((await list({ sort_field: "action", sort_direction: "asc", user_id: caixa })).body.data[0]?.action).toBe(
      "login",
    );
  });

  it("names each row's record and the ids its details point to, in the session's network only", async () => {
    const vendedor = await idOf("vendedor");
    const [unit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, demoId)).limit(1);
    const [foreign] = await t.db.select().from(companies).where(eq(companies.multiStoreId, otherId)).limit(1);
    const [foreignUser] = await t.db.select().from(users).where(eq(users.multiStoreId, otherId)).limit(1);
    const entry = { multiStoreId: demoId, module: "USR", action: "updated", entity: "users" } as const;
    await t.db.insert(userLogs).values([
      {
        ...entry,
        entityId: String(vendedor),
        details: { before: { company_ids: [] }, after: { company_ids: [unit?.id, foreign?.id] } },
      },
      { ...entry, entityId: String(foreignUser?.id), details: { before: { name: "x" }, after: { name: "Nomeado" } } },
      { ...entry, entityId: "999999", details: { before: { name: "x" }, after: { name: "Nomeado" } } },
      { ...entry, entity: "franchise_units", module: "FMA", entityId: String(unit?.id), details: { after: {} } },
    ]);
    const rows = (await list({ filter: "Nomeado" })).body.data;
    expect(rows.map((r) => r.record)).toEqual([null, null]);
    const [own] = (await list({ entity: "users", filter: "company_ids" })).body.data.filter(
      (r) => r.entity_id === String(vendedor),
    );
    expect(own?.record).toBe("Rafael Tavares Moreira");
    expect(own?.names).toEqual({
      users: { [String(vendedor)]: own?.record },
      companies: { [String(unit?.id)]: unit?.name },
    });
    const franchise = (await list({ entity: "franchise_units" })).body.data[0];
    expect(franchise?.record).toBe(unit?.name);
  });

  it("refuses another network's user or unit (422 on the field) and never shows its rows", async () => {
    const other = await idOf("outra.admin");
    const [otherUnit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, otherId)).limit(1);
    const res = await list({ user_id: other, company_id: otherUnit?.id ?? 0 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.messages as object).sort()).toEqual(["company_id", "user_id"]);
    await t.login("outra.admin");
    const mine = await list({ filter: "Otávio" });
    expect(mine.body.data).toEqual([]);
    const theirs = await list({}, await t.login("outra.admin"));
    expect(theirs.body.data.every((r) => r.user === "Otávio Prado Outra Rede")).toBe(true);
    expect((await list({ sort_field: "password" })).status).toBe(422);
  });

  it("offers the network's users, units and the logged modules, entities and actions to filter by", async () => {
    const res = await t.request("/api/v1/user_logs/filters", { cookie: admin });
    const body = (await res.json()) as {
      users: { name: string }[];
      companies: { name: string }[];
      modules: string[];
      actions: string[];
      entities: string[];
    };
    expect(body.users.some((u) => u.name === "Mariana Albuquerque")).toBe(true);
    expect(body.users.some((u) => u.name === "Otávio Prado Outra Rede")).toBe(false);
    expect(body.companies.map((c) => c.name)).toEqual(["Rede Demo Centro", "Rede Demo Savassi"]);
    expect(body.modules).toEqual(expect.arrayContaining(["CUS", "USR"]));
    expect(body.actions).toEqual(expect.arrayContaining(["login", "created", "updated"]));
    expect(body.entities).toEqual(expect.arrayContaining(["customers", "users"]));
  });
});

describe("sign-ins and passwords in the audit log", () => {
  const logsOf = async (userId: number, action: string) =>
    t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, userId), eq(userLogs.action, action)));

  it("logs a sign-in and a failed sign-in of an existing login in that user's network, never an unknown login", async () => {
    const vendedor = await idOf("vendedor");
    const before = await t.db.$count(userLogs);
    const wrong = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "VENDEDOR", password: "errada123" },
    });
    expect(wrong.status).toBe(401);
    const [failed] = await logsOf(vendedor, "login.failed");
    expect(failed).toMatchObject({
      multiStoreId: demoId,
      module: "USR",
      entity: "users",
      entityId: String(vendedor),
      ip: "127.0.0.1",
    });
    await t.request("/api/v1/auth", { method: "POST", json: { login: "ninguem.aqui", password: "errada123" } });
    expect(await t.db.$count(userLogs)).toBe(before + 1);
    const signedIn = (await logsOf(vendedor, "login")).length;
    await t.login("vendedor");
    expect(await logsOf(vendedor, "login")).toHaveLength(signedIn + 1);
    const shown = await list({ action: "login.failed" });
    expect(shown.body.data.map((r) => r.user)).toContain("Rafael Tavares Moreira");
  });

  it("logs a password change and a password reset", async () => {
    const producao = await idOf("producao");
    const cookie = await t.login("producao");
    const change = await t.request("/api/v1/change_password", {
      method: "POST",
      cookie,
      json: { oldPassword: "demo1234", newPassword: "nova12345", confirmedNewPassword: "nova12345" },
    });
    expect(change.status).toBe(200);
    expect(await logsOf(producao, "password.changed")).toHaveLength(1);

    await t.request("/api/v1/password_resets", { method: "POST", json: { login: "producao" } });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "producao@rededemo.com.br"));
    const token = /token=([\w-]+)/.exec(mail?.body ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    const reset = await t.request("/api/v1/password_resets/confirm", {
      method: "POST",
      json: { token, newPassword: "outra1234", confirmedNewPassword: "outra1234" },
    });
    expect(reset.status).toBe(200);
    expect(await logsOf(producao, "password.reset")).toMatchObject([{ multiStoreId: demoId, userId: producao }]);
  });
});
