import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPhone, isValidPhone } from "../../../domain/phone.ts";
import { FormField, messageAria } from "./form-field.tsx";

export type PhoneFieldProps = {
  readonly id: string;
  readonly label: string;
  /** The phone as shown, "(11) 98765-4321"; "" when empty. */
  readonly value: string;
  /** Receives the masked text; `phoneDigits` from src/domain/phone.ts gives the bare digits. */
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly className?: string;
};

/** Brazilian phone masked "(##) #####-####" or "(##) ####-####" (spec 5.4), checked by the rule of spec 5.2. */
export function PhoneField({ id, label, value, onChange, disabled, placeholder, error, className }: PhoneFieldProps) {
  const { t } = useTranslation("form");
  const [left, setLeft] = useState(false);
  const shown = formatPhone(value);
  // Only after the user leaves the field, so a number being typed is not called invalid.
  const message = error || (left && !isValidPhone(shown) ? t("phone.invalid") : null);
  return (
    <FormField id={id} label={label} message={message} className={className}>
      <InputText
        id={id}
        type="tel"
        value={shown}
        onChange={(event) => onChange(formatPhone(event.target.value))}
        onBlur={() => setLeft(true)}
        inputMode="tel"
        autoComplete="tel-national"
        disabled={disabled}
        placeholder={placeholder}
        invalid={Boolean(message)}
        {...messageAria(id, message)}
        className="w-full"
      />
    </FormField>
  );
}
