import {
  type Cents,
  grossWithinBounds,
  MAX_AMOUNT_CENTS,
  MAX_TOTAL_CENTS,
  multiplyCents,
  percentOf,
  sumCents,
  toHundredths,
} from "./money.ts";
import type { Locale } from "./locale.ts";
import { fitsUnit, milliToNumber, parseQuantity } from "./stock.ts";

// Sale rules of spec 4 (PDV) and 9 (POS and sale). Money in integer cents; quantities as numbers
// with at most 3 decimals (weighed items); percentages as numbers with at most 2 decimals (12.5 = 12,5%).

/** NF-e modFrete 9: no shipping. The default of every new sale (spec 9). */
export const DEFAULT_SHIPPING_METHOD = 9;
/** NF-e modFrete 1: shipping paid by the recipient, the only method that charges the customer (spec 9). */
export const SHIPPING_CHARGED_TO_CUSTOMER = 1;
export const SHIPPING_METHODS = [0, 1, 2, 3, 4, 9] as const;
/** The operation nature a sale is stored with when none is sent (the server's default, spec 4). */
export const DEFAULT_OPERATION_NATURE = "Venda";
/** The operation nature a new sale starts with, in the interface's language (issue 11: "Venta" under /es). */
export const OPERATION_NATURE_BY_LOCALE: Readonly<Record<Locale, string>> = { "pt-BR": "Venda", "es-EC": "Venta" };
export const defaultOperationNature = (locale: Locale): string => OPERATION_NATURE_BY_LOCALE[locale];
export const DEFAULT_ITEM_QUANTITY = 1;

export type SaleItem = {
  readonly productId: number;
  /** Up to 3 decimals (weighed items). */
  readonly quantity: number;
  readonly unitPrice: Cents;
  /** Cents; or, in percentage mode, a percentage of price × quantity (12.5 = 12,5%). */
  readonly manualDiscount: number;
  readonly discountPercentageMode: boolean;
  /** false: removed from the sale (soft removal); kept, never counted. */
  readonly status: boolean;
};

export type ItemTotals = {
  /** price × quantity. */
  readonly gross: Cents;
  /** The item's own discount in cents (percentage mode resolved). */
  readonly manualDiscount: Cents;
  /** The sale-wide percentage applied to the item after its manual discount. */
  readonly saleDiscount: Cents;
  /** manualDiscount + saleDiscount: the item's `discount` field. */
  readonly discount: Cents;
  /** gross − discount. */
  readonly total: Cents;
};

const withinRange = (value: number, max: number): number =>
  Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;

/**
 * Spec 9: item total = price × quantity − discount; the sale-wide percentage applies after the manual discount.
 * A discount typed out of range (itemIssues reports it; the server refuses it) counts as its nearest valid value,
 * so no line, removed ones included, ever totals below zero or above its gross.
 */
export const itemTotals = (item: SaleItem, salePercentage = 0): ItemTotals => {
  const gross = multiplyCents(item.unitPrice, item.quantity);
  const manualDiscount = item.discountPercentageMode
    ? percentOf(gross, withinRange(item.manualDiscount, 100))
    : withinRange(item.manualDiscount, gross);
  const afterManual = gross - manualDiscount;
  const saleDiscount = percentOf(afterManual, withinRange(salePercentage, 100));
  const discount = manualDiscount + saleDiscount;
  return { gross, manualDiscount, saleDiscount, discount, total: gross - discount };
};

/** line-total: price × quantity above MAX_TOTAL_CENTS. */
export type ItemIssue = "quantity" | "unit-price" | "line-total" | "discount";

/** numeric(14,2)'s largest, in cents: larger values are refused before rounding. */
const MAX_HUNDREDTHS = 99_999_999_999_999;

const hasAtMostTwoDecimals = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value) <= MAX_HUNDREDTHS && toHundredths(value) / 100 === value;

/**
 * What is wrong with an item as typed: a quantity the unit does not take, a negative price or one above
 * MAX_AMOUNT_CENTS, price × quantity above MAX_TOTAL_CENTS, a discount above the price.
 */
export const itemIssues = (item: SaleItem, unitDecimals = 3): ItemIssue[] => {
  const issues: ItemIssue[] = [];
  const milli = parseQuantity(item.quantity);
  if (milli === null || !fitsUnit(milli, unitDecimals)) issues.push("quantity");
  if (!Number.isSafeInteger(item.unitPrice) || item.unitPrice < 0 || item.unitPrice > MAX_AMOUNT_CENTS) {
    issues.push("unit-price");
  }
  if (issues.length > 0) return issues;
  if (!lineWithinBounds(item)) return ["line-total"];
  if (!discountWithinLine(item)) issues.push("discount");
  return issues;
};

/**
 * Issue 11: an item's own discount is never above its line: in reais at most price × quantity, in percentage mode
 * 0 to 100 % with at most two decimals. Negative discounts are refused too.
 */
