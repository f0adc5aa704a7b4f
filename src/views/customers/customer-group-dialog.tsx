import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cleanText } from "../../domain/text.ts";
import type { CustomerGroup, CustomerGroupInput } from "../../schemas/customers.ts";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";

export type CustomerGroupDialogProps = {
  /** The group to edit; absent to add one. */
  readonly group?: CustomerGroup;
  readonly busy: boolean;
  readonly failure: unknown;
  readonly onSubmit: (values: CustomerGroupInput) => void;
  readonly onHide: () => void;
};

/** Adds, renames, deactivates or reactivates a customer group. */
export function CustomerGroupDialog({ group, busy, failure, onSubmit, onHide }: CustomerGroupDialogProps) {
  const { t } = useTranslation("customers");
  const [name, setName] = useState(group?.name ?? "");
  const [active, setActive] = useState(group?.active ?? true);
  const [touched, setTouched] = useState(false);
  const nameMissing = cleanText(name) === "";
  const general =
    failure && !onlyFields(failure, ["name", "active"]) ? failureText(t, failure, "customers:groups.failed") : null;
  return (
    <ModalForm
      visible
      header={group ? t("groups.edit") : t("groups.new")}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (!nameMissing) onSubmit({ name: cleanText(name), active });
      }}
      hasErrors={touched && nameMissing}
      busy={busy}
      className="customer-group-dialog"
    >
      <TextField
        id="customer-group-name"
        label={t("groups.name")}
        value={name}
        onChange={(value) => {
          setTouched(true);
          setName(value);
        }}
        maxLength={80}
        required
        error={touched && nameMissing ? t("issues.required") : fieldMessage(failure, "name")}
      />
      <div className="customer-check">
        <Checkbox
          inputId="customer-group-active"
          checked={active}
          onChange={(event) => setActive(event.checked === true)}
        />
        <label htmlFor="customer-group-active">{t("groups.active")}</label>
      </div>
      {general ? <Message severity="error" role="alert" text={general} className="w-full" /> : null}
    </ModalForm>
  );
}
