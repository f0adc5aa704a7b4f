import { InputText } from "primereact/inputtext";
import { stripEmoji } from "../../../domain/text.ts";
import { FormField, messageAria } from "./form-field.tsx";

export type PlainTextFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  /** Receives the text without emoji or other symbols. */
  readonly onChange: (value: string) => void;
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly className?: string;
};

/** A text field that keeps only letters, digits, spaces, commas, periods and underscores (spec 5.4). */
export function PlainTextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  required,
  disabled,
  placeholder,
  error,
  className,
}: PlainTextFieldProps) {
  return (
    <FormField id={id} label={label} message={error} className={className}>
      <InputText
        id={id}
        value={value}
        onChange={(event) => onChange(stripEmoji(event.target.value))}
        maxLength={maxLength}
        disabled={disabled}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-required={required}
        {...messageAria(id, error)}
        className="w-full"
      />
    </FormField>
  );
}