export const discountWithinLine = (
  item: Pick<SaleItem, "unitPrice" | "quantity" | "manualDiscount" | "discountPercentageMode">,
): boolean =>
  item.discountPercentageMode
    ? hasAtMostTwoDecimals(item.manualDiscount) && item.manualDiscount >= 0 && item.manualDiscount <= 100
    : Number.isSafeInteger(item.manualDiscount) &&
      item.manualDiscount >= 0 &&
      item.manualDiscount <= multiplyCents(item.unitPrice, item.quantity);

/** A sale-wide percentage between 0 and 100 with at most 2 decimals. */
export const isValidPercentage = (percent: number): boolean =>
  percent >= 0 && percent <= 100 && hasAtMostTwoDecimals(percent);

type Priced = Pick<SaleItem, "unitPrice" | "quantity">;

/** Whether the item's price × quantity is within MAX_TOTAL_CENTS (money.ts). */
export const lineWithinBounds = (item: Priced): boolean => grossWithinBounds(item.unitPrice, item.quantity);

/**
 * Whether every line (removed ones too: they are stored) is within bounds and the active lines' price × quantity
 * together stay within MAX_TOTAL_CENTS: then every total of the sale is exact in cents and fits its column.
 */
export const saleWithinBounds = (items: ReadonlyArray<Priced & Pick<SaleItem, "status">>): boolean =>
  items.every(lineWithinBounds) &&
  sumCents(items.filter((item) => item.status).map((item) => multiplyCents(item.unitPrice, item.quantity))) <=
    MAX_TOTAL_CENTS;

const addQuantities = (a: number, b: number): number =>
  milliToNumber((parseQuantity(a) ?? 0) + (parseQuantity(b) ?? 0));

const addDiscounts = (a: number, b: number, percentageMode: boolean): number =>
  percentageMode ? (toHundredths(a) + toHundredths(b)) / 100 : a + b;

/**
 * Spec 4: adding a product that is already an active item merges it (quantities and manual discounts summed,
 * the existing line keeps its place and its other fields); otherwise the item is appended.
 */
export const mergeItem = <T extends SaleItem>(items: ReadonlyArray<T>, added: T): T[] => {
  const index = items.findIndex((item) => item.status && item.productId === added.productId);
  if (index === -1 || !added.status) return [...items, added];
  return items.map((item, i) =>
    i === index
      ? {
          ...item,
          quantity: addQuantities(item.quantity, added.quantity),
          manualDiscount: addDiscounts(item.manualDiscount, added.manualDiscount, item.discountPercentageMode),
        }
      : item,
  );
};

/** Spec 4: removal is soft: the item stays with status false and is no longer counted. */
export const removeItem = <T extends SaleItem>(items: ReadonlyArray<T>, index: number): T[] =>
  items.map((item, i) => (i === index ? { ...item, status: false } : item));

export type Delivery = { readonly charge: Cents; readonly cost: Cents };

/** Spec 9: the delivery charge counts only with method 1; the delivery cost unless the method is 1 or 9. */
export const effectiveDelivery = (shippingMethod: number, charge: Cents, cost: Cents): Delivery => ({
  charge: shippingMethod === SHIPPING_CHARGED_TO_CUSTOMER ? charge : 0,
  cost: shippingMethod === SHIPPING_CHARGED_TO_CUSTOMER || shippingMethod === DEFAULT_SHIPPING_METHOD ? 0 : cost,
});

export type SaleInput = {
  readonly items: ReadonlyArray<SaleItem>;
  /** Sale-wide discount in percent. */
  readonly percentageDiscount?: number;
  readonly shippingMethod?: number;
  readonly deliveryCharge?: Cents;
  readonly deliveryCost?: Cents;
};

export type SaleTotals = {
  /** Per item, in the order given; removed items are computed too but not counted. */
  readonly lines: ReadonlyArray<ItemTotals>;
  readonly activeItems: number;
  readonly grossTotal: Cents;
  readonly discountTotal: Cents;
  readonly itemsTotal: Cents;
  readonly deliveryCharge: Cents;
  readonly deliveryCost: Cents;
  /** Spec 9: delivery charge + items total. */
  readonly total: Cents;
};

export const saleTotals = (sale: SaleInput): SaleTotals => {
  const percent = sale.percentageDiscount ?? 0;
  const lines = sale.items.map((item) => itemTotals(item, percent));
  const active = lines.filter((_, i) => sale.items[i]?.status);
  const delivery = effectiveDelivery(
    sale.shippingMethod ?? DEFAULT_SHIPPING_METHOD,
    sale.deliveryCharge ?? 0,
    sale.deliveryCost ?? 0,
  );
  const itemsTotal = sumCents(active.map((line) => line.total));
  return {
    lines,
    activeItems: active.length,
    grossTotal: sumCents(active.map((line) => line.gross)),
    discountTotal: sumCents(active.map((line) => line.discount)),
    itemsTotal,
    deliveryCharge: delivery.charge,
    deliveryCost: delivery.cost,
    total: delivery.charge + itemsTotal,
  };
};

/** Spec 4: rest to pay = items total + delivery charge − inflows (negative when more was handed over). */
export const restToPay = (total: Cents, inflows: ReadonlyArray<Cents>): Cents => total - sumCents(inflows);

