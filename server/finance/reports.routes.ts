import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cashFlowOf, MAX_CASH_FLOW_DAYS, periodDays } from "../../src/domain/cash-flow.ts";
import { DRE_MONTHS, type DreCellCents as DomainDreCell, dreOf } from "../../src/domain/dre.ts";
import { type BigCents, centsToDecimalString } from "../../src/domain/money.ts";
import type { Requirement } from "../../src/domain/permissions.ts";
import { financeReportsEndpoints } from "../../src/schemas/endpoints/finance-reports.ts";
import type { DreCell } from "../../src/schemas/finance-reports.ts";
import type { CompanyId } from "../../src/schemas/ids.ts";
import { invalidField } from "../http/errors.ts";
import { businessDate, defaultPeriod } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { companies } from "../network/schema.ts";
import {
  balanceBefore,
  dreAmountsOf,
  foreseenByDay,
  openBefore,
  planRowsOf,
  type ReportScope,
  realizedByDay,
} from "./reports-queries.ts";
import { financeAccounts } from "./schema.ts";

// The finance reports (issue 14 items 6 and 7; spec 2.2 /fluxo-de-caixa and /dre, 2.9 FIN 5 and RPT 3, 7
// useful/balances). Each covers the units the user works in, or the one filtered, and maybe one account.

export const CASH_FLOW_REQUIREMENT = { slug: "FIN", code: 5 } as const satisfies Requirement;
export const DRE_REQUIREMENT = { slug: "RPT", code: 3 } as const satisfies Requirement;

const TAG = "finance";
const money = (cents: BigCents) => centsToDecimalString(cents);

/** The units of the user, or the one filtered (none when it is not one of theirs). */
const unitsOf = (session: SessionInfo, companyId: number | undefined): number[] => {
  if (companyId === undefined) return [...session.companyIds];
  return session.companyIds.includes(companyId) ? [companyId] : [];
};

async function scopeOf(
  db: Parameters<typeof balanceBefore>[0],
  session: SessionInfo,
  query: { company_id?: number | undefined; account_id?: number | undefined },
): Promise<ReportScope> {
  const companyIds = unitsOf(session, query.company_id);
  if (query.account_id === undefined) return { multiStoreId: session.multiStoreId, companyIds };
  const accountId = query.account_id;
  const [account] = await db
    .select({ companyId: financeAccounts.companyId })
    .from(financeAccounts)
    .where(eq(financeAccounts.id, accountId));
  // An account of a unit the user does not work in (or of another unit than the one filtered) shows nothing.
  const units = account && companyIds.includes(account.companyId) ? [account.companyId] : [];
  return { multiStoreId: session.multiStoreId, companyIds: units, accountId };
}

const filters = defineRoute({
  endpoint: financeReportsEndpoints.filters,
  access: [CASH_FLOW_REQUIREMENT, DRE_REQUIREMENT],
  tag: TAG,
  summary: "The units the user works in and their accounts, for the cash flow's and the DRE's filters",
  handler: async ({ services: { db }, session }) => {
    const units = session.companyIds.length === 0 ? sql`false` : inArray(companies.id, [...session.companyIds]);
    const accountUnits =
      session.companyIds.length === 0 ? sql`false` : inArray(financeAccounts.companyId, [...session.companyIds]);
    const [unitRows, accountRows] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.multiStoreId, session.multiStoreId), units))
        .orderBy(asc(companies.id)),
      db
        .select({ id: financeAccounts.id, name: financeAccounts.accountName, company_id: financeAccounts.companyId })
        .from(financeAccounts)
        .where(and(eq(financeAccounts.multiStoreId, session.multiStoreId), accountUnits))
        .orderBy(asc(financeAccounts.companyId), asc(financeAccounts.accountName)),
    ]);
    return {
      companies: unitRows.map((row) => ({ ...row, id: row.id as CompanyId })),
      accounts: accountRows.map((row) => ({ ...row, company_id: row.company_id as CompanyId })),
    };
  },
});

const monthBounds = (today: string) => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { initial: `${today.slice(0, 8)}01`, final: `${today.slice(0, 8)}${String(last).padStart(2, "0")}` };
};

