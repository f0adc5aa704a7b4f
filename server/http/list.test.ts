import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multiStores } from "../network/schema.ts";
import { productionStamps } from "../production/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { ValidationError } from "./errors.ts";
import { type ListParams, listPage } from "./list.ts";
import type { SessionInfo } from "./route.ts";

// The list helper every list endpoint uses (issue 10, item 4), on the stamps table: its own rows, not a route's.

let t: TestApp;
let mine: SessionInfo;
let other: SessionInfo;
const stamps = productionStamps;

const sessionOf = (multiStoreId: number): SessionInfo => ({
  sessionId: 1,
  userId: 1,
  name: "Teste",
  login: "teste",
  email: "teste@rede.test",
  multiStoreId,
  hasOnlinePos: true,
  blindClose: false,
  permissions: [],
  companyIds: [],
});

const sorting = {
  by: { description: stamps.description, id: stamps.id, created_at: stamps.createdAt },
  field: "description",
  direction: "asc",
  tieBreak: [asc(stamps.id)],
} as const;

const page = (query: ListParams, session = mine, dates = true) =>
  listPage({
    db: t.db,
    query,
    scope: { table: stamps, session },
    sort: sorting,
    search: { columns: [stamps.description], number: stamps.id },
    ...(dates ? { dates: { column: stamps.createdAt } } : {}),
    where: [sql`${stamps.description} like 'LIST %'`],
    rows: t.db.select({ id: stamps.id, description: stamps.description }).from(stamps).$dynamic(),
    totals: t.db
      .select({ count: count(), longest: sql<number>`max(length(${stamps.description}))::int` })
      .from(stamps)
      .$dynamic(),
    item: (row) => row.description,
  });

beforeAll(async () => {
  t = await startTestApp();
  const networks = await t.db.select({ id: multiStores.id }).from(multiStores).orderBy(asc(multiStores.id));
  mine = sessionOf(networks[0]?.id ?? 0);
  other = sessionOf(networks[1]?.id ?? 0);
  const at = (day: string) => new Date(day.includes("T") ? `${day}-03:00` : `${day}T12:00:00-03:00`);
  await t.db.insert(stamps).values([
    { multiStoreId: mine.multiStoreId, description: "LIST 50% off", createdAt: at("2024-03-01") },
    { multiStoreId: mine.multiStoreId, description: "LIST 50 off", createdAt: at("2024-03-10") },
    { multiStoreId: mine.multiStoreId, description: "LIST a_b", createdAt: at("2024-03-20") },
    { multiStoreId: mine.multiStoreId, description: "LIST axb", createdAt: at("2024-04-01") },
    // 23:30 in São Paulo on March 31st is April 1st in UTC: the day is the network's.
    { multiStoreId: mine.multiStoreId, description: "LIST late night", createdAt: at("2024-03-31T23:30:00") },
    { multiStoreId: other.multiStoreId, description: "LIST 50% other network", createdAt: at("2024-03-01") },
  ]);
});
afterAll(() => t.close());

describe("listPage", () => {
  it("answers { data, meta } of the session's network only, with the totals over the whole filter", async () => {
    const answer = await page({ per_page: 2, page: 2 });
    expect(answer.data).toEqual(["LIST a_b", "LIST axb"]);
    expect(answer.meta).toEqual({ page: 2, per_page: 2, total: 5 });
    expect(answer.totals).toMatchObject({ count: 5, longest: "LIST late night".length });
    const theirs = await page({}, other);
    expect(theirs.data).toEqual(["LIST 50% other network"]);
    expect(theirs.meta.total).toBe(1);
  });

  it("sorts by a field of the allow-list in either direction, the tie-breaker keeping pages apart", async () => {
    const newest = await page({ sort_field: "created_at", sort_direction: "desc", per_page: 2 });
    expect(newest.data).toEqual(["LIST axb", "LIST late night"]);
    const byId = await page({ sort_field: "id" });
    expect(byId.data[0]).toBe("LIST 50% off");
  });

  it("refuses a sort field off the allow-list with a 422 on sort_field, before any query", async () => {
    const untouched = new Proxy(
      {},
      {
        get() {
          throw new Error("the database was asked");
        },
      },
    );
    const refusal = listPage({
      db: untouched as never,
      query: { sort_field: "password_hash" },
      scope: { table: stamps, session: mine },
      sort: sorting,
      rows: untouched as never,
      item: (row) => row,
    });
    const error = await refusal.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ sort_field: [{ key: "validation:invalid" }] });
    // Inherited names are not fields either.
    await expect(page({ sort_field: "constructor" })).rejects.toBeInstanceOf(ValidationError);
  });

  it("filters by text with LIKE's own characters matching only themselves, or by a row's number", async () => {
    expect((await page({ filter: "50%" })).data).toEqual(["LIST 50% off"]);
    expect((await page({ filter: "a_b" })).data).toEqual(["LIST a_b"]);
    expect((await page({ filter: "  A_B " })).data).toEqual(["LIST a_b"]);
    expect((await page({ filter: "\\" })).data).toEqual([]);
    const [row] = await t.db.select({ id: stamps.id }).from(stamps).where(eq(stamps.description, "LIST axb"));
    expect((await page({ filter: String(row?.id) })).data).toContain("LIST axb");
  });

  it("keeps the period on the named column, both days inclusive, in the network's time zone", async () => {
    const march = await page({ initial_date: "2024-03-10", final_date: "2024-03-31" });
    expect(march.data).toEqual(["LIST 50 off", "LIST a_b", "LIST late night"]);
    expect(march.meta.total).toBe(3);
    expect((await page({ initial_date: "2024-04-01" })).data).toEqual(["LIST axb"]);
    expect((await page({ final_date: "2024-03-01" })).data).toEqual(["LIST 50% off"]);
    // A list without a period column refuses dates rather than ignoring them.
    await expect(page({ initial_date: "2024-04-01" }, mine, false)).rejects.toBeInstanceOf(ValidationError);
    expect((await page({}, mine, false)).meta.total).toBe(5);
  });
});

describe("a list route on the helper", () => {
  it("answers 422 in the request's language for a sort field off the list", async () => {
    const cookie = await t.login("admin");
    for (const locale of ["pt-BR", "es-EC"]) {
      const res = await t.request("/api/v1/silkriar_stamps?sort_field=created_at", {
        cookie,
        headers: { "accept-language": locale },
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ messages: { sort_field: ["Valor inválido"] } });
    }
  });

  // Issue 10 review: the stamps and seamstresses lists ignored a period (and cash movements a text filter, which now
  // searches the unit, the operator and the register's number).
  it("refuses a text filter or a period the list does not apply, in the request's language", async () => {
    const cookie = await t.login("admin");
    const cases = [
      ["/api/v1/silkriar_stamps?initial_date=2030-01-01", "initial_date", "pt-BR", "Campo não permitido."],
      ["/api/v1/seamstresses?final_date=2030-01-01", "final_date", "es-EC", "Campo no permitido."],
    ] as const;
    for (const [path, field, locale, text] of cases) {
      const res = await t.request(path, { cookie, headers: { "accept-language": locale } });
      expect(res.status, path).toBe(422);
      expect(await res.json()).toEqual({ messages: { [field]: [text] } });
    }
    const applied = await t.request("/api/v1/cash_movements?initial_date=2000-01-01&filter=zzzz", { cookie });
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as { meta: { total: number } }).meta.total).toBe(0);
  });
});
