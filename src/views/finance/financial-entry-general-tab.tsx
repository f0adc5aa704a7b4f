import { InputNumber } from "primereact/inputnumber";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { ENTRY_KINDS, installmentPreview, MAX_INSTALLMENTS } from "../../domain/finance.ts";
import {
  type FinancialEntryChange,
  type FinancialEntryEdit,
  type FinancialEntryFormValues,
  entryDraftOf,
} from "../../machines/financial-entry-form.machine.ts";
import { financialEntryChoices } from "../../services/api/finance-entries.ts";
import { displayDate, money } from "../../services/format.ts";
import { parseApiDate } from "../../domain/dates.ts";
import { DateField } from "../components/form/date-field.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { FormField } from "../components/form/form-field.tsx";
import { MoneyField } from "../components/form/money-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { PersonSearchField } from "./person-search-field.tsx";

type Props = {
  readonly edit: (edit: FinancialEntryEdit) => void;
  readonly values: FinancialEntryFormValues;
  readonly message: FieldMessage;
};

const dateOrNull = (date: string | null) => (date === null || date === "Invalid date" ? null : date);

/**
 * The geral tab: pay or receive, description, supplier or customer, unit, chart row (revenue rows for receivables,
 * expense rows for payables), dates, value, installments with their preview, expected account, document, notes.
 */
export function FinancialEntryGeneralTab({ edit, values, message }: Props) {
  const { t } = useTranslation("finance-entries");
  const change = (change: FinancialEntryChange) => edit({ type: "change", change });
  const units = useResourceData(useResource((signal) => financialEntryChoices(null, signal)));
  const unitChoices = useResourceData(
    useResource((signal) => financialEntryChoices(values.company_id, signal), values.company_id ?? 0),
  );
  const inflow = values.kind === "receive";
  const plans = (values.company_id === null ? [] : (unitChoices.data?.account_plans ?? [])).filter(
    (plan) => plan.is_inflow === inflow,
  );
  const accounts = values.company_id === null ? [] : (unitChoices.data?.accounts ?? []);
  const isNew = values.id === null;
  const valueLocked = !isNew && values.settled > 0;
  const preview = isNew ? installmentPreview(entryDraftOf(values)) : [];
  return (
    <div className="record-form-grid">
      <fieldset className="record-form-grid__wide entry-kind" disabled={!isNew}>
        <legend>{t("form.kind")}</legend>
        {ENTRY_KINDS.map((kind) => (
          <span key={kind} className="entry-kind__option">
            <RadioButton
              inputId={`entry-kind-${kind}`}
              name="entry-kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => edit({ type: "kind", kind })}
            />
            <label htmlFor={`entry-kind-${kind}`}>{t(`kinds.${kind}`)}</label>
          </span>
        ))}
      </fieldset>
      <TextField
        id="entry-description"
        label={t("form.description")}
        value={values.description}
        onChange={(description) => change({ description })}
        maxLength={200}
        required
        autoFocus
        error={message("description")}
        className="record-form-grid__double"
      />
      <PersonSearchField
        key={values.kind}
        id="entry-person"
        label={inflow ? t("form.customer") : t("form.supplier")}
        kind={values.kind}
        name={values.person}
        onChange={(person) =>
          change(
            inflow
              ? { customer_id: person?.id ?? null, person: person?.name ?? "" }
              : { supplier_id: person?.id ?? null, person: person?.name ?? "" },
          )
        }
        error={message(inflow ? "customer_id" : "supplier_id")}
      />
      <DropdownField<number>
        id="entry-unit"
        label={t("form.unit")}
        value={values.company_id}
        options={(units.data?.units ?? []).map((unit) => ({ value: unit.id, label: unit.name }))}
        onChange={(companyId) => edit({ type: "unit", companyId })}
        required
        disabled={valueLocked}
        error={message("company_id")}
      />
      <DropdownField<number>
        id="entry-account-plan"
        label={t("form.account-plan")}
        value={values.account_plan_id}
        options={plans.map((plan) => ({ value: plan.id, label: `${plan.code} ${plan.name}` }))}
        onChange={(account_plan_id) => change({ account_plan_id })}
        filter
        showClear
        error={message("account_plan_id")}
      />
      <DateField
        id="entry-competency"
        label={t("form.competency")}
        value={values.competency_date}
        onChange={(date) => change({ competency_date: dateOrNull(date) })}
        required
        error={message("competency_date")}
      />
      <DateField
        id="entry-due"
        label={isNew ? t("form.first-due") : t("form.due")}
        value={values.due_date}
        onChange={(date) => change({ due_date: dateOrNull(date) })}
        required
        error={message("due_date")}
      />
      <MoneyField
        id="entry-value"
        label={isNew ? t("form.total") : t("form.value")}
        value={values.value}
        onChange={(value) => change({ value })}
        required
        disabled={valueLocked}
        error={message("value")}
      />
      {isNew ? (
        <FormField id="entry-installments" label={t("form.installments")} message={message("installments")}>
          <InputNumber
            inputId="entry-installments"
            value={values.installments}
            onChange={(event) => change({ installments: event.value ?? 1 })}
            min={1}
            max={MAX_INSTALLMENTS}
            showButtons
            useGrouping={false}
            className="w-full"
          />
        </FormField>
      ) : null}
      <DropdownField<number>
        id="entry-account"
        label={t("form.account")}
        value={values.account_id}
        options={accounts.map((account) => ({ value: account.id, label: account.account_name }))}
        onChange={(account_id) => change({ account_id })}
        showClear
        error={message("account_id")}
      />
      <TextField
        id="entry-document"
        label={t("form.document")}
        value={values.document}
        onChange={(document) => change({ document })}
        maxLength={60}
        error={message("document")}
      />
      <TextField
        id="entry-notes"
        label={t("form.notes")}
        value={values.notes}
        onChange={(notes) => change({ notes })}
        maxLength={2000}
        multiline
        error={message("notes")}
        className="record-form-grid__wide"
      />
      {preview.length > 1 ? (
        <table className="entry-installments" aria-label={t("form.preview")}>
          <caption>{t("form.preview")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("form.preview-number")}</th>
              <th scope="col">{t("form.preview-due")}</th>
              <th scope="col">{t("form.preview-value")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.map((installment) => (
              <tr key={installment.number}>
                <td>{`${installment.number}/${preview.length}`}</td>
                <td>{displayDate(parseApiDate(installment.dueDate) ?? new Date())}</td>
                <td>{money(installment.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
