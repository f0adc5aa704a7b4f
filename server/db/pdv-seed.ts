import { and, eq } from "drizzle-orm";
import { expectedAtClosing, type PaymentKind } from "../../src/domain/cash-register.ts";
import type { Cents } from "../../src/domain/money.ts";
import { saleTotals, settle } from "../../src/domain/sale.ts";
import type { Milli } from "../../src/domain/stock.ts";
import { stockDemandOf } from "../../src/domain/sale-stock.ts";
import { bookCashSupply, bookClosing, bookPdvOutflow, bookSangria } from "../pdv/register-finance.ts";
import { closingColumns, registerTotals } from "../pdv/register-flows.ts";
import type { ItemsPlan, PaymentsPlan } from "../pdv/sale-plan.ts";
import { insertSale } from "../pdv/sale-write.ts";
import { businessDate, numericOfCents, quantityText } from "../pdv/values.ts";
import { SYNC_INSTALLMENTS_SETTING } from "../network/public.ts";
import type { Db } from "./client.ts";
import {
  customerAddresses,
  customerContacts,
  customerGroupMembers,
  customerGroups,
  customers,
} from "../customers/schema.ts";
import { recordOutflows } from "../finance/ledger.ts";
import { paymentMethods } from "../finance/schema.ts";
import { companies, multiStores, settings } from "../network/schema.ts";
import { budgetItems, budgets, cashMovements, deliveryMen, posTabs, sangrias } from "../pdv/schema.ts";
import { transporters } from "../suppliers/schema.ts";
import { sellers } from "../sellers/schema.ts";
import { lockStock, putIn, type StockChange, setPending, takeOut } from "../stock/ledger.ts";
import { marketStructure, productComponents, productConfigs, products, stocks } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import { demoCatalog, type Market, otherCatalog, randomFrom, type SeedProduct } from "./pdv-seed-catalog.ts";
import {
  DEMO_DELIVERY_MEN,
  DEMO_SELLERS,
  DEMO_TRANSPORTERS,
  demoCustomers,
  type SeedCustomer,
} from "./pdv-seed-people.ts";

// PDV demo data (issue 4): catalog, people and a few days of closed registers for Rede Demo, and one of
// everything for Outra Rede (the tenant tests need a foreign row in every table a path or body id points at).

const BATCH = 1_000;

type Unit = { id: number; name: string };
type Network = { id: number; units: Unit[] };
type Catalogued = {
  id: number;
  sku: string;
  description: string;
  price: Cents;
  stockControl: boolean;
  unitDecimals: number;
};

