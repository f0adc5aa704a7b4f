import { Checkbox } from "primereact/checkbox";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidPhone } from "../../domain/phone.ts";
import type { Seamstress, SeamstressInput } from "../../schemas/production.ts";
import { PhoneField } from "../components/form/phone-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { failureText, fieldMessage, onlyFields } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";

export type SeamstressFormDialogProps = {
  /** The seamstress to edit; absent to add one. */
  readonly seamstress?: Seamstress;
  readonly busy: boolean;
  readonly failure: unknown;
  readonly onSubmit: (values: SeamstressInput) => void;
  readonly onHide: () => void;
};

/** Adds or edits a seamstress: name (required), phone, active. */
export function SeamstressFormDialog({ seamstress, busy, failure, onSubmit, onHide }: SeamstressFormDialogProps) {
  const { t } = useTranslation(["production", "common"]);
  const [name, setName] = useState(seamstress?.name ?? "");
  const [phone, setPhone] = useState(seamstress?.phone ?? "");
  const [active, setActive] = useState(seamstress?.active ?? true);
  const [touched, setTouched] = useState(false);
  const nameMissing = name.trim() === "";
  const invalid = nameMissing || !isValidPhone(phone);
  const general =
    failure && !onlyFields(failure, ["name", "phone", "active"])
      ? failureText(t, failure, "production:seamstresses.failed")
      : null;
  return (
    <ModalForm
      visible
      header={seamstress ? t("seamstresses.edit") : t("seamstresses.new")}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        if (!invalid) onSubmit({ name: name.trim(), phone: phone.trim(), active });
      }}
      hasErrors={touched && invalid}
      busy={busy}
      className="production-dialog"
    >
      <TextField
        id="seamstress-name"
        label={t("seamstresses.name")}
        value={name}
        onChange={(value) => {
          setTouched(true);
          setName(value);
        }}
        maxLength={120}
        required
        error={touched && nameMissing ? t("general.required") : fieldMessage(failure, "name")}
      />
      <PhoneField
        id="seamstress-phone"
        label={t("seamstresses.phone")}
        value={phone}
        onChange={setPhone}
        error={fieldMessage(failure, "phone")}
      />
      <div className="production-check">
        <Checkbox
          inputId="seamstress-active"
          checked={active}
          onChange={(event) => setActive(event.checked === true)}
        />
        <label htmlFor="seamstress-active">{t("seamstresses.active")}</label>
      </div>
      {general ? <Message severity="error" role="alert" text={general} className="w-full production-notice" /> : null}
    </ModalForm>
  );
}
