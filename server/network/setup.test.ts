import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCnpj } from "../../src/domain/documents.ts";
import type { NetworkSetup } from "../../src/domain/network-setup.ts";
import { MODULE_CODES, MODULE_SLUGS } from "../../src/domain/permissions.ts";
import { accountPlans, paymentMethods } from "../finance/schema.ts";
import { openPglite } from "../db/client.ts";
import { seedDemo } from "../db/seed.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userPermissions, users } from "../users/schema.ts";
import { companies, multiStores } from "./schema.ts";
import { createNetwork, SetupRefused } from "./setup.ts";
import { runSetup } from "./setup-cli.ts";

// `npm run setup`: a network account, its first unit and its administrator, from nothing (issue 12, item 7).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const setup = (over: Partial<NetworkSetup> = {}): NetworkSetup => ({
  network: "Rede Nova",
  unit: "Loja Centro",
  legalName: "Rede Nova Comércio Ltda",
  cnpj: generateCnpj(41),
  adminName: "Beatriz Nogueira",
  login: "beatriz.admin",
  email: "beatriz@redenova.com.br",
  password: "primeira-senha",
  ...over,
});

describe("createNetwork", () => {
  it("creates the network, its unit and an administrator who signs in with every permission", async () => {
    const created = await createNetwork(t.db, setup({ login: " Beatriz.Admin " }));
    expect(created.login).toBe("beatriz.admin");
    const [network] = await t.db.select().from(multiStores).where(eq(multiStores.id, created.multiStoreId));
    expect(network?.name).toBe("Rede Nova");
    const [unit] = await t.db.select().from(companies).where(eq(companies.id, created.companyId));
    expect(unit).toMatchObject({ multiStoreId: created.multiStoreId, name: "Loja Centro", active: true });
    const permissions = await t.db.select().from(userPermissions).where(eq(userPermissions.userId, created.userId));
    const codes = MODULE_SLUGS.reduce((sum, slug) => sum + MODULE_CODES[slug].length, 0);
    expect(permissions).toHaveLength(codes);
    expect(permissions.every((p) => p.value === 2)).toBe(true);

    const methods = await t.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.multiStoreId, created.multiStoreId));
    expect(methods.map((m) => m.name)).toContain("Dinheiro");
    const plans = await t.db.select().from(accountPlans).where(eq(accountPlans.companyId, created.companyId));
    expect(plans.length).toBeGreaterThan(0);

    const cookie = await t.login("beatriz.admin", "primeira-senha");
    const me = (await (await t.request("/api/v1/me", { cookie })).json()) as { multiStoreId: number; name: string };
    expect(me).toMatchObject({ multiStoreId: created.multiStoreId, name: "Beatriz Nogueira" });
    const list = (await (await t.request("/api/v1/users", { cookie })).json()) as { data: { login: string }[] };
    expect(list.data.map((u) => u.login)).toEqual(["beatriz.admin"]);
  });

  it("refuses a login already used anywhere in Rede, and writes nothing", async () => {
    const before = (await t.db.select({ id: multiStores.id }).from(multiStores)).length;
    const refused = await createNetwork(t.db, setup({ login: "ADMIN", email: "x@y.com.br" })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SetupRefused);
    expect((refused as SetupRefused).problems).toEqual({ login: "Username já cadastrado" });
    expect(await t.db.select({ id: multiStores.id }).from(multiStores)).toHaveLength(before);
  });

  it("refuses bad input field by field, and writes nothing", async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const refused = await createNetwork(
      t.db,
      setup({ network: " ", cnpj: "11.111.111/1111-11", login: "a b", email: "nope", password: "curta" }),
    ).catch((e: unknown) => e);
    expect((refused as SetupRefused).problems).toEqual({
      network: "Preenchimento Obrigatório",
      cnpj: "CNPJ Inválido",
      login: "Use de 3 a 40 letras, números, ponto, hífen ou sublinhado.",
      email: "E-mail inváildo",
      password: "A senha deve ter ao menos 8 caracteres.",
    });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before);
  });
});

describe("npm run setup", () => {
  const flags = (login: string) => [
    "--network=Rede Terminal",
    "--unit=Loja Única",
    "--legal-name=Rede Terminal Ltda",
    `--cnpj=${generateCnpj(43)}`,
    "--admin-name=Caio Prado",
    `--login=${login}`,
    `--email=${login}@terminal.com.br`,
  ];

  it("creates the network from its options, the password from REDE_ADMIN_PASSWORD", async () => {
    const out: string[] = [];
    const log = console.log;
    console.log = (text: string) => out.push(text);
    try {
      expect(await runSetup(t.db, flags("caio"), { REDE_ADMIN_PASSWORD: "senha-do-caio" })).toBe(0);
    } finally {
      console.log = log;
    }
    expect(out.join("\n")).toContain("login do administrador: caio");
    expect(out.join("\n")).not.toContain("senha-do-caio");
    expect(
      (await t.request("/api/v1/auth", { method: "POST", json: { login: "caio", password: "senha-do-caio" } })).status,
    ).toBe(200);
  });

  it("generates and prints a password when none is given, once", async () => {
    const out: string[] = [];
    const log = console.log;
    console.log = (text: string) => out.push(text);
    try {
      expect(await runSetup(t.db, flags("dora"), {})).toBe(0);
    } finally {
      console.log = log;
    }
    const password = /senha gerada: (\S+)/.exec(out.join("\n"))?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await t.request("/api/v1/auth", { method: "POST", json: { login: "dora", password } })).status).toBe(200);
  });

  it("answers 1 with the problems, and 2 with the usage on an unknown option", async () => {
    const errors: string[] = [];
    const error = console.error;
    console.error = (text: string) => errors.push(text);
    try {
      expect(await runSetup(t.db, ["--network=Só o nome"], { REDE_ADMIN_PASSWORD: "12345678" })).toBe(1);
      expect(errors.join("\n")).toContain("unit: Preenchimento Obrigatório");
      expect(await runSetup(t.db, ["--senha=x"], {})).toBe(2);
      expect(errors.join("\n")).toContain("usage: npm run setup");
    } finally {
      console.error = error;
    }
  });
});

describe("the demo seed after a setup", () => {
  it("never seeds the demo (its known passwords) into a database that has a real network", async () => {
    const database = await openPglite({});
    try {
      await database.migrate();
      await createNetwork(database.db, setup({ login: "real.admin" }));
      expect(await seedDemo(database.db)).toBe(false);
      const logins = await database.db.select({ login: users.login }).from(users);
      expect(logins.map((u) => u.login)).toEqual(["real.admin"]);
    } finally {
      await database.close();
    }
  });
});