async function inBatches<T>(rows: ReadonlyArray<T>, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

const priceIn = (product: SeedProduct, unit: number) =>
  unit === 0 || !product.stockControl || product.unitDecimals > 0 ? product.price : product.price + 200;

/** The market structure rows the catalog names (departments, their groups, the groups' subgroups): ids per path. */
async function seedMarket(db: Db, network: Network, catalog: ReadonlyArray<SeedProduct>) {
  const ids = new Map<string, number>();
  const levels = [
    ["department", 1],
    ["group", 2],
    ["subgroup", 3],
  ] as const;
  for (const [level, depth] of levels) {
    const paths = [...new Set(catalog.flatMap((p) => (p.market ? [p.market.slice(0, depth).join("\u0000")] : [])))];
    if (paths.length === 0) continue;
    const rows = await db
      .insert(marketStructure)
      .values(
        paths.map((path) => {
          const names = path.split("\u0000");
          return {
            multiStoreId: network.id,
            level,
            name: names[depth - 1] as string,
            parentId: depth === 1 ? null : (ids.get(names.slice(0, depth - 1).join("\u0000")) ?? null),
          };
        }),
      )
      .returning({ id: marketStructure.id });
    for (const [i, path] of paths.entries()) ids.set(path, rows[i]?.id as number);
  }
  return (market: Market | undefined, depth: 1 | 2 | 3) =>
    market ? (ids.get(market.slice(0, depth).join("\u0000")) ?? null) : null;
}

/** Minimum stock of a product in a unit: about one in eight below it, the rest comfortably above. */
const minimumOf = (p: SeedProduct, u: number, random: () => number): Milli => {
  if (!p.stockControl) return 0;
  const onHand = p.stock(u).quantity;
  const step = p.unitDecimals === 0 ? 1000 : 500;
  if (random() < 0.13) return onHand + step * (1 + Math.floor(random() * 6));
  return Math.max(step, Math.floor(onHand / 3 / step) * step);
};

async function seedCatalog(db: Db, network: Network, catalog: ReadonlyArray<SeedProduct>): Promise<Catalogued[][]> {
  const ids: number[] = [];
  const marketOf = await seedMarket(db, network, catalog);
  await inBatches(catalog, async (batch) => {
    const rows = await db
      .insert(products)
      .values(
        batch.map((p) => ({
          multiStoreId: network.id,
          fullDescription: p.description,
          sku: p.sku,
          ean: p.ean,
          saleUnitName: p.unitName,
          saleUnitDecimals: p.unitDecimals,
          kind: p.kind ?? "product",
          ncm: p.ncm ?? null,
          cost: numericOfCents(Math.round(p.price * 0.45)),
          price: numericOfCents(p.price),
          departmentId: marketOf(p.market, 1),
          groupId: marketOf(p.market, 2),
          subgroupId: marketOf(p.market, 3),
        })),
      )
      .returning({ id: products.id });
    ids.push(...rows.map((r) => r.id));
  });
  const idOfSku = new Map(catalog.map((p, i) => [p.sku, ids[i] as number]));
  const components = catalog.flatMap((p, i) =>
    (p.components ?? []).flatMap(([sku, quantity]) => {
      const componentId = idOfSku.get(sku);
      return componentId === undefined
        ? []
        : [{ multiStoreId: network.id, productId: ids[i] as number, componentId, quantity: quantityText(quantity) }];
    }),
  );
  if (components.length > 0) await db.insert(productComponents).values(components);
  const minimums = randomFrom(4_242);
  const configs = network.units.flatMap((unit, u) =>
    catalog.map((p, i) => ({
      multiStoreId: network.id,
      companyId: unit.id,
      productId: ids[i] as number,
      price1: numericOfCents(priceIn(p, u)),
      stockControl: p.stockControl,
      unitCost: numericOfCents(Math.round(p.price * 0.45)),
      minStock: quantityText(minimumOf(p, u, minimums)),
    })),
  );
  await inBatches(configs, (batch) => db.insert(productConfigs).values(batch));
  // Every stock-controlled product gets its unit's stock row (pending amounts, zero or not), and what is on hand
  // comes in through the stock ledger as the opening stock.
  const levels = network.units.flatMap((unit, u) =>
    catalog.flatMap((p, i) => {
      if (!p.stockControl) return [];
      const level = p.stock(u);
      return [{ multiStoreId: network.id, companyId: unit.id, productId: ids[i] as number, ...level }];
    }),
  );
  await inBatches(levels, (batch) => setPending(db, batch));
  const openedAt = new Date();
  await inBatches(
    levels.filter((level) => level.quantity > 0),
    (batch) =>
      putIn(
        db,
        batch.map((level) => ({
          multiStoreId: level.multiStoreId,
          companyId: level.companyId,
          productId: level.productId,
          quantity: level.quantity,
          reason: "opening" as const,
          userId: null,
          at: openedAt,
        })),
      ),
  );
  return network.units.map((_, u) =>
    catalog.map((p, i) => ({
      id: ids[i] as number,
      sku: p.sku,
      description: p.description,
      price: priceIn(p, u),
      stockControl: p.stockControl,
      unitDecimals: p.unitDecimals,
    })),
  );
}

async function seedCustomers(db: Db, network: Network, list: ReadonlyArray<SeedCustomer>): Promise<number[]> {
  const rows = await db
    .insert(customers)
    .values(list.map(({ addresses: _, ...c }) => ({ ...c, multiStoreId: network.id })))
    .returning({ id: customers.id });
  const addresses = list.flatMap((c, i) =>
    c.addresses.map((a) => ({ ...a, multiStoreId: network.id, customerId: rows[i]?.id as number })),
  );
  await inBatches(addresses, (batch) => db.insert(customerAddresses).values(batch));
  return rows.map((r) => r.id);
}

/** Customer groups of the demo (spec 2.2 /grupos-de-clientes); every customer in one or two of them. */
export const DEMO_CUSTOMER_GROUPS = ["Atacado", "Varejo", "VIP", "Revendedores"] as const;

async function seedCustomerGroups(db: Db, network: Network, customerIds: ReadonlyArray<number>) {
  const groups = await db
    .insert(customerGroups)
    .values(DEMO_CUSTOMER_GROUPS.map((name) => ({ multiStoreId: network.id, name })))
    .returning({ id: customerGroups.id, name: customerGroups.name });
  const id = (name: (typeof DEMO_CUSTOMER_GROUPS)[number]) => groups.find((g) => g.name === name)?.id as number;
  // Every 8th customer is a business (demoCustomers): wholesale buyers and resellers; the others retail, some VIP.
  const members = customerIds.flatMap((customerId, i) => {
    const business = i % 8 === 7;
    const own = business ? [id(i % 16 === 7 ? "Atacado" : "Revendedores")] : [id("Varejo")];
    const vip = i % 10 === 3 ? [id("VIP")] : [];
    return [...own, ...vip].map((groupId) => ({ multiStoreId: network.id, customerId, groupId }));
  });
  await inBatches(members, (batch) => db.insert(customerGroupMembers).values(batch));
}

async function seedPeople(db: Db, network: Network, usersByLogin: Map<string, number>) {
  await db.insert(transporters).values(DEMO_TRANSPORTERS.map((t) => ({ ...t, multiStoreId: network.id })));
  await db.insert(deliveryMen).values(
    DEMO_DELIVERY_MEN.map(([name, phone, unit]) => ({
      multiStoreId: network.id,
      name,
      phone,
      companyId: unit === null ? null : (network.units[unit]?.id ?? null),
    })),
  );
  await db.insert(sellers).values(
    DEMO_SELLERS.map(([name, login, unit]) => ({
      multiStoreId: network.id,
      name,
      userId: login ? (usersByLogin.get(login) ?? null) : null,
      companyId: unit === null ? null : (network.units[unit]?.id ?? null),
    })),
  );
}

type Method = { id: number; kind: PaymentKind; givesChange: boolean; feePercentage: number; daysToReceive: number };
type SaleSeed = {
  lines: Array<{ product: Catalogued; quantity: Milli }>;
  customerId: number | null;
  pay: "money" | "pix" | "card" | "split";
};

function planFor(lines: SaleSeed["lines"], percent: number): ItemsPlan {
  const domain = lines.map((l) => ({
    productId: l.product.id,
    quantity: l.quantity / 1000,
    unitPrice: l.product.price,
    manualDiscount: 0,
    discountPercentageMode: false,
    status: true,
  }));
  const totals = saleTotals({ items: domain, percentageDiscount: percent });
  return {
    items: lines.map((l, i) => {
      const line = totals.lines[i] as (typeof totals.lines)[number];
      return {
        productId: l.product.id,
        position: i + 1,
        description: l.product.description,
        quantity: l.quantity,
        unitPrice: l.product.price,
        listPrice: l.product.price,
        unitCost: Math.round(l.product.price * 0.45),
        manualDiscount: 0,
        discountPercentageMode: false,
        discount: line.discount,
        total: line.total,
        status: true,
        attendantId: null,
      };
    }),
    totals,
    percentageDiscount: percent,
    shippingMethod: 9,
  };
}

function paymentsFor(total: Cents, pay: SaleSeed["pay"], methods: Map<PaymentKind, Method>, day: string): PaymentsPlan {
  const handed: Array<[PaymentKind, Cents]> =
    pay === "money"
      ? [["money", Math.ceil(total / 1_000) * 1_000]]
      : pay === "split"
        ? [
            ["money", 2_000],
            ["card", Math.max(0, total - 2_000)],
          ]
        : [[pay, total]];
  const settlement = settle(
    total,
    1,
    handed.map(([kind, received]) => ({
      received,
      methodGivesChange: (methods.get(kind) as Method).givesChange,
      receivedNow: true,
    })),
  );
  return {
    inflows: handed.map(([kind, value], i) => ({
      paymentMethodId: (methods.get(kind) as Method).id,
      kind,
      position: i + 1,
      billing: settlement.billing[i] ?? value,
      received: value,
      installments: 1,
      receivedNow: true,
      dueDate: day,
      receivedDate: day,
      feePercentage: (methods.get(kind) as Method).feePercentage,
      daysToReceive: (methods.get(kind) as Method).daysToReceive,
    })),
    inflowsTotal: settlement.inflowsTotal,
    change: settlement.change,
  };
}

type Day = {
  network: Network;
  unit: Unit;
  userId: number;
  openedAt: Date;
  cashSupply: Cents;
  sales: SaleSeed[];
  sangria: Cents;
  outflow: Cents;
  /** Counted minus expected, in money. */
  missing: Cents;
};

/** One closed register: opened, sales with payments and stock out, a sangria, an expense, closed with counts. */
async function seedRegisterDay(db: Db, methods: Map<PaymentKind, Method>, day: Day): Promise<number[]> {
  const [register] = await db
    .insert(cashMovements)
    .values({
      multiStoreId: day.network.id,
      companyId: day.unit.id,
      userId: day.userId,
      openedAt: day.openedAt,
      cashSupply: numericOfCents(day.cashSupply),
    })
    .returning({ id: cashMovements.id });
  if (!register) throw new Error("cash movement insert failed");
  const date = businessDate(day.openedAt);
  // The register's money in the books, as the PDV's routes book it (server/pdv/register-finance.ts).
  const unit = { multiStoreId: day.network.id, companyId: day.unit.id };
  const booked = { date, userId: day.userId, locale: "pt-BR" as const };
  await bookCashSupply(db, unit, { ...booked, id: register.id, value: day.cashSupply, at: day.openedAt });
  const saleIds: number[] = [];
  for (const [i, sale] of day.sales.entries()) {
    const pricing = planFor(sale.lines, i % 4 === 3 ? 5 : 0);
    const stock = await lockStock(
      db,
      day.unit.id,
      sale.lines.map((l) => l.product.id),
    );
    saleIds.push(
      await insertSale(
        db,
        {
          multiStoreId: day.network.id,
          companyId: day.unit.id,
          cashMovementId: register.id,
          userId: day.userId,
          createdAt: new Date(day.openedAt.getTime() + (i + 1) * 37 * 60_000),
          header: {
            customerId: sale.customerId,
            customerObjectId: null,
            customerDocId1: null,
            deliveryAddressId: null,
            transporterId: null,
            deliveryManId: null,
            sellerId: null,
            fromHotel: false,
            hotelCustomer: null,
            fiscalEmission: null,
            notes: "",
            operationNature: "Venda",
            nfeObservations: null,
          },
          pricing,
          payments: paymentsFor(pricing.totals.total, sale.pay, methods, date),
        },
        // The demo catalog's sold lines are plain products: each takes itself out (services have no stock row).
        stockDemandOf(
          pricing.items,
          new Map(pricing.items.map((item) => [item.productId, { service: false, components: [] }])),
        ),
        stock,
      ).then((written) => written.id),
    );
  }
  const later = new Date(day.openedAt.getTime() + 6 * 3_600_000);
  if (day.sangria > 0) {
    const [sangria] = await db
      .insert(sangrias)
      .values({
        multiStoreId: day.network.id,
        companyId: day.unit.id,
        cashMovementId: register.id,
        userId: day.userId,
        value: numericOfCents(day.sangria),
        createdAt: later,
      })
      .returning({ id: sangrias.id });
    if (sangria) await bookSangria(db, unit, { ...booked, id: sangria.id, value: day.sangria, at: later });
  }
  if (day.outflow > 0) {
    const [outflow] = await recordOutflows(db, [
      {
        multiStoreId: day.network.id,
        companyId: day.unit.id,
        cashMovementId: register.id,
        userId: day.userId,
        description: "Compra de material de limpeza",
        billing: day.outflow,
        dueDate: date,
        competencyDate: date,
        paid: true,
        paidDate: date,
        at: later,
      },
    ]);
    if (outflow)
      await bookPdvOutflow(db, unit, {
        ...booked,
        id: outflow.id,
        description: outflow.description,
        value: day.outflow,
        dueDate: date,
        competencyDate: date,
        paidDate: date,
        at: later,
      });
  }
  const { flows } = await registerTotals(db, register.id);
  const expected = expectedAtClosing(flows);
  const counted = { ...expected, money: expected.money + BigInt(day.missing) };
  const closedAt = new Date(day.openedAt.getTime() + 10 * 3_600_000);
  await db
    .update(cashMovements)
    .set({ closedAt, ...closingColumns(expected, counted) })
    .where(eq(cashMovements.id, register.id));
  await bookClosing(db, unit, {
    ...booked,
    id: register.id,
    difference: BigInt(day.missing),
    counted: counted.money,
    at: closedAt,
  });
  return saleIds;
}

async function networkNamed(db: Db, name: string): Promise<Network | null> {
  const [store] = await db.select().from(multiStores).where(eq(multiStores.name, name));
  if (!store) return null;
  const units = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.multiStoreId, store.id))
    .orderBy(companies.id);
  return { id: store.id, units };
}

