/**
 * Quantities in integer thousandths ("milli"): 1,5 kg is 1500. Stock columns are numeric(14,3),
 * so three decimals is the finest a quantity can be; weighed items use all three.
 */
export type Milli = number;

export const MAX_QUANTITY_DECIMALS = 3;
/** The most one line may carry (999.999,999): keeps price × quantity exact in cents. */
export const MAX_QUANTITY: Milli = 999_999_999;
const QUANTITY_TEXT = /^(-?)(\d{1,11})(?:\.(\d{1,3}))?$/;

/** "12.500", 12.5 or "-2" → thousandths; null when it is not a quantity with at most 3 decimals. */
export const parseQuantity = (value: number | string): Milli | null => {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = QUANTITY_TEXT.exec(text);
  if (match === null) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, "0"));
  return sign === "-" && milli !== 0 ? -milli : milli;
};

/** Thousandths to a JSON number (1500 → 1.5); exact, as thousandths have a shortest decimal text. */
export const milliToNumber = (milli: Milli): number => milli / 1000;

/** Thousandths as numeric(14,3) text: 1500 → "1.500", -5 → "-0.005". */
export const milliToDecimalString = (milli: Milli): string => {
  const abs = Math.abs(milli);
  const text = `${Math.trunc(abs / 1000)}.${String(abs % 1000).padStart(3, "0")}`;
  return milli < 0 ? `-${text}` : text;
};

/** How many decimals a quantity has (1.25 → 2). */
export const quantityDecimals = (milli: Milli): number => {
  if (milli % 10 !== 0) return 3;
  if (milli % 100 !== 0) return 2;
  if (milli % 1000 !== 0) return 1;
  return 0;
};

/** A quantity fits a sale unit when it is positive and has no more decimals than the unit allows. */
export const fitsUnit = (milli: Milli, unitDecimals: number): boolean =>
  milli > 0 && quantityDecimals(milli) <= Math.max(0, Math.min(MAX_QUANTITY_DECIMALS, unitDecimals));

/** Rounds thousandths half away from zero to a unit's decimals (2 decimals: 1255 → 1260; 0 decimals: 2500 → 3000). */
export const roundToUnit = (milli: Milli, unitDecimals: number): Milli => {
  const decimals = Math.max(0, Math.min(MAX_QUANTITY_DECIMALS, unitDecimals));
  const step = 10 ** (MAX_QUANTITY_DECIMALS - decimals);
  const rounded = Math.floor((Math.abs(milli) + step / 2) / step) * step;
  return milli < 0 && rounded !== 0 ? -rounded : rounded;
};

export type SkuStock = {
  /** On hand. */
  readonly quantity: Milli;
  /** Expected to arrive (purchases, transfers in). */
  readonly incoming: Milli;
  /** Promised to leave (reservations, transfers out). */
  readonly outgoing: Milli;
};

/** Spec 5.5: available = quantity + incoming − outgoing, rounded to the unit's decimals. */
export const availableStock = (stock: SkuStock, unitDecimals: number): Milli =>
  roundToUnit(stock.quantity + stock.incoming - stock.outgoing, unitDecimals);

/** Spec 5.5: a product sells when its stock control is off or the quantity is at most the available stock. */
export const isSellable = (stockControl: boolean, requested: Milli, available: Milli): boolean =>
  !stockControl || requested <= available;

/** A quantity for people: the unit's decimals with a decimal comma (pt-BR and es-EC): 1500 at 3 → "1,500". */
export const formatQuantity = (milli: Milli, unitDecimals: number): string => {
  const decimals = Math.max(0, Math.min(MAX_QUANTITY_DECIMALS, unitDecimals));
  const rounded = roundToUnit(milli, decimals);
  const text = milliToDecimalString(rounded);
  const [whole = "0", fraction = ""] = text.split(".");
  return decimals === 0 ? whole : `${whole},${fraction.slice(0, decimals)}`;
};

/**
 * Why a stock moved (stock_movements.reason): sale-cancel puts a canceled sale's items back, count-loss and
 * count-leftover are a count's perda and sobra, transfer-out and transfer-in the two sides of a transfer.
 */
export const STOCK_REASONS = [
  "sale",
  "opening",
  "adjustment",
  "return",
  "sale-cancel",
  "transfer-in",
  "transfer-out",
  "count-loss",
  "count-leftover",
  "purchase-invoice",
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons a count's closing posts: what was missing (perda) and what was found beyond the books (sobra). */
export const COUNT_REASONS = ["count-loss", "count-leftover"] as const satisfies ReadonlyArray<StockReason>;
export type CountReason = (typeof COUNT_REASONS)[number];

/** Stocks, their position, movements, transfers and counts (spec 2.9: Stock, stock 1). */
export const STOCKS_REQUIREMENT = { slug: "STO", code: 1 } as const;
/** /perdas-sobras, the losses and leftovers report (spec 2.9: Reports, losses and leftovers 11). */
export const LOSSES_REPORT_REQUIREMENT = { slug: "RPT", code: 11 } as const;

/**
 * What a count's closing posts for one product: counted − (snapshot + what moved since the count started). A
 * sale during the count lowers what the books expect, so the item counted after it is not a loss.
 */
export const countDifference = (counted: Milli, snapshot: Milli, movedSince: Milli): Milli =>
  counted - (snapshot + movedSince);

/** The movement a difference becomes: below the books a loss (perda), above a leftover (sobra), none when equal. */
export const differenceReason = (difference: Milli): CountReason | null =>
  difference < 0 ? "count-loss" : difference > 0 ? "count-leftover" : null;

/** Quantity × unit cost, in cents rounded half up: 1,500 kg at R$ 3,33 → R$ 5,00 (499,5 cents). */
export const valueAtCost = (milli: Milli, unitCostCents: number): number => {
  const tenths = milli * unitCostCents;
  return tenths < 0 ? -Math.round(-tenths / 1000) : Math.round(tenths / 1000);
};

/** A counted quantity may be zero (nothing found) but never negative, in the unit's decimals. */
export const fitsCount = (milli: Milli, unitDecimals: number): boolean =>
  milli >= 0 && milli <= MAX_QUANTITY && (milli === 0 || fitsUnit(milli, unitDecimals));
