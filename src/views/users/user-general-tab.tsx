import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { MIN_PASSWORD_LENGTH } from "../../domain/profile.ts";
import type { PasswordChoice } from "../../domain/users.ts";
import type { UserChange, UserEdit, UserFormValues } from "../../machines/user-form.machine.ts";
import { listUserCompanies } from "../../services/api/users.ts";
import { MultiSelectField } from "../components/form/multi-select-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { SwitchInput } from "./switch-input.tsx";

export type UserTabProps = {
  readonly edit: (edit: UserEdit) => void;
  readonly values: UserFormValues;
  readonly message: FieldMessage;
};

type Switch = "active" | "hasOnlinePos" | "blindClose";
const SWITCHES: ReadonlyArray<{ field: Switch; label: string; hint?: string }> = [
  { field: "active", label: "form.active" },
  { field: "hasOnlinePos", label: "form.online-pos", hint: "form.online-pos-hint" },
  { field: "blindClose", label: "form.blind-close", hint: "form.blind-close-hint" },
];
const PASSWORD_CHOICES: ReadonlyArray<PasswordChoice> = ["type", "mail"];

/** The geral tab: name, login, e-mail, units, the switches and, for a new user, how they get a password. */
export function UserGeneralTab({ edit, values, message }: UserTabProps) {
  const { t } = useTranslation("users");
  const change = (change: UserChange) => edit({ type: "change", change });
  const { data: units } = useResourceData(useResource(listUserCompanies));
  // A unit the user already works in stays listed even when it is no longer active.
  const options = units?.map((unit) => ({ value: unit.id, label: unit.name })) ?? [];
  return (
    <div className="record-form-grid">
      <TextField
        id="user-name"
        label={t("form.name")}
        value={values.name}
        onChange={(name) => change({ name })}
        maxLength={120}
        required
        autoFocus
        error={message("name")}
        className="record-form-grid__double"
      />
      <TextField
        id="user-login"
        label={t("form.login")}
        value={values.login}
        onChange={(login) => change({ login })}
        maxLength={60}
        required
        autoComplete="off"
        error={message("login")}
      />
      <TextField
        id="user-email"
        label={t("form.email")}
        type="email"
        inputMode="email"
        value={values.email}
        onChange={(email) => change({ email })}
        maxLength={254}
        required
        error={message("email")}
        className="record-form-grid__double"
      />
      <MultiSelectField
        id="user-units"
        label={t("form.units")}
        value={values.companyIds}
        options={options}
        onChange={(companyIds) => change({ companyIds })}
        placeholder={units?.length === 0 ? t("form.units-empty") : t("form.units-placeholder")}
        error={message("company_ids")}
        className="record-form-grid__wide"
      />
      {SWITCHES.map(({ field, label, hint }) => (
        <div key={field} className="user-switch record-form-grid__wide">
          <SwitchInput
            inputId={`user-${field}`}
            checked={values[field]}
            onChange={(checked) => change({ [field]: checked })}
            describedBy={hint ? `user-${field}-hint` : undefined}
          />
          <div>
            <label htmlFor={`user-${field}`}>{t(label)}</label>
            {hint ? <p id={`user-${field}-hint`}>{t(hint)}</p> : null}
          </div>
        </div>
      ))}
      {values.isNew ? <PasswordFields values={values} change={change} message={message} /> : null}
    </div>
  );
}

function PasswordFields({
  values,
  change,
  message,
}: Pick<UserTabProps, "values" | "message"> & { change: (change: UserChange) => void }) {
  const { t } = useTranslation("users");
  return (
    <>
      <fieldset className="user-password record-form-grid__wide">
        <legend>{t("form.password-legend")}</legend>
        {PASSWORD_CHOICES.map((choice) => (
          <div key={choice} className="user-password__option">
            <RadioButton
              inputId={`user-password-${choice}`}
              name="user-password-choice"
              value={choice}
              checked={values.passwordChoice === choice}
              onChange={() => change({ passwordChoice: choice })}
            />
            <label htmlFor={`user-password-${choice}`}>{t(`form.password-${choice}`)}</label>
          </div>
        ))}
      </fieldset>
      {values.passwordChoice === "type" ? (
        <>
          <TextField
            id="user-password"
            label={t("form.password")}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(password) => change({ password })}
            maxLength={200}
            required
            error={message("password")}
          />
          <TextField
            id="user-password-confirmation"
            label={t("form.password-confirmation")}
            type="password"
            autoComplete="new-password"
            value={values.passwordConfirmation}
            onChange={(passwordConfirmation) => change({ passwordConfirmation })}
            maxLength={200}
            required
            error={message("passwordConfirmation")}
          />
          <p className="user-hint record-form-grid__wide">{t("form.password-hint", { min: MIN_PASSWORD_LENGTH })}</p>
        </>
      ) : (
        <p className="user-hint record-form-grid__wide">{t("form.password-mail-hint")}</p>
      )}
    </>
  );
}
