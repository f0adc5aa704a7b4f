import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPermissions, type Permissions } from "../../src/domain/permissions.ts";
import { ROLE_TEMPLATES } from "../../src/domain/role-templates.ts";
import type { UserDetail } from "../../src/schemas/users.ts";
import { mailOutbox } from "../mail/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userLogs, userPermissions, users } from "./schema.ts";

// POST /api/v1/users and PATCH /api/v1/users/:id (issue 12): administrators only, no permission above the
// caller's, the last active administrator stays, deactivation signs out, permissions apply on the next request.

let t: TestApp;
let admin: string;
let outraAdmin: string;
let centro = 0;
let savassi = 0;
let outraMatriz = 0;
let sequence = 0;

const es = { "accept-language": "es-EC" };
type Answer = { status: number; body: UserDetail & { messages: Record<string, string[]> | string[] } };

const perm = (slug: Permissions[number]["slug"], code: number, value = 2): Permissions[number] => ({
  slug,
  subPermissions: [{ code, value }],
});

const newUser = (extra: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: `Usuário ${sequence}`,
    login: `usuario.${sequence}`,
    email: `usuario${sequence}@rede.com.br`,
    active: true,
    hasOnlinePos: true,
    blindClose: false,
    company_ids: [centro],
    permissions: [perm("CUS", 1)],
    password: "segredo123",
    passwordConfirmation: "segredo123",
    ...extra,
  };
};

async function send(method: "POST" | "PATCH", path: string, json: unknown, cookie = admin, headers = {}) {
  const res = await t.request(path, { method, json, cookie, headers });
  return { status: res.status, body: (await res.json()) as Answer["body"] };
}
const create = (json: unknown, cookie = admin, headers = {}) => send("POST", "/api/v1/users", json, cookie, headers);
const update = (id: number, json: unknown, cookie = admin, headers = {}) =>
  send("PATCH", `/api/v1/users/${id}`, json, cookie, headers);

/** The PATCH body of a stored user, with `change` applied. */
const patchOf = (user: UserDetail, change: Record<string, unknown> = {}) => ({
  name: user.name,
  login: user.login,
  email: user.email,
  active: user.active,
  hasOnlinePos: user.hasOnlinePos,
  blindClose: user.blindClose,
  company_ids: user.companies.map((c) => c.id),
  permissions: user.permissions,
  ...change,
});

async function createdUser(extra: Record<string, unknown> = {}) {
  const answer = await create(newUser(extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, outraAdmin] = await Promise.all([t.login("admin"), t.login("outra.admin")]);
  const units = await t.db.select({ id: companies.id, name: companies.name }).from(companies);
  const idOf = (name: string) => units.find((u) => u.name === name)?.id ?? 0;
  centro = idOf("Rede Demo Centro");
  savassi = idOf("Rede Demo Savassi");
  outraMatriz = idOf("Outra Rede Matriz");
});
afterAll(() => t.close());

describe("who may create and edit users", () => {
  it("needs USR 1 at level 2: 403 for a cashier and for USR 1 level 1, who still reads", async () => {
    const reader = await createdUser({ permissions: [perm("USR", 1, 1)] });
    const readerCookie = await t.login(reader.login, "segredo123");
    expect((await t.request(`/api/v1/users/${reader.id}`, { cookie: readerCookie })).status).toBe(200);
    expect((await t.request("/api/v1/users/companies", { cookie: readerCookie })).status).toBe(200);
    for (const cookie of [readerCookie, await t.login("caixa")]) {
      expect((await create(newUser(), cookie)).status).toBe(403);
      expect((await update(reader.id, patchOf(reader, { name: "Outro nome" }), cookie)).status).toBe(403);
    }
    const [stored] = await t.db.select().from(users).where(eq(users.id, reader.id));
    expect(stored?.name).toBe(reader.name);
  });

  it("lists the network's active units for the multiselect", async () => {
    const res = await t.request("/api/v1/users/companies", { cookie: admin });
    expect(await res.json()).toEqual([
      { id: centro, name: "Rede Demo Centro" },
      { id: savassi, name: "Rede Demo Savassi" },
    ]);
  });
});

