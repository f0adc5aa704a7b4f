import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { parseMoney } from "../../domain/money.ts";
import {
  type SettleFields,
  type SettleRequest,
  settleEntryMachine,
  settleProblem,
  settleTotal,
} from "../../machines/settle-entry.machine.ts";
import type { FinancialEntryDetail, FinancialEntryRow } from "../../schemas/finance-entries.ts";
import { newIdempotencyKey } from "../../services/api/idempotency.ts";
import { financialEntryChoices, settleFinancialEntry } from "../../services/api/finance-entries.ts";
import { apiDate, money } from "../../services/format.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { DateField } from "../components/form/date-field.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { MoneyField } from "../components/form/money-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";

const settleMachine = settleEntryMachine.provide({
  actors: {
    "settle entry": fromPromise<FinancialEntryDetail, SettleRequest>(({ input }) =>
      settleFinancialEntry(input.id, input.body, input.key),
    ),
  },
});

type Props = {
  readonly entry: FinancialEntryRow;
  readonly onSettled: (entry: FinancialEntryDetail) => void;
  readonly onHide: () => void;
};

/** Baixa: date, account of the entry's unit, value (what is open), interest, fine, discount and the total, live. */
export function SettleEntryDialog({ entry, onSettled, onHide }: Props) {
  const { t } = useTranslation(["finance-entries", "common"]);
  const [input] = useState(() => ({
    entryId: entry.id,
    open: parseMoney(entry.open_value) ?? 0,
    dueDate: entry.due_date,
    today: apiDate(new Date()),
    accountId: entry.account_id,
    idempotencyKey: newIdempotencyKey(),
  }));
  const [snapshot, send, actor] = useMachine(settleMachine, { input });
  const [subscribed] = useState(() => {
    actor.on("settled", (event) => onSettled(event.entry));
    return true;
  });
  const choices = useResourceData(
    useResource((signal) => financialEntryChoices(entry.company_id, signal), entry.company_id),
  );
  const c = snapshot.context;
  const problem = c.submitted ? settleProblem(c) : null;
  const saving = snapshot.hasTag("saving");
  const server = (field: string) => fieldMessage(c.failure, field);
  const change = (fields: Partial<SettleFields>) => send({ type: "change", change: fields });
  return (
    <Dialog
      visible={subscribed}
      header={t("settle.title", { name: entry.description })}
      onHide={onHide}
      className="entry-settle-dialog"
      footer={
        <div className="entry-settle-dialog__footer">
          <Button type="button" label={t("common:actions.cancel")} outlined onClick={onHide} disabled={saving} />
          <Button
            type="button"
            label={t("settle.submit")}
            icon="pi pi-check"
            loading={saving}
            disabled={snapshot.hasTag("invalid")}
            onClick={() => send({ type: "submit" })}
          />
        </div>
      }
    >
      <form
        className="entry-settle-form"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "submit" });
        }}
      >
        <p className="entry-settle-form__open">{t("settle.open", { value: money(c.open) })}</p>
        <DateField
          id="settle-date"
          label={t("settle.date")}
          value={c.date}
          onChange={(date) => change({ date: date === null || date === "Invalid date" ? null : date })}
          required
          error={problem === "date-required" ? t("settle.problems.date-required") : server("date")}
        />
        <DropdownField<number>
          id="settle-account"
          label={t("settle.account")}
          value={c.accountId}
          options={(choices.data?.accounts ?? []).map((a) => ({ value: a.id, label: a.account_name }))}
          onChange={(accountId) => change({ accountId })}
          required
          error={problem === "account-required" ? t("settle.problems.account-required") : server("account_id")}
        />
        <MoneyField
          id="settle-value"
          label={t("settle.value")}
          value={c.value}
          onChange={(value) => change({ value })}
          required
          error={
            problem === "value-required" || problem === "value-above-open" || problem === "too-large"
              ? t(`settle.problems.${problem}`)
              : server("value")
          }
        />
        <MoneyField
          id="settle-interest"
          label={t("settle.interest")}
          value={c.interest}
          onChange={(interest) => change({ interest })}
        />
        <MoneyField id="settle-fine" label={t("settle.fine")} value={c.fine} onChange={(fine) => change({ fine })} />
        <MoneyField
          id="settle-discount"
          label={t("settle.discount")}
          value={c.discount}
          onChange={(discount) => change({ discount })}
          error={problem === "discount-above-total" ? t("settle.problems.discount-above-total") : server("discount")}
        />
        <p className="entry-settle-form__total" aria-live="polite">
          {t("settle.total", { value: money(settleTotal(c)) })}
        </p>
        {c.failure && !server("value") && !server("discount") && !server("account_id") ? (
          <Message severity="error" text={failureText(t, c.failure, "finance-entries:settle.failed")} />
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
