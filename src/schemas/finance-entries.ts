import { Schema } from "effect";
import { ENTRY_KINDS, ENTRY_ORIGINS, MAX_INSTALLMENTS } from "../domain/finance.ts";
import { ListMeta, ListQueryFields } from "./common.ts";
import {
  ApiDate,
  IdFromString,
  Id,
  MoneyAmount,
  MoneyString,
  MoneyTotalString,
  optionalText,
  requiredCleanText,
  requiredText,
} from "./fields.ts";

// Payables and receivables (/contas-a-pagar-receber, issue 14, FIN 1): one row per installment; settlements (baixas)
// and reopening; files attached to an entry. Money is a decimal string ("1234.56"), sums any number of digits.

export const EntryKindCode = Schema.Literals(ENTRY_KINDS);
/** The status circle of spec 4 as the API gives it: 1 paid, 2 to pay, 3 past deadline. */
export const EntryStatusCode = Schema.Literals([1, 2, 3]);

export const FinancialEntryListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(
    Schema.Literals(["due_date", "competency_date", "value", "open_value", "description", "id"]),
  ),
  /** The period (initial_date / final_date) is on the due date (default) or the competency date. */
  period_on: Schema.optional(Schema.Literals(["due", "competency"])),
  status: Schema.optional(Schema.Literals(["1", "2", "3"])),
  kind: Schema.optional(EntryKindCode),
  company_id: Schema.optional(IdFromString),
  account_id: Schema.optional(IdFromString),
  account_plan_id: Schema.optional(IdFromString),
  supplier_id: Schema.optional(IdFromString),
  customer_id: Schema.optional(IdFromString),
});
export type FinancialEntryListQuery = typeof FinancialEntryListQuery.Type;

export const FinancialEntryRow = Schema.Struct({
  id: Schema.Int,
  kind: EntryKindCode,
  description: Schema.String,
  supplier_id: Schema.NullOr(Schema.Int),
  customer_id: Schema.NullOr(Schema.Int),
  /** The supplier's (pay) or customer's (receive) name. */
  person: Schema.NullOr(Schema.String),
  account_plan_id: Schema.NullOr(Schema.Int),
  /** "4.1 Custo das mercadorias vendidas". */
  account_plan: Schema.NullOr(Schema.String),
  company_id: Schema.Int,
  company: Schema.String,
  account_id: Schema.NullOr(Schema.Int),
  account: Schema.NullOr(Schema.String),
  competency_date: Schema.String,
  due_date: Schema.String,
  value: MoneyString,
  settled_value: MoneyString,
  open_value: MoneyString,
  settled_date: Schema.NullOr(Schema.String),
  installment_number: Schema.Int,
  installment_count: Schema.Int,
  group_id: Schema.String,
  status: EntryStatusCode,
  origin: Schema.Literals(ENTRY_ORIGINS),
  document: Schema.NullOr(Schema.String),
});
export type FinancialEntryRow = typeof FinancialEntryRow.Type;

/** Over the whole filter: principal settled, open and not yet due, open and past due (they add up to the values). */
export const FinancialEntryTotals = Schema.Struct({
  paid: MoneyTotalString,
  open: MoneyTotalString,
  overdue: MoneyTotalString,
});
export type FinancialEntryTotals = typeof FinancialEntryTotals.Type;

export const FinancialEntryList = Schema.Struct({
  data: Schema.Array(FinancialEntryRow),
  meta: ListMeta,
  totals: FinancialEntryTotals,
});
export type FinancialEntryList = typeof FinancialEntryList.Type;

export const FinancialSettlementRecord = Schema.Struct({
  id: Schema.Int,
  account_id: Schema.Int,
  account: Schema.String,
  date: Schema.String,
  value: MoneyString,
  interest: MoneyString,
  fine: MoneyString,
  discount: MoneyString,
  amount: MoneyString,
  reversed_at: Schema.NullOr(Schema.String),
  user: Schema.NullOr(Schema.String),
});
export type FinancialSettlementRecord = typeof FinancialSettlementRecord.Type;

/** One installment of the entry's bill (the entry itself among them). */
export const FinancialInstallment = Schema.Struct({
  id: Schema.Int,
  installment_number: Schema.Int,
  due_date: Schema.String,
  value: MoneyString,
  settled_value: MoneyString,
  status: EntryStatusCode,
});

export const FinancialEntryDetail = Schema.Struct({
  ...FinancialEntryRow.fields,
  notes: Schema.NullOr(Schema.String),
  settlements: Schema.Array(FinancialSettlementRecord),
  installments: Schema.Array(FinancialInstallment),
});
export type FinancialEntryDetail = typeof FinancialEntryDetail.Type;

