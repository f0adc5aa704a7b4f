import { SelectButton } from "primereact/selectbutton";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CASH_FLOW_GROUPINGS, type CashFlowGrouping } from "../../domain/cash-flow.ts";
import type { CashFlowBucket } from "../../schemas/finance-reports.ts";
import { displayDate, moneyOfText } from "../../services/format.ts";
import { getCashFlow, getFinanceReportFilters } from "../../services/api/finance-reports.ts";
import { parseApiDate } from "../../domain/dates.ts";
import { BalanceCard } from "../components/balance-card/balance-card.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { PeriodField } from "../components/data-table/period-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { CashFlowChart } from "./cash-flow-chart.tsx";
import { FinanceReportScope } from "./finance-report-filters.tsx";
import { ReportExports } from "./report-exports.tsx";
import "./finance-reports.css";

const idOf = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
const dateText = (apiDate: string) => {
  const date = parseApiDate(apiDate);
  return date ? displayDate(date) : apiDate;
};
const periodOf = (bucket: CashFlowBucket) =>
  bucket.start === bucket.end ? dateText(bucket.start) : `${dateText(bucket.start)} – ${dateText(bucket.end)}`;

const moneyColumn = (
  field: string,
  header: string,
  value: (row: CashFlowBucket) => string,
): DataTableColumn<CashFlowBucket> => ({
  field,
  header: `finance-reports:cash-flow.${header}`,
  nowrap: true,
  text: (row) => moneyOfText(value(row)),
  excel: (row) => ({ value: Number(value(row)), format: "#,##0.00" }),
});

const COLUMNS: ReadonlyArray<DataTableColumn<CashFlowBucket>> = [
  { field: "period", header: "finance-reports:cash-flow.period", nowrap: true, text: periodOf },
  moneyColumn("opening", "opening", (row) => row.realized.opening),
  moneyColumn("inflows", "inflows", (row) => row.realized.inflows),
  moneyColumn("outflows", "outflows", (row) => row.realized.outflows),
  moneyColumn("closing", "closing", (row) => row.realized.closing),
  moneyColumn("foreseen-inflows", "foreseen-inflows", (row) => row.foreseen.inflows),
  moneyColumn("foreseen-outflows", "foreseen-outflows", (row) => row.foreseen.outflows),
  moneyColumn("projected", "projected", (row) => row.foreseen.closing),
];

