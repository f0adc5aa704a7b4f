import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customersInteractions } from "./schema.ts";
import { companies } from "../network/schema.ts";
import { userLogs, users } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// 12:07 in São Paulo (UTC-3) on 2026-03-10: the business day runs from 03:00Z to 03:00Z next day.
const NOW = new Date("2026-03-10T15:07:45Z");

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

async function owner(login: string) {
  const [row] = await t.db
    .select({ userId: users.id, multiStoreId: users.multiStoreId })
    .from(users)
    .where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  const [unit] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.multiStoreId, row.multiStoreId));
  if (!unit) throw new Error(`no unit for ${login}`);
  return { ...row, companyId: unit.id };
}

type Owner = Awaited<ReturnType<typeof owner>>;

async function interaction(
  who: Owner,
  nextContactAt: string | null,
  extra: { called?: boolean; multiStoreId?: number } = {},
) {
  await t.db.insert(customersInteractions).values({
    multiStoreId: extra.multiStoreId ?? who.multiStoreId,
    companyId: who.companyId,
    userId: who.userId,
    nextContactAt: nextContactAt === null ? null : new Date(nextContactAt),
    called: extra.called ?? false,
  });
}

const dayFocusOf = async (cookie: string) => {
  const res = await t.request("/api/v1/customers_interactions/day_focus", { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("CRM day focus", () => {
  let caixa: Owner;
  beforeAll(async () => {
    caixa = await owner("caixa");
    // Today in São Paulo: midnight, mid-morning and late evening (already tomorrow in UTC).
    await interaction(caixa, "2026-03-10T03:00:00Z");
    await interaction(caixa, "2026-03-10T12:00:00Z");
    await interaction(caixa, "2026-03-11T02:30:00Z");
    // Pending: yesterday at 23:59 (today in UTC) and the first minute of the one-month window.
    await interaction(caixa, "2026-03-10T02:59:00Z");
    await interaction(caixa, "2026-02-10T03:00:00Z");
    // Not counted: before the window, tomorrow, already called, or without a next contact.
    await interaction(caixa, "2026-02-10T02:59:00Z");
    await interaction(caixa, "2026-03-11T03:00:00Z");
    await interaction(caixa, "2026-03-10T13:00:00Z", { called: true });
    await interaction(caixa, "2026-03-05T13:00:00Z", { called: true });
    await interaction(caixa, null);
    // Another user of the same network, and a row of another network, never count for caixa.
    await interaction(await owner("caixa10"), "2026-03-10T13:00:00Z");
    const other = await owner("outra.admin");
    await interaction({ ...caixa, companyId: other.companyId }, "2026-03-10T13:00:00Z", {
      multiStoreId: other.multiStoreId,
    });
  });

  it("counts today's and pending calls not yet made, by São Paulo business day", async () => {
    const cookie = await t.login("caixa");
    expect(await dayFocusOf(cookie)).toEqual({ calls_today: 3, pending_calls: 2, seen_in: null });
  });

  it("counts only the signed-in user's interactions", async () => {
    expect(await dayFocusOf(await t.login("caixa10"))).toEqual({ calls_today: 1, pending_calls: 0, seen_in: null });
    expect(await dayFocusOf(await t.login("outra.admin"))).toEqual({ calls_today: 0, pending_calls: 0, seen_in: null });
  });

  it("stores when the bell was opened and answers it as YYYY-MM-DD HH:mm in São Paulo time", async () => {
    const cookie = await t.login("caixa");
    const res = await t.request("/api/v1/customers_interactions/day_focus/seen", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ calls_today: 3, pending_calls: 2, seen_in: "2026-03-10 12:07" });
    const [stored] = await t.db.select({ seen: users.crmSeenIn }).from(users).where(eq(users.id, caixa.userId));
    expect(stored?.seen?.toISOString()).toBe(NOW.toISOString());
    expect((await dayFocusOf(cookie)).seen_in).toBe("2026-03-10 12:07");
    const logs = await t.db
      .select({ entityId: userLogs.entityId })
      .from(userLogs)
      .where(and(eq(userLogs.userId, caixa.userId), eq(userLogs.action, "crm_day_focus_seen")));
    expect(logs).toEqual([{ entityId: String(caixa.userId) }]);
    // Marking one user's bell leaves the others untouched.
    expect((await dayFocusOf(await t.login("caixa10"))).seen_in).toBeNull();
  });

  it("is part of the current user (GET /api/v1/me, crmDayFocus)", async () => {
    const me = await t.request("/api/v1/me", { cookie: await t.login("caixa") });
    expect((await me.json()).crmDayFocus).toEqual({ callsToday: 3, pendingCalls: 2, seenIn: "2026-03-10 12:07" });
  });

  it("needs a session", async () => {
    expect((await t.request("/api/v1/customers_interactions/day_focus")).status).toBe(401);
    const post = await t.request("/api/v1/customers_interactions/day_focus/seen", { method: "POST" });
    expect(post.status).toBe(401);
  });
});

describe("demo seed", () => {
  it("gives the demo seller calls for today and pending ones", async () => {
    const live = await startTestApp();
    try {
      const res = await live.request("/api/v1/customers_interactions/day_focus", {
        cookie: await live.login("vendedor"),
      });
      expect(await res.json()).toEqual({ calls_today: 2, pending_calls: 2, seen_in: null });
    } finally {
      await live.close();
    }
  });
});
