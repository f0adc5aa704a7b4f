import { compareAccountPlanCodes } from "./finance.ts";
import type { BigCents } from "./money.ts";

// The DRE (spec 2.10 monthly DRE table, 3 "Account plan (DRE)", RPT 3) on a competency basis: per account-plan row
// and month, the foreseen value (entries not canceled, by competency month) and the realized value (their settled
// principal), with the percentage of net revenue. The server sums per row and month in SQL; these rules build the
// tree, add children into parents, compute the result rows and the percentages.

export const DRE_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export type DreMonth = (typeof DRE_MONTHS)[number];

export type DreBasis = "foreseen" | "realized";

/** A chart-of-accounts row of one unit. */
export type DrePlanRow = {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly isInflow: boolean | null;
  readonly superId: number | null;
};

/** What the entries of one row add up to in one month (1..12): receivables minus payables. */
export type DreAmount = {
  readonly accountPlanId: number;
  readonly month: number;
  readonly foreseen: BigCents;
  readonly realized: BigCents;
};

export type DreFigureCents = { readonly value: BigCents; readonly percentage: number | null };
export type DreCellCents = { readonly foreseen: DreFigureCents; readonly realized: DreFigureCents };

export type DreRowCents = {
  readonly code: string;
  readonly name: string;
  readonly isInflow: boolean | null;
  /** The parent's code (rows of every unit with one code are one row of the network's DRE). */
  readonly superCode: string | null;
  readonly depth: number;
  /** January..December. */
  readonly months: ReadonlyArray<DreCellCents>;
  readonly total: DreCellCents;
};

export type Dre = {
  readonly rows: ReadonlyArray<DreRowCents>;
  /** The rows of is_inflow true and false without a parent of their kind, per month and for the year. */
  readonly totals: {
    readonly inflows: { readonly months: ReadonlyArray<DreCellCents>; readonly total: DreCellCents };
    readonly outflows: { readonly months: ReadonlyArray<DreCellCents>; readonly total: DreCellCents };
  };
};

/**
 * value / base as a percentage with two decimals, rounded half away from zero exactly (bigint); null when the base
 * is zero (no net revenue that month).
 */
export const percentageOf = (value: BigCents, base: BigCents): number | null => {
  if (base === 0n) return null;
  const numerator = value * 10_000n;
  const negative = numerator < 0n !== base < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = base < 0n ? -base : base;
  const hundredths = (n * 2n + d) / (2n * d);
  return Number(negative ? -hundredths : hundredths) / 100;
};

type Node = {
  code: string;
  name: string;
  isInflow: boolean | null;
  superCode: string | null;
  /** Net (receivables − payables) per basis and month, own entries then children added. */
  net: { foreseen: BigCents[]; realized: BigCents[] };
};

const zeros = () => DRE_MONTHS.map(() => 0n);

/** The rows merged by code (a network's units share the standard chart), each with its parent's code. */
const nodesOf = (plans: ReadonlyArray<DrePlanRow>, amounts: ReadonlyArray<DreAmount>): Map<string, Node> => {
  const codeOfId = new Map(plans.map((plan) => [plan.id, plan.code]));
  const nodes = new Map<string, Node>();
  for (const plan of [...plans].sort((a, b) => a.id - b.id)) {
    if (nodes.has(plan.code)) continue;
    const superCode = plan.superId === null ? null : (codeOfId.get(plan.superId) ?? null);
    nodes.set(plan.code, {
      code: plan.code,
      name: plan.name,
      isInflow: plan.isInflow,
      superCode,
      net: { foreseen: zeros(), realized: zeros() },
    });
  }
  for (const amount of amounts) {
    const code = codeOfId.get(amount.accountPlanId);
    const node = code === undefined ? undefined : nodes.get(code);
    if (node === undefined || amount.month < 1 || amount.month > 12) continue;
    node.net.foreseen[amount.month - 1] = (node.net.foreseen[amount.month - 1] ?? 0n) + amount.foreseen;
    node.net.realized[amount.month - 1] = (node.net.realized[amount.month - 1] ?? 0n) + amount.realized;
  }
  return nodes;
};