describe("POST /api/v1/users", () => {
  it("creates the user with units and permissions; they sign in with the first password", async () => {
    const body = newUser({
      name: "  Paula Caixa ",
      login: "Paula.Caixa",
      company_ids: [centro, savassi],
      permissions: ROLE_TEMPLATES.cashier,
      blindClose: true,
    });
    const answer = await create(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: "Paula Caixa",
      login: "Paula.Caixa",
      active: true,
      blindClose: true,
      hasOnlinePos: true,
      companies: [
        { id: centro, name: "Rede Demo Centro" },
        { id: savassi, name: "Rede Demo Savassi" },
      ],
      permissions: [{ slug: "POS", subPermissions: [{ code: 1, value: 2 }] }],
    });
    const rows = await t.db.select().from(userPermissions).where(eq(userPermissions.userId, answer.body.id));
    expect(rows.map((r) => [r.slug, r.code, r.value])).toEqual([["POS", 1, 2]]);
    const signIn = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "paula.caixa", password: "segredo123" },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ blindClose: true, hasOnlinePos: true });
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entityId, String(answer.body.id)), eq(userLogs.action, "created")));
    expect(log?.entity).toBe("users");
    expect(log?.details).toEqual({
      after: {
        name: "Paula Caixa",
        login: "Paula.Caixa",
        email: body.email,
        active: true,
        hasOnlinePos: true,
        blindClose: true,
        company_ids: [centro, savassi].sort((a, b) => a - b),
        permissions: { "POS 1": 2 },
      },
    });
    expect(JSON.stringify(log?.details)).not.toContain("segredo123");
  });

  it("mails the link to define the password instead, when asked", async () => {
    const user = await createdUser({ sendPasswordMail: true, password: undefined, passwordConfirmation: undefined });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain("/user/redefinir-senha?token=");
    expect(mails[0]?.body).toContain(user.login);
  });

  it("answers 422 with the rules' messages in pt-BR and es-EC, and writes nothing", async () => {
    const shape = await create(newUser({ name: " ", email: "x@" }));
    expect(shape.status).toBe(422);
    expect(shape.body.messages).toEqual({ name: ["Preenchimento Obrigatório"], email: ["E-mail inváildo"] });
    const bad = newUser({ login: "a b", company_ids: [], password: "curta", passwordConfirmation: "" });
    const pt = await create(bad);
    expect(pt.status).toBe(422);
    expect(pt.body.messages).toEqual({
      login: ["Use de 3 a 60 letras sem acento, números, ponto, hífen, sublinhado ou @."],
      company_ids: ["Selecione ao menos uma unidade."],
      password: ["A senha deve ter no mínimo 8 caracteres."],
      passwordConfirmation: ["Confirmação inválida."],
    });
    const spanish = await create(newUser({ password: "", passwordConfirmation: "" }), admin, es);
    expect(spanish.body.messages).toEqual({ password: ["Campo obligatorio"] });
    expect(await t.db.select().from(users).where(eq(users.login, "a b"))).toHaveLength(0);
  });

  it("refuses a login taken anywhere in Rede, whatever its case, and an e-mail taken in the network", async () => {
    const pt = await create(newUser({ login: "OUTRA.ADMIN", email: "admin@rededemo.com.br" }));
    expect(pt.status).toBe(422);
    expect(pt.body.messages).toEqual({ login: ["Username já cadastrado"], email: ["E-mail já cadastrado"] });
    const spanish = await create(newUser({ login: "Admin" }), admin, es);
    expect(spanish.body.messages).toEqual({ login: ["Nombre de usuario ya registrado"] });
    // Another network's e-mail is free here.
    expect((await create(newUser({ email: "outra.admin@outrarede.com.br" }))).status).toBe(201);
  });

  it("refuses another network's unit (422) and an inactive unit", async () => {
    const other = await create(newUser({ company_ids: [centro, outraMatriz] }));
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.messages)).toEqual(["company_ids.1"]);
    await t.db.update(companies).set({ active: false }).where(eq(companies.id, savassi));
    try {
      const inactive = await create(newUser({ company_ids: [savassi] }));
      expect(inactive.status).toBe(422);
      expect(inactive.body.messages).toEqual({ company_ids: ["Valor não permitido."] });
    } finally {
      await t.db.update(companies).set({ active: true }).where(eq(companies.id, savassi));
    }
  });

  it("refuses unknown permission codes and values above 2", async () => {
    for (const permissions of [[perm("POS", 2)], [perm("POS", 1, 3)], [perm("RPT", 10)]]) {
      const answer = await create(newUser({ permissions }));
      expect(answer.status).toBe(422);
      expect(answer.body.messages).toEqual({ permissions: ["Valor não permitido."] });
    }
  });
});