const entryFields = {
  description: requiredCleanText(200),
  supplier_id: Schema.optional(Schema.NullOr(Id)),
  customer_id: Schema.optional(Schema.NullOr(Id)),
  account_plan_id: Schema.optional(Schema.NullOr(Id)),
  account_id: Schema.optional(Schema.NullOr(Id)),
  company_id: Id,
  competency_date: ApiDate,
  due_date: ApiDate,
  value: MoneyAmount,
  document: Schema.optional(Schema.NullOr(optionalText(60))),
  notes: Schema.optional(Schema.NullOr(optionalText(2000))),
};

const Installments = Schema.Int.check(
  Schema.isBetween({ minimum: 1, maximum: MAX_INSTALLMENTS }, { message: "installments" }),
);

/** A new bill: split into `installments` rows a month apart from due_date (cents distributed exactly). */
export const FinancialEntryInput = Schema.Struct({
  kind: EntryKindCode,
  ...entryFields,
  installments: Schema.optional(Installments),
});
export type FinancialEntryInput = typeof FinancialEntryInput.Type;

/** A change of one installment: fields left out keep their value; the value only while nothing is settled. */
export const FinancialEntryPatch = Schema.Struct({
  description: Schema.optional(entryFields.description),
  supplier_id: entryFields.supplier_id,
  customer_id: entryFields.customer_id,
  account_plan_id: entryFields.account_plan_id,
  account_id: entryFields.account_id,
  company_id: Schema.optional(entryFields.company_id),
  competency_date: Schema.optional(entryFields.competency_date),
  due_date: Schema.optional(entryFields.due_date),
  value: Schema.optional(entryFields.value),
  document: entryFields.document,
  notes: entryFields.notes,
});
export type FinancialEntryPatch = typeof FinancialEntryPatch.Type;

/** POST /api/v1/financial_entries/{id}/settlements (Idempotency-Key): value is the principal; the rest default to 0. */
export const FinancialSettlementInput = Schema.Struct({
  date: ApiDate,
  account_id: Id,
  value: MoneyAmount,
  interest: Schema.optional(MoneyAmount),
  fine: Schema.optional(MoneyAmount),
  discount: Schema.optional(MoneyAmount),
});
export type FinancialSettlementInput = typeof FinancialSettlementInput.Type;

/** POST /api/v1/financial_entries/{id}/reopen: undoes the last settlement, or every one with all. */
export const FinancialReopenInput = Schema.Struct({ all: Schema.optional(Schema.Boolean) });
export type FinancialReopenInput = typeof FinancialReopenInput.Type;

/** DELETE: the entry is canceled (kept, with canceled_at, out of every list and total), as Conta Azul does. */
export const FinancialEntryRemoval = Schema.Struct({ result: Schema.Literal("canceled"), id: Schema.Int });
export type FinancialEntryRemoval = typeof FinancialEntryRemoval.Type;

/**
 * What the entry form and the list's filters offer: the units the user works in; for company_id the unit's chart of
 * accounts and active accounts, without it the active accounts of all those units; supplier_id / customer_id give
 * back that person's name (the filter panel shows who a filter of the URL is about).
 */
export const FinancialEntryChoicesQuery = Schema.Struct({
  company_id: Schema.optional(IdFromString),
  supplier_id: Schema.optional(IdFromString),
  customer_id: Schema.optional(IdFromString),
});
export type FinancialEntryChoicesQuery = typeof FinancialEntryChoicesQuery.Type;
export const FinancialEntryChoices = Schema.Struct({
  units: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  account_plans: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      code: Schema.String,
      name: Schema.String,
      is_inflow: Schema.NullOr(Schema.Boolean),
    }),
  ),
  accounts: Schema.Array(
    Schema.Struct({ id: Schema.Int, account_name: Schema.String, kind: Schema.String, company_id: Schema.Int }),
  ),
  supplier: Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  customer: Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.String })),
});
export type FinancialEntryChoices = typeof FinancialEntryChoices.Type;

// Files of an entry (anexos): the same types and limit as suppliers' documents.
export const FINANCIAL_ENTRY_FILE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
] as const;
export const FINANCIAL_ENTRY_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const FinancialEntryFileUpload = Schema.Struct({
  file_name: requiredText(200),
  content_type: Schema.Literals(FINANCIAL_ENTRY_FILE_TYPES),
  content_base64: Schema.String.check(Schema.isNonEmpty({ message: "required" })),
});
export type FinancialEntryFileUpload = typeof FinancialEntryFileUpload.Type;

export const FinancialEntryFile = Schema.Struct({
  id: Schema.Int,
  file_name: Schema.String,
  content_type: Schema.String,
  size: Schema.Int,
  url: Schema.String,
  uploaded_by: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});
export type FinancialEntryFile = typeof FinancialEntryFile.Type;
export const FinancialEntryFileList = Schema.Struct({ data: Schema.Array(FinancialEntryFile) });
export type FinancialEntryFileList = typeof FinancialEntryFileList.Type;
