import { allocateCents, type Cents, MAX_TOTAL_CENTS } from "./money";
import type { Requirement } from "./permissions";
import type { SaleUnitName } from "./products";
import type { Milli } from "./stock";

// Purchase invoices (issue 14 item 5; spec 2.2 /fatura-de-compra): line totals, the invoice total, the landed cost of
// each line (freight, IPI, ICMS-ST and other costs less the discount, allocated to the lines by value) and the
// weighted average cost a posting gives each product. Money in integer cents, quantities in thousandths.

/** Purchase invoices: /fatura-de-compra and its API (spec 2.9: Invoices, INV 1). */
export const INVOICES_REQUIREMENT = { slug: "INV", code: 1 } as const satisfies Requirement;

/** draft (editable) → posted (stock in, payables created; read-only) → canceled (both reversed). */
export const INVOICE_STATUSES = ["draft", "posted", "canceled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The most lines one invoice may have. */
export const MAX_INVOICE_LINES = 500;

/** The largest NF-e XML accepted for import (a 500-item NF-e is about 1 MB). */
export const MAX_NFE_XML_BYTES = 2_000_000;

export type InvoiceLineAmounts = {
  /** Thousandths of the product's sale unit. */
  readonly quantity: Milli;
  /** Cost of one unit, in cents. */
  readonly unitCost: Cents;
};

/** Quantity × unit cost, rounded half away from zero to the cent (exact: bigint). */
export const lineTotal = (line: InvoiceLineAmounts): Cents => {
  const product = BigInt(line.quantity) * BigInt(line.unitCost);
  const rounded = (product + 500n) / 1000n;
  return Number(rounded);
};

export type InvoiceCharges = {
  readonly freight: Cents;
  /** IPI charged on the invoice (a value, not a rate). */
  readonly ipi: Cents;
  /** ICMS-ST charged on the invoice. */
  readonly icmsSt: Cents;
  /** Insurance and other expenses (vSeg + vOutro of the NF-e). */
  readonly otherCosts: Cents;
  readonly discount: Cents;
};

export type InvoiceTotals = {
  readonly lines: ReadonlyArray<Cents>;
  readonly itemsTotal: Cents;
  readonly total: Cents;
  /** Each line's cost into stock: its total plus its share of charges less discount; they sum to `total`. */
  readonly landed: ReadonlyArray<Cents>;
};

/** Charges added to the goods' cost less the discount (what is spread over the lines). */
export const chargesNet = (charges: InvoiceCharges): Cents =>
  charges.freight + charges.ipi + charges.icmsSt + charges.otherCosts - charges.discount;

/**
 * The invoice's totals: the lines, their sum, the total to pay (items + freight + IPI + ICMS-ST + other − discount)
 * and each line's landed cost, the charges allocated by line value (by quantity when every line is free) so the
 * landed costs sum exactly to the total.
 */
export const invoiceTotals = (lines: ReadonlyArray<InvoiceLineAmounts>, charges: InvoiceCharges): InvoiceTotals => {
  const totals = lines.map(lineTotal);
  const itemsTotal = totals.reduce((a, b) => a + b, 0);
  const net = chargesNet(charges);
  const total = itemsTotal + net;
  if (lines.length === 0) return { lines: totals, itemsTotal, total, landed: [] };
  const weights = itemsTotal > 0 ? totals : lines.map((line) => Math.max(line.quantity, 1));
  const shares = net === 0 ? totals.map(() => 0) : allocateCents(net, weights);
  return { lines: totals, itemsTotal, total, landed: totals.map((value, index) => value + (shares[index] ?? 0)) };
};

export type InvoiceProblem =
  | "lines-required"
  | "too-many-lines"
  | "quantity-required"
  | "cost-negative"
  | "charges-negative"
  | "discount-above-total"
  | "total-too-large";

/** Why these lines and charges cannot make an invoice, or null. */
export const invoiceProblem = (
  lines: ReadonlyArray<InvoiceLineAmounts>,
  charges: InvoiceCharges,
): InvoiceProblem | null => {
  if (lines.length === 0) return "lines-required";
  if (lines.length > MAX_INVOICE_LINES) return "too-many-lines";
  if (lines.some((line) => !Number.isSafeInteger(line.quantity) || line.quantity <= 0)) return "quantity-required";
  if (lines.some((line) => !Number.isSafeInteger(line.unitCost) || line.unitCost < 0)) return "cost-negative";
  const parts = [charges.freight, charges.ipi, charges.icmsSt, charges.otherCosts, charges.discount];
  if (parts.some((part) => !Number.isSafeInteger(part) || part < 0)) return "charges-negative";
  const totals = invoiceTotals(lines, charges);
  if (totals.itemsTotal > MAX_TOTAL_CENTS || totals.total > MAX_TOTAL_CENTS) return "total-too-large";
  if (totals.total < 0) return "discount-above-total";
  return null;
};

export type StockCost = {
  /** On hand before the entry (thousandths); at most zero means no previous cost counts. */
  readonly quantity: Milli;
  /** Cost of one unit before the entry, cents. */
  readonly unitCost: Cents;
};

/**
 * The weighted average unit cost after an entry: (old qty × old cost + landed cost of what came in) / (old qty +
 * qty in), rounded half up to the cent. When nothing (or less than nothing) was on hand, the entry's own unit cost.
 */
export const weightedAverageCost = (before: StockCost, quantityIn: Milli, landedCents: Cents): Cents => {
  if (quantityIn <= 0) throw new RangeError(`Quantity in must be positive: ${quantityIn}`);
  const oldQuantity = BigInt(Math.max(before.quantity, 0));
  const numerator = oldQuantity * BigInt(before.unitCost) + BigInt(landedCents) * 1000n;
  const denominator = oldQuantity + BigInt(quantityIn);
  return Number((2n * numerator + denominator) / (2n * denominator));
};

/** The installments of an invoice sum to its total (an NF-e's duplicatas may be edited). */
export const installmentsMatch = (values: ReadonlyArray<Cents>, total: Cents): boolean =>
  values.length > 0 &&
  values.every((value) => Number.isSafeInteger(value) && value > 0) &&
  values.reduce((a, b) => a + b, 0) === total;

/**
 * A decimal as printed in an NF-e ("10.0000", "12.3456789") scaled to `places` decimals (2: cents, 3: thousandths),
 * rounded half up; null when it is not a non-negative decimal or does not fit a safe integer.
 */
export const decimalToScaled = (text: string, places: number): number | null => {
  const match = /^(\d{1,15})(?:\.(\d{1,10}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(places + 1, "0");
  const kept = BigInt(whole + fraction.slice(0, places));
  const next = Number(fraction[places] ?? "0");
  const value = kept + (next >= 5 ? 1n : 0n);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
};

/** NF-e commercial units (uCom) and the sale unit a product created from such a line takes. */
const NFE_UNITS: ReadonlyArray<readonly [ReadonlyArray<string>, SaleUnitName]> = [
  [["UN", "UND", "UNID", "UNIDADE", "U"], "Unidade"],
  [["KG", "KGS", "QUILO"], "Quilograma"],
  [["G", "GR", "GRS"], "Grama"],
  [["L", "LT", "LTS", "LITRO"], "Litro"],
  [["ML"], "Mililitro"],
  [["M", "MT", "MTS", "METRO"], "Metro"],
  [["CM"], "Centímetro"],
  [["M2", "MT2", "M²"], "Metro quadrado"],
  [["CX", "CXA", "CAIXA"], "Caixa"],
  [["PCT", "PACOTE"], "Pacote"],
  [["PC", "PÇ", "PCA", "PÇA", "PECA", "PEÇA"], "Peça"],
  [["PAR", "PR"], "Par"],
  [["DZ", "DUZIA", "DÚZIA"], "Dúzia"],
  [["RL", "ROLO"], "Rolo"],
  [["FL", "FLS", "FOLHA"], "Folha"],
];

/** The sale unit of an NF-e line's unit ("KG" → Quilograma); Unidade for one not on the list ("KIT"). */
export const saleUnitOfNfe = (unit: string): SaleUnitName => {
  const code = unit.trim().toUpperCase();
  return NFE_UNITS.find(([codes]) => codes.includes(code))?.[1] ?? "Unidade";
};