/** /fluxo-de-caixa (FIN 5): realized and foreseen money per day, week or month of a period, by unit and account. */
export function CashFlowScreen() {
  const { t } = useTranslation(["finance-reports", "table"]);
  const [params, setParams] = useSearchParams();
  const initialDate = params.get("initialDate");
  const finalDate = params.get("finalDate");
  const groupBy = (CASH_FLOW_GROUPINGS as ReadonlyArray<string>).includes(params.get("groupBy") ?? "")
    ? (params.get("groupBy") as CashFlowGrouping)
    : "day";
  const companyId = idOf(params.get("unit"));
  const accountId = idOf(params.get("account"));
  const query = {
    initial_date: initialDate ?? undefined,
    final_date: finalDate ?? undefined,
    group_by: groupBy,
    company_id: companyId ?? undefined,
    account_id: accountId ?? undefined,
  };
  const key = JSON.stringify(query);
  const { data: options } = useResourceData(useResource(getFinanceReportFilters));
  const { data: flow, failed } = useResourceData(useResource((signal) => getCashFlow(query, signal), key));
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
  const groupings = useMemo(
    () => CASH_FLOW_GROUPINGS.map((value) => ({ value, label: t(`cash-flow.group.${value}`) })),
    [t],
  );
  return (
    <div className="finance-report">
      <div className="finance-report__bar">
        <span className="finance-report__field finance-report__period">
          <span className="finance-report__label">{t("filters.period")}</span>
          <PeriodField
            initialDate={flow?.initial_date ?? initialDate}
            finalDate={flow?.final_date ?? finalDate}
            onChange={(period) => set({ initialDate: period.initialDate, finalDate: period.finalDate })}
          />
        </span>
        <span className="finance-report__field">
          <span className="finance-report__label">{t("cash-flow.group-by")}</span>
          <SelectButton
            value={groupBy}
            options={groupings}
            allowEmpty={false}
            aria-label={t("cash-flow.group-by")}
            onChange={(event) => set({ groupBy: event.value === "day" ? null : String(event.value) })}
          />
        </span>
        <FinanceReportScope
          options={options}
          companyId={companyId}
          onCompany={(id) => set({ unit: id === null ? null : String(id), account: null })}
          account={{ id: accountId, onChange: (id) => set({ account: id === null ? null : String(id) }) }}
        />
      </div>
      {failed ? <p role="alert">{t("load-failed")}</p> : null}
      {flow ? (
        <>
          <div className="finance-report__cards">
            <BalanceCard
              title={t("cash-flow.realized-card")}
              balance={flow.totals.realized.closing}
              initialBalance={flow.opening}
              inflows={flow.totals.realized.inflows}
              outflows={flow.totals.realized.outflows}
            />
            <section className="finance-report__projected" aria-label={t("cash-flow.foreseen-card")}>
              <h2>{t("cash-flow.foreseen-card")}</h2>
              <output>{moneyOfText(flow.totals.foreseen.closing)}</output>
              <dl>
                <dt>{t("cash-flow.foreseen-inflows")}</dt>
                <dd>{moneyOfText(flow.totals.foreseen.inflows)}</dd>
                <dt>{t("cash-flow.foreseen-outflows")}</dt>
                <dd>{moneyOfText(flow.totals.foreseen.outflows)}</dd>
                <dt>{t("cash-flow.overdue")}</dt>
                <dd data-testid="cash-flow-overdue">
                  {moneyOfText(flow.overdue.inflows)} / {moneyOfText(flow.overdue.outflows)}
                </dd>
              </dl>
            </section>
          </div>
          <CashFlowChart buckets={flow.buckets} label={t("cash-flow.chart")} />
          <ReportExports columns={COLUMNS} rows={flow.buckets} fileName={t("cash-flow.file-name")} />
          <div className="finance-report__scroll">
            <table className="finance-report__table" aria-label={t("cash-flow.table")}>
              <thead>
                <tr>
                  <th rowSpan={2} scope="col">
                    {t("cash-flow.period")}
                  </th>
                  <th colSpan={4} scope="colgroup">
                    {t("cash-flow.realized")}
                  </th>
                  <th colSpan={3} scope="colgroup">
                    {t("cash-flow.foreseen")}
                  </th>
                </tr>
                <tr>
                  {COLUMNS.slice(1).map((column) => (
                    <th key={column.field} scope="col">
                      {t(column.header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="finance-report__overdue" data-row="overdue">
                  <th scope="row">{t("cash-flow.overdue")}</th>
                  <td colSpan={4} />
                  <td>{moneyOfText(flow.overdue.inflows)}</td>
                  <td>{moneyOfText(flow.overdue.outflows)}</td>
                  <td />
                </tr>
                {flow.buckets.map((bucket) => (
                  <tr key={bucket.start} data-row={bucket.start}>
                    <th scope="row">{periodOf(bucket)}</th>
                    {COLUMNS.slice(1).map((column) => (
                      <td key={column.field}>{column.text(bucket)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-row="total">
                  <th scope="row">{t("cash-flow.total")}</th>
                  <td>{moneyOfText(flow.opening)}</td>
                  <td>{moneyOfText(flow.totals.realized.inflows)}</td>
                  <td>{moneyOfText(flow.totals.realized.outflows)}</td>
                  <td>{moneyOfText(flow.totals.realized.closing)}</td>
                  <td>{moneyOfText(flow.totals.foreseen.inflows)}</td>
                  <td>{moneyOfText(flow.totals.foreseen.outflows)}</td>
                  <td>{moneyOfText(flow.totals.foreseen.closing)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="finance-report__note">{t("cash-flow.note")}</p>
        </>
      ) : failed ? null : (
        <p>{t("table:messages.loading")}</p>
      )}
    </div>
  );
}
