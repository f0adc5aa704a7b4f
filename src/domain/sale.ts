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
import { fitsUnit, milliToNumber, parseQuantity } from "./stock.ts";

// Sale rules of spec 4 (PDV) and 9 (POS and sale). Money in integer cents; quantities as numbers
// with at most 3 decimals (weighed items); percentages as numbers with at most 2 decimals (12.5 = 12,5%).

/** NF-e modFrete 9: no shipping. The default of every new sale (spec 9). */
export const DEFAULT_SHIPPING_METHOD = 9;
/** NF-e modFrete 1: shipping paid by the recipient, the only method that charges the customer (spec 9). */
export const SHIPPING_CHARGED_TO_CUSTOMER = 1;
export const SHIPPING_METHODS = [0, 1, 2, 3, 4, 9] as const;
export const DEFAULT_OPERATION_NATURE = "Venda";
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

/** Spec 9: item total = price × quantity − discount; the sale-wide percentage applies after the manual discount. */
export const itemTotals = (item: SaleItem, salePercentage = 0): ItemTotals => {
  const gross = multiplyCents(item.unitPrice, item.quantity);
  const manualDiscount = item.discountPercentageMode ? percentOf(gross, item.manualDiscount) : item.manualDiscount;
  const afterManual = gross - manualDiscount;
  const saleDiscount = percentOf(afterManual, salePercentage);
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
  const valid = item.discountPercentageMode
    ? hasAtMostTwoDecimals(item.manualDiscount) && item.manualDiscount >= 0 && item.manualDiscount <= 100
    : Number.isSafeInteger(item.manualDiscount) &&
      item.manualDiscount >= 0 &&
      item.manualDiscount <= multiplyCents(item.unitPrice, item.quantity);
  if (!valid) issues.push("discount");
  return issues;
};

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

/**
 * Spec 4: the change is subtracted from the first payment's value. When the first payment is smaller than
 * the change, what is left comes off the next ones, so no payment goes below zero.
 */
export const applyChange = (values: ReadonlyArray<Cents>, change: Cents): Cents[] => {
  let left = change;
  return values.map((value) => {
    const taken = Math.min(Math.max(value, 0), left);
    left -= taken;
    return value - taken;
  });
};

export type Settlement = {
  readonly inflowsTotal: Cents;
  readonly restToPay: Cents;
  readonly finalizable: boolean;
  /** Spec 4: inflows − total when finalizable, else 0. */
  readonly change: Cents;
  /** Each payment's value after the change came off (what it pays of the sale); sums to the total when finalizable. */
  readonly billing: ReadonlyArray<Cents>;
};

/** Payments handed over (as typed, before change) against a sale total. */
export const settle = (total: Cents, activeItems: number, received: ReadonlyArray<Cents>): Settlement => {
  const inflowsTotal = sumCents(received);
  const rest = total - inflowsTotal;
  const finalizable = isFinalizable(activeItems, rest);
  const change = finalizable ? inflowsTotal - total : 0;
  return { inflowsTotal, restToPay: rest, finalizable, change, billing: applyChange(received, change) };
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
