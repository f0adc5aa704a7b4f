import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { FormField, messageAria } from "./form-field.tsx";

export type TextFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  /** Several lines (notes). */
  readonly multiline?: boolean;
  readonly type?: "text" | "email" | "password";
  readonly inputMode?: "text" | "numeric" | "email";
  readonly autoComplete?: string;
  readonly error?: string | null;
  readonly className?: string;
  /** The page's first field: focused when it opens. */
  readonly autoFocus?: boolean;
};

/** A free-text field of the form kit's shape: label, control and message (names and streets keep punctuation). */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  required,
  disabled,
  placeholder,
  multiline = false,
  type = "text",
  inputMode,
  autoComplete = "off",
  error,
  className,
  autoFocus,
}: TextFieldProps) {
  const common = {
    id,
    autoFocus,
    value,
    maxLength,
    disabled,
    placeholder,
    invalid: Boolean(error),
    "aria-required": required,
    ...messageAria(id, error),
    className: "w-full",
  };
  return (
    <FormField id={id} label={label} message={error} className={className}>
      {multiline ? (
        <InputTextarea {...common} rows={3} autoResize onChange={(event) => onChange(event.target.value)} />
      ) : (
        <InputText
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
