import { InputText } from "primereact/inputtext";
import { type Cents, MAX_AMOUNT_CENTS } from "../../../domain/money.ts";
import { money } from "../../../services/format.ts";
import { FormField, messageAria } from "./form-field.tsx";
import { typedCents } from "./money-input.ts";

export type MoneyFieldProps = {
  readonly id: string;
  readonly label: string;
  /** Integer cents; null when empty. */
  readonly value: Cents | null;
  readonly onChange: (value: Cents | null) => void;
  /** The largest value the field takes (the request's bound); default a single amount, R$ 9.999.999,99. */
  readonly max?: Cents;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly className?: string;
};

/** Money shown as "R$ 1.234,56"; digits fill it from the right (typing 1, 2, 3 gives R$ 1,23). */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  max = MAX_AMOUNT_CENTS,
  required,
  disabled,
  placeholder,
  error,
  className,
}: MoneyFieldProps) {
  return (
    <FormField id={id} label={label} message={error} className={className}>
      <InputText
        id={id}
        value={value === null ? "" : money(value)}
        onChange={(event) => onChange(typedCents(event.target.value, value, max))}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-required={required}
        {...messageAria(id, error)}
        className="w-full text-right"
      />
    </FormField>
  );
}
