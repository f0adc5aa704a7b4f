import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isAccountPlanCode } from "../../domain/finance.ts";
import type { AccountPlanRow } from "../../schemas/finance-accounts.ts";
import {
  accountPlanCodeFree,
  createAccountPlan,
  listAccountPlans,
  listFinanceUnits,
  removeAccountPlan,
  updateAccountPlan,
} from "../../services/api/finance-accounts.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";
import "./finance.css";
import "./finance-accounts.css";

type Inflow = "true" | "false" | "null";
type Draft = {
  readonly id: number | null;
  readonly code: string;
  readonly name: string;
  readonly inflow: Inflow;
  readonly superId: number | null;
};
type Write =
  | { readonly kind: "save"; readonly companyId: number; readonly draft: Draft }
  | { readonly kind: "remove"; readonly id: number };

const inflowOf = (value: boolean | null): Inflow => (value === null ? "null" : value ? "true" : "false");
const inflowValue = (value: Inflow): boolean | null => (value === "null" ? null : value === "true");
const depthOf = (code: string) => code.split(".").length - 1;

const write = (request: Write): Promise<unknown> => {
  if (request.kind === "remove") return removeAccountPlan(request.id);
  const { draft, companyId } = request;
  const fields = {
    code: draft.code.trim(),
    name: draft.name.trim(),
    is_inflow: inflowValue(draft.inflow),
    super_id: draft.superId,
  };
  return draft.id === null
    ? createAccountPlan({ company_id: companyId, ...fields })
    : updateAccountPlan(draft.id, fields);
};

/**
 * /plano-de-contas (FIN 2): the chosen unit's chart of accounts as a tree in code order; rows are added and edited
 * in place, the code checked as it is typed (GET /api/v1/validate/account_plan_code: 'Código já existente.') and
 * again by the server on save; a row is deleted after 'Tem certeza?' when no entry and no row uses it.
 */
