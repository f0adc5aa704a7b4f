import { InputText } from "primereact/inputtext";
import { type KeyboardEvent, useLayoutEffect, useRef } from "react";
import { type Cents, MAX_AMOUNT_CENTS } from "../../../domain/money.ts";
import { money } from "../../../services/format.ts";
import { FormField, messageAria, messageIdOf } from "./form-field.tsx";
import { centsAfterKey, typedCents } from "./money-input.ts";
import { isImplausible } from "./plausible.ts";

export type MoneyFieldProps = {
  readonly id: string;
  readonly label: string;
  /** Integer cents; null when empty. */
  readonly value: Cents | null;
  readonly onChange: (value: Cents | null) => void;
  /** The largest value the field takes (the request's bound); default a single amount, R$ 9.999.999,99. */
  readonly max?: Cents;
  /**
   * Issue 11: the largest value the context makes plausible. Above it the field shows `implausibleText` as a warning;
   * the flow that uses the value asks for confirmation (useConfirmStep) before using it.
   */
  readonly plausibleMax?: Cents;
  /** The warning shown under the field while the value is above `plausibleMax`. */
  readonly implausibleText?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly className?: string;
  readonly autoFocus?: boolean;
};

const selectAll = (input: HTMLInputElement | null) => {
  if (input && document.activeElement === input) input.setSelectionRange(0, input.value.length);
};

/**
 * Money shown as "R$ 1.234,56", typed as on a calculator (issue 11): focus, click, Tab or a shortcut select the whole
 * content, so digits start a new amount (2, 0, 0, 0, 0 → R$ 200,00); further digits fill it from the right and
 * Backspace removes the last one. The caret stays at the end, never before "R$".
 */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  max = MAX_AMOUNT_CENTS,
  plausibleMax,
  implausibleText,
  required,
  disabled,
  placeholder,
  error,
  className,
  autoFocus,
}: MoneyFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const text = value === null ? "" : money(value);
  const warning = !error && implausibleText && isImplausible(value, plausibleMax) ? implausibleText : null;
  // After a change typed here the caret goes back to the end of the new text; a value set from outside while the field
  // has the focus (a suggested amount) is selected whole, so the next digit replaces it.
  const typed = useRef(false);
  useLayoutEffect(() => {
    const element = input.current;
    if (element && document.activeElement === element) {
      element.setSelectionRange(typed.current ? text.length : 0, text.length);
    }
    typed.current = false;
  }, [text]);
  const change = (next: Cents | null) => {
    typed.current = true;
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const element = event.currentTarget;
    const next = centsAfterKey(
      event.key,
      value,
      { start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0, length: element.value.length },
      max,
    );
    if (next === undefined) return;
    event.preventDefault();
    if (next !== value) change(next);
    else element.setSelectionRange(element.value.length, element.value.length);
  };
  return (
    <FormField id={id} label={label} message={error} className={className}>
      <InputText
        ref={input}
        id={id}
        value={text}
        onChange={(event) => change(typedCents(event.target.value, value, max))}
        onKeyDown={onKeyDown}
        onFocus={(event) => selectAll(event.currentTarget)}
        // The click's mouseup would put a caret where the pointer is (before "R$"): the whole content stays selected.
        onMouseUp={(event) => {
          event.preventDefault();
          selectAll(event.currentTarget);
        }}
        onSelect={(event) => {
          const element = event.currentTarget;
          const { selectionStart, selectionEnd } = element;
          if (selectionStart !== null && selectionStart === selectionEnd && selectionStart < element.value.length) {
            element.setSelectionRange(element.value.length, element.value.length);
          }
        }}
        inputMode="numeric"
        autoComplete="off"
        autoFocus={autoFocus}
        disabled={disabled}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-required={required}
        {...messageAria(id, error)}
        {...(warning ? { "aria-describedby": messageIdOf(id) } : {})}
        className="w-full text-right"
      />
      {warning ? (
        <small id={messageIdOf(id)} className="field-warning block" data-testid={`${id}-warning`}>
          <i className="pi pi-exclamation-triangle mr-1 text-xs" aria-hidden="true" />
          {warning}
        </small>
      ) : null}
    </FormField>
  );
}