const depthOf = (nodes: Map<string, Node>, node: Node): number => {
  let depth = 0;
  let parent = node.superCode === null ? undefined : nodes.get(node.superCode);
  while (parent !== undefined && depth < 32) {
    depth++;
    parent = parent.superCode === null ? undefined : nodes.get(parent.superCode);
  }
  return depth;
};

const addInto = (target: BigCents[], source: ReadonlyArray<BigCents>) => {
  source.forEach((value, index) => {
    target[index] = (target[index] ?? 0n) + value;
  });
};

const isResultRow = (node: Node): boolean => node.isInflow === null && node.superCode === null;

/**
 * The DRE of a year: rows in tree order (compareAccountPlanCodes), parents summing their children; a group row
 * shows its entries' net with the sign of its kind (revenue as receivables − payables, costs and expenses as
 * payables − receivables); a result row (is_inflow null, no parent) totals every group above it, inflows minus
 * outflows. Percentages are of the net revenue: the first result row's value in the same month and basis.
 */
export const dreOf = (plans: ReadonlyArray<DrePlanRow>, amounts: ReadonlyArray<DreAmount>): Dre => {
  const nodes = nodesOf(plans, amounts);
  const ordered = [...nodes.values()].sort((a, b) => compareAccountPlanCodes(a.code, b.code));
  // Children into parents, deepest first.
  const byDepth = [...ordered].sort((a, b) => depthOf(nodes, b) - depthOf(nodes, a));
  for (const node of byDepth) {
    const parent = node.superCode === null ? undefined : nodes.get(node.superCode);
    if (parent === undefined || isResultRow(node)) continue;
    addInto(parent.net.foreseen, node.net.foreseen);
    addInto(parent.net.realized, node.net.realized);
  }
  // Result rows: the net of every top-level group above them.
  const running = { foreseen: zeros(), realized: zeros() };
  const inflows = { foreseen: zeros(), realized: zeros() };
  const outflows = { foreseen: zeros(), realized: zeros() };
  for (const node of ordered) {
    if (node.superCode !== null) continue;
    if (isResultRow(node)) {
      node.net = { foreseen: [...running.foreseen], realized: [...running.realized] };
      continue;
    }
    addInto(running.foreseen, node.net.foreseen);
    addInto(running.realized, node.net.realized);
    const side = node.isInflow === false ? outflows : inflows;
    addInto(side.foreseen, node.net.foreseen);
    addInto(side.realized, node.net.realized);
  }
  const firstResult = ordered.find(isResultRow);
  const netRevenue = firstResult?.net ?? { foreseen: zeros(), realized: zeros() };
  const yearOf = (values: ReadonlyArray<BigCents>) => values.reduce((sum, value) => sum + value, 0n);
  const netRevenueYear = { foreseen: yearOf(netRevenue.foreseen), realized: yearOf(netRevenue.realized) };
  const cellsOf = (net: Node["net"], sign: bigint) => {
    const cell = (foreseen: BigCents, realized: BigCents, base: { foreseen: BigCents; realized: BigCents }) => ({
      foreseen: { value: foreseen * sign, percentage: percentageOf(foreseen * sign, base.foreseen) },
      realized: { value: realized * sign, percentage: percentageOf(realized * sign, base.realized) },
    });
    return {
      months: DRE_MONTHS.map((_, index) =>
        cell(net.foreseen[index] ?? 0n, net.realized[index] ?? 0n, {
          foreseen: netRevenue.foreseen[index] ?? 0n,
          realized: netRevenue.realized[index] ?? 0n,
        }),
      ),
      total: cell(yearOf(net.foreseen), yearOf(net.realized), netRevenueYear),
    };
  };
  const signOf = (isInflow: boolean | null) => (isInflow === false ? -1n : 1n);
  return {
    rows: ordered.map((node) => ({
      code: node.code,
      name: node.name,
      isInflow: node.isInflow,
      superCode: node.superCode,
      depth: depthOf(nodes, node),
      ...cellsOf(node.net, signOf(node.isInflow)),
    })),
    totals: { inflows: cellsOf(inflows, 1n), outflows: cellsOf(outflows, -1n) },
  };
};