export function AccountPlansScreen() {
  const { t } = useTranslation(["finance-accounts", "finance", "common"]);
  const units = useResourceData(useResource(listFinanceUnits, "finance-units")).data?.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const companyId = chosen ?? units[0]?.id ?? null;
  const [version, setVersion] = useState(0);
  const plans = useResourceData(
    useResource(
      (signal) => (companyId === null ? Promise.resolve({ data: [] }) : listAccountPlans(companyId, signal)),
      `${companyId}-${version}`,
    ),
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const [removing, setRemoving] = useState<AccountPlanRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const code = draft?.code.trim() ?? "";
  const checkable = draft !== null && companyId !== null && isAccountPlanCode(code);
  const check = useResourceData(
    useResource(
      (signal) => (checkable ? accountPlanCodeFree(companyId, code, draft.id, signal) : Promise.resolve(true)),
      `${companyId}-${draft?.id ?? "new"}-${checkable ? code : ""}`,
    ),
  );
  const saver = useSaveActor(write, (_, request) => {
    setDraft(null);
    setRemoving(null);
    setNotice(t(request.kind === "remove" ? "plans.removed" : "plans.saved"));
    setVersion((n) => n + 1);
  });
  const busy = useSelector(saver, (s) => s.hasTag("busy"));
  const failure = useSelector(saver, (s) => s.context.failure);
  const rows = plans.data?.data ?? [];
  const taken = checkable && check.data === false;
  const codeMessage = taken
    ? t("plans.code-taken")
    : draft && code !== "" && !isAccountPlanCode(code)
      ? t("plans.code-format")
      : fieldMessage(failure, "code");
  const nameMissing = draft !== null && draft.name.trim() === "";
  const generalFailure =
    failure && !fieldMessage(failure, "code") ? failureText(t, failure, "finance-accounts:plans.failed") : null;

  const form = (current: Draft) => (
    <form
      className="finance-plan-form"
      aria-label={current.id === null ? t("plans.new") : t("plans.edit")}
      onSubmit={(event) => {
        event.preventDefault();
        if (companyId === null || taken || nameMissing || !isAccountPlanCode(code)) return;
        saver.send({ type: "submit", request: { kind: "save", companyId, draft: current } });
      }}
    >
      <TextField
        id="plan-code"
        label={t("plans.code")}
        value={current.code}
        onChange={(value) => setDraft({ ...current, code: value })}
        maxLength={32}
        required
        autoFocus
        error={codeMessage}
      />
      <TextField
        id="plan-name"
        label={t("plans.name")}
        value={current.name}
        onChange={(name) => setDraft({ ...current, name })}
        maxLength={120}
        required
        error={fieldMessage(failure, "name")}
      />
      <DropdownField<Inflow>
        id="plan-kind"
        label={t("plans.kind")}
        value={current.inflow}
        options={(["true", "false", "null"] as const).map((value) => ({ value, label: t(`plans.kinds.${value}`) }))}
        onChange={(inflow) => inflow && setDraft({ ...current, inflow })}
      />
      <DropdownField
        id="plan-parent"
        label={t("plans.parent")}
        value={current.superId}
        options={rows
          .filter((row) => row.id !== current.id)
          .map((row) => ({ value: row.id, label: `${row.code} ${row.name}` }))}
        onChange={(superId) => setDraft({ ...current, superId })}
        filter
        showClear
        placeholder={t("plans.no-parent")}
        error={fieldMessage(failure, "super_id")}
      />
      <div className="finance-plan-form__actions">
        <Button type="submit" label={t("plans.save")} disabled={busy || taken || nameMissing} />
        <Button type="button" text label={t("plans.cancel")} onClick={() => setDraft(null)} />
      </div>
    </form>
  );

  return (
    <div className="finance-page">
      <div className="finance-page__bar">
        <DropdownField
          id="plan-unit"
          label={t("plans.unit")}
          value={companyId}
          options={units.map((unit) => ({ value: unit.id, label: unit.name }))}
          onChange={(value) => {
            setChosen(value);
            setDraft(null);
          }}
        />
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("plans.new")}
          onClick={() => setDraft({ id: null, code: "", name: "", inflow: "false", superId: null })}
        />
      </div>
      {notice ? <Message severity="success" text={notice} className="w-full finance-notice" /> : null}
      {generalFailure ? (
        <Message severity="error" role="alert" text={generalFailure} className="w-full finance-notice" />
      ) : null}
      {draft?.id === null ? form(draft) : null}
      {rows.length === 0 && plans.data ? <p>{t("plans.empty")}</p> : null}
      <ul className="finance-plan-tree" aria-label={t("plans.tree")}>
        {rows.map((row) => (
          <li
            key={row.id}
            className="finance-plan-tree__row"
            style={{ paddingInlineStart: `${depthOf(row.code) * 1.5}rem` }}
          >
            <div className="finance-plan-tree__line">
              <span className="finance-plan-tree__code">{row.code}</span>
              <span className={row.is_inflow === null ? "finance-plan-tree__name--total" : "finance-plan-tree__name"}>
                {row.name}
              </span>
              <span className={`finance-plan-kind finance-plan-kind--${inflowOf(row.is_inflow)}`}>
                {t(`plans.kinds.${inflowOf(row.is_inflow)}`)}
              </span>
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-pencil"
                aria-label={`${t("plans.edit")} ${row.code}`}
                onClick={() =>
                  setDraft({
                    id: row.id,
                    code: row.code,
                    name: row.name,
                    inflow: inflowOf(row.is_inflow),
                    superId: row.super_id,
                  })
                }
              />
              <Button
                type="button"
                text
                size="small"
                severity="danger"
                icon="pi pi-trash"
                aria-label={`${t("plans.remove")} ${row.code}`}
                onClick={() => setRemoving(row)}
              />
            </div>
            {removing?.id === row.id ? (
              <div
                className="finance-plan-tree__confirm"
                role="alertdialog"
                aria-label={t("finance:payment-methods.remove-title")}
              >
                <span>{t("finance:payment-methods.remove-title")}</span>
                <Button
                  type="button"
                  size="small"
                  text
                  autoFocus
                  label={t("finance:payment-methods.remove-reject")}
                  onClick={() => setRemoving(null)}
                />
                <Button
                  type="button"
                  size="small"
                  severity="danger"
                  label={t("finance:payment-methods.remove-accept")}
                  disabled={busy}
                  onClick={() => saver.send({ type: "submit", request: { kind: "remove", id: row.id } })}
                />
              </div>
            ) : null}
            {draft?.id === row.id ? form(draft) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
