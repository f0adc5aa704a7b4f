import { and, eq } from "drizzle-orm";
import type { PaymentKind } from "../../src/domain/cash-register.ts";
import { type Cents, centsToDecimalString, parseMoney } from "../../src/domain/money.ts";
import { type SaleItem, saleTotals, settle } from "../../src/domain/sale.ts";
import type { SaleRequest } from "../../src/schemas/pdv-sales.ts";
import { paymentMethods } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { productConfigs, products, skuStocks } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import type { TestApp } from "../test/harness.ts";
import { kindOf } from "./lookups.routes.ts";

// What the PDV tests share: ids from the demo seed, and sale payloads computed the way the browser will,
// with src/domain/sale.ts.

/** Helpers that only read or write rows also work on a database without an app (several-instance tests). */
type DbOnly = Pick<TestApp, "db">;

export const decimalOf = (cents: Cents) => centsToDecimalString(cents);
export const cents = (text: string) => parseMoney(text) ?? Number.NaN;

export async function unitId(t: DbOnly, name: string): Promise<number> {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`no unit ${name}`);
  return row.id;
}

export async function userId(t: DbOnly, login: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

export type TestProduct = { id: number; price: Cents; description: string };

/** A product by SKU with its price in a unit. */
export async function productBySku(t: DbOnly, sku: string, companyId: number): Promise<TestProduct> {
  const [row] = await t.db
    .select({ id: products.id, price: productConfigs.price1, description: products.fullDescription })
    .from(products)
    .innerJoin(productConfigs, and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, companyId)))
    .where(eq(products.sku, sku));
  if (!row) throw new Error(`no product ${sku}`);
  return { id: row.id, price: cents(row.price), description: row.description };
}

export async function setStock(
  t: DbOnly,
  companyId: number,
  productId: number,
  quantity: string,
  incoming = "0",
  outgoing = "0",
) {
  await t.db
    .update(skuStocks)
    .set({ quantity, incoming, outgoing })
    .where(and(eq(skuStocks.companyId, companyId), eq(skuStocks.productId, productId)));
}

export async function stockOf(t: DbOnly, companyId: number, productId: number): Promise<string | null> {
  const [row] = await t.db
    .select({ quantity: skuStocks.quantity })
    .from(skuStocks)
    .where(and(eq(skuStocks.companyId, companyId), eq(skuStocks.productId, productId)));
  return row?.quantity ?? null;
}

/** The kind of each payment method looked up with methodOf (the seed gives every database the same ids). */
const methodKinds = new Map<number, { kind: PaymentKind; givesChange: boolean }>();

/** A payment method of Rede Demo by name ("Dinheiro", "PIX", "Cartão de crédito", "Boleto bancário", ...). */
export async function methodOf(t: DbOnly, name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: paymentMethods.id, kind: paymentMethods.kind, givesChange: paymentMethods.givesChange })
    .from(paymentMethods)
    .innerJoin(companies, eq(companies.multiStoreId, paymentMethods.multiStoreId))
    .where(and(eq(paymentMethods.name, name), eq(companies.name, "Rede Demo Centro")));
  if (!row) throw new Error(`no payment method ${name}`);
  methodKinds.set(row.id, { kind: kindOf(row.kind), givesChange: row.givesChange });
  return row.id;
}

const kindOfMethod = (methodId: number): { kind: PaymentKind; givesChange: boolean } => {
  const kind = methodKinds.get(methodId);
  if (!kind) throw new Error(`payment method ${methodId}: look it up with methodOf first`);
  return kind;
};

export type LineSpec = {
  product: TestProduct;
  quantity?: number;
  /** Cents, or percent in percentage mode. */
  manualDiscount?: number;
  percentageMode?: boolean;
  status?: boolean;
  unitPrice?: Cents;
};

