import { type Cents, MAX_AMOUNT_CENTS } from "./money.ts";
import type { Requirement } from "./permissions.ts";
import { type Milli, quantityDecimals } from "./stock.ts";

// The stock bulk adjustment wizard (spec 2.10 and 4 "Stock wizard") and the bulk product edit (/produtos/em-lote):
// which adjustments and changes are allowed, shared by the browser (instant feedback) and the server (authority).

/** The wizard, its products selector and POST /api/v1/stock_movements/bulk: Stock, stocks 1 (spec 2.9). */
export const STOCK_BULK_REQUIREMENT = { slug: "STO", code: 1 } as const satisfies Requirement;

/** /produtos/em-lote and POST /api/v1/products/bulk: Stock, products and services 3 at the editing level 2. */
export const PRODUCTS_BULK_EDIT_REQUIREMENT = { slug: "STO", code: 3, level: 2 } as const satisfies Requirement;

/** The wizard's steps, in order (the progress indicator shows them). */
export const WIZARD_STEPS = ["stock", "products", "quantities", "review", "run"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Why one product's adjustment is refused; each is a message of the stock-bulk namespace (errors.<code>). */
export type AdjustmentProblem =
  | "negative"
  | "decimals"
  | "empty"
  | "service"
  | "inactive"
  | "insufficient"
  | "too-large";

/** The most one adjustment may move (999.999,999), as a sale line. */
const MAX_ADJUSTMENT: Milli = 999_999_999;

export type AdjustmentFacts = {
  /** What comes in and goes out, thousandths of the sale unit. */
  readonly incoming: Milli;
  readonly outgoing: Milli;
  readonly saleUnitDecimals: number;
  readonly kind: "product" | "service";
  /** The product's own status and its config in the stock's unit (absent config: active). */
  readonly active: boolean;
  /** Stock control in the stock's unit (absent config: on). */
  readonly stockControl: boolean;
  /** On hand, incoming and outgoing of the SKU in the stock (zero without a row). */
  readonly skuQuantity: Milli;
  readonly skuIncoming: Milli;
  readonly skuOutgoing: Milli;
};

/** Available in the stock after the adjustment's own incoming (spec 5.5: quantity + incoming − outgoing). */
export const availableFor = (facts: AdjustmentFacts): Milli =>
  facts.skuQuantity + facts.skuIncoming - facts.skuOutgoing + Math.max(0, facts.incoming);

/**
 * What is wrong with adjusting one product (empty: it may run). Quantity problems come first, each once, then
 * what the product is: a service has no stock, an inactive product is not adjusted, and a stock-controlled
 * product never goes out beyond what is available.
 */
export function adjustmentProblems(facts: AdjustmentFacts): ReadonlyArray<AdjustmentProblem> {
  const problems: AdjustmentProblem[] = [];
  const { incoming, outgoing } = facts;
  const decimals = Math.max(0, Math.min(3, facts.saleUnitDecimals));
  if (incoming < 0 || outgoing < 0) problems.push("negative");
  if (quantityDecimals(Math.abs(incoming)) > decimals || quantityDecimals(Math.abs(outgoing)) > decimals)
    problems.push("decimals");
  if (incoming > MAX_ADJUSTMENT || outgoing > MAX_ADJUSTMENT) problems.push("too-large");
  if (incoming === 0 && outgoing === 0) problems.push("empty");
  if (facts.kind === "service") problems.push("service");
  if (!facts.active) problems.push("inactive");
  if (problems.length === 0 && facts.kind === "product" && facts.stockControl && outgoing > availableFor(facts)) {
    problems.push("insufficient");
  }
  return problems;
}

/** Spec 8, stock validation: a product's failure shows the server's messages joined by ', '. */
export const joinMessages = (messages: ReadonlyArray<string>): string => messages.join(", ");

/** Where one product stands in a run. */
export type RunStatus = "pending" | "success" | "error";

/** After a run: every product succeeded, or the overall success flag is cleared (spec 4). */
export const runSucceeded = (statuses: ReadonlyArray<RunStatus>): boolean =>
  statuses.every((status) => status === "success");

// ---------------------------------------------------------------------------------------------------------------
// Bulk product edit.

/** The new values chosen for every selected product; an absent field is left as it is. */
export type BulkEditChanges = {
  /** price_1 in the unit, cents. */
  readonly price?: Cents | undefined;
  /** unit_cost in the unit, cents. */
  readonly cost?: Cents | undefined;
  /** Active in the unit. */
  readonly active?: boolean | undefined;
  /** Stock control in the unit. */
  readonly stockControl?: boolean | undefined;
  /** Market structure of the product (network-wide); null clears it. */
  readonly departmentId?: number | null | undefined;
  readonly groupId?: number | null | undefined;
};

export const BULK_EDIT_FIELDS = ["price", "cost", "active", "stockControl", "departmentId", "groupId"] as const;
export type BulkEditField = (typeof BULK_EDIT_FIELDS)[number];

/** A product's current values in the unit chosen (per-unit fields) and in the network (market structure). */
export type BulkEditValues = {
  readonly price: Cents;
  readonly cost: Cents;
  readonly active: boolean;
  readonly stockControl: boolean;
  readonly departmentId: number | null;
  readonly groupId: number | null;
};

export type BulkEditProblem = "nothing-chosen" | "invalid-money" | "too-many-products" | "no-products";

/** The most products one bulk edit changes (one transaction). */
export const MAX_BULK_PRODUCTS = 1000;

/** Which fields a change sets. */
export const chosenFields = (changes: BulkEditChanges): ReadonlyArray<BulkEditField> =>
  BULK_EDIT_FIELDS.filter((field) => changes[field] !== undefined);

/** What is wrong with a bulk edit before anything is read. */
export function bulkEditProblems(changes: BulkEditChanges, productCount: number): ReadonlyArray<BulkEditProblem> {
  const problems: BulkEditProblem[] = [];
  if (productCount === 0) problems.push("no-products");
  if (productCount > MAX_BULK_PRODUCTS) problems.push("too-many-products");
  if (chosenFields(changes).length === 0) problems.push("nothing-chosen");
  for (const money of [changes.price, changes.cost]) {
    if (money !== undefined && (money < 0 || money > MAX_AMOUNT_CENTS || !Number.isSafeInteger(money))) {
      problems.push("invalid-money");
      break;
    }
  }
  return problems;
}

/** One field of one product that changes: old → new. */
export type BulkFieldChange = {
  readonly field: BulkEditField;
  readonly before: number | boolean | null;
  readonly after: number | boolean | null;
};

/** The product's values after the change. */
export const applyChanges = (current: BulkEditValues, changes: BulkEditChanges): BulkEditValues => ({
  price: changes.price ?? current.price,
  cost: changes.cost ?? current.cost,
  active: changes.active ?? current.active,
  stockControl: changes.stockControl ?? current.stockControl,
  departmentId: changes.departmentId === undefined ? current.departmentId : changes.departmentId,
  groupId: changes.groupId === undefined ? current.groupId : changes.groupId,
});

/** The preview of one product: only the fields whose value really changes. */
export function fieldChanges(current: BulkEditValues, changes: BulkEditChanges): ReadonlyArray<BulkFieldChange> {
  const next = applyChanges(current, changes);
  return chosenFields(changes)
    .filter((field) => current[field] !== next[field])
    .map((field) => ({ field, before: current[field], after: next[field] }));
}
