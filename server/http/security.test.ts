import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { sessions } from "../auth/schema.ts";
import { mailOutbox } from "../mail/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { contentSecurityPolicy } from "./security.ts";

// Security headers on every answer and the same-origin rule for state-changing calls (issue 2, item 2).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: "https://rede.exemplo.com.br" } });
});
afterAll(() => t.close());

function expectSecurityHeaders(res: Response, label: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).not.toContain("'unsafe-eval'");
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options"), label).toBe("DENY");
}

describe("security headers", () => {
  it("come with API answers, errors included", async () => {
    const cookie = await t.login("caixa");
    const answers: Array<[string, Response]> = [
      ["200", await t.request("/api/version")],
      ["401", await t.request("/api/v1/me")],
      ["403", await t.request("/api/v1/users", { cookie })],
      ["404", await t.request("/api/v1/nada")],
      ["422", await t.request("/api/v1/auth", { method: "POST", json: {} })],
      [
        "400",
        await t.request("/api/v1/auth", { method: "POST", body: "{", headers: { "content-type": "application/json" } }),
      ],
      ["docs", await t.request("/api/docs")],
    ];
    for (const [label, res] of answers) expectSecurityHeaders(res, label);
    expect(answers.map(([, r]) => r.status)).toEqual([200, 401, 403, 404, 422, 400, 200]);
  });

  it("keep signed-in answers out of caches (private, no-store), errors included", async () => {
    const cookie = await t.login("admin");
    for (const path of ["/api/v1/me", "/api/v1/users", "/api/v1/nada"]) {
      const res = await t.request(path, { cookie });
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    expect((await t.request("/api/v1/me")).headers.get("cache-control")).toBe("private, no-store");
  });

  it("add HSTS only in production", async () => {
    expect((await t.request("/api/version")).headers.get("strict-transport-security")).toBeNull();
    const production = await startTestApp({ config: { production: true } });
    try {
      const res = await production.request("/api/version");
      expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    } finally {
      await production.close();
    }
  });

  it("CSP names optional integrations only when configured", () => {
    const base = loadConfig({});
    const plain = contentSecurityPolicy(base);
    expect(plain).not.toContain("sentry");
    const withSentry = contentSecurityPolicy({ ...base, sentryDsn: "https://chave@o123.ingest.sentry.io/42" });
    expect(withSentry).toMatch(/connect-src [^;]*https:\/\/o123\.ingest\.sentry\.io/);
    const withChat = contentSecurityPolicy({ ...base, chatWidgetUrl: "https://chat.exemplo.com/widget.js" });
    expect(withChat).toMatch(/script-src 'self' https:\/\/chat\.exemplo\.com(;|$)/);
    expect(withChat).toMatch(/frame-src 'self' https:\/\/chat\.exemplo\.com(;|$)/);
  });
});

describe("state-changing requests from another origin", () => {
  const post = (path: string, headers: Record<string, string>, json: unknown, cookie?: string) =>
    t.request(path, { method: "POST", json, headers, cookie });

  it("are refused with 403 and write nothing", async () => {
    const mails = await t.db.$count(mailOutbox);
    const open = await t.db.$count(sessions);
    const cases: Array<[string, Record<string, string>, unknown]> = [
      ["/api/v1/auth", { origin: "https://atacante.exemplo" }, { login: "admin", password: "demo1234" }],
      ["/api/v1/auth", { origin: "http://localhost.atacante.exemplo" }, { login: "admin", password: "demo1234" }],
      ["/api/v1/auth", { origin: "null" }, { login: "admin", password: "demo1234" }],
      ["/api/v1/auth", { "sec-fetch-site": "cross-site" }, { login: "admin", password: "demo1234" }],
      ["/api/v1/password_resets", { origin: "https://atacante.exemplo" }, { login: "admin" }],
    ];
    for (const [path, headers, json] of cases) {
      const res = await post(path, headers, json);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ messages: ["Origem da requisição não permitida."] });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await t.db.$count(mailOutbox)).toBe(mails);
    expect(await t.db.$count(sessions)).toBe(open);
  });

  it("are refused for Origin null or an unparsable Origin, also without PUBLIC_URL", async () => {
    const plain = await startTestApp();
    try {
      const open = await plain.db.$count(sessions);
      for (const origin of ["null", "", "nada", "http://", "file:///etc/passwd", "chrome-extension://localhost"]) {
        const res = await plain.request("/api/v1/auth", {
          method: "POST",
          json: { login: "admin", password: "demo1234" },
          headers: { origin },
        });
        expect(res.status, origin).toBe(403);
        expect(await res.json()).toEqual({ messages: ["Origem da requisição não permitida."] });
      }
      expect(await plain.db.$count(sessions)).toBe(open);
      // The origin the server listens on passes; a made-up X-Forwarded-Host does not make another one pass.
      const own = await plain.request("/api/v1/auth", {
        method: "POST",
        json: { login: "admin", password: "demo1234" },
        headers: { origin: "http://localhost:3000" },
      });
      expect(own.status).toBe(200);
      const forwarded = await plain.request("/api/v1/auth", {
        method: "POST",
        json: { login: "admin", password: "demo1234" },
        headers: { origin: "https://atacante.exemplo", "x-forwarded-host": "atacante.exemplo" },
      });
      expect(forwarded.status).toBe(403);
    } finally {
      await plain.close();
    }
  });

  it("keep a signed-in user's session safe from a forged change of password", async () => {
    const cookie = await t.login("vendedor");
    const res = await post(
      "/api/v1/change_password",
      { origin: "https://atacante.exemplo" },
      { oldPassword: "demo1234", newPassword: "forjada-123", confirmedNewPassword: "forjada-123" },
      cookie,
    );
    expect(res.status).toBe(403);
    expect((await t.request("/api/v1/me", { cookie })).status).toBe(200);
  });

  it("answer in Spanish for es-EC", async () => {
    const res = await post("/api/v1/auth", { origin: "https://atacante.exemplo", "accept-language": "es-EC" }, {});
    expect(await res.json()).toEqual({ messages: ["Origen de la solicitud no permitido."] });
  });

  it("pass from this host, from the public URL and without an Origin header", async () => {
    const json = { login: "caixa", password: "demo1234" };
    const origins: Array<Record<string, string>> = [
      { origin: "http://localhost:3000", host: "localhost:3000" },
      { origin: "https://rede.exemplo.com.br" },
      { "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of origins) {
      const res = await post("/api/v1/auth", headers, json);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("are refused when only the scheme differs from this host's or the public URL's", async () => {
    const open = await t.db.$count(sessions);
    const json = { login: "caixa", password: "demo1234" };
    const cases: Array<Record<string, string>> = [
      { origin: "https://localhost:3000", host: "localhost:3000" },
      { origin: "https://127.0.0.1:4810", host: "127.0.0.1:4810" },
      { origin: "http://rede.exemplo.com.br" },
      { origin: "http://rede.exemplo.com.br:443" },
    ];
    for (const headers of cases) {
      const res = await post("/api/v1/auth", headers, json);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await t.db.$count(sessions)).toBe(open);
  });

  it("take the scheme from X-Forwarded-Proto only when a trusted proxy sends it", async () => {
    const proxied = await startTestApp({ config: { trustProxy: ["10.0.0.2"] } });
    try {
      const json = { login: "caixa", password: "demo1234" };
      const via = (peer: string, origin: string) =>
        proxied.request("/api/v1/auth", {
          method: "POST",
          json,
          peer,
          headers: { origin, host: "rede.interna", "x-forwarded-proto": "https" },
        });
      expect((await via("10.0.0.2", "https://rede.interna")).status).toBe(200);
      expect((await via("10.0.0.2", "http://rede.interna")).status).toBe(403);
      expect((await via("203.0.113.9", "https://rede.interna")).status).toBe(403);
      expect((await via("203.0.113.9", "http://rede.interna")).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("need JSON by its media type, parameters allowed, look-alikes refused", async () => {
    const open = await t.db.$count(sessions);
    const body = JSON.stringify({ login: "caixa", password: "demo1234" });
    for (const type of ["application/jsonx", "application/json-seq", "application/json garbage", "text/json"]) {
      for (const length of [true, false]) {
        const res = await t.request("/api/v1/auth", {
          method: "POST",
          body,
          headers: { "content-type": type, ...(length ? { "content-length": String(body.length) } : {}) },
        });
        expect(res.status, `${type} ${length}`).toBe(415);
        expect(await res.json()).toEqual({ messages: ["Envie os dados em JSON (Content-Type: application/json)."] });
      }
    }
    expect(await t.db.$count(sessions)).toBe(open);
    const withCharset = await t.request("/api/v1/auth", {
      method: "POST",
      body,
      headers: { "content-type": "Application/JSON; charset=UTF-8" },
    });
    expect(withCharset.status).toBe(200);
  });

  it("do not apply to reads: a cross-origin GET is answered normally", async () => {
    const res = await t.request("/api/version", { headers: { origin: "https://atacante.exemplo" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
