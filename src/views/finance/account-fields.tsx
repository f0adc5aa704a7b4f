import type { TFunction } from "i18next";
import { ACCOUNT_KINDS, type AccountKind } from "../../domain/finance.ts";
import type { AccountEdit, AccountFormValues } from "../../machines/account-form.machine.ts";
import type { Bank, FinanceUnitList } from "../../schemas/finance-accounts.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";

// The fields of an account (spec 3 Account), shared by the account page and the account creation modal.

export type AccountFieldsProps = {
  readonly t: TFunction;
  readonly idPrefix: string;
  readonly values: AccountFormValues;
  readonly edit: (edit: AccountEdit) => void;
  readonly units: FinanceUnitList["data"];
  readonly banks: ReadonlyArray<Bank>;
  readonly message: (field: string) => string | null;
  /** The modal shows the name, unit, kind, bank and opening balance only. */
  readonly short?: boolean;
};

export function AccountFields({ t, idPrefix, values, edit, units, banks, message, short }: AccountFieldsProps) {
  const change = (change: Partial<AccountFormValues>) => edit({ type: "change", change });
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t("accounts.fields.accountName")}
        value={values.accountName}
        onChange={(accountName) => change({ accountName })}
        maxLength={80}
        required
        autoFocus
        error={message("accountName")}
      />
      <DropdownField
        id={`${idPrefix}-unit`}
        label={t("accounts.fields.companyId")}
        value={values.companyId}
        options={units.map((unit) => ({ value: unit.id, label: unit.name }))}
        onChange={(companyId) => change({ companyId })}
        required
        disabled={values.saved}
        error={message("companyId")}
      />
      <DropdownField<AccountKind>
        id={`${idPrefix}-kind`}
        label={t("accounts.fields.kind")}
        value={values.kind}
        options={ACCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`accounts.kinds.${kind}`) }))}
        onChange={(kind) => kind && change({ kind })}
        error={message("kind")}
      />
      {values.kind === "bank" ? (
        <DropdownField
          id={`${idPrefix}-bank`}
          label={t("accounts.fields.bank")}
          value={values.bankCode}
          options={banks.map((bank) => ({ value: bank.code, label: `${bank.code} — ${bank.name}` }))}
          onChange={(bankCode) => change({ bankCode })}
          filter
          showClear
          error={message("bankCode")}
        />
      ) : null}
      {values.kind === "bank" && !short ? (
        <div className="finance-dialog__row">
          <TextField
            id={`${idPrefix}-agency`}
            label={t("accounts.fields.agency")}
            value={values.bankAgencyNumber}
            onChange={(bankAgencyNumber) => change({ bankAgencyNumber })}
            maxLength={10}
            inputMode="numeric"
            error={message("bankAgencyNumber")}
          />
          <TextField
            id={`${idPrefix}-agency-digit`}
            label={t("accounts.fields.agency-digit")}
            value={values.bankAgencyDigit}
            onChange={(bankAgencyDigit) => change({ bankAgencyDigit })}
            maxLength={2}
            error={message("bankAgencyDigit")}
          />
          <TextField
            id={`${idPrefix}-account`}
            label={t("accounts.fields.account")}
            value={values.bankAccountNumber}
            onChange={(bankAccountNumber) => change({ bankAccountNumber })}
            maxLength={20}
            inputMode="numeric"
            error={message("bankAccountNumber")}
          />
          <TextField
            id={`${idPrefix}-account-digit`}
            label={t("accounts.fields.account-digit")}
            value={values.bankAccountDigit}
            onChange={(bankAccountDigit) => change({ bankAccountDigit })}
            maxLength={2}
            error={message("bankAccountDigit")}
          />
        </div>
      ) : null}
      {values.saved ? null : (
        <TextField
          id={`${idPrefix}-opening`}
          label={t("accounts.fields.openingBalance")}
          value={values.openingBalance}
          onChange={(openingBalance) => change({ openingBalance })}
          maxLength={20}
          placeholder="0,00"
          error={message("openingBalance")}
        />
      )}
      {short ? null : (
        <TextField
          id={`${idPrefix}-notes`}
          label={t("accounts.fields.notes")}
          value={values.notes}
          onChange={(notes) => change({ notes })}
          maxLength={500}
          multiline
          error={message("notes")}
        />
      )}
    </>
  );
}
