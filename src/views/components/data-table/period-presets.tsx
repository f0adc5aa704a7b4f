import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { presetPeriod, REPORT_PRESETS } from "../../../domain/reports.ts";
import "./period-presets.css";

export type PresetPeriod = { readonly start: string; readonly end: string };

/**
 * The reports' period shortcuts (Hoje, Últimos 7 dias, Este mês, …; texts `reports:presets`): each gives its period
 * on `today` (YYYY-MM-DD). The reports' filter bar and the lists with a period filter (RPT 7) show them.
 */
export function PeriodPresets({
  today,
  label,
  className,
  onPick,
}: {
  readonly today: string;
  readonly label: string;
  readonly className?: string;
  readonly onPick: (period: PresetPeriod) => void;
}) {
  const { t } = useTranslation("reports");
  return (
    <fieldset className={className ? `period-presets ${className}` : "period-presets"} aria-label={label}>
      {REPORT_PRESETS.map((preset) => (
        <Button
          key={preset}
          type="button"
          size="small"
          text
          label={t(`presets.${preset}`)}
          onClick={() => onPick(presetPeriod(preset, today))}
        />
      ))}
    </fieldset>
  );
}
