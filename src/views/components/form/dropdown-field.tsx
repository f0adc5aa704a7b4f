import { Dropdown } from "primereact/dropdown";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldOption, OptionValue } from "./field-option.ts";
import { HIDDEN_DUPLICATES } from "./dropdown-a11y.ts";
import { FormField, messageAria } from "./form-field.tsx";
import { useRequiredMessage } from "./use-required-message.ts";

export type DropdownFieldProps<V extends OptionValue> = {
  readonly id: string;
  readonly label: string;
  readonly value: V | null;
  readonly options: ReadonlyArray<FieldOption<V>>;
  readonly onChange: (value: V | null) => void;
  /** Shows 'Preenchimento obrigatório' 500 ms after display while empty. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  /** A search box over the options. */
  readonly filter?: boolean;
  readonly showClear?: boolean;
  /** A message from outside (a server validation), shown instead of the required message. */
  readonly error?: string | null;
  readonly className?: string;
  /** How an option (and the chosen one) shows; its accessible name stays the label. */
  readonly optionTemplate?: (option: FieldOption<V>) => ReactNode;
};

/** A labelled single-choice dropdown. */
export function DropdownField<V extends OptionValue>({
  id,
  label,
  value,
  options,
  onChange,
  required = false,
  disabled,
  placeholder,
  filter,
  showClear,
  error,
  className,
  optionTemplate,
}: DropdownFieldProps<V>) {
  const { t } = useTranslation("form");
  const missing = useRequiredMessage(required, value === null);
  const message = error || (missing ? t("required") : null);
  return (
    <FormField id={id} label={label} message={message} className={className}>
      <Dropdown
        inputId={id}
        value={value}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        optionDisabled="disabled"
        onChange={(event) => onChange(event.value ?? null)}
        disabled={disabled}
        placeholder={placeholder}
        filter={filter}
        showClear={showClear}
        pt={HIDDEN_DUPLICATES}
        invalid={Boolean(message)}
        aria-required={required}
        {...messageAria(id, message)}
        className="w-full"
        itemTemplate={optionTemplate}
        valueTemplate={
          optionTemplate
            ? (option: FieldOption<V> | null) => (option ? optionTemplate(option) : (placeholder ?? "\u00a0"))
            : undefined
        }
      />
    </FormField>
  );
}
