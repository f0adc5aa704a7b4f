import { InputText } from "primereact/inputtext";
import { FormField, messageAria } from "../components/form/form-field.tsx";

export type CustomerTextFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly type?: "text" | "email";
  readonly inputMode?: "text" | "numeric" | "email";
  readonly autoComplete?: string;
  readonly error?: string | null;
  readonly className?: string;
};

/** A free-text field of the form kit's shape (names, streets keep their punctuation). */
export function CustomerTextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  required,
  type = "text",
  inputMode,
  autoComplete = "off",
  error,
  className,
}: CustomerTextFieldProps) {
  return (
    <FormField id={id} label={label} message={error} className={className}>
      <InputText
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        invalid={Boolean(error)}
        aria-required={required}
        {...messageAria(id, error)}
        className="w-full"
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
