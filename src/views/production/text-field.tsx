import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { FormField, messageAria } from "../components/form/form-field.tsx";

export type TextFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Several lines (notes). */
  readonly multiline?: boolean;
  readonly inputMode?: "numeric" | "text";
  readonly autoComplete?: string;
  readonly error?: string | null;
  readonly className?: string;
};

/** A free-text field of the form kit's shape (customer names, garment descriptions keep their punctuation). */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  required,
  disabled,
  multiline = false,
  inputMode,
  autoComplete = "off",
  error,
  className,
}: TextFieldProps) {
  const common = {
    id,
    value,
    maxLength,
    disabled,
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
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
