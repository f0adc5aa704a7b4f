import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import { Link } from "react-router";
import { parseApiDate } from "../../domain/dates.ts";
import type { FinancialEntryListQuery, FinancialEntryRow } from "../../schemas/finance-entries.ts";
import { displayDate, moneyOfText } from "../../services/format.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type FinancialEntrySortField = NonNullable<FinancialEntryListQuery["sort_field"]>;

export type FinancialEntryActions = {
  readonly hrefOf: (row: FinancialEntryRow) => string;
  readonly settle: (row: FinancialEntryRow) => void;
  readonly reopen: (row: FinancialEntryRow) => void;
  readonly remove: (row: FinancialEntryRow) => void;
};

const dateText = (text: string | null) => {
  const date = text === null ? null : parseApiDate(text);
  return date === null ? "" : displayDate(date);
};

/** Money as a spreadsheet number ("1234.56" → 1234.56), so Excel sums the column. */
const moneyCell = (text: string) => ({ value: Number(text), format: "#,##0.00" });

/** The status circle of spec 4: 1 paid (green), 2 to pay, 3 past deadline (red). */
export function StatusCircle({ status, label }: { readonly status: number; readonly label: string }) {
  return <span className={`entry-status entry-status--${status}`} role="img" aria-label={label} title={label} />;
}

export const statusLabel = (t: TFunction, status: number) => t(`finance-entries:status.${status}`);

/**
 * /contas-a-pagar-receber: status, kind, description (the link), person, chart row, unit, account, dates, values,
 * actions.
 */
export function financialEntryColumns(
  t: TFunction,
  actions: FinancialEntryActions,
): ReadonlyArray<DataTableColumn<FinancialEntryRow, FinancialEntrySortField>> {
  return [
    {
      field: "status",
      header: "finance-entries:columns.status",
      text: (r) => statusLabel(t, r.status),
      body: (r) => <StatusCircle status={r.status} label={statusLabel(t, r.status)} />,
    },
    { field: "kind", header: "finance-entries:columns.kind", text: (r) => t(`finance-entries:kinds.${r.kind}`) },
    {
      field: "description",
      header: "finance-entries:columns.description",
      sortable: true,
      text: (r) => r.description,
      body: (r) => (
        <Link to={actions.hrefOf(r)} className="entry-link">
          {r.description}
        </Link>
      ),
    },
    { field: "person", header: "finance-entries:columns.person", text: (r) => r.person ?? "" },
    { field: "account_plan", header: "finance-entries:columns.account-plan", text: (r) => r.account_plan ?? "" },
    { field: "company", header: "finance-entries:columns.unit", text: (r) => r.company },
    { field: "account", header: "finance-entries:columns.account", text: (r) => r.account ?? "" },
    {
      field: "competency_date",
      header: "finance-entries:columns.competency",
      sortable: true,
      nowrap: true,
      text: (r) => dateText(r.competency_date),
    },
    {
      field: "due_date",
      header: "finance-entries:columns.due",
      sortable: true,
      nowrap: true,
      text: (r) => dateText(r.due_date),
    },
    {
      field: "value",
      header: "finance-entries:columns.value",
      sortable: true,
      nowrap: true,
      text: (r) => moneyOfText(r.value),
      excel: (r) => moneyCell(r.value),
    },
    {
      field: "open_value",
      header: "finance-entries:columns.open",
      sortable: true,
      nowrap: true,
      text: (r) => moneyOfText(r.open_value),
      excel: (r) => moneyCell(r.open_value),
    },
    {
      field: "installment_number",
      header: "finance-entries:columns.installment",
      text: (r) => `${r.installment_number}/${r.installment_count}`,
    },
    {
      field: "id",
      header: "finance-entries:columns.actions",
      text: () => "",
      body: (r) => (
        <span className="entry-actions">
          {r.status !== 1 ? (
            <Button
              type="button"
              icon="pi pi-check-circle"
              text
              rounded
              aria-label={t("finance-entries:actions.settle", { name: r.description })}
              title={t("finance-entries:actions.settle-short")}
              onClick={() => actions.settle(r)}
            />
          ) : null}
          {r.settled_value !== "0.00" ? (
            <Button
              type="button"
              icon="pi pi-replay"
              text
              rounded
              aria-label={t("finance-entries:actions.reopen", { name: r.description })}
              title={t("finance-entries:actions.reopen-short")}
              onClick={() => actions.reopen(r)}
            />
          ) : null}
          {r.settled_value === "0.00" && r.origin === "manual" ? (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label={t("finance-entries:actions.remove", { name: r.description })}
              title={t("finance-entries:actions.remove-short")}
              onClick={() => actions.remove(r)}
            />
          ) : null}
        </span>
      ),
    },
  ];
}
