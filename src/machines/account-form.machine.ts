import type { AccountKind } from "../domain/finance.ts";
import { parseMoney } from "../domain/money.ts";
import { cleanText } from "../domain/text.ts";
import type { AccountDetail, AccountInput } from "../schemas/finance-accounts.ts";
import { createRecordFormMachine, type RecordFormSpec } from "./record-form.machine.ts";

// The account page (/contas/editar/:id?, FIN 3, spec 3 Account): name and unit required (spec 5.5), kind, bank of
// the Brazilian banks' list, agency and account with their digits, notes, active; a new account may bring its
// opening balance. The unit of a saved account does not change (its movements are the unit's).

export type AccountFormValues = {
  readonly accountName: string;
  readonly companyId: number | null;
  readonly kind: AccountKind;
  readonly bankCode: string | null;
  readonly bankAgencyNumber: string;
  readonly bankAgencyDigit: string;
  readonly bankAccountNumber: string;
  readonly bankAccountDigit: string;
  readonly notes: string;
  readonly active: boolean;
  /** Only for a new account: what it held when it started to be kept here ("" for nothing). */
  readonly openingBalance: string;
  readonly saved: boolean;
};
export type AccountEdit = { type: "change"; change: Partial<AccountFormValues> };

export const ACCOUNT_TABS = ["geral"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** Name and unit required; an opening balance must be money. */
export function accountFormIssues(values: AccountFormValues): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (cleanText(values.accountName) === "") issues.accountName = ["required"];
  if (values.companyId === null) issues.companyId = ["required"];
  if (!values.saved && values.openingBalance.trim() !== "" && parseMoney(values.openingBalance) === null)
    issues.openingBalance = ["money"];
  return issues;
}

const centsText = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export function accountBody(values: AccountFormValues): AccountInput {
  const opening = values.openingBalance.trim() === "" ? null : parseMoney(values.openingBalance);
  return {
    accountName: values.accountName.trim(),
    companyId: values.companyId ?? 0,
    kind: values.kind,
    bankCode: values.kind === "bank" ? values.bankCode : null,
    bankAgencyNumber: values.bankAgencyNumber.trim(),
    bankAgencyDigit: values.bankAgencyDigit.trim(),
    bankAccountNumber: values.bankAccountNumber.trim(),
    bankAccountDigit: values.bankAccountDigit.trim(),
    notes: values.notes.trim(),
    active: values.active,
    ...(values.saved || opening === null || opening === 0 ? {} : { openingBalance: centsText(opening) }),
  };
}

export const emptyAccountValues = (companyId: number | null = null): AccountFormValues => ({
  accountName: "",
  companyId,
  kind: "bank",
  bankCode: null,
  bankAgencyNumber: "",
  bankAgencyDigit: "",
  bankAccountNumber: "",
  bankAccountDigit: "",
  notes: "",
  active: true,
  openingBalance: "",
  saved: false,
});

export const accountFormSpec: RecordFormSpec<AccountDetail, AccountFormValues, AccountEdit, AccountInput, AccountTab> =
  {
    id: "account form",
    tabs: ACCOUNT_TABS,
    tabOfField: () => "geral",
    emptyValues: () => emptyAccountValues(),
    valuesOf: (account) => ({
      accountName: account.accountName,
      companyId: account.companyId,
      kind: account.kind,
      bankCode: account.bankCode,
      bankAgencyNumber: account.bankAgencyNumber,
      bankAgencyDigit: account.bankAgencyDigit,
      bankAccountNumber: account.bankAccountNumber,
      bankAccountDigit: account.bankAccountDigit,
      notes: account.notes,
      active: account.active,
      openingBalance: "",
      saved: true,
    }),
    idOf: (account) => account.id,
    edit: (values, edit) => ({ ...values, ...edit.change }),
    issuesOf: accountFormIssues,
    bodyOf: accountBody,
  };

export const accountFormMachine = createRecordFormMachine(accountFormSpec);
