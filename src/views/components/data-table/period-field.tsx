import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { OverlayPanel } from "primereact/overlaypanel";
import { type KeyboardEvent, type SyntheticEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseApiDate, toApiDate } from "../../../domain/dates.ts";
import { displayDate } from "../../../services/format.ts";

export type Period = { readonly initialDate: string | null; readonly finalDate: string | null };

export type PeriodFieldProps = Period & {
  readonly onChange: (period: Period) => void;
};

const dateOf = (text: string | null): Date | null => (text === null ? null : parseApiDate(text));

/**
 * The period filter: the range as text (`01/05/2026 até 21/05/2026`), picked on a calendar that
 * opens below it. PrimeReact's own range input joins the dates with a fixed " - ".
 */
export function PeriodField({ initialDate, finalDate, onChange }: PeriodFieldProps) {
  const { t } = useTranslation("table");
  const panel = useRef<OverlayPanel>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // The first day picked, waiting for the second; the list changes only once the range is whole.
  const [draft, setDraft] = useState<(Date | null)[] | null>(null);
  const start = dateOf(initialDate);
  const end = dateOf(finalDate);

  const text =
    start && end
      ? t("period.range", { start: displayDate(start), end: displayDate(end) })
      : start
        ? t("period.from", { start: displayDate(start) })
        : end
          ? t("period.until", { end: displayDate(end) })
          : "";

  const toggle = (event: SyntheticEvent) => panel.current?.toggle(event);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      toggle(event);
    }
  };

  const pick = (value: (Date | null)[] | null | undefined) => {
    const [first = null, second = null] = value ?? [];
    if (first && second) {
      setDraft(null);
      panel.current?.hide();
      onChange({ initialDate: toApiDate(first), finalDate: toApiDate(second) });
    } else {
      setDraft(value ?? null);
    }
  };

  const clear = () => {
    setDraft(null);
    panel.current?.hide();
    onChange({ initialDate: null, finalDate: null });
  };

  return (
    <div className="data-table-period">
      <IconField iconPosition="left">
        <InputIcon className="pi pi-calendar" aria-hidden="true" />
        <InputText
          readOnly
          role="combobox"
          value={text}
          placeholder={t("period.placeholder")}
          aria-label={t("period.label")}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
          onKeyDown={onKeyDown}
          className="data-table-period-input"
        />
      </IconField>
      {start || end ? (
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          severity="secondary"
          aria-label={t("period.clear")}
          onClick={clear}
        />
      ) : null}
      <OverlayPanel
        ref={panel}
        onShow={() => setOpen(true)}
        onHide={() => {
          setOpen(false);
          setDraft(null);
        }}
      >
        {/* The panel repeats its own props on two elements, so the dialog's id and name live here. */}
        <div id={panelId} role="dialog" aria-label={t("period.label")}>
          <Calendar
            inline
            selectionMode="range"
            value={draft ?? (start || end ? [start, end] : null)}
            onChange={(event) => pick(event.value)}
            dateFormat="dd/mm/yy"
          />
          <div className="data-table-period-actions">
            <Button type="button" label={t("period.clear-button")} text size="small" onClick={clear} />
          </div>
        </div>
      </OverlayPanel>
    </div>
  );
}
