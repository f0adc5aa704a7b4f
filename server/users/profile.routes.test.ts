import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../src/schemas/users.ts";
import { users } from "../db/schema.ts";
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
      json: { name: "  Vera Vendedora  ", email: "vera.vendas@rede.example" },
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
        json: { name: "Paula", email: (await emailOf("admin")).toUpperCase() },
        field: "email",
        text: "E-mail já cadastrado",
      },
      { json: { name: "Paula", email: "paula@" }, field: "email", text: "E-mail inváildo" },
      { json: { name: "", email: "paula@rede.example" }, field: "name", text: "Preenchimento Obrigatório" },
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
      json: { name: "Vendedor", email: foreign.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(await emailOf("vendedor")).toBe(foreign.toUpperCase());
    const same = await t.request("/api/v1/profile", {
      method: "PATCH",
      cookie: await t.login("caixa10"),
      json: { name: "Caixa", email: foreign },
    });
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({ messages: { email: ["E-mail já cadastrado"] } });
  });

  it("keeps the user's own e-mail when only the name changes", async () => {
    const cookie = await t.login("caixa");
    const mine = await emailOf("caixa");
    const res = await t.request("/api/v1/profile", {
      method: "PATCH",
      cookie,
      json: { name: "Carla Caixa", email: mine },
    });
    expect(res.status).toBe(200);
  });
});