export type SaleSpec = {
  cashMovementId: number;
  companyId?: number;
  lines: LineSpec[];
  /** Handed over per method, before change. */
  payments: Array<{ methodId: number; received: Cents; received_now?: boolean }>;
  percentageDiscount?: number;
  shippingMethod?: number;
  deliveryCharge?: Cents;
  deliveryCost?: Cents;
  customerId?: number;
};

/** The sale payload the browser sends, with every total computed by src/domain/sale.ts. */
export function saleRequestOf(spec: SaleSpec): SaleRequest {
  const items: SaleItem[] = spec.lines.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity ?? 1,
    unitPrice: line.unitPrice ?? line.product.price,
    manualDiscount: line.manualDiscount ?? 0,
    discountPercentageMode: line.percentageMode ?? false,
    status: line.status ?? true,
  }));
  const totals = saleTotals({
    items,
    percentageDiscount: spec.percentageDiscount ?? 0,
    shippingMethod: spec.shippingMethod ?? 9,
    deliveryCharge: spec.deliveryCharge ?? 0,
    deliveryCost: spec.deliveryCost ?? 0,
  });
  const settlement = settle(
    totals.total,
    totals.activeItems,
    spec.payments.map((p) => ({
      received: p.received,
      methodGivesChange: kindOfMethod(p.methodId).givesChange,
      receivedNow: p.received_now ?? true,
    })),
  );
  return {
    sale: {
      cash_movement_id: spec.cashMovementId,
      ...(spec.companyId ? { company_id: spec.companyId } : {}),
      ...(spec.customerId ? { customer_id: spec.customerId } : {}),
      shipping_method: spec.shippingMethod ?? 9,
      delivery_charge: decimalOf(spec.deliveryCharge ?? 0),
      delivery_cost: decimalOf(spec.deliveryCost ?? 0),
      percentage_discount: spec.percentageDiscount ?? 0,
      operation_nature: "Venda",
      total: decimalOf(totals.total),
      total_change: decimalOf(settlement.change),
    },
    items: items.map((item, i) => ({
      id: i + 1,
      product_id: item.productId,
      quantity: item.quantity,
      unit_price: decimalOf(item.unitPrice),
      manual_discount: item.discountPercentageMode ? item.manualDiscount.toFixed(2) : decimalOf(item.manualDiscount),
      discount_percentage_mode: item.discountPercentageMode,
      discount: decimalOf(totals.lines[i]?.discount ?? 0),
      status: item.status,
    })),
    financial_inflows: spec.payments.map((p, i) => ({
      payment_method_id: p.methodId,
      billing_value: decimalOf(settlement.billing[i] ?? 0),
      received_value: decimalOf(p.received),
      quantity: 1,
      received: p.received_now ?? true,
    })),
  };
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keys}`;

export type Json = Record<string, unknown>;

/** POST with an Idempotency-Key (and JSON). */
export async function postKeyed(
  t: TestApp,
  path: string,
  cookie: string,
  json: unknown,
  key = newKey(),
  language?: string,
) {
  return t.request(path, {
    method: "POST",
    cookie,
    json,
    headers: { "idempotency-key": key, ...(language ? { "accept-language": language } : {}) },
  });
}

/** Opens a register for the signed-in user (201) and returns its id. */
export async function openRegister(
  t: TestApp,
  cookie: string,
  companyId: number,
  cashSupply = "100.00",
): Promise<number> {
  const res = await t.request("/api/v1/cash_movements", {
    method: "POST",
    cookie,
    json: { cash_supply: cashSupply, company_id: companyId },
  });
  if (res.status !== 201) throw new Error(`open register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** The demo cashier at Rede Demo Centro with a register open and the PIX method: where most sale tests start. */
export async function cashierAtCentro(t: TestApp, cashSupply = "100.00") {
  const cookie = await t.login("caixa");
  const centro = await unitId(t, "Rede Demo Centro");
  const register = await openRegister(t, cookie, centro, cashSupply);
  return { cookie, centro, register, pix: await methodOf(t, "PIX") };
}
