import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialEntries, financialInflows } from "../finance/schema.ts";
import {
  type Json,
  methodOf,
  openRegister,
  postKeyed,
  productBySku,
  saleRequestOf,
  setStock,
  type TestProduct,
  unitId,
} from "./pdv-test-support.ts";
import { saleItems, sales } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { users } from "../users/schema.ts";
import { salesSummaryMismatches } from "../reports/public.ts";
import {
  paymentMethodDays,
  productSalesDays,
  productSalesMonths,
  productSalesYears,
  salesDays,
  sellerSalesDays,
} from "../reports/schema.ts";

// Issue 16 item 4: the sales reports' daily summaries follow every write of sales, sale_items, financial_inflows and
// the card fees, in the writing transaction (triggers of migration `sales-report-summaries`). Each step compares
// them with what the detail rows say (salesSummaryMismatches).

let t: TestApp;
let caixa = "";
let admin = "";
let centro = 0;
let register = 0;
let cash = 0;
let card = 0;
let shirt: TestProduct;
let cheese: TestProduct;
let print: TestProduct;

const summed = async () => expect(await salesSummaryMismatches(t.db)).toEqual([]);

/** The sales count and money of one method on the sale's day and unit, its slots summed. */
async function methodDay(saleId: number, methodId: number) {
  const [row] = (
    (await t.db.execute(sql`
      select coalesce(sum(p.sales), 0)::int as sales, coalesce(sum(p.billed), 0)::text as billed,
        coalesce(sum(p.received), 0)::text as received, coalesce(sum(p.fees), 0)::text as fees
      from sales s join ${paymentMethodDays} p on p.company_id = s.company_id
        and p.day = (s.created_at at time zone 'America/Sao_Paulo')::date and p.payment_method_id = ${methodId}
      where s.id = ${saleId}`)) as unknown as {
      rows: Array<{ sales: number; billed: string; received: string; fees: string }>;
    }
  ).rows;
  return row;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db.update(users).set({ blindClose: false }).where(eq(users.login, "caixa"));
  caixa = await t.login("caixa");
  admin = await t.login("admin");
  centro = await unitId(t, "Rede Demo Centro");
  cash = await methodOf(t, "Dinheiro");
  card = await methodOf(t, "Cartão de crédito");
  shirt = await productBySku(t, "VES-01101-M", centro);
  cheese = await productBySku(t, "PES-001", centro);
  print = await productBySku(t, "SRV-001", centro);
  await setStock(t, centro, shirt.id, "50");
  await setStock(t, centro, cheese.id, "10.000");
  register = await openRegister(t, caixa, centro, "50.00");
});
afterAll(() => t.close());

