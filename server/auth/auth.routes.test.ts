import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts, sessions } from "./schema.ts";
import { mailOutbox } from "../mail/schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, TEST_PEER, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  // Requests come through a proxy at TEST_PEER, so X-Forwarded-For names the client (tests vary the address).
  t = await startTestApp({ config: { trustProxy: [TEST_PEER] } });
});
afterAll(() => t.close());

describe("POST /api/v1/auth", () => {
  it("signs in with the spec's answer and an httpOnly SameSite=Lax cookie", async () => {
    const res = await t.request("/api/v1/auth", { method: "POST", json: { login: "caixa", password: "demo1234" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: "João Pedro Nascimento",
      permissions: [
        { slug: "CUS", subPermissions: [{ code: 1, value: 1 }] },
        { slug: "POS", subPermissions: [{ code: 1, value: 1 }] },
      ],
      multiStoreId: expect.any(Number),
      hasOnlinePos: true,
      currency: "BRL",
      blindClose: true,
      unavailableModules: [],
      features: { newFeatures: false, homologationPartner: false },
    });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^rede_session=[\w-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("stores only a hash of the session token", async () => {
    const cookie = await t.login("vendedor");
    const token = cookie.split("=")[1] ?? "";
    const rows = await t.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it("answers 401 with the spec's message for a wrong password or unknown login", async () => {
    for (const json of [
      { login: "admin", password: "errada123" },
      { login: "ninguem", password: "demo1234" },
    ]) {
      const res = await t.request("/api/v1/auth", { method: "POST", json });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ messages: ["Usuário e/ou senha inválido(s)."] });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers in Spanish for an es request", async () => {
    const res = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "admin", password: "nope-nope" },
      headers: { "accept-language": "es-EC" },
    });
    expect(await res.json()).toEqual({ messages: ["Usuario y/o contraseña inválido(s)."] });
  });

  it("refuses an inactive user", async () => {
    // Every seventh staff member of the demo seed is inactive.
    const res = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "gabriela.pinto", password: "demo1234" },
    });
    expect(res.status).toBe(401);
  });

  it("throttles five failures for one login and address for 15 minutes", async () => {
    const ip = { "x-forwarded-for": "10.9.8.7" };
    for (let i = 0; i < 5; i++) {
      const res = await t.request("/api/v1/auth", {
        method: "POST",
        json: { login: "producao", password: "x".repeat(8) },
        headers: ip,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "producao", password: "demo1234" },
      headers: ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("900");
    expect(await blocked.json()).toEqual({
      messages: ["Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente."],
    });
    // Another address is not blocked.
    const other = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "producao", password: "demo1234" },
      headers: { "x-forwarded-for": "10.9.8.8" },
    });
    expect(other.status).toBe(200);
    // Once the window passes the login works again.
    await t.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.ip, "10.9.8.7"));
    const later = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "producao", password: "demo1234" },
      headers: ip,
    });
    expect(later.status).toBe(200);
  });

  it("answers 422 with per-field messages for missing fields", async () => {
    const res = await t.request("/api/v1/auth", { method: "POST", json: { login: "" } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { login: ["Preenchimento Obrigatório"], password: ["Preenchimento Obrigatório"] },
    });
  });
});