async function methodsOf(db: Db, network: Network): Promise<Map<PaymentKind, Method>> {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.multiStoreId, network.id));
  const map = new Map<PaymentKind, Method>();
  for (const row of rows) {
    const kind = row.kind as PaymentKind;
    if (!map.has(kind))
      map.set(kind, {
        id: row.id,
        kind,
        givesChange: row.givesChange,
        feePercentage: Number(row.feePercentage),
        daysToReceive: row.daysToReceive,
      });
  }
  return map;
}

async function userIds(db: Db, network: Network): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(eq(users.multiStoreId, network.id));
  return new Map(rows.map((r) => [r.login, r.id]));
}

/** Local 08:00 (America/Sao_Paulo, UTC−3) `daysAgo` days before `now`. */
const morning = (now: Date, daysAgo: number) => {
  const day = new Date(now.getTime() - daysAgo * 86_400_000);
  const [y, m, d] = businessDate(day).split("-").map(Number);
  return new Date(Date.UTC(y as number, (m as number) - 1, d as number, 11, 0));
};

const DAY_MS = 86_400_000;

/**
 * The stock's past, through the ledger: the first unit keeps its default stock as "Loja" and gets a "Depósito"
 * holding a reserve of a third of the products, with a few transfers to the shop; each unit's products were bought
 * (purchase invoices) and sold over the last months, in equal amounts, so on hand stays what the catalog says.
 * About one product in eight never sold and one in seven last sold 100 to 200 days ago: the idle items report.
 */
