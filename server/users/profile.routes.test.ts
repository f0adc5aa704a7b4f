import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../src/schemas/users.ts";
import { MAX_FAILED_LOGINS } from "../auth/public.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { users } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// GET and PATCH /api/v1/profile: the user menu's "Meu perfil" (spec 2.8).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const emailOf = async (login: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.login, login)))[0]?.email ?? "";

describe("/api/v1/profile", () => {
  it("needs a session", async () => {
    expect((await t.request("/api/v1/profile")).status).toBe(401);
    const res = await t.request("/api/v1/profile", { method: "PATCH", json: { name: "X", email: "x@y.com" } });
    expect(res.status).toBe(401);
  });

  it("answers the signed-in user's own data, whatever their permissions", async () => {
    const res = await t.request("/api/v1/profile", { cookie: await t.login("caixa10") });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Profile;
    expect(body).toMatchObject({ login: "caixa10", account: "Rede Demo", email: await emailOf("caixa10") });
    expect(body.companies.length).toBeGreaterThan(0);
    expect(body.companies.map((c) => c.name)).toEqual([...body.companies.map((c) => c.name)].sort());
  });

  it("changes the name and e-mail of the signed-in user only", async () => {
    const cookie = await t.login("vendedor");
    const before = await emailOf("caixa");
    const res = await t.request("/api/v1/profile", {
      method: "PATCH",
      cookie,
      json: { name: "  Vera Vendedora  ", email: "vera.vendas@rede.example", currentPassword: "demo1234" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      login: "vendedor",
      name: "Vera Vendedora",
      email: "vera.vendas@rede.example",
    });
    const me = (await (await t.request("/api/v1/me", { cookie })).json()) as { name: string };
    expect(me.name).toBe("Vera Vendedora");
    expect(await emailOf("caixa")).toBe(before);
  });

  it("refuses an e-mail another user has (any case), a bad e-mail and an empty name, changing nothing", async () => {
    const cookie = await t.login("producao");
    const mine = await emailOf("producao");
    const cases = [
      {
        json: { name: "Paula", email: (await emailOf("admin")).toUpperCase(), currentPassword: "demo1234" },
        field: "email",
        text: "E-mail já cadastrado",
      },
      {
        json: { name: "Paula", email: "paula@", currentPassword: "demo1234" },
        field: "email",
        text: "E-mail inváildo",
      },
      {
        json: { name: "", email: "paula@rede.example", currentPassword: "demo1234" },
        field: "name",
        text: "Preenchimento Obrigatório",
      },
    ];
    for (const { json, field, text } of cases) {
      const res = await t.request("/api/v1/profile", { method: "PATCH", cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      const body = (await res.json()) as { messages: Record<string, string[]> };
      expect(body.messages[field]).toContain(text);
    }
    expect(await emailOf("producao")).toBe(mine);
  });

  it("compares e-mails within the network only: another network's e-mail is free, and stays unrevealed", async () => {
    const cookie = await t.login("vendedor");
    const foreign = await emailOf("outra.admin");
    const res = await t.request("/api/v1/profile", {
      method: "PATCH",
      cookie,
      json: { name: "Vendedor", email: foreign.toUpperCase(), currentPassword: "demo1234" },
    });
    expect(res.status).toBe(200);
    expect(await emailOf("vendedor")).toBe(foreign.toUpperCase());
    const same = await t.request("/api/v1/profile", {
      method: "PATCH",
      cookie: await t.login("caixa10"),
      json: { name: "Caixa", email: foreign, currentPassword: "demo1234" },
    });
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({ messages: { email: ["E-mail já cadastrado"] } });
  });

  it("keeps the user's own e-mail when only the name changes, without asking for the password", async () => {
    const cookie = await t.login("caixa");
    const mine = await emailOf("caixa");
    const res = await t.request("/api/v1/profile", {
      method: "PATCH",
      cookie,
      json: { name: "Carla Caixa", email: mine },
    });
    expect(res.status).toBe(200);
    expect(await emailOf("caixa")).toBe(mine);
  });
});

describe("changing the e-mail needs the current password", () => {
  const patch = (cookie: string, json: Record<string, string>, headers: Record<string, string> = {}) =>
    t.request("/api/v1/profile", { method: "PATCH", cookie, json, headers });

  it("refuses a new e-mail without the password or with a wrong one, in the user's language, changing nothing", async () => {
    const cookie = await t.login("ana.beatriz");
    const mine = await emailOf("ana.beatriz");
    const missing = await patch(cookie, { name: "Gerente", email: "novo.gerente@rede.example" });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ messages: { currentPassword: ["Preenchimento Obrigatório"] } });
    const empty = await patch(cookie, { name: "Gerente", email: "novo.gerente@rede.example", currentPassword: "" });
    expect(await empty.json()).toEqual({ messages: { currentPassword: ["Preenchimento Obrigatório"] } });
    const wrong = await patch(cookie, {
      name: "Gerente",
      email: "NOVO.gerente@rede.example",
      currentPassword: "errada-00",
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ messages: { currentPassword: ["Senha atual incorreta."] } });
    const es = await patch(
      cookie,
      { name: "Gerente", email: "novo.gerente@rede.example", currentPassword: "errada-01" },
      { "accept-language": "es-EC" },
    );
    expect(await es.json()).toEqual({ messages: { currentPassword: ["Contraseña actual incorrecta."] } });
    // A change of letter case is a change too.
    const upper = await patch(cookie, { name: "Gerente", email: mine.toUpperCase() });
    expect(upper.status).toBe(422);
    expect(await emailOf("ana.beatriz")).toBe(mine);
    const right = await patch(cookie, {
      name: "Gerente",
      email: "novo.gerente@rede.example",
      currentPassword: "demo1234",
    });
    expect(right.status).toBe(200);
    expect(await emailOf("ana.beatriz")).toBe("novo.gerente@rede.example");
  });

  it("checks the password under the login throttle: five wrong guesses, then 429 even for the right one", async () => {
    const cookie = await t.login("bruno.lima");
    const mine = await emailOf("bruno.lima");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        patch(cookie, { name: "Estoque", email: `desvio.${i}@atacante.example`, currentPassword: `palpite-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(MAX_FAILED_LOGINS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - MAX_FAILED_LOGINS);
    const right = await patch(cookie, {
      name: "Estoque",
      email: "desvio@atacante.example",
      currentPassword: "demo1234",
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBe("900");
    expect(await right.json()).toEqual({
      messages: ["Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente."],
    });
    expect(await emailOf("bruno.lima")).toBe(mine);
    // A change of name alone still works.
    expect((await patch(cookie, { name: "Estoque Central", email: mine })).status).toBe(200);
  });

  it("lets only one of two users take the same e-mail at once", async () => {
    const [first, second] = await Promise.all([t.login("carla.menezes"), t.login("diego.souza")]);
    const email = "mesmo.email@rede.example";
    const answers = await Promise.all(
      [first, second].map((cookie) => patch(cookie, { name: "Pessoa", email, currentPassword: "demo1234" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.status === 422);
    expect(await refused?.json()).toEqual({ messages: { email: ["E-mail já cadastrado"] } });
    expect(await t.db.$count(users, eq(users.email, email))).toBe(1);
  });

  it("the database refuses a second user with one e-mail in a network, in any letter case", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.login, "admin"));
    if (!admin) throw new Error("no admin");
    const copy = { multiStoreId: admin.multiStoreId, name: "Cópia", passwordHash: admin.passwordHash };
    await expect(
      t.db.insert(users).values({ ...copy, login: "copia.admin", email: admin.email.toUpperCase() }),
    ).rejects.toSatisfy(isUniqueViolation);
    // Another network may have it.
    const [outra] = await t.db.select().from(users).where(eq(users.login, "outra.admin"));
    await t.db
      .insert(users)
      .values({ ...copy, multiStoreId: outra?.multiStoreId ?? 0, login: "copia.admin", email: admin.email });
  });
});