describe("session", () => {
  it("GET /api/v1/me answers the signed-in user, 401 without a session", async () => {
    const cookie = await t.login("admin");
    const me = await t.request("/api/v1/me", { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).name).toBe("Mariana Albuquerque");
    const anonymous = await t.request("/api/v1/me");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ messages: ["Sua sessão expirou. Entre novamente."] });
  });

  it("logout revokes the session and clears the cookie, by GET (the spec's call) or POST", async () => {
    for (const method of ["GET", "POST"]) {
      const cookie = await t.login("admin");
      const res = await t.request("/api/v1/logout", { method, cookie, headers: { "sec-fetch-site": "same-origin" } });
      expect(res.status, method).toBe(200);
      expect(res.headers.get("set-cookie")).toMatch(/rede_session=;/);
      expect((await t.request("/api/v1/me", { cookie })).status).toBe(401);
    }
  });

  it("logout cannot be triggered by another site, nor by another origin of the same site", async () => {
    const cookie = await t.login("admin");
    // An <img src=".../logout"> on another port or subdomain is same-site: the Lax cookie comes along.
    for (const site of ["cross-site", "same-site", "anything-else"]) {
      for (const method of ["GET", "POST"]) {
        const res = await t.request("/api/v1/logout", { method, cookie, headers: { "sec-fetch-site": site } });
        expect(res.status, `${method} ${site}`).toBe(403);
        expect(await res.json()).toEqual({ messages: ["Origem da requisição não permitida."] });
        expect(res.headers.get("set-cookie")).toBeNull();
      }
    }
    const byForm = await t.request("/api/v1/logout", {
      method: "POST",
      cookie,
      headers: { origin: "https://atacante.exemplo" },
    });
    expect(byForm.status).toBe(403);
    expect((await t.request("/api/v1/me", { cookie })).status).toBe(200);
  });

  it("an expired session is refused", async () => {
    const cookie = await t.login("caixa");
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.request("/api/v1/me", { cookie })).status).toBe(401);
  });

  it("logout by GET works from the app, from a typed address and from browsers without Sec-Fetch-Site", async () => {
    const cases: Array<Record<string, string>> = [
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of cases) {
      const cookie = await t.login("admin");
      const res = await t.request("/api/v1/logout", { cookie, headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect((await t.request("/api/v1/me", { cookie })).status).toBe(401);
    }
  });

  it("audits sign-outs", async () => {
    const cookie = await t.login("vendedor");
    await t.request("/api/v1/logout", { cookie });
    const logs = await t.db.select().from(userLogs).where(eq(userLogs.action, "logout"));
    expect(logs.length).toBeGreaterThan(0);
  });
});

