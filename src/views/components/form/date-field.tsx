import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  blocksSubmit,
  DEFAULT_DATE_FORMATS,
  type DateInputMode,
  dateInputValue,
  displayDateInput,
  invalidDateMessageKey,
  maskDateInput,
  readDateInput,
} from "./date-input.ts";
import { FormField, messageAria } from "./form-field.tsx";
import { useRequiredMessage } from "./use-required-message.ts";

export type DateFieldProps = {
  readonly id: string;
  readonly label: string;
  /** YYYY-MM-DD, YYYY-MM-DD HH:mm or HH:mm by `mode`; null when empty. */
  readonly value: string | null;
  /** Receives the API text of a complete valid date, null when cleared and "Invalid date" for anything else. */
  readonly onChange: (value: string | null) => void;
  /** Default "date". */
  readonly mode?: DateInputMode;
  /** Display format and mask (moment-style tokens); default DD/MM/YYYY, with HH:mm for times. */
  readonly format?: string;
  /** Shows 'Preenchimento obrigatório' 500 ms after display while empty. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  /** A message from outside (a server validation), shown instead of the field's own. */
  readonly error?: string | null;
  readonly className?: string;
  /** Told whether the text is a whole date that does not exist (31/02/2026): the form must not submit then. */
  readonly onImpossibleChange?: (impossible: boolean) => void;
};

/** A masked date, date-time or time text field (spec 5.4). */
export function DateField({
  id,
  label,
  value,
  onChange,
  mode = "date",
  format,
  required = false,
  disabled,
  placeholder,
  error,
  className,
  onImpossibleChange,
}: DateFieldProps) {
  const { t } = useTranslation("form");
  const displayFormat = format ?? DEFAULT_DATE_FORMATS[mode];
  const [text, setText] = useState(() => displayDateInput(value, displayFormat, mode));
  const [shownValue, setShownValue] = useState(value);
  const [left, setLeft] = useState(false);
  const reading = readDateInput(text, displayFormat, mode);
  // A new value from the parent replaces the text, unless it is what the text already says. A parent that keeps
  // only whole dates answers an unfinished one with null: that is still what the text says, not a reset (else the
  // first key typed over a filled date wiped the text, and "21/11/2026" became "11/12/026").
  if (value !== shownValue) {
    setShownValue(value);
    const same = value === dateInputValue(reading) || (value === null && reading.kind === "invalid");
    if (!same) setText(displayDateInput(value, displayFormat, mode));
  }
  const missing = useRequiredMessage(required, text === "");
  const invalid = reading.kind === "invalid" && (reading.complete || left);
  const message =
    error || (invalid ? t(invalidDateMessageKey(reading, mode), { text }) : missing ? t("required") : null);
  return (
    <FormField id={id} label={label} message={message} className={className}>
      <InputText
        id={id}
        value={text}
        onChange={(event) => {
          const masked = maskDateInput(event.target.value, displayFormat);
          setText(masked);
          const next = readDateInput(masked, displayFormat, mode);
          onImpossibleChange?.(blocksSubmit(next));
          onChange(dateInputValue(next));
        }}
        onBlur={() => setLeft(true)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={displayFormat.length}
        disabled={disabled}
        placeholder={placeholder}
        invalid={Boolean(message)}
        aria-required={required}
        {...messageAria(id, message)}
        className="w-full"
      />
    </FormField>
  );
}
