import { addMonths, differenceInCalendarDays, format } from "date-fns";
import { type Cents, MAX_AMOUNT_CENTS, splitCents, toHundredths } from "./money";
import { parseApiDate } from "./dates";

// Payables and receivables: installments, settlements and the status circle (spec 4). Money in integer cents.

export const ENTRY_KINDS = ["receive", "pay"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Where money is kept: a bank account, the unit's PDV drawer, the unit's safe, anything else. */
export const ACCOUNT_KINDS = ["bank", "drawer", "safe", "other"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** What created an entry. */
export const ENTRY_ORIGINS = ["manual", "sale", "pdv_outflow", "card_fee", "invoice", "closing", "statement"] as const;
export type EntryOrigin = (typeof ENTRY_ORIGINS)[number];

/** The most installments one bill may be split into. */
export const MAX_INSTALLMENTS = 120;

/** The financial status circle (spec 4): 1 paid, 2 to pay, 3 past deadline. */
export const ENTRY_STATUS = { paid: 1, open: 2, overdue: 3 } as const;
export type EntryStatus = (typeof ENTRY_STATUS)[keyof typeof ENTRY_STATUS];

export type Installment = { readonly number: number; readonly value: Cents; readonly dueDate: string };

/** "2026-01-31" plus n months, kept at the month's last day when shorter (31/01 → 28/02 → 31/03 from the first). */
export const addMonthsToApiDate = (apiDate: string, months: number): string => {
  const date = parseApiDate(apiDate);
  if (date === null) throw new RangeError(`Not an API date: ${apiDate}`);
  return format(addMonths(date, months), "yyyy-MM-dd");
};

/**
 * Splits a bill into `count` installments a month apart from the first due date; the cents that do not divide
 * evenly go to the first installments (R$ 100,00 in 3 → 33,34 + 33,33 + 33,33), so they sum exactly to the total.
 */
export const splitInstallments = (total: Cents, count: number, firstDueDate: string): Installment[] => {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_INSTALLMENTS)
    throw new RangeError(`Installments must be 1 to ${MAX_INSTALLMENTS}: ${count}`);
  return splitCents(total, count).map((value, index) => ({
    number: index + 1,
    value,
    dueDate: addMonthsToApiDate(firstDueDate, index),
  }));
};

export type SettlementParts = {
  /** The principal paid of the entry. */
  readonly value: Cents;
  readonly interest: Cents;
  readonly fine: Cents;
  readonly discount: Cents;
};

/** What moves in the account when settling: principal + interest + fine − discount. */
export const settlementAmount = (parts: SettlementParts): Cents =>
  parts.value + parts.interest + parts.fine - parts.discount;

export type SettlementProblem = "value-required" | "value-above-open" | "discount-above-total" | "too-large";

/** Why a settlement of an entry with `open` cents left cannot be taken, or null when it can. */
export const settlementProblem = (parts: SettlementParts, open: Cents): SettlementProblem | null => {
  const all = [parts.value, parts.interest, parts.fine, parts.discount];
  if (all.some((part) => !Number.isSafeInteger(part) || part < 0 || part > MAX_AMOUNT_CENTS)) return "too-large";
  if (parts.value <= 0) return "value-required";
  if (parts.value > open) return "value-above-open";
  if (settlementAmount(parts) < 0) return "discount-above-total";
  return null;
};

/** The status circle of an entry on `today` (YYYY-MM-DD): paid when nothing is open, past deadline after its due date. */
export const entryStatus = (
  entry: { readonly value: Cents; readonly settled: Cents; readonly dueDate: string },
  today: string,
): EntryStatus => {
  if (entry.settled >= entry.value) return ENTRY_STATUS.paid;
  return entry.dueDate < today ? ENTRY_STATUS.overdue : ENTRY_STATUS.open;
};

/** The signed effect of an entry's settlement on an account: money in for receivables, out for payables. */
export const signedAmount = (kind: EntryKind, amount: Cents): Cents => (kind === "receive" ? amount : -amount);

/** Orders chart-of-accounts codes by their numeric parts: 1 < 1.1 < 1.2 < 2 < 9 < 10 < 10.1. */
export const compareAccountPlanCodes = (a: string, b: string): number => {
  const left = a.split(".");
  const right = b.split(".");
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const x = left[index] ?? "";
    const y = right[index] ?? "";
    const difference = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
};

// ── Late charges (multa e juros de mora) ─────────────────────────────────────────────────────────────────────────

/** What a Brazilian boleto usually charges when paid late: 2 % fine once, 1 % a month interest pro rata per day. */
export const DEFAULT_LATE_CHARGES = { finePercent: 2, monthlyInterestPercent: 1 } as const;
export type LateChargeRates = { readonly finePercent: number; readonly monthlyInterestPercent: number };

/** Days from the due date to the payment date (0 when paid on time or early). */
export const daysPastDue = (dueDate: string, payDate: string): number => {
  const due = parseApiDate(dueDate);
  const paid = parseApiDate(payDate);
  if (due === null || paid === null) return 0;
  return Math.max(0, differenceInCalendarDays(paid, due));
};

/** n × 10^-scale as hundredths of a percent (1.25 → 125); rates have at most two decimals. */
const rateHundredths = (percent: number): bigint => {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`Not a rate: ${percent}`);
  return BigInt(toHundredths(percent));
};

/** a / b rounded half up, for non-negative bigints. */
const divideHalfUp = (a: bigint, b: bigint): bigint => (a * 2n + b) / (2n * b);

