import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { idempotencyKeys } from "../http/schema.ts";
import { namedStatements, prepared } from "./prepared.ts";

// Prepared queries are compiled once per database and run on the handle they are given: inside a transaction they
// see and write its uncommitted rows, and what they wrote goes away with a rollback; two databases in one process
// keep their own. Named statements get one name per distinct text, up to their cap (PostgreSQL only keeps names).

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp();
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const keyCount = prepared("test_key_count", (db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, sql.placeholder("key"))),
);

const storeKey = prepared("test_key_store", (db) =>
  db
    .insert(idempotencyKeys)
    .values({
      multiStoreId: sql`(select min(id) from multi_stores)`,
      userId: sql`(select min(id) from users)`,
      key: sql.placeholder("key"),
      route: "test",
      requestHash: "h",
      status: 200,
      body: {},
    })
    .returning({ id: idempotencyKeys.id }),
);

class Rollback extends Error {}

describe("prepared", () => {
  it("runs on the transaction it is given: it sees and writes its uncommitted rows, which a rollback removes", async () => {
    await expect(
      a.db.transaction(async (tx) => {
        const [stored] = await storeKey(tx, { key: "prepared-in-tx" });
        expect(stored?.id).toBeGreaterThan(0);
        expect(await keyCount(tx, { key: "prepared-in-tx" })).toEqual([{ n: 1 }]);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await keyCount(a.db, { key: "prepared-in-tx" })).toEqual([{ n: 0 }]);
  });

  it("keeps one compiled query per database: each database answers with its own rows", async () => {
    await storeKey(a.db, { key: "only-on-a" });
    expect(await keyCount(a.db, { key: "only-on-a" })).toEqual([{ n: 1 }]);
    expect(await keyCount(b.db, { key: "only-on-a" })).toEqual([{ n: 0 }]);
    await b.db.transaction(async (tx) => {
      await storeKey(tx, { key: "only-on-b" });
    });
    expect(await keyCount(b.db, { key: "only-on-b" })).toEqual([{ n: 1 }]);
    expect(await keyCount(a.db, { key: "only-on-b" })).toEqual([{ n: 0 }]);
  });
});

describe("namedStatements", () => {
  it("answers each statement's rows, and names one text once, up to its cap", async () => {
    const run = namedStatements("test_shape", 2);
    const value = (n: number) => sql`select ${n}::int as n`;
    const other = (n: number) => sql`select ${n}::int + 1 as n`;
    const third = (n: number) => sql`select ${n}::int + 2 as n`;
    const names = await a.db.transaction(async (tx) => {
      expect((await run<{ n: number }>(tx, value(1))).rows).toEqual([{ n: 1 }]);
      expect((await run<{ n: number }>(tx, value(5))).rows).toEqual([{ n: 5 }]);
      expect((await run<{ n: number }>(tx, other(5))).rows).toEqual([{ n: 6 }]);
      // A third text is past the cap: it runs unnamed.
      expect((await run<{ n: number }>(tx, third(5))).rows).toEqual([{ n: 7 }]);
      const listed = (await tx.execute(
        sql`select name from pg_prepared_statements where name like 'test_shape%' order by name`,
      )) as unknown as { rows: Array<{ name: string }> };
      return listed.rows.map((r) => r.name);
    });
    // PGlite runs every statement unnamed; PostgreSQL keeps the two names on the connection.
    if (process.env.DATABASE_URL) expect(names).toEqual(["test_shape_1", "test_shape_2"]);
    else expect(names).toEqual([]);
  });
});
