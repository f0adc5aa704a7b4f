import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import {
  type Json,
  methodOf,
  newKey,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  stockOf,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";

// POST /api/v1/sales as an adversary sends it: the same Idempotency-Key at once (by one user, by two, with another
// body), retries after the register closed or the stock ran out, a budget sold twice at once, another network's ids in
// every field, the largest sale the schema allows; and what the one statement wrote, row by row.

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
let register = 0;
let adminRegister = 0;
let pix = 0;
let card = 0;
let shirt: TestProduct;
let print: TestProduct;

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const one = async (query: ReturnType<typeof sql>) => (await rows(query))[0] ?? {};
const salesCount = async () => Number((await one(sql`select count(*)::int as n from sales`)).n);

beforeAll(async () => {
  t = await startTestApp();
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  register = await openRegister(t, caixa, centro);
  adminRegister = await openRegister(t, admin, centro);
  pix = await methodOf(t, "PIX");
  card = await methodOf(t, "Cartão de crédito");
  shirt = await productBySku(t, "VES-01101-M", centro);
  print = await productBySku(t, "SRV-001", centro);
  await setStock(t, centro, shirt.id, "1000");
});
afterAll(() => t.close());

const shirtSale = (cashMovementId = register, quantity = 1) =>
  saleRequestOf({
    cashMovementId,
    lines: [{ product: shirt, quantity }],
    payments: [{ methodId: pix, received: shirt.price * quantity }],
  });

/** What the statement wrote for a sale: its finance rows, stock movements and audit row point at it. */
async function expectRowsOf(saleId: number) {
  const entries = await rows(
    sql`select description, origin from financial_entries where origin in ('sale', 'card_fee') and origin_id = ${saleId}`,
  );
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(String(entry.description)).toMatch(new RegExp(`nº ${saleId}$`));
  const inflows = await rows(sql`select sale_id from financial_inflows where sale_id = ${saleId}`);
  expect(inflows.length).toBeGreaterThan(0);
  const logs = await rows(sql`select entity_id from user_logs where entity = 'sale' and entity_id = ${String(saleId)}`);
  expect(logs).toHaveLength(1);
}

describe("the same Idempotency-Key at once", () => {
  it("by one user with the same body: one sale, the others replay it", async () => {
    const before = { sales: await salesCount(), stock: await stockOf(t, centro, shirt.id) };
    const key = newKey();
    const body = shirtSale();
    const answers = await Promise.all([1, 2, 3].map(() => postKeyed(t, "/api/v1/sales", caixa, body, key)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as Json).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    expect(await salesCount()).toBe(before.sales + 1);
    expect(Number(await stockOf(t, centro, shirt.id))).toBe(Number(before.stock) - 1);
    await expectRowsOf(Number(ids[0]));
  });

  it("by two users: one sale, the other 409", async () => {
    const before = await salesCount();
    const key = newKey();
    const answers = await Promise.all([
      postKeyed(t, "/api/v1/sales", caixa, shirtSale(register), key),
      postKeyed(t, "/api/v1/sales", admin, shirtSale(adminRegister), key),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await salesCount()).toBe(before + 1);
    // And afterwards: the winner gets its sale again, the other user still 409.
    const caixaWon = answers[0]?.status === 201;
    const again = await Promise.all([
      postKeyed(t, "/api/v1/sales", admin, shirtSale(adminRegister), key),
      postKeyed(t, "/api/v1/sales", caixa, shirtSale(register), key),
    ]);
    expect(again.map((r) => r.status)).toEqual(caixaWon ? [409, 201] : [201, 409]);
    expect(await salesCount()).toBe(before + 1);
  });

  it("with another body while the first is in flight: one sale, the other 409", async () => {
    const before = await salesCount();
    const key = newKey();
    const answers = await Promise.all([
      postKeyed(t, "/api/v1/sales", caixa, shirtSale(register, 1), key),
      postKeyed(t, "/api/v1/sales", caixa, shirtSale(register, 2), key),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await salesCount()).toBe(before + 1);
  });
});

describe("a key of another operation", () => {
  it("is refused (409) for a sale, writing nothing, and the budget it made stays as it was", async () => {
    const key = newKey();
    const budget = saleRequestOf({ cashMovementId: -1, lines: [{ product: shirt, quantity: 1 }], payments: [] });
    const made = await postKeyed(
      t,
      "/api/v1/budgets",
      caixa,
      { company_id: centro, items: budget.items, total: budget.sale.total },
      key,
    );
    expect(made.status).toBe(201);
    const before = await salesCount();
    const res = await postKeyed(t, "/api/v1/sales", caixa, shirtSale(), key);
    expect(res.status).toBe(409);
    expect(await salesCount()).toBe(before);
  });
});

describe("the finance descriptions", () => {
  it("name the new sale's number in the request's language", async () => {
    const res = await postKeyed(t, "/api/v1/sales", caixa, shirtSale(), newKey(), "es-EC");
    expect(res.status).toBe(201);
    const sale = (await res.json()) as { id: number };
    const entries = await rows(
      sql`select description from financial_entries where origin = 'sale' and origin_id = ${sale.id}`,
    );
    expect(entries).toEqual([{ description: `Venta n.º ${sale.id}` }]);
  });
});

describe("a retry of a committed sale", () => {
  it("replays it after the stock ran out", async () => {
    const kit = await productBySku(t, "PES-001", centro);
    await setStock(t, centro, kit.id, "1.000");
    const body = saleRequestOf({
      cashMovementId: register,
      lines: [{ product: kit, quantity: 1 }],
      payments: [{ methodId: pix, received: kit.price }],
    });
    const key = newKey();
    const first = await postKeyed(t, "/api/v1/sales", caixa, body, key);
    expect(first.status).toBe(201);
    const sale = (await first.json()) as Json;
    expect((await postKeyed(t, "/api/v1/sales", caixa, body)).status).toBe(412);
    const retry = await postKeyed(t, "/api/v1/sales", caixa, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(sale);
  });
});

describe("a budget sold twice at once", () => {
  it("is converted by one sale; the other is refused and writes nothing", async () => {
    const budget = saleRequestOf({ cashMovementId: -1, lines: [{ product: shirt, quantity: 2 }], payments: [] });
    const made = await postKeyed(t, "/api/v1/budgets", caixa, {
      company_id: centro,
      items: budget.items,
      total: budget.sale.total,
    });
    expect(made.status).toBe(201);
    const budgetId = ((await made.json()) as { id: number }).id;
    const before = await salesCount();
    const body = { ...shirtSale(register, 2), budget_id: budgetId };
    const answers = await Promise.all([
      postKeyed(t, "/api/v1/sales", caixa, body),
      postKeyed(t, "/api/v1/sales", caixa, body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await salesCount()).toBe(before + 1);
    const won = (await (answers.find((r) => r.status === 201) as Response).json()) as Json;
    expect(await one(sql`select status, sale_id from budgets where id = ${budgetId}`)).toEqual({
      status: "converted",
      sale_id: won.id,
    });
  });
});

describe("another network's ids", () => {
  const other = sql`(select id from multi_stores where name = 'Outra Rede')`;
  const foreign = async (table: string) =>
    Number(
      (await one(sql`select id from ${sql.identifier(table)} where multi_store_id = ${other} order by id limit 1`)).id,
    );

  it("are refused in every field, with no sale written and no name of theirs answered", async () => {
    const base = shirtSale();
    const ids = {
      customer: await foreign("customers"),
      address: await foreign("customer_addresses"),
      transporter: await foreign("transporters"),
      deliveryMan: await foreign("delivery_men"),
      seller: await foreign("sellers"),
      vehicle: await foreign("vehicles"),
      method: await foreign("payment_methods"),
      budget: await foreign("budgets"),
      company: await foreign("companies"),
      register: await foreign("cash_movements"),
      product: await foreign("products"),
    };
    for (const id of Object.values(ids)) expect(id).toBeGreaterThan(0);
    const names = (
      await rows(sql`select name from customers where multi_store_id = ${other}
      union all select name from transporters where multi_store_id = ${other}
      union all select name from delivery_men where multi_store_id = ${other}
      union all select name from sellers where multi_store_id = ${other}
      union all select name from companies where multi_store_id = ${other}`)
    ).map((r) => String(r.name));
    const attempts: Array<[string, unknown]> = [
      ["sale.customer_id", { ...base, sale: { ...base.sale, customer_id: ids.customer } }],
      ["sale.delivery_address_id", { ...base, sale: { ...base.sale, delivery_address_id: ids.address } }],
      ["sale.transporter_id", { ...base, sale: { ...base.sale, transporter_id: ids.transporter } }],
      ["sale.delivery_men", { ...base, sale: { ...base.sale, delivery_men: ids.deliveryMan } }],
      ["sale.seller", { ...base, sale: { ...base.sale, seller: ids.seller } }],
      ["sale.customer_object_id", { ...base, sale: { ...base.sale, customer_object_id: ids.vehicle } }],
      ["sale.company_id", { ...base, sale: { ...base.sale, company_id: ids.company } }],
      ["sale.cash_movement_id", { ...base, sale: { ...base.sale, cash_movement_id: ids.register } }],
      ["items.0.attendant_id", { ...base, items: base.items.map((i) => ({ ...i, attendant_id: ids.seller })) }],
      ["items.0.product_id", { ...base, items: base.items.map((i) => ({ ...i, product_id: ids.product })) }],
      [
        "financial_inflows.0.payment_method_id",
        { ...base, financial_inflows: base.financial_inflows.map((l) => ({ ...l, payment_method_id: ids.method })) },
      ],
      ["budget_id", { ...base, budget_id: ids.budget }],
    ];
    const before = await salesCount();
    for (const [field, body] of attempts) {
      const res = await postKeyed(t, "/api/v1/sales", caixa, body);
      const text = await res.text();
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(Object.keys((JSON.parse(text) as { messages?: Json }).messages ?? {})).toContain(field);
      for (const name of names) expect(text).not.toContain(name);
    }
    expect(await salesCount()).toBe(before);
  });
});

describe("the largest sale", () => {
  it("500 items of 500 products, a kit, a service and 20 card payments of 48 installments with a fee", async () => {
    await t.db.execute(
      sql`update payment_methods set fee_percentage = '3.49', days_to_receive = 30 where id = ${card}`,
    );
    const picked = await rows(sql`select p.id, c.price_1 as price, p.full_description as description
      from products p join product_configs c on c.product_id = p.id and c.company_id = ${centro}
      where exists (select 1 from sku_stocks s where s.product_id = p.id and s.company_id = ${centro})
        and p.multi_store_id = (select multi_store_id from companies where id = ${centro})
        and c.price_1::numeric between 1 and 50 and p.id not in (${shirt.id}, ${print.id})
        and not exists (select 1 from product_components k where k.product_id = p.id)
        and p.kind is distinct from 'service'
      order by p.id limit 497`);
    expect(picked).toHaveLength(497);
    const products = picked.map((r) => ({
      id: Number(r.id),
      price: Math.round(Number(r.price) * 100),
      description: String(r.description),
    }));
    for (const p of products) await setStock(t, centro, p.id, "100");
    // The shirt as a kit of two products.
    const [a, b] = products as [TestProduct, TestProduct];
    await t.db.execute(sql`insert into product_components (multi_store_id, product_id, component_id, quantity)
      select multi_store_id, ${shirt.id}::int, ${a.id}::int, 2 from products where id = ${shirt.id}
      union all select multi_store_id, ${shirt.id}::int, ${b.id}::int, 1 from products where id = ${shirt.id}`);
    const lines = [...products, shirt, print].map((product) => ({ product }));
    const probe = saleRequestOf({ cashMovementId: register, lines, payments: [] });
    const total = Math.round(Number(probe.sale.total) * 100);
    const share = Math.floor(total / 20);
    const payments = Array.from({ length: 20 }, (_, i) => ({
      methodId: card,
      received: i === 19 ? total - share * 19 : share,
    }));
    const request = saleRequestOf({ cashMovementId: register, lines, payments });
    const body = {
      ...request,
      financial_inflows: request.financial_inflows.map((l) => ({ ...l, quantity: 48, received: false })),
    };
    const stockA = Number(await stockOf(t, centro, a.id));
    const res = await postKeyed(t, "/api/v1/sales", caixa, body);
    const text = await res.text();
    expect({ status: res.status, text: res.status === 201 ? "" : text.slice(0, 600) }).toEqual({
      status: 201,
      text: "",
    });
    const sale = JSON.parse(text) as Json & { id: number; items: unknown[]; financial_inflows: unknown[] };
    expect(sale.items).toHaveLength(499);
    expect(sale.financial_inflows).toHaveLength(20);
    const read = await t.request(`/api/v1/sales/${sale.id}`, { cookie: caixa });
    expect(await read.json()).toEqual(sale);
    // The kit takes its components out: a twice more (once alone, twice in the kit), b once more.
    expect(Number(await stockOf(t, centro, a.id))).toBe(stockA - 3);
    const moves = await rows(
      sql`select product_id, outgoing from stock_movements where sale_id = ${sale.id} order by product_id`,
    );
    expect(moves).toHaveLength(497);
    expect(moves.some((m) => Number(m.product_id) === shirt.id || Number(m.product_id) === print.id)).toBe(false);
    const entries = await rows(sql`select origin, count(*)::int as n from financial_entries
      where origin_id = ${sale.id} and origin in ('sale', 'card_fee') group by origin order by origin`);
    expect(entries).toEqual([
      { origin: "card_fee", n: 20 * 48 },
      { origin: "sale", n: 20 * 48 },
    ]);
    await expectRowsOf(sale.id);
  }, 120_000);
});

describe("the largest sale of kits", () => {
  it("500 kits of 3 components each and 20 card payments of 48 installments: more rows than one statement can bind", async () => {
    const picked = await rows(sql`select p.id, c.price_1 as price, p.full_description as description
      from products p join product_configs c on c.product_id = p.id and c.company_id = ${centro}
      where exists (select 1 from sku_stocks s where s.product_id = p.id and s.company_id = ${centro})
        and p.multi_store_id = (select multi_store_id from companies where id = ${centro})
        and c.price_1::numeric > 0 and p.kind is distinct from 'service'
        and not exists (select 1 from product_components k where k.product_id = p.id or k.component_id = p.id)
      order by c.price_1::numeric, p.id desc limit 2000`);
    expect(picked).toHaveLength(2000);
    const all = picked.map((r) => ({
      id: Number(r.id),
      price: Math.round(Number(r.price) * 100),
      description: String(r.description),
    }));
    const kits = all.slice(0, 500);
    const parts = all.slice(500);
    await t.db.execute(sql`update sku_stocks set quantity = 100 where company_id = ${centro}
      and product_id in (${sql.join(
        parts.map((p) => sql`${p.id}`),
        sql`, `,
      )})`);
    await t.db.execute(sql`insert into product_components (multi_store_id, product_id, component_id, quantity)
      select p.multi_store_id, k.kit, k.part, 1 from (values ${sql.join(
        kits.flatMap((kit, i) =>
          [0, 1, 2].map((j) => sql`(${kit.id}::int, ${(parts[i * 3 + j] as TestProduct).id}::int)`),
        ),
        sql`, `,
      )}) as k(kit, part) join products p on p.id = k.kit`);
    const lines = kits.map((product) => ({ product }));
    const probe = saleRequestOf({ cashMovementId: register, lines, payments: [] });
    const total = Math.round(Number(probe.sale.total) * 100);
    const share = Math.floor(total / 20);
    const payments = Array.from({ length: 20 }, (_, i) => ({
      methodId: card,
      received: i === 19 ? total - share * 19 : share,
    }));
    const request = saleRequestOf({ cashMovementId: register, lines, payments });
    const body = {
      ...request,
      financial_inflows: request.financial_inflows.map((l) => ({ ...l, quantity: 48, received: false })),
    };
    const res = await postKeyed(t, "/api/v1/sales", caixa, body);
    const text = await res.text();
    expect({ status: res.status, text: res.status === 201 ? "" : text.slice(0, 600) }).toEqual({
      status: 201,
      text: "",
    });
    const sale = JSON.parse(text) as Json & { id: number };
    const read = await t.request(`/api/v1/sales/${sale.id}`, { cookie: caixa });
    expect(await read.json()).toEqual(sale);
    const moves = await rows(sql`select count(*)::int as n, count(distinct product_id)::int as products
      from stock_movements where sale_id = ${sale.id}`);
    expect(moves).toEqual([{ n: 1500, products: 1500 }]);
    expect(Number(await stockOf(t, centro, (parts[0] as TestProduct).id))).toBe(99);
    await expectRowsOf(sale.id);
    const entries = await one(sql`select count(*)::int as n from financial_entries
      where origin_id = ${sale.id} and origin in ('sale', 'card_fee')`);
    expect(entries.n).toBe(2 * 20 * 48);
  }, 180_000);
});

describe("the audit and ledger rows", () => {
  it("point at the sale they were written with, under concurrent sales", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postKeyed(t, "/api/v1/sales", i % 2 ? caixa : admin, shirtSale(i % 2 ? register : adminRegister)),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(201);
      const sale = (await res.json()) as { id: number };
      await expectRowsOf(sale.id);
      const moves = await rows(sql`select product_id from stock_movements where sale_id = ${sale.id}`);
      expect(moves.length).toBeGreaterThan(0);
      const log = await one(
        sql`select user_id from user_logs where entity = 'sale' and entity_id = ${String(sale.id)}`,
      );
      const owner = await one(sql`select user_id from sales where id = ${sale.id}`);
      expect(log.user_id).toBe(owner.user_id);
    }
  });
});

// Last: it closes admin's register.
describe("a retry after the register closed", () => {
  it("replays it after the register was closed", async () => {
    const own = adminRegister;
    const cookie = admin;
    const body = shirtSale(own);
    const key = newKey();
    const first = await postKeyed(t, "/api/v1/sales", cookie, body, key);
    expect(first.status).toBe(201);
    await t.db.execute(sql`update cash_movements set closed_at = now() where id = ${own}`);
    expect((await postKeyed(t, "/api/v1/sales", cookie, body)).status).not.toBe(201);
    const retry = await postKeyed(t, "/api/v1/sales", cookie, body, key);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
  });
});
