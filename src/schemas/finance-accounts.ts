import { Schema } from "effect";
import { ACCOUNT_KINDS } from "../domain/finance.ts";
import { EntryKindCode } from "./finance-entries.ts";
import { ListQueryFields, listOf } from "./common.ts";
import {
  ApiDate,
  Id,
  IdFromString,
  MoneyString,
  MoneyTotalString,
  optionalText,
  requiredCleanText,
  requiredText,
} from "./fields.ts";

// The chart of accounts (/plano-de-contas, FIN 2), the accounts money is kept in (/contas, FIN 3) and their bank
// reconciliation (issue 14, items 1, 2 and 8). Money is a decimal string with two places.

export const AccountPlanQuery = Schema.Struct({ company_id: IdFromString });
export type AccountPlanQuery = typeof AccountPlanQuery.Type;

export const AccountPlanRow = Schema.Struct({
  id: Schema.Int,
  company_id: Schema.Int,
  code: Schema.String,
  name: Schema.String,
  /** true: revenue, false: deduction, cost or expense, null: a result row (totals what is above it). */
  is_inflow: Schema.NullOr(Schema.Boolean),
  super_id: Schema.NullOr(Schema.Int),
});
export type AccountPlanRow = typeof AccountPlanRow.Type;

/** A unit's chart in code order (compareAccountPlanCodes). */
export const AccountPlanList = Schema.Struct({ data: Schema.Array(AccountPlanRow) });
export type AccountPlanList = typeof AccountPlanList.Type;

const planFields = {
  code: requiredText(32),
  name: requiredCleanText(120),
  is_inflow: Schema.NullOr(Schema.Boolean),
  super_id: Schema.NullOr(Id),
};

export const AccountPlanInput = Schema.Struct({
  company_id: Id,
  code: planFields.code,
  name: planFields.name,
  is_inflow: planFields.is_inflow,
  super_id: Schema.optional(planFields.super_id),
});
export type AccountPlanInput = typeof AccountPlanInput.Type;

export const AccountPlanPatch = Schema.Struct({
  code: Schema.optional(planFields.code),
  name: Schema.optional(planFields.name),
  is_inflow: Schema.optional(planFields.is_inflow),
  super_id: Schema.optional(planFields.super_id),
});
export type AccountPlanPatch = typeof AccountPlanPatch.Type;

export const DeletedBody = Schema.Struct({ deleted: Schema.Boolean });

/** A Brazilian bank of the maintained list (bancos-brasileiros): COMPE code and name. */
export const Bank = Schema.Struct({ code: Schema.String, name: Schema.String });
export type Bank = typeof Bank.Type;
export const BankList = Schema.Struct({ data: Schema.Array(Bank) });
export type BankList = typeof BankList.Type;

export const AccountKindCode = Schema.Literals(ACCOUNT_KINDS);

export const AccountListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(["accountName", "companyName", "kind", "balance", "active"])),
  company_id: Schema.optional(IdFromString),
  active: Schema.optional(Schema.Literals(["true", "false"])),
});
export type AccountListQuery = typeof AccountListQuery.Type;

/** Spec 3 Account, with its kind, bank and balance (the sum of its movements not reversed). */
export const AccountDetail = Schema.Struct({
  id: Schema.Int,
  publicId: Schema.String,
  companyId: Schema.Int,
  companyName: Schema.String,
  accountName: Schema.String,
  kind: AccountKindCode,
  bankCode: Schema.NullOr(Schema.String),
  bankName: Schema.NullOr(Schema.String),
  bankAgencyNumber: Schema.String,
  bankAgencyDigit: Schema.String,
  bankAccountNumber: Schema.String,
  bankAccountDigit: Schema.String,
  notes: Schema.String,
  active: Schema.Boolean,
  balance: MoneyTotalString,
});
export type AccountDetail = typeof AccountDetail.Type;
export const AccountList = listOf(AccountDetail);
export type AccountList = typeof AccountList.Type;

const accountFields = {
  accountName: requiredCleanText(80),
  companyId: Id,
  kind: AccountKindCode,
  bankCode: Schema.NullOr(Schema.String.check(Schema.isPattern(/^\d{3}$/, { message: "invalid" }))),
  bankAgencyNumber: optionalText(10),
  bankAgencyDigit: optionalText(2),
  bankAccountNumber: optionalText(20),
  bankAccountDigit: optionalText(2),
  notes: optionalText(500),
  active: Schema.Boolean,
};