/** Spec 4: finalize only with at least one active item and nothing left to pay. */
export const isFinalizable = (activeItems: number, rest: Cents): boolean => activeItems >= 1 && rest <= 0;

/** A payment as handed over, before change. */
export type Tender = {
  /** What the customer handed over with this method. */
  readonly received: Cents;
  /** The method gives change (payment_methods.gives_change: money by default, issue 12). */
  readonly methodGivesChange: boolean;
  /** false: to be received later (a boleto to pay, a sale on credit): nothing is in hand yet. */
  readonly receivedNow: boolean;
};

/** Issues 11 and 12: only a method that gives change (money by default), handed over now, gives change. */
export const givesChange = (tender: Pick<Tender, "methodGivesChange" | "receivedNow">): boolean =>
  tender.methodGivesChange && tender.receivedNow;

/**
 * Issue 11: a payment that gives no change (card, PIX, boleto, anything to be received later) may not pass what is
 * still owed. In order, each one with those before it may reach the total at most (money lines do not count: the
 * change comes off them). True for each line past it. With none, the change never exceeds the money handed over.
 */
export const overOwed = (total: Cents, tenders: ReadonlyArray<Tender>): boolean[] => {
  let capped = 0;
  return tenders.map((tender) => {
    if (givesChange(tender)) return false;
    capped += tender.received;
    return tender.received > 0 && capped > total;
  });
};

/**
 * Issue 11: the most a payment that gives no change may be. A new one: what is still owed (the rest to pay). The one
 * at `index`, edited: the total less the other payments that give no change, exactly what settle accepts (the money
 * payments give the change), so correcting a payment never refuses a value the sale takes.
 */
export const noChangeCap = (total: Cents, tenders: ReadonlyArray<Tender>, index?: number): Cents => {
  const others = index === undefined ? tenders : tenders.filter((tender, i) => i !== index && !givesChange(tender));
  return Math.max(total - sumCents(others.map((tender) => tender.received)), 0);
};

/** Issue 11: the payment dialog refuses a payment that gives no change above its cap (noChangeCap). */
export const exceedsOwed = (tender: Tender, cap: Cents): boolean => !givesChange(tender) && tender.received > cap;

/**
 * Spec 4 and issue 11: the change is subtracted from the first payment that gives change (money); when it is smaller
 * than the change, what is left comes off the next money payments, so none goes below zero. Card, PIX and boleto
 * lines keep their value: what the card operator or the bank will pay.
 */
export const applyChange = (tenders: ReadonlyArray<Tender>, change: Cents): Cents[] => {
  let left = change;
  return tenders.map((tender) => {
    if (!givesChange(tender)) return tender.received;
    const taken = Math.min(Math.max(tender.received, 0), left);
    left -= taken;
    return tender.received - taken;
  });
};

export type Settlement = {
  readonly inflowsTotal: Cents;
  readonly restToPay: Cents;
  /** Something to sell, nothing left to pay and no payment that gives no change past what was owed. */
  readonly finalizable: boolean;
  /** Spec 4: inflows − total when finalizable, else 0. At most the money handed over. */
  readonly change: Cents;
  /** Each payment's value after the change came off (what it pays of the sale); sums to the total when finalizable. */
  readonly billing: ReadonlyArray<Cents>;
  /** Per payment: it gives no change and passes what was still owed (overOwed). */
  readonly overOwed: ReadonlyArray<boolean>;
};

/** Payments handed over (as typed, before change) against a sale total. */
export const settle = (total: Cents, activeItems: number, tenders: ReadonlyArray<Tender>): Settlement => {
  const inflowsTotal = sumCents(tenders.map((tender) => tender.received));
  const rest = total - inflowsTotal;
  const over = overOwed(total, tenders);
  const finalizable = isFinalizable(activeItems, rest) && !over.includes(true);
  const change = finalizable ? inflowsTotal - total : 0;
  return {
    inflowsTotal,
    restToPay: rest,
    finalizable,
    change,
    billing: applyChange(tenders, change),
    overOwed: over,
  };
};

/** Invoice observations of spec 3 (sale payload), as sent. */
export type NfeObservations = {
  readonly quantity: number;
  readonly specie: string;
  readonly brand: string;
  readonly numbering: string;
  readonly gross_weight: number;
  readonly net_weight: number;
};

/** Spec 5.5: sent only when quantity or a weight is above zero or a text is non-empty; otherwise null. */
export const meaningfulNfeObservations = <T extends NfeObservations>(observations: T | null | undefined): T | null => {
  if (!observations) return null;
  const { quantity, gross_weight, net_weight, specie, brand, numbering } = observations;
  const meaningful =
    quantity > 0 || gross_weight > 0 || net_weight > 0 || [specie, brand, numbering].some((text) => text.trim() !== "");
  return meaningful ? observations : null;
};

/** Issue 11: a payment above ten times what is still owed is asked to be confirmed; no bound when nothing is owed. */
export const PLAUSIBLE_PAYMENT_FACTOR = 10;
export const plausiblePaymentMax = (owed: Cents): Cents | undefined =>
  owed > 0 ? owed * PLAUSIBLE_PAYMENT_FACTOR : undefined;
