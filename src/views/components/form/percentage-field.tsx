import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { percentageInputText, typedPercentage } from "../../../domain/percentage.ts";
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

const textOf = (value: number | null): string => (value === null ? "" : percentageInputText(value));

/**
 * A percentage typed as people write it (issue 11): `10` is 10 %, `12,5` is 12,5 %, at most 100 % and two decimals;
 * a keystroke past that is refused with a message. Focus and click select the whole content, so typing replaces it.
 */
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
  // The text as typed ("12," while the decimals are on their way); it follows the value when that changes elsewhere.
  const [text, setText] = useState(() => textOf(value));
  const [refused, setRefused] = useState<"max" | "decimals" | null>(null);
  const typed = typedPercentage(text);
  const shown = typed.ok && typed.percent === value ? text : textOf(value);
  const message = error ?? (refused ? t(`percentage.${refused}`) : null);
  const selectAll = (element: HTMLInputElement) => {
    if (document.activeElement === element) element.setSelectionRange(0, element.value.length);
  };
  return (
    <FormField id={id} label={label} message={message} className={className}>
      <div className="p-inputgroup">
        <InputText
          id={id}
          value={shown}
          onChange={(event) => {
            const next = typedPercentage(event.target.value);
            if (!next.ok) return setRefused(next.reason);
            setRefused(null);
            setText(next.text);
            if (next.percent !== value) onChange(next.percent);
          }}
          onFocus={(event) => selectAll(event.currentTarget)}
          onMouseUp={(event) => {
            event.preventDefault();
            selectAll(event.currentTarget);
          }}
          onBlur={() => setRefused(null)}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          invalid={Boolean(error)}
          {...messageAria(id, message)}
        />
        <span className="p-inputgroup-addon" aria-hidden="true">
          {t("percentage.suffix")}
        </span>
      </div>
    </FormField>
  );
}
