import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { Rating } from "primereact/rating";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import {
  crmInteractionMachine,
  type InteractionValues,
  interactionProblem,
  type SaveInteractionRequest,
} from "../../machines/crm-interaction.machine.ts";
import { type Interaction, MAX_TEMPERATURE } from "../../schemas/crm-interactions.ts";
import {
  createInteraction,
  getInteraction,
  interactionChoices,
  updateInteraction,
} from "../../services/api/crm-interactions.ts";
import { focusFirstField } from "../components/dialog/first-field-focus.ts";
import { useReturnFocus } from "../components/dialog/return-focus.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { DateField } from "../components/form/date-field.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { FormField } from "../components/form/form-field.tsx";
import { MoneyField } from "../components/form/money-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { InteractionCustomerField } from "./interaction-customer-field.tsx";
import { InteractionFiles } from "./interaction-files.tsx";
import { InteractionContactsList, InteractionOffersList } from "./interaction-lists.tsx";
import "./crm.css";

const machine = crmInteractionMachine.provide({
  actors: {
    "load interaction": fromPromise<Interaction, { id: number }>(({ input, signal }) =>
      getInteraction(input.id, signal),
    ),
    "save interaction": fromPromise<Interaction, SaveInteractionRequest>(({ input }) =>
      input.id === null ? createInteraction(input.body) : updateInteraction(input.id, input.body),
    ),
  },
});

/** Now in the browser's clock, "YYYY-MM-DD HH:mm". */
const nowMinute = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
};

export type InteractionDialogProps = {
  /** The customer a new interaction is for; the user picks one when absent. */
  readonly customer?: { readonly id: number; readonly name: string } | null;
  /** An existing interaction to change; absent, a new one. */
  readonly interactionId?: number | null;
  readonly onSaved: (interaction: Interaction) => void;
  readonly onHide: () => void;
};

