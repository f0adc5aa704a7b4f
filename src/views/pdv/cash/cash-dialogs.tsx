import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { PLAUSIBLE_OPENING_MAX } from "../../../domain/cash-register.ts";
import type { CashRegisterRef } from "../../../machines/cash-register.machine.ts";
import { type Cents, centsToDecimalString, parseMoney } from "../../../domain/money.ts";
import { newIdempotencyKey } from "../../../services/api/idempotency.ts";
import { apiDate, money } from "../../../services/format.ts";
import { focusFirstField } from "../../components/dialog/first-field-focus.ts";
import { DateField } from "../../components/form/date-field.tsx";
import { INVALID_DATE } from "../../../domain/dates.ts";
import { MoneyField } from "../../components/form/money-field.tsx";
import { PlainTextField } from "../../components/form/plain-text-field.tsx";
import { isImplausible, unbroken } from "../../components/form/plausible.ts";
import { useConfirmStep } from "../../components/form/use-confirm-step.tsx";
import { cashErrorText } from "./cash-error.ts";

type CashDialogProps = {
  readonly register: CashRegisterRef;
  readonly id: string;
  readonly title: string;
  readonly onSubmit: () => void;
  /** Something was typed: Esc or the close button ask before it is lost (issue 11, nothing typed is lost). */
  readonly unsaved?: boolean;
  readonly children: ReactNode;
};

/** A dialog of the register machine: its error, cancel (not while saving) and save. */
function CashDialog({ register, id, title, onSubmit, unsaved = false, children }: CashDialogProps) {
  const { t } = useTranslation(["cash", "pdv", "common"]);
  const busy = useSelector(register, (s) => s.hasTag("busy"));
  const error = useSelector(register, (s) => cashErrorText(s.context.error, t));
  const [discarding, setDiscarding] = useState(false);
  const cancel = () => {
    if (!busy) register.send({ type: "cancel" });
  };
  const hide = () => {
    if (busy) return;
    if (unsaved) setDiscarding(true);
    else cancel();
  };
  return (
    <Dialog
      visible
      header={title}
      onHide={hide}
      closable={!busy}
      style={{ width: "26rem" }}
      breakpoints={{ "640px": "95vw" }}
      aria-labelledby={`${id}-header`}
      pt={{ headerTitle: { id: `${id}-header` } }}
    >
      <form
        id={id}
        ref={focusFirstField}
        noValidate
        className="flex flex-column gap-3"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
        {error ? <Message severity="error" text={error} role="alert" className="justify-content-start" /> : null}
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t("actions.cancel")} text onClick={cancel} disabled={busy} />
          <Button type="submit" label={t("actions.save")} icon="pi pi-check" loading={busy} />
        </div>
      </form>
      <ConfirmDialog
        group={`${id}-discard`}
        visible={discarding}
        header={t("discard.title")}
        message={t("discard.message")}
        acceptLabel={t("discard.accept")}
        rejectLabel={t("discard.reject")}
        defaultFocus="reject"
        accept={cancel}
        reject={() => setDiscarding(false)}
        onHide={() => setDiscarding(false)}
      />
    </Dialog>
  );
}

/** Cash supply update (PATCH opening_value). */
export function OpeningValueDialog({ register }: { readonly register: CashRegisterRef }) {
  const { t } = useTranslation("cash");
  const current = useSelector(register, (s) => (s.context.session ? parseMoney(s.context.session.cash_supply) : null));
  const [value, setValue] = useState<Cents | null>(current ?? 0);
  const confirmStep = useConfirmStep();
  const max = unbroken(money(PLAUSIBLE_OPENING_MAX));
  return (
    <CashDialog
      register={register}
      id="cash-opening-value-form"
      title={t("opening-value.title")}
      unsaved={value !== (current ?? 0)}
      onSubmit={() => {
        const save = () => register.send({ type: "opening-value.save", cashSupply: value ?? 0 });
        if (!isImplausible(value, PLAUSIBLE_OPENING_MAX)) return save();
        const message = t("opening.confirm-implausible", { value: unbroken(money(value ?? 0)), max });
        confirmStep.ask(message, save, "cash-new-opening-value");
      }}
    >
      <MoneyField
        id="cash-new-opening-value"
        label={t("opening-value.value")}
        value={value}
        onChange={setValue}
        plausibleMax={PLAUSIBLE_OPENING_MAX}
        implausibleText={t("opening.implausible", { max })}
      />
      {confirmStep.dialog}
    </CashDialog>
  );
}

