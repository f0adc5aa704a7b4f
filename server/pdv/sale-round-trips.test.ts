import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// How many statements POST /api/v1/sales sends, each one database round trip (drizzle sends one statement per query
// and waits for its answer; the queries of a transaction run one after another on its connection). BEGIN and COMMIT
// are not counted.
//
// What is counted, for a sale of three stock-controlled lines, two payments, made from a budget:
// - the sale's writes, one statement (issue 10 asks for at most 3): the sale, its items, the budget's conversion, the
//   audit row, the stock ledger's takeOut (stock rows and a movement per product) and the finance ledger's payments,
//   as data-modifying CTEs;
// - before them, the validation reads, of which the stock row locks are exactly one statement;
// - after them only the HTTP layer's Idempotency-Key answer: the audit row (user_logs) and the names the answer shows
//   are written and read by the first write, and the answer is built from what was written (no read after).

let t: TestApp;
let statements: string[] = [];
let recording = false;
let caixa = "";
let centro = 0;
let register = 0;
let budgetId = 0;
let pix = 0;
let cash = 0;
let lines: TestProduct[] = [];

beforeAll(async () => {
  t = await startTestApp({
    observer: {
      logQuery: (query) => {
        // node-postgres logs the transaction's own begin and commit, PGlite does not: neither is counted.
        if (recording && !/^(begin|commit|rollback)\b/i.test(query.trim()))
          statements.push(query.replace(/\s+/g, " ").trim());
      },
    },
  });
  caixa = await t.login("caixa");
  centro = await unitId(t, "Rede Demo Centro");
  register = await openRegister(t, caixa, centro);
  pix = await methodOf(t, "PIX");
  cash = await methodOf(t, "Dinheiro");
  lines = await Promise.all(["VES-01101-M", "PES-001", "SRV-001"].map((sku) => productBySku(t, sku, centro)));
  for (const product of lines) await setStock(t, centro, product.id, "100");
  const budget = saleRequestOf({ cashMovementId: -1, lines: lines.map((product) => ({ product })), payments: [] });
  const res = await postKeyed(t, "/api/v1/budgets", caixa, {
    company_id: centro,
    items: budget.items,
    total: budget.sale.total,
  });
  budgetId = ((await res.json()) as { id: number }).id;
});
afterAll(() => t.close());

/** The tables whose rows make up a sale (written by the PDV and through the stock and finance ledgers). */
const SALE_TABLES = ["sales", "sale_items", "budgets", "sku_stocks", "stock_movements", "financial_inflows"];
const writes = (statement: string) =>
  SALE_TABLES.filter((table) =>
    new RegExp(`(insert into|update|delete from) "?${table}"?( |\\()`, "i").test(statement),
  );
const isSaleWrite = (statement: string) => writes(statement).length > 0;
const kind = (statement: string) => {
  if (isSaleWrite(statement)) return `write ${writes(statement).join(" + ")}`;
  const write = /^(?:insert into|update) "?(\w+)"?/i.exec(statement);
  if (write) return `write ${write[1]}`;
  const from = /^select .*? from "?(\w+)"?/i.exec(statement);
  return `read ${from?.[1] ?? statement.slice(0, 40)}${/ for (update|share)$/i.test(statement) ? " (locked)" : ""}`;
};

describe("POST /api/v1/sales round trips", () => {
  it("writes a sale made from a budget in one statement, after locking its stock in one", async () => {
    const total = lines.reduce((sum, p) => sum + p.price, 0);
    const body = {
      ...saleRequestOf({
        cashMovementId: register,
        lines: lines.map((product) => ({ product })),
        payments: [
          { methodId: pix, received: 1_000 },
          { methodId: cash, received: total - 1_000 },
        ],
      }),
      budget_id: budgetId,
    };
    statements = [];
    recording = true;
    const res = await postKeyed(t, "/api/v1/sales", caixa, body);
    recording = false;
    expect(res.status).toBe(201);

    const first = statements.findIndex(isSaleWrite);
    const saleWrites = statements.filter(isSaleWrite);
    expect(saleWrites.map(writes)).toEqual([SALE_TABLES]);
    // The audit row and the answer's names come with it; the answer is built from what was written.
    expect(statements[first]).toMatch(/insert into "user_logs"/);

    const validation = statements.slice(0, first);
    expect(validation.filter((q) => /from "sku_stocks"/.test(q) && / for update$/.test(q))).toHaveLength(1);
    // The session, the central check of the body's ids, the register, the budget, the catalog (its first subquery
    // reads the compositions), the payment methods and the stock rows.
    expect(validation.map(kind)).toEqual([
      "read user_permissions",
      "read cash_movements",
      "read cash_movements (locked)",
      "read budgets (locked)",
      "read product_components",
      "read payment_methods",
      "read sku_stocks (locked)",
    ]);
    expect(statements.slice(first + 1).map(kind)).toEqual(["write idempotency_keys"]);
    // The stock, the payments and the audit row point at the sale.
    const saleId = ((await res.json()) as { id: number }).id;
    const rows = (query: ReturnType<typeof sql>) =>
      t.db.execute(query).then((r) => (r as unknown as { rows: Array<Record<string, unknown>> }).rows);
    expect(await rows(sql`select count(*)::int as n from stock_movements where sale_id = ${saleId}`)).toEqual([
      { n: 2 },
    ]);
    expect(
      await rows(
        sql`select description from financial_entries where origin = 'sale' and origin_id = ${saleId} order by id`,
      ),
    ).toEqual([{ description: `Venda nº ${saleId}` }, { description: `Venda nº ${saleId}` }]);
    expect(
      await rows(
        sql`select entity_id from user_logs where entity = 'sale' and action = 'create' and entity_id = ${String(saleId)}`,
      ),
    ).toHaveLength(1);
  });
});
