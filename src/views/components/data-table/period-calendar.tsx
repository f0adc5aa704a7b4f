import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { OverlayPanel } from "primereact/overlaypanel";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toApiDate } from "../../../domain/dates.ts";
import type { Period } from "./period-field.tsx";

export type PeriodCalendarProps = {
  /** The period input the panel opens below. */
  readonly anchor: RefObject<HTMLInputElement | null>;
  /** Counts the user's requests to open or close the panel; each new value toggles it. */
  readonly toggles: number;
  readonly panelId: string;
  readonly start: Date | null;
  readonly end: Date | null;
  readonly onOpenChange: (open: boolean) => void;
  readonly onChange: (period: Period) => void;
};

/**
 * The calendar of the period filter, in a panel below the input: its own chunk (PrimeReact's Calendar and
 * OverlayPanel), downloaded the first time the user opens the period field.
 */
export function PeriodCalendar({ anchor, toggles, panelId, start, end, onOpenChange, onChange }: PeriodCalendarProps) {
  const { t } = useTranslation("table");
  const panel = useRef<OverlayPanel>(null);
  // The first day picked, waiting for the second; the list changes only once the range is whole.
  const [draft, setDraft] = useState<(Date | null)[] | null>(null);
  // The request handled last: effects run twice in development, a request must toggle once.
  const handled = useRef(0);
  // The panel mounts its portal one render after its own mount; shown before that, it would skip its opening
  // transition (no position, no onShow). The first request waits for that render.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);

  useEffect(() => {
    if (!settled || handled.current === toggles || !anchor.current) return;
    handled.current = toggles;
    panel.current?.toggle(null, anchor.current);
  }, [settled, toggles, anchor]);

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
    <OverlayPanel
      ref={panel}
      onShow={() => onOpenChange(true)}
      onHide={() => {
        onOpenChange(false);
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
  );
}
