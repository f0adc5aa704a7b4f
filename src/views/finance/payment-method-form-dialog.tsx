import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PAYMENT_KINDS, type PaymentKind } from "../../domain/cash-register.ts";
import { givesChangeByDefault, parseDays, paymentMethodIssues } from "../../domain/payment-methods.ts";
import type { PaymentMethodInput, PaymentMethodRecord } from "../../schemas/finance.ts";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { PercentageField } from "../components/form/percentage-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";

export type PaymentMethodFormDialogProps = {
  /** The method to edit; absent to add one. */
  readonly method?: PaymentMethodRecord;
  readonly busy: boolean;
  readonly failure: unknown;
  readonly onSubmit: (values: Required<PaymentMethodInput>) => void;
  readonly onHide: () => void;
};

const FIELDS = ["name", "kind", "fee_percentage", "days_to_receive", "gives_change", "active"];

/** Adds or edits a payment method: name, kind, card fee (%), days to receive, gives change, active. */
export function PaymentMethodFormDialog({ method, busy, failure, onSubmit, onHide }: PaymentMethodFormDialogProps) {
  const { t } = useTranslation(["finance", "common"]);
  const [name, setName] = useState(method?.name ?? "");
  const [kind, setKind] = useState<PaymentKind>(method?.kind ?? "pix");
  const [fee, setFee] = useState<number | null>(method ? method.fee_percentage : null);
  const [days, setDays] = useState(method ? String(method.days_to_receive) : "");
  const [givesChange, setGivesChange] = useState<boolean | null>(method ? method.gives_change : null);
  const [active, setActive] = useState(method?.active ?? true);
  const [touched, setTouched] = useState(false);
  const issues = paymentMethodIssues({ name, feePercentage: fee, daysToReceive: days });
  const invalid = Object.keys(issues).length > 0;
  const shown = (field: keyof typeof issues, text: string) =>
    touched && issues[field] ? text : fieldMessage(failure, field);
  const general =
    failure && !onlyFields(failure, FIELDS) ? failureText(t, failure, "finance:payment-methods.failed") : null;
  const touch =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      setTouched(true);
      set(value);
    };
  return (
    <ModalForm
      visible
      header={method ? t("payment-methods.edit") : t("payment-methods.new")}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (invalid) return;
        onSubmit({
          name: name.trim(),
          kind,
          fee_percentage: fee ?? 0,
          days_to_receive: parseDays(days) ?? 0,
          gives_change: givesChange ?? givesChangeByDefault(kind),
          active,
        });
      }}
      hasErrors={touched && invalid}
      busy={busy}
      className="finance-dialog"
    >
      <TextField
        id="payment-method-name"
        label={t("payment-methods.name")}
        value={name}
        onChange={touch(setName)}
        maxLength={60}
        required
        error={shown("name", t("payment-methods.required"))}
      />
      <DropdownField
        id="payment-method-kind"
        label={t("payment-methods.kind")}
        value={kind}
        options={PAYMENT_KINDS.map((value) => ({ value, label: t(`payment-methods.kinds.${value}`) }))}
        onChange={(value) => value && setKind(value)}
        error={fieldMessage(failure, "kind")}
      />
      <div className="finance-dialog__row">
        <PercentageField
          id="payment-method-fee"
          label={t("payment-methods.fee")}
          value={fee}
          onChange={touch(setFee)}
          placeholder="0"
          error={shown("fee_percentage", t("form:percentage.invalid"))}
        />
        <TextField
          id="payment-method-days"
          label={t("payment-methods.days")}
          value={days}
          onChange={touch(setDays)}
          inputMode="numeric"
          maxLength={4}
          placeholder={t("payment-methods.days-hint")}
          error={shown("days_to_receive", t("payment-methods.days-invalid"))}
        />
      </div>
      <div className="finance-check">
        <Checkbox
          inputId="payment-method-gives-change"
          checked={givesChange ?? givesChangeByDefault(kind)}
          onChange={(event) => setGivesChange(event.checked === true)}
          aria-describedby="payment-method-gives-change-hint"
        />
        <label htmlFor="payment-method-gives-change">{t("payment-methods.gives-change")}</label>
      </div>
      <small id="payment-method-gives-change-hint" className="finance-hint">
        {t("payment-methods.gives-change-hint")}
      </small>
      <div className="finance-check">
        <Checkbox
          inputId="payment-method-active"
          checked={active}
          onChange={(event) => setActive(event.checked === true)}
        />
        <label htmlFor="payment-method-active">{t("payment-methods.active")}</label>
      </div>
      {general ? <Message severity="error" role="alert" text={general} className="w-full finance-notice" /> : null}
    </ModalForm>
  );
}
