import { useSelector } from "@xstate/react";
import { Password } from "primereact/password";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ChangePasswordRef, PasswordFieldName as Field } from "../../machines/change-password.machine.ts";
import { MIN_PASSWORD_LENGTH } from "../../domain/profile.ts";

const LABEL_KEYS: Readonly<Record<Field, string>> = {
  oldPassword: "change-password.old-password",
  newPassword: "change-password.new-password",
  confirmedNewPassword: "change-password.confirmed-new-password",
};

export type PasswordFieldProps = {
  readonly flow: ChangePasswordRef;
  readonly field: Field;
  readonly disabled: boolean;
};

/** One required, labelled password input of the change-password form, with its message. */
export function PasswordField({ flow, field, disabled }: PasswordFieldProps) {
  const { t } = useTranslation("account");
  const value = useSelector(flow, (s) => s.context.values[field]);
  const error = useSelector(flow, (s) => s.context.errors[field]);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(LABEL_KEYS[field])}</label>
      <Password
        inputId={id}
        name={field}
        value={value}
        onChange={(event) => flow.send({ type: "field.changed", field, value: event.target.value })}
        feedback={false}
        toggleMask
        required
        aria-required="true"
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        invalid={error !== undefined}
        disabled={disabled}
        autoComplete={field === "oldPassword" ? "current-password" : "new-password"}
        className="w-full"
        inputClassName="w-full"
        pt={{
          showIcon: { "aria-label": t("change-password.show-password") },
          hideIcon: { "aria-label": t("change-password.hide-password") },
        }}
      />
      {error ? (
        <small id={errorId} className="p-error">
          {t(`change-password.errors.${error}`, { min: MIN_PASSWORD_LENGTH })}
        </small>
      ) : null}
    </div>
  );
}
