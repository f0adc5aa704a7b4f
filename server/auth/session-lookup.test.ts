import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

// The session lookup is a prepared statement cached per database (session-store.ts): revocation, expiry and a
// deactivated user still end a session at once, and two apps on two databases in one process keep their own sessions.

let clock = new Date("2026-11-25T12:00:00Z");
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await startTestApp({ now: () => clock });
  b = await startTestApp({ now: () => clock });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const me = (t: TestApp, cookie: string) => t.request("/api/v1/me", { cookie });

describe("the prepared session lookup", () => {
  it("refuses a signed-out session at once (401), on its own database only", async () => {
    const onA = await a.login("caixa");
    const onB = await b.login("caixa");
    const other = await a.login("caixa");
    expect((await me(a, onA)).status).toBe(200);
    expect((await me(b, onB)).status).toBe(200);
    // A cookie of one database names no session on the other.
    expect((await me(b, onA)).status).toBe(401);
    expect((await a.request("/api/v1/logout", { method: "POST", cookie: onA })).status).toBe(200);
    expect((await me(a, onA)).status).toBe(401);
    expect((await me(a, other)).status).toBe(200);
    expect((await me(b, onB)).status).toBe(200);
  });

  it("refuses a session whose user's sessions were all revoked, or whose user was deactivated", async () => {
    const cookie = await a.login("vendedor");
    const second = await a.login("vendedor");
    expect((await me(a, cookie)).status).toBe(200);
    await a.db.execute(
      sql`update sessions set revoked_at = now() where user_id = (select id from users where login = 'vendedor')`,
    );
    expect((await me(a, cookie)).status).toBe(401);
    expect((await me(a, second)).status).toBe(401);
    const third = await b.login("vendedor");
    expect((await me(b, third)).status).toBe(200);
    await b.db.execute(sql`update users set active = false where login = 'vendedor'`);
    expect((await me(b, third)).status).toBe(401);
  });

  it("refuses an expired session, and slides the expiry of one in use", async () => {
    const cookie = await a.login("admin");
    const ttl = a.services.config.sessionTtlHours * 3600_000;
    clock = new Date(clock.getTime() + ttl - 60_000);
    expect((await me(a, cookie)).status).toBe(200);
    clock = new Date(clock.getTime() + ttl - 60_000);
    expect((await me(a, cookie)).status).toBe(200);
    clock = new Date(clock.getTime() + ttl + 60_000);
    expect((await me(a, cookie)).status).toBe(401);
  });
});
