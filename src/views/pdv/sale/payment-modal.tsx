import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_TOTAL_CENTS } from "../../../domain/money.ts";
import { plausiblePaymentMax } from "../../../domain/sale.ts";
import { draftTotals, paymentWithinOwed } from "../../../machines/sale-draft-rules.ts";
import type { OpenModal, SaleRef } from "../../../machines/sale.machine.ts";
import { money, recordName } from "../../../services/format.ts";
import { DropdownField } from "../../components/form/dropdown-field.tsx";
import { MoneyField } from "../../components/form/money-field.tsx";
import { isImplausible, unbroken } from "../../components/form/plausible.ts";
import { useConfirmStep } from "../../components/form/use-confirm-step.tsx";
import { Shell } from "./sale-dialog.tsx";
import { usePdvLookups } from "./use-pdv-lookups.tsx";

/** The payment method a number key (1..9) chooses: the one at that place in the list. */
export const methodKey = <M,>(methods: ReadonlyArray<M>, key: string): M | undefined =>
  /^[1-9]$/.test(key) ? methods[Number(key) - 1] : undefined;

/** A payment line: method, value (card, PIX and boleto up to what is owed), installments. */
export function PaymentModal({ sale, modal, onHide }: { sale: SaleRef; modal: OpenModal; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const { paymentMethods } = usePdvLookups();
  const draft = useSelector(sale, (s) => s.context.draft);
  const today = useSelector(sale, (s) => s.context.today);
  const editing = modal.paymentIndex === undefined ? undefined : draft.payments[modal.paymentIndex];
  const { restToPay } = draftTotals(draft).settlement;
  const rest = Math.max(restToPay, 0);
  // Issue 11: what this payment is for (an edited one's own value counts as still owed); ten times it is plausible.
  const owed = Math.max(restToPay + (editing?.received ?? 0), 0);
  const plausibleMax = plausiblePaymentMax(owed);
  const confirmStep = useConfirmStep();
  // Issue 11: a new payment starts as money (Dinheiro), the commonest at a register.
  const [chosenId, setMethodId] = useState<number | null>(editing?.paymentMethodId ?? null);
  const methodId = chosenId ?? paymentMethods.find((m) => m.kind === "money")?.id ?? null;
  const [value, setValue] = useState<number | null>(editing?.received ?? rest);
  const [installments, setInstallments] = useState(editing?.quantity ?? 1);
  const method = paymentMethods.find((m) => m.id === methodId);
  const payment =
    method !== undefined && value !== null
      ? {
          paymentMethodId: method.id,
          name: method.name,
          kind: method.kind,
          givesChange: method.gives_change,
          received: value,
          quantity: method.kind === "card" ? installments : 1,
          dueDate: editing?.dueDate ?? today,
        }
      : null;
  // Issue 11: card, PIX and boleto up to what is still owed; only a method that gives change (money) passes it.
  const overOwed = payment !== null && !paymentWithinOwed(draft, payment, modal.paymentIndex);
  const valid = payment !== null && payment.received > 0 && !overOwed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || payment === null) return;
    const use = () => {
      if (editing && modal.paymentIndex !== undefined)
        sale.send({ type: "payment.update", index: modal.paymentIndex, payment });
      else sale.send({ type: "payment.add", payment });
      onHide();
    };
    if (!isImplausible(payment.received, plausibleMax)) return use();
    const values = { value: unbroken(money(payment.received)), owed: unbroken(money(owed)) };
    confirmStep.ask(t("screen.payment-confirm-implausible", values), use, "payment-value");
  };
  // Issue 11: on the method field, the key 1..9 chooses the method with that number and the value is next.
  const onMethodKey = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target.id !== "payment-method" || event.altKey || event.ctrlKey || event.metaKey) return;
    const chosen = methodKey(paymentMethods, event.key);
    if (chosen === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    setMethodId(chosen.id);
    const valueField = document.getElementById("payment-value");
    if (valueField instanceof HTMLInputElement) {
      valueField.focus();
      valueField.select();
    }
  };
  return (
    <Shell header={t("screen.modal.payment")} onHide={onHide}>
      <form onSubmit={submit} onKeyDownCapture={onMethodKey} className="flex flex-column gap-3">
        <p className="m-0">{t("screen.rest-to-pay-now", { value: money(rest) })}</p>
        <DropdownField
          id="payment-method"
          label={t("screen.payment-method")}
          value={methodId}
          options={paymentMethods.map((m) => ({ value: m.id, label: recordName(m.name) }))}
          onChange={setMethodId}
          optionTemplate={(option) => {
            const key = paymentMethods.findIndex((m) => m.id === option.value) + 1;
            return (
              <span className="sale-method-option">
                {key >= 1 && key <= 9 ? <kbd>{key}</kbd> : null}
                {option.label}
              </span>
            );
          }}
        />
        <MoneyField
          id="payment-value"
          label={t("screen.payment-value")}
          value={value}
          max={MAX_TOTAL_CENTS}
          onChange={setValue}
          error={overOwed ? t("sale.over-owed") : null}
          plausibleMax={plausibleMax}
          implausibleText={t("screen.payment-implausible")}
        />
        {method?.kind === "card" ? (
          <DropdownField
            id="payment-installments"
            label={t("screen.installments")}
            value={installments}
            options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}x` }))}
            onChange={(v) => setInstallments(v ?? 1)}
          />
        ) : null}
        <div className="flex justify-content-end gap-2">
          <Button type="button" text label={t("screen.cancel")} onClick={onHide} />
          <Button type="submit" label={t("screen.confirm")} disabled={!valid} />
        </div>
      </form>
      {confirmStep.dialog}
    </Shell>
  );
}
