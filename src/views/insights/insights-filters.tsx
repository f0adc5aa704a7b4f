import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type InsightsPeriod,
  PERIOD_PRESETS,
  type PeriodPreset,
  presetOf,
  insightsPresetPeriod,
  validPeriod,
} from "../../domain/insights.ts";
import type { InsightsUnits } from "../../schemas/insights.ts";
import { DateField } from "../components/form/date-field.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";

type Props = {
  readonly period: InsightsPeriod;
  readonly today: string;
  readonly onPeriod: (period: InsightsPeriod) => void;
  readonly units: InsightsUnits | null;
  readonly companyId: number | null;
  readonly onCompany: (id: number | null) => void;
};

/** The period (presets or a typed range, DD/MM/YYYY) and the unit (or the whole network) every card follows. */
export function InsightsFilters({ period, today, onPeriod, units, companyId, onCompany }: Props) {
  const { t } = useTranslation("insights");
  const shown = presetOf(period, today);
  const [custom, setCustom] = useState(shown === "custom");
  const [typed, setTyped] = useState<{ start: string | null; end: string | null }>(period);
  const preset: PeriodPreset = custom ? "custom" : shown;
  const choose = (value: PeriodPreset | null) => {
    if (value === null) return;
    if (value === "custom") {
      setCustom(true);
      setTyped(period);
      return;
    }
    setCustom(false);
    const next = insightsPresetPeriod(value, today);
    if (next) onPeriod(next);
  };
  const type = (field: "start" | "end", value: string | null) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    const candidate = { start: next.start ?? "", end: next.end ?? "" };
    if (
      /^\d{4}-\d{2}-\d{2}$/.test(candidate.start) &&
      /^\d{4}-\d{2}-\d{2}$/.test(candidate.end) &&
      validPeriod(candidate)
    )
      onPeriod(candidate);
  };
  const rangeInvalid =
    custom &&
    typed.start !== null &&
    typed.end !== null &&
    /^\d{4}-\d{2}-\d{2}$/.test(typed.start) &&
    /^\d{4}-\d{2}-\d{2}$/.test(typed.end) &&
    !validPeriod({ start: typed.start, end: typed.end });
  return (
    <div className="insights__filters">
      <DropdownField
        id="insights-period"
        className="insights__field"
        label={t("filters.period")}
        value={preset}
        options={PERIOD_PRESETS.map((value) => ({ value, label: t(`presets.${value}`) }))}
        onChange={choose}
      />
      {custom ? (
        <>
          <DateField
            id="insights-start"
            className="insights__field insights__date"
            label={t("filters.start")}
            value={typed.start}
            onChange={(value) => type("start", value)}
          />
          <DateField
            id="insights-end"
            className="insights__field insights__date"
            label={t("filters.end")}
            value={typed.end}
            onChange={(value) => type("end", value)}
            error={rangeInvalid ? t("filters.invalid-range") : null}
          />
        </>
      ) : null}
      <DropdownField
        id="insights-unit"
        className="insights__field"
        label={t("filters.unit")}
        value={companyId}
        options={(units?.companies ?? []).map((unit) => ({ value: unit.id as number, label: unit.name }))}
        placeholder={t("filters.network")}
        showClear
        onChange={onCompany}
      />
    </div>
  );
}
