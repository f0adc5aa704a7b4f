import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { getDre, getFinanceReportFilters } from "../../services/api/finance-reports.ts";
import { DreTable } from "../components/dre-table/dre-table.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { FinanceReportScope } from "./finance-report-filters.tsx";
import "./finance-reports.css";

const YEARS_SHOWN = 6;

const idOf = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** /dre (RPT 3): the monthly DRE of a year, competency basis, for a unit or the whole network. */
export function DreScreen() {
  const { t } = useTranslation(["finance-reports", "table"]);
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const thisYear = today.getFullYear();
  const typedYear = Number(params.get("year"));
  const year = Number.isInteger(typedYear) && typedYear >= 2000 && typedYear <= 2100 ? typedYear : thisYear;
  const companyId = idOf(params.get("unit"));
  const key = `${year}:${companyId ?? ""}`;
  const { data: options } = useResourceData(useResource(getFinanceReportFilters));
  const { data: report, failed } = useResourceData(
    useResource((signal) => getDre({ year, company_id: companyId ?? undefined }, signal), key),
  );
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => thisYear + 1 - index);
  if (!years.includes(year)) years.push(year);
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  return (
    <div className="finance-report">
      <div className="finance-report__bar">
        <DropdownField
          id="dre-year"
          className="finance-report__field"
          label={t("dre.year")}
          value={year}
          options={years.map((value) => ({ value, label: String(value) }))}
          onChange={(value) => set("year", value === null || value === thisYear ? null : String(value))}
        />
        <FinanceReportScope
          options={options}
          companyId={companyId}
          onCompany={(id) => set("unit", id === null ? null : String(id))}
        />
      </div>
      {failed ? <p role="alert">{t("load-failed")}</p> : null}
      {report ? (
        <>
          <DreTable report={report} currentMonth={year === thisYear ? today.getMonth() : null} label={t("dre.table")} />
          <p className="finance-report__note">{t("dre.note")}</p>
        </>
      ) : failed ? null : (
        <p>{t("table:messages.loading")}</p>
      )}
    </div>
  );
}
