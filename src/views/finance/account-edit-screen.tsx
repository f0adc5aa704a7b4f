import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { accountFormMachine, accountFormSpec } from "../../machines/account-form.machine.ts";
import { isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";
import type { AccountInput } from "../../schemas/finance-accounts.ts";
import {
  createAccount,
  getAccount,
  listBanks,
  listFinanceUnits,
  updateAccount,
} from "../../services/api/finance-accounts.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { accountBalanceText } from "./account-columns.tsx";
import { AccountFields } from "./account-fields.tsx";
import { ACCOUNTS_PATH, accountPath } from "./finance-account-paths.ts";
import "./finance.css";
import "./finance-accounts.css";

const calls = {
  load: getAccount,
  save: ({ id, body }: { id: number | null; body: AccountInput }) => {
    if (id === null) return createAccount(body);
    const { companyId: _unit, openingBalance: _opening, openingDate: _date, ...patch } = body;
    return updateAccount(id, patch);
  },
};

const pageOf = (id: string | undefined) => {
  const number = id === undefined ? null : Number(id);
  return { id: number !== null && Number.isInteger(number) && number > 0 ? number : null, tab: "geral" as const };
};

/** /contas/editar/:id? (FIN 3): an account's page; without id a new account. Shows the balance of a saved one. */
export function AccountEditScreen() {
  const { t } = useTranslation(["finance-accounts", "common"]);
  const params = useParams();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const units = useResourceData(useResource(listFinanceUnits, "finance-units")).data?.data ?? [];
  const banks = useResourceData(useResource(listBanks, "banks")).data?.data ?? [];
  return (
    <RecordFormPage
      spec={accountFormSpec}
      machine={accountFormMachine}
      calls={calls}
      page={pageOf(params.id)}
      pathOf={(id) => localized(accountPath(id))}
      leaveTo={localized(ACCOUNTS_PATH)}
      texts={{
        heading: (account) =>
          account
            ? `${account.accountName} — ${t("accounts.fields.balance")}: ${accountBalanceText(account, locale)}`
            : t("accounts.new-heading"),
        tab: () => t("accounts.tab"),
        tabsLabel: t("accounts.tab"),
        issue: (code) => t(`accounts.issues.${code}`),
        saved: () => t("accounts.saved"),
        saveFailed: (error) =>
          isApiError(error) && error._tag === "Offline"
            ? t("accounts.connection")
            : isApiError(error) && error.messages.length > 0
              ? joinSentences(error.messages)
              : t("accounts.save-failed"),
        invalid: t("form:modal-form.fix-fields"),
      }}
    >
      {(_, { values, edit, message }) => (
        <div className="record-form-grid">
          <AccountFields
            t={t}
            idPrefix="account"
            values={values}
            edit={edit}
            units={units}
            banks={banks}
            message={message}
          />
          <div className="finance-check record-form-grid__wide">
            <Checkbox
              inputId="account-active"
              checked={values.active}
              onChange={(event) => edit({ type: "change", change: { active: event.checked === true } })}
            />
            <label htmlFor="account-active">{t("accounts.fields.active")}</label>
          </div>
        </div>
      )}
    </RecordFormPage>
  );
}