/** A new account: accountName and companyId required (spec 5.5); an opening balance may come with it. */
export const AccountInput = Schema.Struct({
  accountName: accountFields.accountName,
  companyId: accountFields.companyId,
  kind: Schema.optional(accountFields.kind),
  bankCode: Schema.optional(accountFields.bankCode),
  bankAgencyNumber: Schema.optional(accountFields.bankAgencyNumber),
  bankAgencyDigit: Schema.optional(accountFields.bankAgencyDigit),
  bankAccountNumber: Schema.optional(accountFields.bankAccountNumber),
  bankAccountDigit: Schema.optional(accountFields.bankAccountDigit),
  notes: Schema.optional(accountFields.notes),
  active: Schema.optional(accountFields.active),
  /** What the account held when it started to be kept here (may be negative: an overdraft). */
  openingBalance: Schema.optional(MoneyString),
  openingDate: Schema.optional(ApiDate),
});
export type AccountInput = typeof AccountInput.Type;

export const AccountPatch = Schema.Struct({
  accountName: Schema.optional(accountFields.accountName),
  kind: Schema.optional(accountFields.kind),
  bankCode: Schema.optional(accountFields.bankCode),
  bankAgencyNumber: Schema.optional(accountFields.bankAgencyNumber),
  bankAgencyDigit: Schema.optional(accountFields.bankAgencyDigit),
  bankAccountNumber: Schema.optional(accountFields.bankAccountNumber),
  bankAccountDigit: Schema.optional(accountFields.bankAccountDigit),
  notes: Schema.optional(accountFields.notes),
  active: Schema.optional(accountFields.active),
});
export type AccountPatch = typeof AccountPatch.Type;

// ── Bank reconciliation ────────────────────────────────────────────────────────────────────────────────────

/** An OFX file (SGML 1.x or XML 2.x) as sent by the browser. */
export const StatementUpload = Schema.Struct({
  file_name: Schema.String.check(Schema.isMinLength(1, { message: "required" }), Schema.isMaxLength(255)),
  content_base64: Schema.String.check(Schema.isMinLength(1, { message: "required" })),
});
export type StatementUpload = typeof StatementUpload.Type;

export const StatementImportResult = Schema.Struct({
  /** New lines stored. */
  imported: Schema.Int,
  /** Lines already imported before (same FITID), left alone. */
  repeated: Schema.Int,
});
export type StatementImportResult = typeof StatementImportResult.Type;

/** An entry (or its settlement) a statement line may be. */
export const StatementMatch = Schema.Struct({
  entry_id: Schema.Int,
  settlement_id: Schema.NullOr(Schema.Int),
  kind: EntryKindCode,
  description: Schema.String,
  date: Schema.String,
  amount: MoneyString,
});
export type StatementMatch = typeof StatementMatch.Type;

export const StatementLine = Schema.Struct({
  id: Schema.Int,
  fit_id: Schema.String,
  date: Schema.String,
  amount: MoneyString,
  memo: Schema.String,
  entry_id: Schema.NullOr(Schema.Int),
  settlement_id: Schema.NullOr(Schema.Int),
  entry_description: Schema.NullOr(Schema.String),
  /** Candidates of an unmatched line, best first (empty once reconciled). */
  matches: Schema.Array(StatementMatch),
});
export type StatementLine = typeof StatementLine.Type;

export const StatementLineQuery = Schema.Struct({
  status: Schema.optional(Schema.Literals(["all", "unmatched", "reconciled"])),
});
export type StatementLineQuery = typeof StatementLineQuery.Type;

export const StatementLineList = Schema.Struct({ data: Schema.Array(StatementLine) });
export type StatementLineList = typeof StatementLineList.Type;

/** Reconciles a line with an entry: its settlement (settled entries) or a settlement taken now (open entries). */
export const StatementReconcile = Schema.Struct({
  entry_id: Id,
  settlement_id: Schema.optional(Schema.NullOr(Id)),
});
export type StatementReconcile = typeof StatementReconcile.Type;

/** Creates a settled payable (debit) or receivable (credit) from a line. */
export const StatementNewEntry = Schema.Struct({
  description: requiredCleanText(200),
  account_plan_id: Schema.optional(Schema.NullOr(Id)),
});
export type StatementNewEntry = typeof StatementNewEntry.Type;

/** The units the user works in (the finance screens' unit chooser). */
export const FinanceUnitList = Schema.Struct({
  data: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
});
export type FinanceUnitList = typeof FinanceUnitList.Type;