describe("privilege escalation", () => {
  let limited: UserDetail;
  let limitedCookie: string;
  beforeAll(async () => {
    // An administrator of users who has only customers 1 at level 1 besides.
    limited = await createdUser({ permissions: [perm("USR", 1), perm("CUS", 1, 1)] });
    limitedCookie = await t.login(limited.login, "segredo123");
  });

  it("refuses granting a code above the caller's own value, naming it, in pt and es", async () => {
    const body = newUser({ permissions: [perm("FIN", 4), perm("CUS", 1, 2)] });
    const pt = await create(body, limitedCookie);
    expect(pt.status).toBe(422);
    expect(pt.body.messages).toEqual({
      permissions: [
        "Você não pode conceder FIN 4 (Movimentação de caixa) acima do seu próprio nível.",
        "Você não pode conceder CUS 1 (Clientes) acima do seu próprio nível.",
      ],
    });
    const spanish = await create(newUser({ permissions: [perm("POS", 1)] }), limitedCookie, es);
    expect(spanish.body.messages).toEqual({
      permissions: ["No puede conceder POS 1 (Uso de la caja) por encima de su propio nivel."],
    });
    // Up to their own level is fine.
    expect((await create(newUser({ permissions: [perm("CUS", 1, 1)] }), limitedCookie)).status).toBe(201);
  });

  it("refuses raising the caller's own permissions", async () => {
    const raise = await update(
      limited.id,
      patchOf(limited, { permissions: [perm("USR", 1), perm("CUS", 1, 2)] }),
      limitedCookie,
    );
    expect(raise.status).toBe(422);
    const admin = await update(limited.id, patchOf(limited, { permissions: allPermissions() }), limitedCookie);
    expect(admin.status).toBe(422);
    const rows = await t.db.select().from(userPermissions).where(eq(userPermissions.userId, limited.id));
    expect(rows.map((r) => [r.slug, r.code, r.value]).sort()).toEqual([
      ["CUS", 1, 1],
      ["USR", 1, 2],
    ]);
  });

  it("cannot edit a user who holds a permission above the caller's: no e-mail change to take an administrator over", async () => {
    const seller = await createdUser({ permissions: [perm("CRM", 1), perm("CUS", 1)] });
    const renamed = await update(seller.id, patchOf(seller, { name: "Vendedora Renomeada" }), limitedCookie);
    expect(renamed.status).toBe(403);
    const [admin] = await t.db.select().from(users).where(eq(users.login, "admin"));
    if (!admin) throw new Error("admin");
    const adminDetail = (await (
      await t.request(`/api/v1/users/${admin.id}`, { cookie: limitedCookie })
    ).json()) as UserDetail;
    const takeover = await update(admin.id, patchOf(adminDetail, { email: "takeover@x.com" }), limitedCookie, es);
    expect(takeover.status).toBe(403);
    expect(takeover.body.messages).toEqual([
      "No puede modificar un usuario que tiene permisos superiores a los suyos.",
    ]);
    const deactivate = await update(admin.id, patchOf(adminDetail, { active: false }), limitedCookie);
    expect(deactivate.body.messages).toEqual(["Você não pode alterar um usuário que tem permissões acima das suas."]);
    const [after] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(after).toMatchObject({ email: admin.email, active: true, name: admin.name });
    // A user within the caller's reach is theirs to edit.
    const peer = await createdUser({ permissions: [perm("CUS", 1, 1)] });
    expect((await update(peer.id, patchOf(peer, { name: "Par Renomeado" }), limitedCookie)).status).toBe(200);
  });

  it("gives only the units the caller works in, unless the caller manages the network's units (CNF 2)", async () => {
    // limited works in Centro only.
    const own = await update(limited.id, patchOf(limited, { company_ids: [centro, savassi] }), limitedCookie);
    expect(own.status).toBe(422);
    expect(own.body.messages).toEqual({ company_ids: ["Você só pode dar acesso às unidades em que você trabalha."] });
    expect((await create(newUser({ company_ids: [savassi], permissions: [] }), limitedCookie)).status).toBe(422);
    expect((await create(newUser({ company_ids: [centro], permissions: [] }), limitedCookie)).status).toBe(201);
    // The administrator (CNF 2) gives any unit of the network.
    expect((await create(newUser({ company_ids: [savassi], permissions: [] }))).status).toBe(201);
  });

  it("cannot touch another network's user, nor give them this network's units", async () => {
    const [outra] = await t.db.select().from(users).where(eq(users.login, "outra.admin"));
    const id = outra?.id ?? 0;
    expect((await t.request(`/api/v1/users/${id}`, { cookie: admin })).status).toBe(404);
    const answer = await update(id, newUser(), admin);
    expect(answer.status).toBe(404);
    const cross = await create(newUser({ company_ids: [centro] }), outraAdmin);
    expect(cross.status).toBe(422);
    expect(Object.keys(cross.body.messages)).toEqual(["company_ids.0"]);
  });
});

