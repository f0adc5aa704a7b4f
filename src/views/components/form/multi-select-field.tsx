import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import type { FieldOption, OptionValue } from "./field-option.ts";
import { FormField, messageAria } from "./form-field.tsx";
import { useRequiredMessage } from "./use-required-message.ts";

export type MultiSelectFieldProps<V extends OptionValue> = {
  readonly id: string;
  readonly label: string;
  readonly value: ReadonlyArray<V>;
  readonly options: ReadonlyArray<FieldOption<V>>;
  readonly onChange: (value: ReadonlyArray<V>) => void;
  /** Shows 'Preenchimento obrigatório' 500 ms after display while nothing is chosen. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly filter?: boolean;
  /** A message from outside (a server validation), shown instead of the required message. */
  readonly error?: string | null;
  readonly className?: string;
};

/** A labelled multiple-choice dropdown. */
export function MultiSelectField<V extends OptionValue>({
  id,
  label,
  value,
  options,
  onChange,
  required = false,
  disabled,
  placeholder,
  filter,
  error,
  className,
}: MultiSelectFieldProps<V>) {
  const { t } = useTranslation("form");
  const missing = useRequiredMessage(required, value.length === 0);
  const message = error || (missing ? t("required") : null);
  return (
    <FormField id={id} label={label} message={message} className={className}>
      <MultiSelect
        inputId={id}
        value={[...value]}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        optionDisabled="disabled"
        onChange={(event) => onChange(Array.isArray(event.value) ? event.value : [])}
        disabled={disabled}
        placeholder={placeholder}
        filter={filter}
        display="chip"
        invalid={Boolean(message)}
        // MultiSelect puts ARIA props on its wrapper; the labelled element is the hidden input.
        pt={{ input: { "aria-required": required, ...messageAria(id, message) } }}
        className="w-full"
        // PrimeReact closes the panel on Escape without moving focus back: the keyboard user would be left on <body>.
        onHide={() => {
          const active = document.activeElement;
          if (!active || active === document.body || active.closest(".p-multiselect-panel")) {
            document.getElementById(id)?.focus();
          }
        }}
      />
    </FormField>
  );
}
