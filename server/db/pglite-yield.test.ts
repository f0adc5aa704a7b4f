// PGlite runs in WebAssembly on the thread that answers requests: queries waiting for each other must still let the
// event loop turn between them, or one burst of heavy queries (ten 500-line sales for their PDFs) holds up every
// other request until the last one ends.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "./client.ts";

let database: Database;

beforeAll(async () => {
  database = await openPglite({});
});
afterAll(() => database.close());

describe("the embedded database", () => {
  it("lets the event loop turn between queued queries", async () => {
    const order: string[] = [];
    setImmediate(() => order.push("event loop"));
    await Promise.all(
      [1, 2, 3].map((n) => database.db.execute(sql`select ${n}::int as n`).then(() => order.push(`query ${n}`))),
    );
    expect(order.indexOf("event loop")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("event loop")).toBeLessThan(order.indexOf("query 3"));
  });

  it("answers queries and transactions as before", async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table t (n int)`);
      await tx.execute(sql`insert into t values (1), (2), (3)`);
      const result = await tx.execute(sql`select sum(n)::int as total from t`);
      return (result as unknown as { rows: unknown[] }).rows;
    });
    expect(rows).toEqual([{ total: 6 }]);
  });
});