describe("the sales summaries", () => {
  it("equal the demo's sales (written through the triggers and the migration's backfill)", async () => {
    expect((await t.db.select().from(salesDays)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(sellerSalesDays)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(productSalesDays)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(paymentMethodDays)).length).toBeGreaterThan(0);
    await summed();
    // The check sees a summary row that no longer matches its detail rows.
    const [kept] = await t.db.select().from(salesDays).limit(1);
    if (!kept) throw new Error("no summary row");
    const where = and(
      eq(salesDays.companyId, kept.companyId),
      eq(salesDays.day, kept.day),
      eq(salesDays.userId, kept.userId),
      eq(salesDays.slot, kept.slot),
    );
    await t.db
      .update(salesDays)
      .set({ total: sql`${salesDays.total} + 0.01` })
      .where(where);
    expect(await salesSummaryMismatches(t.db)).toHaveLength(1);
    await t.db.update(salesDays).set({ total: kept.total }).where(where);
    await summed();
  });

  it("roll the product days up per month and year, a change of a day reaching its month and year", async () => {
    expect((await t.db.select().from(productSalesMonths)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(productSalesYears)).length).toBeGreaterThan(0);
    const [day] = await t.db.select().from(productSalesDays).limit(1);
    if (!day) throw new Error("no product day");
    const dayKey = and(
      eq(productSalesDays.companyId, day.companyId),
      eq(productSalesDays.day, day.day),
      eq(productSalesDays.productId, day.productId),
      eq(productSalesDays.uncostedQuantity, day.uncostedQuantity),
      eq(productSalesDays.slot, day.slot),
    );
    const revenueOf = async (table: typeof productSalesMonths | typeof productSalesYears, period: string) => {
      const [row] = await t.db
        .select({ revenue: sql<string>`sum(${table.revenue})::text` })
        .from(table)
        .where(
          and(
            eq(table.companyId, day.companyId),
            eq(table.period, period),
            eq(table.productId, day.productId),
            eq(table.uncostedQuantity, day.uncostedQuantity),
          ),
        );
      return Number(row?.revenue);
    };
    const month = `${day.day.slice(0, 7)}-01`;
    const year = `${day.day.slice(0, 4)}-01-01`;
    const [monthBefore, yearBefore] = [
      await revenueOf(productSalesMonths, month),
      await revenueOf(productSalesYears, year),
    ];
    // A day changed by hand: the day no longer matches its items, but its month and year follow it.
    await t.db
      .update(productSalesDays)
      .set({ revenue: sql`${productSalesDays.revenue} + 0.01` })
      .where(dayKey);
    expect((await salesSummaryMismatches(t.db)).map((m) => m.summary)).toEqual(["product_sales_days"]);
    expect(await revenueOf(productSalesMonths, month)).toBeCloseTo(monthBefore + 0.01, 2);
    expect(await revenueOf(productSalesYears, year)).toBeCloseTo(yearBefore + 0.01, 2);
    await t.db.update(productSalesDays).set({ revenue: day.revenue }).where(dayKey);
    await summed();
    // A month changed by hand is seen by the check.
    await t.db
      .update(productSalesMonths)
      .set({ lines: sql`${productSalesMonths.lines} + 1` })
      .where(and(eq(productSalesMonths.companyId, day.companyId), eq(productSalesMonths.period, month)));
    expect((await salesSummaryMismatches(t.db)).some((m) => m.summary === "product_sales_months")).toBe(true);
    await t.db
      .update(productSalesMonths)
      .set({ lines: sql`${productSalesMonths.lines} - 1` })
      .where(and(eq(productSalesMonths.companyId, day.companyId), eq(productSalesMonths.period, month)));
    await summed();
  });

  it("follow a sale finalized, a second line of a method added, an item removed, a sale moved and cancelled", async () => {
    const payload = saleRequestOf({
      cashMovementId: register,
      lines: [
        { product: shirt, quantity: 2 },
        { product: cheese, quantity: 0.5 },
        { product: print },
        { product: shirt, quantity: 1, status: false },
      ],
      // Card first, then cash with change.
      payments: [
        { methodId: card, received: 5_000 },
        { methodId: cash, received: 100_000 },
      ],
    });
    const before = await salesSummaryMismatches(t.db);
    expect(before).toEqual([]);
    const sold = await postKeyed(t, "/api/v1/sales", caixa, payload);
    expect(sold.status).toBe(201);
    const sale = (await sold.json()) as Json & { id: number };
    await summed();
    // The card fee the ledger booked, in the card's row of the day.
    const [fee] = await t.db
      .select({ value: financialEntries.value })
      .from(financialEntries)
      .where(and(eq(financialEntries.origin, "card_fee"), eq(financialEntries.originId, sale.id)));
    expect(Number(fee?.value)).toBeGreaterThan(0);
    const cardDay = await methodDay(sale.id, card);
    expect(Number(cardDay?.fees)).toBeGreaterThanOrEqual(Number(fee?.value));
    const cashBefore = await methodDay(sale.id, cash);
    const anyBefore = await methodDay(sale.id, 0);

    // A second cash line of the same sale: billed grows, the sale still counts once for cash and once in all.
    const [line] = await t.db
      .select()
      .from(financialInflows)
      .where(and(eq(financialInflows.saleId, sale.id), eq(financialInflows.paymentMethodId, cash)));
    if (!line) throw new Error("no cash line");
    const { id: _id, ...copy } = line;
    await t.db.insert(financialInflows).values({ ...copy, position: 9, billingValue: "1.00", receivedValue: "1.00" });
    await summed();
    const cashAfter = await methodDay(sale.id, cash);
    expect(cashAfter?.sales).toBe(cashBefore?.sales);
    expect(Number(cashAfter?.billed)).toBeCloseTo(Number(cashBefore?.billed) + 1, 2);
    expect((await methodDay(sale.id, 0))?.sales).toBe(anyBefore?.sales);
    // Reversing one of the two: still once; both: no longer.
    await t.db.update(financialInflows).set({ reversedAt: new Date() }).where(eq(financialInflows.position, 9));
    await summed();
    expect((await methodDay(sale.id, cash))?.sales).toBe(cashBefore?.sales);
    await t.db.delete(financialInflows).where(eq(financialInflows.position, 9));
    await summed();

    // An item removed and put back, and the sale moved to the day before (every writer is covered, not only the app's).
    const [item] = await t.db.select().from(saleItems).where(eq(saleItems.saleId, sale.id)).limit(1);
    if (!item) throw new Error("no item");
    await t.db.update(saleItems).set({ status: false }).where(eq(saleItems.id, item.id));
    await summed();
    await t.db.update(saleItems).set({ status: true }).where(eq(saleItems.id, item.id));
    await t.db
      .update(sales)
      .set({ createdAt: sql`${sales.createdAt} - interval '1 day'` })
      .where(eq(sales.id, sale.id));
    await summed();
    await t.db
      .update(sales)
      .set({ createdAt: sql`${sales.createdAt} + interval '1 day'` })
      .where(eq(sales.id, sale.id));
    await summed();

    // Cancelled through /historico-de-vendas' route: the sale, its items, lines and fee no longer count.
    const totalsBefore = await methodDay(sale.id, card);
    const res = await t.request(`/api/v1/sales/${sale.id}/cancel`, {
      method: "POST",
      cookie: admin,
      json: { reason: "Cliente desistiu da compra" },
    });
    expect(res.status).toBe(200);
    await summed();
    const totalsAfter = await methodDay(sale.id, card);
    expect(totalsAfter?.sales).toBe((totalsBefore?.sales ?? 0) - 1);
    expect(Number(totalsAfter?.fees)).toBeCloseTo(Number(totalsBefore?.fees) - Number(fee?.value), 2);
  });

  it("follow a sale deleted with its items (the app never deletes one)", async () => {
    const sold = await postKeyed(
      t,
      "/api/v1/sales",
      caixa,
      saleRequestOf({
        cashMovementId: register,
        lines: [{ product: shirt }, { product: cheese, quantity: 1.25 }],
        payments: [
          { methodId: card, received: 1_000 },
          { methodId: cash, received: 100_000 },
        ],
      }),
    );
    expect(sold.status).toBe(201);
    const sale = (await sold.json()) as Json & { id: number };
    await summed();
    await t.db.delete(sales).where(eq(sales.id, sale.id));
    await summed();
  });
});