/** The CRM interaction modal (spec 4): the funnel's cards, the customers list and /crm/contatos open it. */
export function InteractionDialog({ customer = null, interactionId = null, onSaved, onHide }: InteractionDialogProps) {
  const { t } = useTranslation(["crm", "common"]);
  useReturnFocus(true);
  const [snapshot, send, actor] = useMachine(machine, { input: { id: interactionId, customer } });
  const [subscribed] = useState(() => {
    actor.on("saved", (event) => onSaved(event.interaction));
    actor.on("closed", () => onHide());
    return true;
  });
  const choices = useResourceData(useResource(interactionChoices, "crm-choices")).data;
  const c = snapshot.context;
  const creating = c.id === null;
  const problem = c.submitted ? interactionProblem(c.values, creating) : null;
  const saving = snapshot.hasTag("saving");
  const loading = snapshot.hasTag("loading");
  const server = (field: string) => fieldMessage(c.failure, field);
  const change = (values: Partial<InteractionValues>) => send({ type: "change", change: values });
  const v = c.values;
  const shownServerFields = ["customer_id", "next_contact_at", "stage_id"];
  return (
    <Dialog
      visible={subscribed}
      header={t(creating ? "interaction.title-new" : "interaction.title-edit")}
      onHide={onHide}
      className="interaction-dialog"
      footer={
        <div className="interaction-dialog__footer">
          <Button type="button" label={t("interaction.cancel")} outlined onClick={onHide} disabled={saving} />
          <Button
            type="button"
            label={t("interaction.save")}
            icon="pi pi-check"
            loading={saving}
            disabled={snapshot.hasTag("invalid") || loading || snapshot.matches("loadFailed")}
            onClick={() => send({ type: "submit" })}
          />
        </div>
      }
    >
      {snapshot.matches("loadFailed") ? (
        <Message severity="error" text={failureText(t, c.failure, "crm:interaction.load-failed")} />
      ) : loading ? (
        <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      ) : (
        <form
          className="interaction-form"
          // The first field takes the focus once loaded, not the dialog's close button (a typed space would close it).
          ref={focusFirstField}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "submit" });
          }}
        >
          <InteractionCustomerField
            id="interaction-customer"
            label={t("interaction.customer")}
            placeholder={t("interaction.customer-placeholder")}
            name={v.customerName}
            onChange={(picked) => change({ customerId: picked?.id ?? null, customerName: picked?.name ?? "" })}
            error={problem === "customer-required" ? t("interaction.server.customer-required") : server("customer_id")}
          />
          <DropdownField<number>
            id="interaction-stage"
            label={t("interaction.stage")}
            value={v.stageId}
            options={(choices?.stages ?? []).map((stage) => ({ value: stage.id, label: stage.name }))}
            onChange={(stageId) => change({ stageId })}
            showClear
            error={server("stage_id")}
          />
          <DateField
            id="interaction-next-contact"
            mode="datetime"
            label={t("interaction.next-contact-at")}
            value={v.nextContactAt === "" ? null : v.nextContactAt.slice(0, 16)}
            // DateField answers "Invalid date" for an unfinished text: the machine then reports next-contact-invalid.
            onChange={(nextContactAt) => change({ nextContactAt: nextContactAt ?? "" })}
            error={problem === "next-contact-invalid" ? t("form:date.invalid") : server("next_contact_at")}
          />
          <FormField id="interaction-temperature" label={t("interaction.temperature")}>
            <Rating
              id="interaction-temperature"
              value={v.temperature}
              stars={MAX_TEMPERATURE}
              onChange={(event) => change({ temperature: event.value ?? 0 })}
            />
          </FormField>
          <MoneyField
            id="interaction-seasonal"
            label={t("interaction.seasonal-value")}
            value={v.seasonalValue}
            onChange={(seasonalValue) => change({ seasonalValue })}
            error={server("seasonal_value")}
          />
          <MoneyField
            id="interaction-monthly"
            label={t("interaction.monthly-value")}
            value={v.monthlyValue}
            onChange={(monthlyValue) => change({ monthlyValue })}
            error={server("monthly_value")}
          />
          <TextField
            id="interaction-squad"
            label={t("interaction.squad")}
            value={v.squad}
            maxLength={80}
            onChange={(squad) => change({ squad })}
          />
          <div className="interaction-form__check">
            <Checkbox
              inputId="interaction-called"
              checked={v.called}
              onChange={(e) => change({ called: !!e.checked })}
            />
            <label htmlFor="interaction-called">{t("interaction.called")}</label>
          </div>
          <TextField
            id="interaction-notes"
            className="interaction-form__wide"
            label={t("interaction.notes")}
            value={v.notes}
            multiline
            maxLength={5000}
            onChange={(notes) => change({ notes })}
          />
          <TextField
            id="interaction-next-notes"
            className="interaction-form__wide"
            label={t("interaction.next-contact-notes")}
            value={v.nextContactNotes}
            multiline
            maxLength={5000}
            onChange={(nextContactNotes) => change({ nextContactNotes })}
          />
          {creating ? (
            <div className="interaction-form__wide">
              <InteractionContactsList
                contacts={v.contacts}
                onChange={(contacts) => change({ contacts })}
                now={nowMinute}
              />
              <InteractionOffersList offers={v.offers} onChange={(offers) => change({ offers })} />
              {(choices?.factors ?? []).length > 0 ? (
                <fieldset className="interaction-list interaction-factors">
                  <legend>{t("interaction.factors")}</legend>
                  {(choices?.factors ?? []).map((factor) => {
                    const ids = new Set(factor.options.map((o) => o.id));
                    const chosen = v.data.find((id) => ids.has(id)) ?? null;
                    return (
                      <DropdownField<number>
                        key={factor.id}
                        id={`interaction-factor-${factor.id}`}
                        label={factor.name}
                        value={chosen}
                        options={factor.options.map((o) => ({ value: o.id, label: o.name }))}
                        showClear
                        onChange={(option) =>
                          change({
                            data: [...v.data.filter((id) => !ids.has(id)), ...(option === null ? [] : [option])],
                          })
                        }
                      />
                    );
                  })}
                </fieldset>
              ) : null}
            </div>
          ) : null}
          <div className="interaction-form__wide">
            <InteractionFiles interactionId={c.id} />
          </div>
          {problem !== null || (c.failure && !shownServerFields.some((field) => server(field))) ? (
            <Message
              className="interaction-form__wide"
              severity="error"
              text={
                problem !== null
                  ? t("interaction.fix-fields")
                  : failureText(t, c.failure, "crm:interaction.save-failed")
              }
            />
          ) : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      )}
    </Dialog>
  );
}