/**
 * The fine and interest suggested for paying `value` cents on `payDate` when it was due on `dueDate`: the fine once
 * (finePercent of the value), interest simple and pro rata per day on a 30-day month (value × monthly % × days / 30),
 * each rounded half up to the cent. Nothing when paid on or before the due date. Exact (bigint) for any amount.
 */
export const lateCharges = (
  value: Cents,
  dueDate: string,
  payDate: string,
  rates: LateChargeRates = DEFAULT_LATE_CHARGES,
): { readonly fine: Cents; readonly interest: Cents } => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an amount of cents: ${value}`);
  const days = daysPastDue(dueDate, payDate);
  if (days === 0 || value === 0) return { fine: 0, interest: 0 };
  const cents = BigInt(value);
  const fine = divideHalfUp(cents * rateHundredths(rates.finePercent), 10_000n);
  const interest = divideHalfUp(cents * rateHundredths(rates.monthlyInterestPercent) * BigInt(days), 10_000n * 30n);
  return { fine: Number(fine), interest: Number(interest) };
};

// ── The entry form's rules ───────────────────────────────────────────────────────────────────────────────────────

export type EntryDraft = {
  readonly kind: EntryKind;
  readonly description: string;
  readonly companyId: number | null;
  readonly competencyDate: string | null;
  readonly dueDate: string | null;
  readonly value: Cents | null;
  readonly installments: number;
};

export type EntryDraftIssue = "required" | "value-required" | "installments" | "date";
export type EntryDraftIssues = Partial<Record<keyof EntryDraft, EntryDraftIssue[]>>;

const isApiDate = (text: string | null): boolean => text !== null && parseApiDate(text) !== null;

/** What keeps an entry from being saved: description, unit, dates, a value above zero, 1 to 120 installments. */
export const entryDraftIssues = (draft: EntryDraft): EntryDraftIssues => {
  const issues: EntryDraftIssues = {};
  if (draft.description.trim() === "") issues.description = ["required"];
  if (draft.companyId === null) issues.companyId = ["required"];
  if (draft.competencyDate === null) issues.competencyDate = ["required"];
  else if (!isApiDate(draft.competencyDate)) issues.competencyDate = ["date"];
  if (draft.dueDate === null) issues.dueDate = ["required"];
  else if (!isApiDate(draft.dueDate)) issues.dueDate = ["date"];
  if (draft.value === null || draft.value <= 0 || draft.value > MAX_AMOUNT_CENTS) issues.value = ["value-required"];
  if (!Number.isSafeInteger(draft.installments) || draft.installments < 1 || draft.installments > MAX_INSTALLMENTS)
    issues.installments = ["installments"];
  return issues;
};

/** The installments a new bill will be split into, for the form's preview; none while value or due date is missing. */
export const installmentPreview = (draft: EntryDraft): Installment[] =>
  draft.value === null || draft.value <= 0 || !isApiDate(draft.dueDate) || entryDraftIssues(draft).installments
    ? []
    : splitInstallments(draft.value, draft.installments, draft.dueDate as string);
// ── Chart of accounts and bank reconciliation (issue 14, items 1 and 8) ───────────────────────────────────────

/** A chart-of-accounts code: numbers separated by dots (1, 6.2, 6.2.10), at most six levels. */
export const ACCOUNT_PLAN_CODE_PATTERN = /^\d{1,4}(\.\d{1,4}){0,5}$/;

/** Whether a code is well formed. */
export const isAccountPlanCode = (code: string): boolean => ACCOUNT_PLAN_CODE_PATTERN.test(code.trim());

/** The most days a statement line's date may be from a settlement's date to be the same money. */
export const SETTLED_MATCH_DAYS = 3;
/** The most days a statement line's date may be from an open entry's due date to offer settling it. */
export const OPEN_MATCH_DAYS = 10;

/** Whole days between two YYYY-MM-DD dates (b − a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** What a statement line could be: an open entry to settle, or an entry's settlement not reversed. */
export type StatementCandidate = {
  readonly entryId: number;
  readonly settlementId: number | null;
  readonly kind: EntryKind;
  /** Open cents of an open entry, or the settlement's amount. */
  readonly amount: Cents;
  /** Due date of an open entry, or the settlement's date. */
  readonly date: string;
};

/**
 * The candidates a statement line (signed cents: + credit, − debit) matches, best first: same money in the same
 * direction (a credit is a receivable's, a debit a payable's), settlements within SETTLED_MATCH_DAYS of the line's
 * date, open entries due within OPEN_MATCH_DAYS; closest date first, settlements before open entries.
 */
export const statementMatches = (
  line: { readonly amount: Cents; readonly date: string },
  candidates: ReadonlyArray<StatementCandidate>,
): StatementCandidate[] =>
  candidates
    .filter((candidate) => {
      if (signedAmount(candidate.kind, candidate.amount) !== line.amount || line.amount === 0) return false;
      const window = candidate.settlementId === null ? OPEN_MATCH_DAYS : SETTLED_MATCH_DAYS;
      return Math.abs(daysBetween(candidate.date, line.date)) <= window;
    })
    .sort(
      (a, b) =>
        Number(a.settlementId === null) - Number(b.settlementId === null) ||
        Math.abs(daysBetween(a.date, line.date)) - Math.abs(daysBetween(b.date, line.date)) ||
        a.entryId - b.entryId,
    );
