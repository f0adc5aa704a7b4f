import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { FinancialEntryRow, FinancialEntryTotals } from "../../schemas/finance-entries.ts";
import {
  cancelFinancialEntry,
  financialEntryFilterChoices,
  pageFinancialEntries,
  reopenFinancialEntry,
} from "../../services/api/finance-entries.ts";
import { moneyOfText } from "../../services/format.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import type { ListRequest } from "../components/data-table/table-query.ts";
import { failureText } from "../components/form/api-failure.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";
import { type FinancialEntrySortField, financialEntryColumns, StatusCircle } from "./financial-entry-columns.tsx";
import {
  FinancialEntryFilterPanel,
  financialEntryFiltersOfUrl,
  withFinancialEntryFilters,
} from "./financial-entry-filters.tsx";
import { financialEntryPath } from "./financial-entry-paths.ts";
import { SettleEntryDialog } from "./settle-entry-dialog.tsx";
import "./financial-entries.css";

const STATUSES = [1, 2, 3] as const;
const TOTAL_OF = { 1: "paid", 2: "open", 3: "overdue" } as const;

/**
 * /contas-a-pagar-receber (FIN 1, issue 14 item 3): payables and receivables by installment with the status circle
 * and its legend, 'Filtros', totals per status of the filtered rows; settle, reopen, edit and cancel each row.
 */
export function FinancialEntriesScreen() {
  const { t } = useTranslation(["finance-entries", "table", "common"]);
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => financialEntryFiltersOfUrl(params), [params]);
  const filtersKey = JSON.stringify(filters);
  const [panel, setPanel] = useState(false);
  const [changes, setChanges] = useState(0);
  const [totals, setTotals] = useState<FinancialEntryTotals | null>(null);
  const [settling, setSettling] = useState<FinancialEntryRow | null>(null);
  const refresh = () => setChanges((n) => n + 1);
  const people = { supplier_id: filters.supplier_id, customer_id: filters.customer_id };
  const choices = useResourceData(
    useResource(
      (signal) => financialEntryFilterChoices(people, signal),
      `${people.supplier_id ?? ""}-${people.customer_id ?? ""}`,
    ),
  );

  const reopen = useSaveActor((row: FinancialEntryRow) => reopenFinancialEntry(row.id), refresh);
  const cancel = useSaveActor((row: FinancialEntryRow) => cancelFinancialEntry(row.id), refresh);
  const reopening = useSelector(reopen, (s) => (s.hasTag("confirming") ? s.context.request : null));
  const canceling = useSelector(cancel, (s) => (s.hasTag("confirming") ? s.context.request : null));
  const failure = useSelector(reopen, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const cancelFailure = useSelector(cancel, (s) => (s.hasTag("failed") ? s.context.failure : null));

  const columns = useMemo(
    () =>
      financialEntryColumns(t, {
        hrefOf: (row) => localized(financialEntryPath(row.id)),
        settle: setSettling,
        reopen: (row) => reopen.send({ type: "ask", request: row }),
        remove: (row) => cancel.send({ type: "ask", request: row }),
      }),
    [t, localized, reopen, cancel],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their key
  const fetchPage = useCallback(
    async (request: ListRequest<FinancialEntrySortField>, signal?: AbortSignal) => {
      const page = await pageFinancialEntries({ ...request, ...filters }, signal);
      setTotals(page.totals);
      return page;
    },
    [filtersKey],
  );
  const active = Object.keys(filters).length;
  const problem = failure ?? cancelFailure;
  return (
    <div className="entries-page">
      <div className="entries-page__bar">
        <Button
          type="button"
          icon="pi pi-filter"
          label={t("filters.open")}
          outlined
          badge={active > 0 ? String(active) : undefined}
          onClick={() => setPanel(true)}
        />
        <Link to={localized(financialEntryPath(null))} className="p-button p-component entries-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("new")}</span>
        </Link>
      </div>
      <section className="entries-totals" aria-label={t("totals.label")}>
        {STATUSES.map((status) => (
          <div key={status} className={`entries-totals__card entries-totals__card--${status}`}>
            <span className="entries-totals__name">
              <StatusCircle status={status} label={t(`status.${status}`)} /> {t(`totals.${status}`)}
            </span>
            <strong data-testid={`entries-total-${status}`}>{moneyOfText(totals?.[TOTAL_OF[status]] ?? "0.00")}</strong>
          </div>
        ))}
      </section>
      {problem ? <Message severity="error" text={failureText(t, problem, "finance-entries:failed")} /> : null}
      <DataTable
        key={`${filtersKey}-${changes}`}
        id="financial-entries"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        period="whole-month"
        fileName={t("file-name")}
        label={t("title")}
      />
      <ul className="entries-legend" aria-label={t("legend")}>
        {STATUSES.map((status) => (
          <li key={status}>
            <StatusCircle status={status} label={t(`status.${status}`)} /> {t(`status.${status}`)}
          </li>
        ))}
      </ul>
      <FinancialEntryFilterPanel
        visible={panel}
        onHide={() => setPanel(false)}
        applied={filters}
        onApply={(next) => setParams(withFinancialEntryFilters(params, next))}
        choices={choices.data}
      />
      {settling ? (
        <SettleEntryDialog
          key={settling.id}
          entry={settling}
          onSettled={() => {
            setSettling(null);
            refresh();
          }}
          onHide={() => setSettling(null)}
        />
      ) : null}
      <ConfirmDialog
        group="reopen-entry"
        visible={reopening !== null}
        header={t("reopen.title")}
        message={t("reopen.message", { name: reopening?.description ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("common:actions.yes")}
        rejectLabel={t("common:actions.no")}
        defaultFocus="reject"
        accept={() => reopen.send({ type: "confirm" })}
        reject={() => reopen.send({ type: "cancel" })}
        onHide={() => reopen.send({ type: "cancel" })}
      />
      <ConfirmDialog
        group="cancel-entry"
        visible={canceling !== null}
        header={t("remove.title")}
        message={t("remove.message", { name: canceling?.description ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("common:actions.yes")}
        rejectLabel={t("common:actions.no")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => cancel.send({ type: "confirm" })}
        reject={() => cancel.send({ type: "cancel" })}
        onHide={() => cancel.send({ type: "cancel" })}
      />
    </div>
  );
}