async function seedStockHistory(db: Db, network: Network, byUnit: Catalogued[][], now: Date) {
  const centro = network.units[0];
  if (!centro) return;
  await db
    .update(stocks)
    .set({ name: "Loja" })
    .where(and(eq(stocks.companyId, centro.id), eq(stocks.isDefault, true)));
  const [deposito] = await db
    .insert(stocks)
    .values({ multiStoreId: network.id, companyId: centro.id, name: "Depósito" })
    .returning({ id: stocks.id });
  if (!deposito) throw new Error("stock insert failed");
  const random = randomFrom(9_090);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const daysAgo = (days: number, hour = 15) => new Date(now.getTime() - days * DAY_MS + hour * 60_000);
  const base = { multiStoreId: network.id, userId: null } as const;
  const stockedOf = (u: number) => (byUnit[u] ?? []).filter((p) => p.stockControl);
  const pieces = (p: Catalogued, min: number, max: number) =>
    p.unitDecimals === 0 ? between(min, max) * 1000 : between(min * 200, max * 600);
  // The warehouse keeps bulk goods: print shop supplies and every third grocery line.
  const reserve = stockedOf(0).filter((p, i) => p.sku.startsWith("GRA-") || (p.sku.startsWith("MER-") && i % 3 === 0));
  const reserveRows: StockChange[] = reserve.map((p) => ({
    ...base,
    companyId: centro.id,
    stockId: deposito.id,
    productId: p.id,
    quantity: pieces(p, 10, 60),
    reason: "purchase-invoice",
    note: "NF-e de compra",
    at: daysAgo(120, 10),
  }));
  await inBatches(reserveRows, (batch) => putIn(db, batch));
  const transfers = reserveRows.filter((_, i) => i % 7 === 0);
  const moved = (row: StockChange) => Math.min(row.quantity, 5_000);
  await inBatches(transfers, (batch) =>
    takeOut(
      db,
      batch.map((row) => ({
        ...row,
        quantity: moved(row),
        reason: "transfer-out",
        otherStockId: null,
        at: daysAgo(20),
      })),
    ),
  );
  await inBatches(transfers, (batch) =>
    putIn(
      db,
      batch.map((row) => ({
        ...row,
        stockId: null,
        quantity: moved(row),
        reason: "transfer-in",
        otherStockId: deposito.id,
        at: daysAgo(20),
      })),
    ),
  );
  for (const [u, unit] of network.units.entries()) {
    const purchases: StockChange[] = [];
    const sales: StockChange[] = [];
    for (const p of stockedOf(u)) {
      const pattern = random();
      if (pattern < 0.12) continue;
      const old = pattern < 0.27;
      const days = Array.from({ length: between(2, 7) }, () => (old ? between(100, 200) : between(1, 150)));
      if (!old) days[0] = between(1, 60);
      const lines = days.map((day) => ({ day, quantity: pieces(p, 1, 3) }));
      const first = Math.max(...days) + between(3, 15);
      purchases.push({
        ...base,
        companyId: unit.id,
        productId: p.id,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        reason: "purchase-invoice",
        note: "NF-e de compra",
        at: daysAgo(first, 9),
      });
      for (const line of lines)
        sales.push({
          ...base,
          companyId: unit.id,
          productId: p.id,
          quantity: line.quantity,
          reason: "sale",
          at: daysAgo(line.day),
        });
    }
    await inBatches(purchases, (batch) => putIn(db, batch));
    await inBatches(sales, (batch) => takeOut(db, batch));
  }
}

