import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_REPORT_DAYS, periodProblem } from "../../domain/reports.ts";
import type { ReportFilterOptions } from "../../schemas/reports.ts";
import { DateField } from "../components/form/date-field.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { PeriodPresets } from "../components/data-table/period-presets.tsx";
import type { ReportScopeState, ReportWhere } from "./report-scope.ts";

type Props = {
  readonly applied: ReportScopeState;
  readonly options: ReportFilterOptions | null;
  readonly today: string;
  readonly onApply: (scope: ReportScopeState) => void;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The reports' filter bar: period presets, the masked DD/MM/YYYY range, and where (network, unit or group). */
export function ReportFilterBar({ applied, options, today, onApply }: Props) {
  const { t } = useTranslation("reports");
  const [draft, setDraft] = useState(applied);
  const appliedKey = JSON.stringify(applied);
  const [shown, setShown] = useState(appliedKey);
  // Another scope in the URL (a preset, back and forward) replaces the draft; a render with the same one does not.
  if (shown !== appliedKey) {
    setShown(appliedKey);
    setDraft(applied);
  }
  const set = (change: Partial<ReportScopeState>) => setDraft((current) => ({ ...current, ...change }));
  const wheres: ReadonlyArray<ReportWhere> = options?.franchise
    ? ["network", "unit", "group", "franchise"]
    : ["network", "unit", "group"];
  const typed = DATE.test(draft.start) && DATE.test(draft.end);
  const problem = typed ? periodProblem(draft.start, draft.end) : null;
  const periodOk = typed && problem === null;
  const problemText =
    problem === null ? null : t(`scope.problems.${problem}`, { days: MAX_REPORT_DAYS, date: "01/01/2000" });
  const complete =
    (draft.where !== "unit" || draft.companyId !== null) && (draft.where !== "group" || draft.groupId !== null);
  return (
    <section className="report-filters" aria-label={t("scope.period")}>
      <PeriodPresets
        className="report-presets"
        label={t("scope.period")}
        today={today}
        onPick={(period) => onApply({ ...draft, ...period })}
      />
      <DateField
        id="report-start"
        label={t("scope.start")}
        value={draft.start}
        onChange={(start) => set({ start: start ?? "" })}
        error={problem === "period-too-early" ? problemText : null}
      />
      <DateField
        id="report-end"
        label={t("scope.end")}
        value={draft.end}
        onChange={(end) => set({ end: end ?? "" })}
        error={problem !== null && problem !== "period-too-early" ? problemText : null}
      />
      <DropdownField
        id="report-where"
        label={t("scope.where")}
        value={draft.where}
        options={wheres.map((where) => ({ value: where, label: t(`scope.${where}`) }))}
        onChange={(where) => set({ where: where ?? "network" })}
      />
      {draft.where === "unit" ? (
        <DropdownField
          id="report-unit"
          label={t("scope.unit")}
          value={draft.companyId}
          placeholder={t("scope.choose-unit")}
          filter
          options={(options?.companies ?? []).map((unit) => ({ value: unit.id as number, label: unit.name }))}
          onChange={(companyId) => set({ companyId })}
        />
      ) : null}
      {draft.where === "group" ? (
        <DropdownField
          id="report-group"
          label={t("scope.group")}
          value={draft.groupId}
          placeholder={t("scope.choose-group")}
          options={(options?.groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
          onChange={(groupId) => set({ groupId })}
        />
      ) : null}
      <Button
        type="button"
        icon="pi pi-filter"
        label={t("scope.apply")}
        disabled={!periodOk || !complete}
        tooltip={periodOk ? undefined : t("scope.invalid-period")}
        onClick={() => onApply(draft)}
      />
    </section>
  );
}
