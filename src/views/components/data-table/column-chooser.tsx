import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export type ColumnChoice = { readonly field: string; readonly label: string };

export type ColumnChooserProps = {
  /** Every column, in order. */
  readonly choices: ReadonlyArray<ColumnChoice>;
  readonly visibleFields: ReadonlyArray<string>;
  /** The new visible fields, in the columns' order; never empty. */
  readonly onChange: (fields: ReadonlyArray<string>) => void;
};

/**
 * `Selecionar Colunas`: a toggle button opening a panel of labelled checkboxes, one per column (a disclosure).
 * Opening moves focus to the first checkbox; Escape closes and returns focus to the button; a click outside or
 * Tab past the last checkbox closes it. The last visible column cannot be unchecked.
 */
export function ColumnChooser({ choices, visibleFields, onChange }: ColumnChooserProps) {
  const { t } = useTranslation("table");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const panelId = useId();
  const label = t("toolbar.select-columns");

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (panel.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    closeToButton();
  };
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    // Focus left the page (another window) or moved within the chooser: stay open.
    if (next === null || panel.current?.contains(next) || next === button.current) return;
    setOpen(false);
  };
  const toggle = (field: string) => {
    const shown = new Set(visibleFields);
    if (shown.has(field)) shown.delete(field);
    else shown.add(field);
    const fields = choices.map((choice) => choice.field).filter((f) => shown.has(f));
    if (fields.length > 0) onChange(fields);
  };

  return (
    <div className="data-table-columns">
      <button
        ref={button}
        type="button"
        className="p-button p-component p-button-outlined p-button-sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className="p-button-icon p-button-icon-left pi pi-table" aria-hidden="true" />
        <span className="p-button-label">{label}</span>
      </button>
      {open ? (
        <fieldset id={panelId} ref={panel} className="data-table-columns-panel" onKeyDown={onKeyDown} onBlur={onBlur}>
          <legend className="visually-hidden">{label}</legend>
          <ul className="data-table-columns-list">
            {choices.map((choice) => {
              const checked = visibleFields.includes(choice.field);
              return (
                <li key={choice.field}>
                  <label className="data-table-columns-option">
                    <input
                      type="checkbox"
                      checked={checked}
                      // At least one column stays: the only one shown cannot be hidden.
                      disabled={checked && visibleFields.length === 1}
                      onChange={() => toggle(choice.field)}
                    />
                    <span>{choice.label}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