/** Quick-pick tabs of the sale screen (CNF 1): a few sellable products each. */
async function seedTabs(db: Db, network: Network, tabs: ReadonlyArray<{ name: string; products: Catalogued[] }>) {
  if (tabs.length === 0) return;
  await db.insert(posTabs).values(
    tabs.map((tab, position) => ({
      multiStoreId: network.id,
      name: tab.name,
      position,
      productsIds: tab.products.map((product) => product.id),
    })),
  );
}

async function seedDemoNetwork(db: Db, network: Network, now: Date) {
  const byUnit = await seedCatalog(db, network, demoCatalog());
  await seedStockHistory(db, network, byUnit, now);
  const shelf = (byUnit[0] ?? []).filter((product) => product.price > 0);
  await seedTabs(db, network, [
    { name: "Mais vendidos", products: shelf.filter((product) => product.unitDecimals === 0).slice(0, 8) },
    { name: "A granel", products: shelf.filter((product) => product.unitDecimals > 0).slice(0, 6) },
  ]);
  const customerIds = await seedCustomers(db, network, demoCustomers());
  await seedCustomerGroups(db, network, customerIds);
  const logins = await userIds(db, network);
  await seedPeople(db, network, logins);
  const savassi = network.units[1];
  if (savassi) {
    await db
      .insert(settings)
      .values({ multiStoreId: network.id, companyId: savassi.id, key: SYNC_INSTALLMENTS_SETTING, value: true });
  }
  const methods = await methodsOf(db, network);
  const random = randomFrom(77);
  const centro = network.units[0] as Unit;
  const stocked = (byUnit[0] ?? []).filter((p) => p.stockControl && p.unitDecimals === 0);
  const weighed = (byUnit[0] ?? []).filter((p) => p.unitDecimals === 3);
  const services = (byUnit[0] ?? []).filter((p) => !p.stockControl);
  const pick = <T>(list: ReadonlyArray<T>) => list[Math.floor(random() * list.length)] as T;
  const pays: SaleSeed["pay"][] = ["money", "pix", "card", "split", "money", "card"];
  const caixa = logins.get("caixa") as number;
  for (const [daysAgo, missing] of [
    [3, 0],
    [2, -35],
    [1, 120],
  ] as const) {
    const sales: SaleSeed[] = Array.from({ length: 6 }, (_, i) => ({
      lines: [
        { product: pick(stocked), quantity: (1 + (i % 2)) * 1000 },
        ...(i % 3 === 0 ? [{ product: pick(weighed), quantity: 250 + Math.floor(random() * 900) }] : []),
        ...(i === 5 ? [{ product: pick(services), quantity: 1000 }] : []),
      ],
      customerId: i % 2 === 0 ? pick(customerIds) : null,
      pay: pays[i] as SaleSeed["pay"],
    }));
    await seedRegisterDay(db, methods, {
      network,
      unit: centro,
      userId: caixa,
      openedAt: morning(now, daysAgo),
      cashSupply: 20_000,
      sales,
      sangria: 5_000,
      outflow: daysAgo === 2 ? 3_590 : 0,
      missing,
    });
  }
  await seedBudget(db, network, centro, caixa, customerIds[7] ?? null, [
    { product: pick(stocked), quantity: 12_000 },
    { product: pick(services), quantity: 12_000 },
  ]);
}

