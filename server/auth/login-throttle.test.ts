import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts, sessions } from "./schema.ts";
import { users } from "../users/schema.ts";
import { startTestApp, TEST_PEER, type TestApp } from "../test/harness.ts";
import { MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_ADDRESS, MAX_FAILED_LOGINS_PER_LOGIN } from "./throttle.ts";

// Issue 9, item 4: the login throttle cannot be bypassed by a made-up X-Forwarded-For, by concurrency, or by
// spreading guesses over many addresses.

const PROXY = "10.0.0.2";
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestApp(), startTestApp({ config: { trustProxy: ["10.0.0.0/8"] } })]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

const signIn = (t: TestApp, login: string, password: string, init: { peer?: string; forwardedFor?: string } = {}) =>
  t.request("/api/v1/auth", {
    method: "POST",
    json: { login, password },
    ...(init.peer ? { peer: init.peer } : {}),
    headers: init.forwardedFor ? { "x-forwarded-for": init.forwardedFor } : {},
  });

describe("without TRUST_PROXY", () => {
  it("a new X-Forwarded-For per attempt does not reset the count", async () => {
    for (let i = 1; i <= MAX_FAILED_LOGINS; i++) {
      expect((await signIn(direct, "vendedor", "errada-00", { forwardedFor: `198.51.100.${i}` })).status).toBe(401);
    }
    const next = await signIn(direct, "vendedor", "demo1234", { forwardedFor: "198.51.100.99" });
    expect(next.status).toBe(429);
    const rows = await direct.db.select({ ip: loginAttempts.ip }).from(loginAttempts);
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set([TEST_PEER]));
  });

  it("records the socket address on the session and ignores X-Forwarded-Proto", async () => {
    const res = await direct.request("/api/v1/auth", {
      method: "POST",
      json: { login: "caixa", password: "demo1234" },
      peer: "203.0.113.40",
      headers: { "x-forwarded-for": "198.51.100.1", "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).not.toContain("Secure");
    const [row] = await direct.db.select({ ip: sessions.ip }).from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(row?.ip).toBe("203.0.113.40");
  });
});

describe("with TRUST_PROXY", () => {
  it("believes X-Forwarded-For and -Proto only from a configured proxy", async () => {
    const viaProxy = await proxied.request("/api/v1/auth", {
      method: "POST",
      json: { login: "caixa", password: "demo1234" },
      peer: `::ffff:${PROXY}`,
      headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.7", "x-forwarded-proto": "https" },
    });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.get("set-cookie")).toContain("Secure");
    const notProxy = await proxied.request("/api/v1/auth", {
      method: "POST",
      json: { login: "caixa", password: "demo1234" },
      peer: "203.0.113.41",
      headers: { "x-forwarded-for": "198.51.100.8", "x-forwarded-proto": "https" },
    });
    expect(notProxy.headers.get("set-cookie")).not.toContain("Secure");
    const [caixa] = await proxied.db.select({ id: users.id }).from(users).where(eq(users.login, "caixa"));
    const ips = await proxied.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, caixa?.id ?? 0));
    expect(ips.map((r) => r.ip)).toEqual(expect.arrayContaining(["198.51.100.7", "203.0.113.41"]));
    expect(ips.map((r) => r.ip)).not.toContain("198.51.100.8");
  });

  it("evaluates at most five of thirty concurrent wrong passwords for one login and address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(proxied, "producao", `errada-${i}`, { peer: PROXY, forwardedFor: "198.51.100.20" }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    // Only a 401 comes from a password check; a 429 is answered before it.
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILED_LOGINS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_FAILED_LOGINS);
    const recorded = await proxied.db.$count(
      loginAttempts,
      and(eq(loginAttempts.login, "producao"), eq(loginAttempts.ip, "198.51.100.20")),
    );
    expect(recorded).toBe(MAX_FAILED_LOGINS);
  });

  it("slows one login attacked from many addresses, except where its user signs in", async () => {
    const home = "198.51.100.30";
    expect((await signIn(proxied, "caixa10", "demo1234", { peer: PROXY, forwardedFor: home })).status).toBe(200);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_LOGIN; i++) {
      const res = await signIn(proxied, "caixa10", "errada-00", { peer: PROXY, forwardedFor: `203.0.113.${100 + i}` });
      expect(res.status).toBe(401);
    }
    const stranger = await signIn(proxied, "caixa10", "demo1234", { peer: PROXY, forwardedFor: "203.0.113.200" });
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get("retry-after")).toBe("900");
    expect(await stranger.json()).toEqual({
      messages: ["Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente."],
    });
    // The cashier's own address still signs in.
    expect((await signIn(proxied, "caixa10", "demo1234", { peer: PROXY, forwardedFor: home })).status).toBe(200);
    // Another login is not affected.
    expect((await signIn(proxied, "vendedor", "demo1234", { peer: PROXY, forwardedFor: "203.0.113.200" })).status).toBe(
      200,
    );
  });

  it("caps the failures of one address over every login, except at logins whose user signs in there", async () => {
    const sprayer = "198.51.100.60";
    const home = await signIn(proxied, "admin", "demo1234", { peer: PROXY, forwardedFor: sprayer });
    expect(home.status).toBe(200);
    // One password tried on many logins, each once: no login reaches its own limits.
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS + 10 }, (_, i) =>
        signIn(proxied, `pessoa.${i}`, "senha-comum", { peer: PROXY, forwardedFor: sprayer }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const next = await signIn(proxied, "vendedor", "demo1234", { peer: PROXY, forwardedFor: sprayer });
    expect(next.status).toBe(429);
    expect(next.headers.get("retry-after")).toBe("900");
    expect(await next.json()).toEqual({
      messages: ["Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente."],
    });
    expect(await proxied.db.$count(loginAttempts, eq(loginAttempts.ip, sprayer))).toBe(MAX_FAILED_LOGINS_PER_ADDRESS);
    // Another address is not affected, nor the administrator who signed in from this one.
    expect((await signIn(proxied, "vendedor", "demo1234", { peer: PROXY, forwardedFor: "198.51.100.61" })).status).toBe(
      200,
    );
    expect((await signIn(proxied, "admin", "demo1234", { peer: PROXY, forwardedFor: sprayer })).status).toBe(200);
  });

  it("counts unknown logins the same way, so the answers do not reveal which logins exist", async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_LOGIN; i++) {
      await signIn(proxied, "ninguem.aqui", "errada-00", { peer: PROXY, forwardedFor: `192.0.2.${i + 1}` });
    }
    const res = await signIn(proxied, "ninguem.aqui", "errada-00", { peer: PROXY, forwardedFor: "192.0.2.200" });
    expect(res.status).toBe(429);
  });
});