/** Sangria: a withdrawal from the drawer; the server refuses more than the money in it. */
export function SangriaDialog({ register }: { readonly register: CashRegisterRef }) {
  const { t } = useTranslation("cash");
  const [value, setValue] = useState<Cents | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <CashDialog
      unsaved={value !== null}
      register={register}
      id="cash-sangria-form"
      title={t("sangria.title")}
      onSubmit={() => {
        if (!value) return setMissing(true);
        register.send({ type: "sangria.save", value, key: newIdempotencyKey() });
      }}
    >
      <MoneyField
        id="cash-sangria-value"
        label={t("sangria.value")}
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
        required
        error={missing ? t("errors.value-required") : null}
      />
    </CashDialog>
  );
}

/** A small expense (financial outflow pdv); paid ones leave the drawer. */
export function OutflowDialog({ register }: { readonly register: CashRegisterRef }) {
  const { t } = useTranslation("cash");
  const today = apiDate(new Date());
  const [value, setValue] = useState<Cents | null>(null);
  const [description, setDescription] = useState("");
  const [dueDate, setDueDate] = useState<string | null>(today);
  const [competencyDate, setCompetencyDate] = useState<string | null>(today);
  const [paid, setPaid] = useState(true);
  const [paidDate, setPaidDate] = useState<string | null>(today);
  const [tried, setTried] = useState(false);
  const valueMissing = tried && !value;
  const descriptionMissing = tried && description.trim() === "";
  return (
    <CashDialog
      unsaved={value !== null || description.trim() !== ""}
      register={register}
      id="cash-outflow-form"
      title={t("outflow.title")}
      onSubmit={() => {
        setTried(true);
        // A date that is not in the calendar (31/02/2026) or not whole is told by its field and nothing is sent.
        const dates = paid ? [dueDate, competencyDate, paidDate] : [dueDate, competencyDate];
        if (!value || description.trim() === "" || dates.includes(INVALID_DATE)) return;
        register.send({
          type: "outflow.save",
          key: newIdempotencyKey(),
          outflow: {
            billing_value: centsToDecimalString(value),
            description: description.trim(),
            due_date: dueDate ?? today,
            competency_date: competencyDate ?? today,
            paid,
            paid_date: paid ? (paidDate ?? today) : null,
          },
        });
      }}
    >
      <MoneyField
        id="cash-outflow-value"
        label={t("outflow.value")}
        value={value}
        onChange={setValue}
        required
        error={valueMissing ? t("errors.value-required") : null}
      />
      <PlainTextField
        id="cash-outflow-description"
        label={t("outflow.description")}
        value={description}
        onChange={setDescription}
        maxLength={200}
        required
        error={descriptionMissing ? t("errors.description-required") : null}
      />
      <div className="grid">
        <div className="col-12 sm:col-6">
          <DateField id="cash-outflow-due-date" label={t("outflow.due-date")} value={dueDate} onChange={setDueDate} />
        </div>
        <div className="col-12 sm:col-6">
          <DateField
            id="cash-outflow-competency-date"
            label={t("outflow.competency-date")}
            value={competencyDate}
            onChange={setCompetencyDate}
          />
        </div>
      </div>
      <div className="flex align-items-center gap-2">
        <Checkbox inputId="cash-outflow-paid" checked={paid} onChange={(event) => setPaid(Boolean(event.checked))} />
        <label htmlFor="cash-outflow-paid">{t("outflow.paid")}</label>
      </div>
      {paid ? (
        <DateField id="cash-outflow-paid-date" label={t("outflow.paid-date")} value={paidDate} onChange={setPaidDate} />
      ) : null}
    </CashDialog>
  );
}