describe("POST /api/v1/change_password", () => {
  const change = (cookie: string, json: unknown) =>
    t.request("/api/v1/change_password", { method: "POST", cookie, json });

  it("validates per spec 5.1 and 5.3 and changes nothing", async () => {
    const cookie = await t.login("caixa10");
    const same = await change(cookie, {
      oldPassword: "demo1234",
      newPassword: "demo1234",
      confirmedNewPassword: "demo1234",
    });
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({ messages: { newPassword: ["Escolha uma senha diferente."] } });

    const mismatch = await change(cookie, {
      oldPassword: "demo1234",
      newPassword: "nova-senha-1",
      confirmedNewPassword: "nova-senha-2",
    });
    expect(await mismatch.json()).toEqual({ messages: { confirmedNewPassword: ["Confirmação inválida."] } });

    const wrongOld = await change(cookie, {
      oldPassword: "errada00",
      newPassword: "nova-senha-1",
      confirmedNewPassword: "nova-senha-1",
    });
    expect(await wrongOld.json()).toEqual({ messages: { oldPassword: ["Senha atual incorreta."] } });

    const missing = await change(cookie, { oldPassword: "", newPassword: "", confirmedNewPassword: "" });
    expect(await missing.json()).toEqual({
      messages: {
        oldPassword: ["Preenchimento Obrigatório"],
        newPassword: ["Preenchimento Obrigatório"],
        confirmedNewPassword: ["Preenchimento Obrigatório"],
      },
    });
    expect((await t.request("/api/v1/me", { cookie })).status).toBe(200);
  });

  it("checks the old password under the login throttle: at most five of thirty concurrent guesses", async () => {
    const cookie = await t.login("vendedor");
    const from = { "x-forwarded-for": "10.9.7.1" };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request("/api/v1/change_password", {
          method: "POST",
          cookie,
          headers: from,
          json: { oldPassword: `palpite-${i}`, newPassword: "nova-senha-1", confirmedNewPassword: "nova-senha-1" },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const refused = answers.find((r) => r.status === 429);
    expect(refused?.headers.get("retry-after")).toBe("900");
    expect(await refused?.json()).toEqual({
      messages: ["Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente."],
    });
    // The right password waits too, and the sign-in form of that login and address shares the count.
    const right = { oldPassword: "demo1234", newPassword: "nova-senha-1", confirmedNewPassword: "nova-senha-1" };
    const es = await t.request("/api/v1/change_password", {
      method: "POST",
      cookie,
      headers: { ...from, "accept-language": "es-EC" },
      json: right,
    });
    expect(es.status).toBe(429);
    expect(await es.json()).toEqual({
      messages: ["Demasiados intentos de acceso fallidos. Espere 15 minutos e intente nuevamente."],
    });
    const signIn = await t.request("/api/v1/auth", {
      method: "POST",
      headers: from,
      json: { login: "vendedor", password: "demo1234" },
    });
    expect(signIn.status).toBe(429);
    // Nothing changed: the session lives and the password is the old one.
    expect((await t.request("/api/v1/me", { cookie })).status).toBe(200);
    await t.login("vendedor");
  });

  it("changes the password and revokes every session of the user", async () => {
    const first = await t.login("caixa10");
    const second = await t.login("caixa10");
    const res = await change(first, {
      oldPassword: "demo1234",
      newPassword: "nova-senha-1",
      confirmedNewPassword: "nova-senha-1",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Senha alterada com sucesso." });
    expect((await t.request("/api/v1/me", { cookie: first })).status).toBe(401);
    expect((await t.request("/api/v1/me", { cookie: second })).status).toBe(401);
    const old = await t.request("/api/v1/auth", { method: "POST", json: { login: "caixa10", password: "demo1234" } });
    expect(old.status).toBe(401);
    await t.login("caixa10", "nova-senha-1");
  });
});

describe("password reset", () => {
  it("mails a one-time link to the outbox and sets a new password with it", async () => {
    const res = await t.request("/api/v1/password_resets", { method: "POST", json: { login: "vendedor" } });
    expect(res.status).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mail?.status).toBe("stored");
    expect(mail?.to).toBe("vendedor@rededemo.com.br");
    const token = /token=([\w-]+)/.exec(mail?.body ?? "")?.[1] ?? "";
    expect(mail?.body).toContain(`/user/redefinir-senha?token=${token}`);

    const confirm = (json: unknown) => t.request("/api/v1/password_resets/confirm", { method: "POST", json });
    const ok = await confirm({ token, newPassword: "outra-senha-9", confirmedNewPassword: "outra-senha-9" });
    expect(ok.status).toBe(200);
    await t.login("vendedor", "outra-senha-9");
    const again = await confirm({ token, newPassword: "terceira-99", confirmedNewPassword: "terceira-99" });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      messages: { token: ["Este link de redefinição é inválido ou expirou. Peça um novo."] },
    });
  });

  it("answers the same for an unknown login and sends nothing", async () => {
    const before = await t.db.select().from(mailOutbox);
    const res = await t.request("/api/v1/password_resets", { method: "POST", json: { login: "ninguem@exemplo.com" } });
    expect(res.status).toBe(201);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it("refuses an expired token", async () => {
    await t.request("/api/v1/password_resets", { method: "POST", json: { login: "admin" } });
    const mails = await t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    const token = /token=([\w-]+)/.exec(mails.at(-1)?.body ?? "")?.[1] ?? "";
    const expired = await startExpiredConfirm(token);
    expect(expired.status).toBe(422);
  });
});

async function startExpiredConfirm(token: string) {
  const { passwordResets } = await import("./schema.ts");
  await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
  return t.request("/api/v1/password_resets/confirm", {
    method: "POST",
    json: { token, newPassword: "qualquer-1", confirmedNewPassword: "qualquer-1" },
  });
}