async function seedOtherNetwork(db: Db, network: Network, now: Date) {
  const [catalog] = await seedCatalog(db, network, otherCatalog());
  await seedTabs(db, network, [{ name: "Destaques", products: (catalog ?? []).slice(0, 3) }]);
  const customerIds = await seedCustomers(
    db,
    network,
    demoCustomers(3, 99).map((c, i) => ({
      ...c,
      name: `Cliente Outra Rede ${i + 1}`,
      email: `cliente${i + 1}@outrarede.com.br`,
    })),
  );
  const [group] = await db
    .insert(customerGroups)
    .values({ multiStoreId: network.id, name: "Clientes Outra Rede" })
    .returning({ id: customerGroups.id });
  await db
    .insert(customerGroupMembers)
    .values({ multiStoreId: network.id, customerId: customerIds[0] as number, groupId: group?.id as number });
  await db.insert(customerContacts).values({
    multiStoreId: network.id,
    customerId: customerIds[0] as number,
    name: "Contato Outra Rede",
    email: "contato@outrarede.com.br",
  });
  await db.insert(transporters).values({ multiStoreId: network.id, name: "Transportes Outra Rede Ltda", uf: "PR" });
  await db.insert(deliveryMen).values({ multiStoreId: network.id, name: "Entregador Outra Rede" });
  await db.insert(sellers).values({ multiStoreId: network.id, name: "Vendedor Outra Rede" });
  const unit = network.units[0] as Unit;
  const logins = await userIds(db, network);
  const first = (catalog ?? [])[0] as Catalogued;
  await seedRegisterDay(db, await methodsOf(db, network), {
    network,
    unit,
    userId: logins.get("outra.admin") as number,
    openedAt: morning(now, 1),
    cashSupply: 10_000,
    sales: [{ lines: [{ product: first, quantity: 2_000 }], customerId: customerIds[0] ?? null, pay: "pix" }],
    sangria: 1_000,
    outflow: 500,
    missing: 0,
  });
  await seedBudget(db, network, unit, logins.get("outra.admin") as number, customerIds[1] ?? null, [
    { product: first, quantity: 3_000 },
  ]);
}

