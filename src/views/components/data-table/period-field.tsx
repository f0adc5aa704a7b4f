import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseApiDate } from "../../../domain/dates.ts";
import { displayDate } from "../../../services/format.ts";
import "./period-field.css";

export type Period = { readonly initialDate: string | null; readonly finalDate: string | null };

export type PeriodFieldProps = Period & {
  readonly onChange: (period: Period) => void;
};

const dateOf = (text: string | null): Date | null => (text === null ? null : parseApiDate(text));

// The calendar is most of this field's code and few visits open it: it downloads on first use (or when the
// pointer or focus reaches the field, so it is usually there by the click).
const loadCalendar = () => import("./period-calendar.tsx");
const PeriodCalendar = lazy(async () => ({ default: (await loadCalendar()).PeriodCalendar }));
const prefetchCalendar = () => {
  loadCalendar().catch(() => {});
};

/**
 * The period filter: the range as text (`01/05/2026 até 21/05/2026`), picked on a calendar that
 * opens below it. PrimeReact's own range input joins the dates with a fixed " - ".
 */
export function PeriodField({ initialDate, finalDate, onChange }: PeriodFieldProps) {
  const { t } = useTranslation("table");
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [toggles, setToggles] = useState(0);
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

  const toggle = () => setToggles((count) => count + 1);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      toggle();
    }
  };

  return (
    <div className="data-table-period">
      <IconField iconPosition="left">
        <InputIcon className="pi pi-calendar" aria-hidden="true" />
        <InputText
          ref={input}
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
          onPointerEnter={prefetchCalendar}
          onFocus={prefetchCalendar}
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
          onClick={() => onChange({ initialDate: null, finalDate: null })}
        />
      ) : null}
      {toggles > 0 ? (
        <Suspense fallback={null}>
          <PeriodCalendar
            anchor={input}
            toggles={toggles}
            panelId={panelId}
            start={start}
            end={end}
            onOpenChange={setOpen}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
