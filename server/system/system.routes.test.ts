import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../auth/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

const PACKAGE_VERSION = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../package.json"), "utf8")).version;

describe("GET /api/version", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers the package version without a session, not in maintenance", async () => {
    const res = await t.request("/api/version");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: PACKAGE_VERSION, maintenance: false });
  });
});

describe("maintenance mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { maintenance: true } });
  });
  afterAll(() => t.close());

  it("says so on /api/version", async () => {
    const res = await t.request("/api/version");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: PACKAGE_VERSION, maintenance: true });
  });

  it("answers 503 with the message on every /api/v1 route, signing in included, and writes nothing", async () => {
    const before = await t.db.$count(sessions);
    const answers = [
      await t.request("/api/v1/me"),
      await t.request("/api/v1/users?page=1"),
      await t.request("/api/v1/validate/unique?table=users&column=login&value=x"),
      await t.request("/api/v1/auth", { method: "POST", json: { login: "admin", password: "demo1234" } }),
      await t.request("/api/v1/nada"),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        messages: ["O sistema está em manutenção. Tente novamente em alguns minutos."],
      });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await t.db.$count(sessions)).toBe(before);
  });

  it("answers in Spanish for es-EC", async () => {
    const res = await t.request("/api/v1/me", { headers: { "accept-language": "es-EC" } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      messages: ["El sistema está en mantenimiento. Intente nuevamente en unos minutos."],
    });
  });

  it("keeps the API description reachable", async () => {
    expect((await t.request("/api/docs")).status).toBe(200);
  });
});