async function seedBudget(
  db: Db,
  network: Network,
  unit: Unit,
  userId: number,
  customerId: number | null,
  lines: SaleSeed["lines"],
) {
  const plan = planFor(lines, 0);
  const [budget] = await db
    .insert(budgets)
    .values({
      multiStoreId: network.id,
      companyId: unit.id,
      userId,
      customerId,
      grossTotal: numericOfCents(plan.totals.grossTotal),
      discountTotal: numericOfCents(plan.totals.discountTotal),
      itemsTotal: numericOfCents(plan.totals.itemsTotal),
      total: numericOfCents(plan.totals.total),
      notes: "Orçamento válido para pagamento à vista.",
    })
    .returning({ id: budgets.id });
  if (!budget) throw new Error("budget insert failed");
  await db.insert(budgetItems).values(
    plan.items.map((item) => ({
      multiStoreId: network.id,
      budgetId: budget.id,
      productId: item.productId,
      position: item.position,
      description: item.description,
      quantity: quantityText(item.quantity),
      unitPrice: numericOfCents(item.unitPrice),
      listPrice: numericOfCents(item.listPrice),
      unitCost: numericOfCents(item.unitCost),
      discount: numericOfCents(item.discount),
      total: numericOfCents(item.total),
    })),
  );
}

/** Called inside seedDemo's transaction, after the networks, units, users and payment methods exist. */
export async function seedPdvDemo(db: Db, now = new Date()): Promise<void> {
  const demo = await networkNamed(db, "Rede Demo");
  const other = await networkNamed(db, "Outra Rede");
  if (demo) await seedDemoNetwork(db, demo, now);
  if (other) await seedOtherNetwork(db, other, now);
}