describe("the last active administrator", () => {
  let outraId = 0;
  let outra: UserDetail;
  beforeAll(async () => {
    const [row] = await t.db.select().from(users).where(eq(users.login, "outra.admin"));
    outraId = row?.id ?? 0;
    outra = (await (await t.request(`/api/v1/users/${outraId}`, { cookie: outraAdmin })).json()) as UserDetail;
  });

  it("cannot be deactivated, not by themselves either (pt and es)", async () => {
    const pt = await update(outraId, patchOf(outra, { active: false }), outraAdmin);
    expect(pt.status).toBe(422);
    expect(pt.body.messages).toEqual({
      active: [
        "A rede precisa de ao menos um administrador ativo: este é o último, mantenha-o ativo e com a permissão Usuários (USR 1).",
      ],
    });
    const spanish = await update(outraId, patchOf(outra, { active: false }), outraAdmin, es);
    expect((spanish.body.messages as Record<string, string[]>).active?.[0]).toMatch(
      /^La red necesita al menos un administrador activo/,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, outraId));
    expect(row?.active).toBe(true);
  });

  it("cannot lose USR 1 level 2", async () => {
    const lowered = outra.permissions.map((m) =>
      m.slug === "USR"
        ? { ...m, subPermissions: m.subPermissions.map((s) => ({ ...s, value: s.code === 1 ? 1 : s.value })) }
        : m,
    );
    const answer = await update(outraId, patchOf(outra, { permissions: lowered }), outraAdmin);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.messages)).toEqual(["permissions"]);
    const rows = await t.db
      .select()
      .from(userPermissions)
      .where(and(eq(userPermissions.userId, outraId), eq(userPermissions.slug, "USR"), eq(userPermissions.code, 1)));
    expect(rows[0]?.value).toBe(2);
  });

  it("may step down once another active administrator exists", async () => {
    const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Outra Rede"));
    expect(store).toBeTruthy();
    const second = await create(
      newUser({ company_ids: [outraMatriz], permissions: [perm("USR", 1)], email: "segunda@outra.com.br" }),
      outraAdmin,
    );
    expect(second.status).toBe(201);
    const lowered = await update(outraId, patchOf(outra, { permissions: [perm("USR", 1, 1)] }), outraAdmin);
    expect(lowered.status).toBe(200);
    // Now the second is the last one.
    const secondCookie = await t.login(second.body.login, "segredo123");
    const self = await update(second.body.id, patchOf(second.body, { active: false }), secondCookie);
    expect(self.status).toBe(422);
  });
});

describe("changes take effect", () => {
  it("deactivating a user signs them out at once", async () => {
    const user = await createdUser();
    const cookie = await t.login(user.login, "segredo123");
    expect((await t.request("/api/v1/me", { cookie })).status).toBe(200);
    const answer = await update(user.id, patchOf(user, { active: false }));
    expect(answer.status).toBe(200);
    expect((await t.request("/api/v1/me", { cookie })).status).toBe(401);
    const [log] = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entityId, String(user.id)), eq(userLogs.action, "deactivated")));
    expect(log?.details).toEqual({ before: { active: true }, after: { active: false } });
  });

  it("applies permission changes on the user's next request, and logs them with before and after", async () => {
    const user = await createdUser({ permissions: [perm("POS", 1)] });
    const cookie = await t.login(user.login, "segredo123");
    expect((await t.request("/api/v1/customers", { cookie })).status).toBe(403);
    const granted = await update(user.id, patchOf(user, { permissions: [perm("POS", 1, 0), perm("CUS", 1)] }));
    expect(granted.status).toBe(200);
    expect((await t.request("/api/v1/customers", { cookie })).status).toBe(200);
    const me = (await (await t.request("/api/v1/me", { cookie })).json()) as { permissions: Permissions };
    expect(me.permissions).toEqual([perm("CUS", 1)]);
    const logs = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entityId, String(user.id)), eq(userLogs.action, "permissions.updated")));
    expect(logs.map((l) => l.details)).toEqual([
      { before: { "CUS 1": 0, "POS 1": 2 }, after: { "CUS 1": 2, "POS 1": 0 } },
    ]);
    // Nothing else changed: no "updated" row.
    const updated = await t.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.entityId, String(user.id)), eq(userLogs.action, "updated")));
    expect(updated).toHaveLength(0);
  });

  it("a user without online POS has hasOnlinePos false in /me and the sign-in answer, and blind close as set", async () => {
    const user = await createdUser({ permissions: ROLE_TEMPLATES.cashier, hasOnlinePos: false, blindClose: true });
    const signIn = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: user.login, password: "segredo123" },
    });
    expect(await signIn.json()).toMatchObject({ hasOnlinePos: false, blindClose: true });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(await (await t.request("/api/v1/me", { cookie })).json()).toMatchObject({ hasOnlinePos: false });
    await update(user.id, patchOf(user, { hasOnlinePos: true, blindClose: false }));
    expect(await (await t.request("/api/v1/me", { cookie })).json()).toMatchObject({
      hasOnlinePos: true,
      blindClose: false,
    });
  });
});
