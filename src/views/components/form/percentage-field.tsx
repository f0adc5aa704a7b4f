import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { formatPercentage, maskPercentage, parsePercentage } from "../../../domain/percentage.ts";
import { FormField, messageAria } from "./form-field.tsx";

export type PercentageFieldProps = {
  readonly id: string;
  readonly label: string;
  /** 12.5 means 12,50%; null when empty. */
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly className?: string;
};

/** Digits only, at most 4, filled from the right with a comma before the last two (spec 5.4). */
export function PercentageField({
  id,
  label,
  value,
  onChange,
  disabled,
  placeholder,
  error,
  className,
}: PercentageFieldProps) {
  const { t } = useTranslation("form");
  return (
    <FormField id={id} label={label} message={error} className={className}>
      <div className="p-inputgroup">
        <InputText
          id={id}
          value={value === null ? "" : formatPercentage(value)}
          onChange={(event) => {
            const masked = maskPercentage(event.target.value);
            onChange(masked === "" ? null : parsePercentage(masked));
          }}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          invalid={Boolean(error)}
          {...messageAria(id, error)}
        />
        <span className="p-inputgroup-addon" aria-hidden="true">
          {t("percentage.suffix")}
        </span>
      </div>
    </FormField>
  );
}
