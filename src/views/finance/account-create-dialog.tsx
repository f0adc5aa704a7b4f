import { useSelector } from "@xstate/react";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { accountBody, accountFormIssues, emptyAccountValues } from "../../machines/account-form.machine.ts";
import { isApiError } from "../../schemas/api-failure.ts";
import type { AccountDetail, AccountInput } from "../../schemas/finance-accounts.ts";
import { createAccount, listBanks, listFinanceUnits } from "../../services/api/finance-accounts.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";
import { AccountFields } from "./account-fields.tsx";
import "./finance.css";
import "./finance-accounts.css";

export type AccountCreateDialogProps = {
  /** The unit chosen at first (the screen's unit), if any. */
  readonly companyId?: number | null;
  readonly onCreated: (account: AccountDetail) => void;
  readonly onHide: () => void;
};

/** The connection failure of spec 8 (account save): no answer came back. */
const isConnectionFailure = (failure: unknown) =>
  failure !== null &&
  failure !== undefined &&
  (!isApiError(failure) || failure._tag === "Offline" || failure.status === 0);

/**
 * The account creation modal (spec 2.10, 5.5, 8): accountName and companyId required, submit blocked 500 ms after a
 * click (ModalForm), 'Ops! Algo ocorreu com a sua conexão…' when the request never reached the server. Any finance
 * screen that needs a new account opens it.
 */
export function AccountCreateDialog({ companyId = null, onCreated, onHide }: AccountCreateDialogProps) {
  const { t } = useTranslation(["finance-accounts", "common"]);
  const [values, setValues] = useState(() => emptyAccountValues(companyId));
  const [touched, setTouched] = useState(false);
  const units = useResourceData(useResource(listFinanceUnits, "finance-units")).data?.data ?? [];
  const banks = useResourceData(useResource(listBanks, "banks")).data?.data ?? [];
  const save = useSaveActor(
    (body: AccountInput) => createAccount(body),
    (account) => onCreated(account),
  );
  const busy = useSelector(save, (s) => s.hasTag("busy"));
  const failure = useSelector(save, (s) => s.context.failure);
  const issues = accountFormIssues(values);
  const invalid = Object.keys(issues).length > 0;
  const message = (field: string) => {
    const code = touched ? issues[field]?.[0] : undefined;
    return code ? t(`accounts.issues.${code}`) : fieldMessage(failure, field);
  };
  const general = isConnectionFailure(failure)
    ? t("accounts.connection")
    : failure && Object.keys(isApiError(failure) ? failure.fields : {}).length === 0
      ? failureText(t, failure, "finance-accounts:accounts.save-failed")
      : null;
  return (
    <ModalForm
      visible
      header={t("accounts.create-title")}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (invalid) return;
        save.send({ type: "submit", request: accountBody(values) });
      }}
      hasErrors={touched && invalid}
      busy={busy}
      className="finance-dialog"
    >
      <AccountFields
        t={t}
        idPrefix="account-create"
        values={values}
        edit={(edit) => setValues((current) => ({ ...current, ...edit.change }))}
        units={units}
        banks={banks}
        message={message}
        short
      />
      {general ? <Message severity="error" role="alert" text={general} className="w-full finance-notice" /> : null}
    </ModalForm>
  );
}