const cashFlow = defineRoute({
  endpoint: financeReportsEndpoints.cashFlow,
  access: CASH_FLOW_REQUIREMENT,
  tag: TAG,
  summary:
    "Cash flow per day, week or month of a period (default: this month by day): opening balance, realized " +
    "inflows, outflows and closing (account movements) and foreseen ones (open entries by due date)",
  queryIds: { company_id: companies, account_id: financeAccounts },
  handler: async ({ services: { db, now }, session, query }) => {
    const month = monthBounds(businessDate(now()));
    const initialDate = query.initial_date ?? (query.final_date ? `${query.final_date.slice(0, 8)}01` : month.initial);
    const finalDate = query.final_date ?? (query.initial_date ? monthBounds(initialDate).final : month.final);
    if (finalDate < initialDate) throw invalidField("final_date", "period-order");
    if (periodDays(initialDate, finalDate) > MAX_CASH_FLOW_DAYS) {
      throw invalidField("final_date", "period-too-long", { days: MAX_CASH_FLOW_DAYS });
    }
    const groupBy = query.group_by ?? "day";
    const scope = await scopeOf(db, session, query);
    const [opening, realized, foreseen, overdue] = await Promise.all([
      balanceBefore(db, scope, initialDate),
      realizedByDay(db, scope, initialDate, finalDate),
      foreseenByDay(db, scope, initialDate, finalDate),
      openBefore(db, scope, initialDate),
    ]);
    const flow = cashFlowOf({ initialDate, finalDate, groupBy, opening, realized, foreseen, overdue });
    const inOut = (sums: { inflows: BigCents; outflows: BigCents }) => ({
      inflows: money(sums.inflows),
      outflows: money(sums.outflows),
    });
    return {
      initial_date: initialDate,
      final_date: finalDate,
      group_by: groupBy,
      opening: money(flow.opening),
      overdue: inOut(flow.overdue),
      buckets: flow.buckets.map((bucket) => ({
        start: bucket.start,
        end: bucket.end,
        realized: {
          opening: money(bucket.realized.opening),
          ...inOut(bucket.realized),
          closing: money(bucket.realized.closing),
        },
        foreseen: { ...inOut(bucket.foreseen), closing: money(bucket.foreseen.closing) },
      })),
      totals: {
        realized: { ...inOut(flow.totals.realized), closing: money(flow.totals.realized.closing) },
        foreseen: { ...inOut(flow.totals.foreseen), closing: money(flow.totals.foreseen.closing) },
      },
    };
  },
});

const cellOut = (cell: DomainDreCell): DreCell => ({
  foreseen: { value: money(cell.foreseen.value), percentage: cell.foreseen.percentage },
  realized: { value: money(cell.realized.value), percentage: cell.realized.percentage },
});

const monthsOut = (months: ReadonlyArray<DomainDreCell>, total: DomainDreCell) => ({
  ...(Object.fromEntries(
    DRE_MONTHS.map((name, index) => [name, cellOut(months[index] ?? (total as DomainDreCell))]),
  ) as Record<(typeof DRE_MONTHS)[number], DreCell>),
  total: cellOut(total),
});

const dre = defineRoute({
  endpoint: financeReportsEndpoints.dre,
  access: DRE_REQUIREMENT,
  tag: TAG,
  summary:
    "The DRE of a year on a competency basis (default: this year, the whole network): per account-plan row " +
    "and month, foreseen (entries not canceled) and realized (their settled principal) values and percentages " +
    "of net revenue",
  queryIds: { company_id: companies },
  handler: async ({ services: { db, now }, session, query }) => {
    const year = query.year ?? Number(businessDate(now()).slice(0, 4));
    const scope = await scopeOf(db, session, { company_id: query.company_id });
    const [plans, amounts] = await Promise.all([planRowsOf(db, scope), dreAmountsOf(db, scope, year)]);
    const report = dreOf(plans, amounts);
    return {
      year,
      data: report.rows.map((row) => ({
        id: row.code,
        code: row.code,
        account_plan_name: row.name,
        is_inflow: row.isInflow,
        super_id: row.superCode,
        depth: row.depth,
        ...monthsOut(row.months, row.total),
      })),
      totals: {
        inflows: monthsOut(report.totals.inflows.months, report.totals.inflows.total),
        outflows: monthsOut(report.totals.outflows.months, report.totals.outflows.total),
      },
    };
  },
});

const balances = defineRoute({
  endpoint: financeReportsEndpoints.balances,
  access: [CASH_FLOW_REQUIREMENT, DRE_REQUIREMENT],
  tag: TAG,
  summary:
    "The accounts' balance at the end of a period (default: this month to today) with the balance before it " +
    "and the period's inflows and outflows; company_id and account_id narrow it",
  queryIds: { company_id: companies, account_id: financeAccounts },
  handler: async ({ services: { db, now }, session, query }) => {
    const period = defaultPeriod(query, now());
    const today = businessDate(now());
    const initialDate = period.initial_date ?? "1900-01-01";
    const finalDate = period.final_date ?? today;
    if (finalDate < initialDate) throw invalidField("final_date", "period-order");
    const scope = await scopeOf(db, session, query);
    const [opening, days] = await Promise.all([
      balanceBefore(db, scope, initialDate),
      realizedByDay(db, scope, initialDate, finalDate),
    ]);
    const inflows = days.reduce((sum, day) => sum + day.inflows, 0n);
    const outflows = days.reduce((sum, day) => sum + day.outflows, 0n);
    return {
      balance: money(opening + inflows - outflows),
      initial_balance: money(opening),
      inflows: money(inflows),
      outflows: money(outflows),
    };
  },
});

export const financeReportsRoutes = [filters, cashFlow, dre, balances];
