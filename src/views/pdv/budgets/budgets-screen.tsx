import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Toast } from "primereact/toast";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { parseMoney } from "../../../domain/money.ts";
import { draftFromBudget, draftInProgress } from "../../../machines/sale-draft-rules.ts";
import type { BudgetListQuery, BudgetRow } from "../../../schemas/pdv-budgets.ts";
import { downloadBudgetPdf, getBudget, listBudgets } from "../../../services/api/pdv-budgets.ts";
import { activityTime, money } from "../../../services/format.ts";
import { posStateOf, readPosState, writePosState } from "../../../services/pos-state.ts";
import { lastOpenedCashMovement } from "../../../services/api/pdv-cash.ts";
import { type DraftOwner, loadSaleDraft, saveSaleDraft } from "../../../services/sale-draft.ts";
import { useSessionUser } from "../../shared/session-context.tsx";
import { useLocale, useLocalizedPath } from "../../shared/use-locale.ts";
import type { DataTableColumn } from "../../components/data-table/data-table-column.ts";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { PdfButton } from "../pdf-button.tsx";

type BudgetSortField = NonNullable<BudgetListQuery["sort_field"]>;

function budgetColumns(
  t: TFunction,
  actions: (row: BudgetRow) => React.ReactNode,
): ReadonlyArray<DataTableColumn<BudgetRow, BudgetSortField>> {
  return [
    { field: "id", header: "pdv:lists.number", sortable: true, text: (row) => String(row.id) },
    {
      field: "created_at",
      header: "pdv:lists.created-at",
      sortable: true,
      text: (row) => activityTime(new Date(row.created_at)),
    },
    { field: "customer", header: "pdv:lists.customer", text: (row) => row.customer ?? t("pdv:screen.final-consumer") },
    { field: "items_count", header: "pdv:lists.items", text: (row) => String(row.items_count) },
    {
      field: "total",
      header: "pdv:lists.total",
      sortable: true,
      nowrap: true,
      text: (row) => money(parseMoney(row.total) ?? 0),
    },
    {
      field: "status",
      header: "pdv:lists.status",
      text: (row) =>
        row.status === "converted" && row.sale_id !== null
          ? t("pdv:lists.budget-status.converted-into", { sale: row.sale_id })
          : t(`pdv:lists.budget-status.${row.status}`),
    },
    { field: "company", header: "pdv:lists.company", sortable: true, hidden: true, text: (row) => row.company },
    { field: "user", header: "pdv:lists.user", sortable: true, hidden: true, text: (row) => row.user },
    { field: "actions", header: "pdv:lists.actions", text: () => "", body: actions },
  ];
}

/** /orcamentos: the budgets, each with its PDF; an open one reopens in the PDV (issue 4, item 7). */
export function BudgetsScreen() {
  const { t } = useTranslation(["pdv", "table"]);
  const toast = useRef<Toast>(null);
  const user = useSessionUser();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // A sale in progress on that register is not replaced by a budget without asking (never lose a sale).
  const [replacing, setReplacing] = useState<{ readonly budget: number; readonly open: () => void } | null>(null);
  const locale = useLocale();
  const columns = useMemo(() => {
    const failed = () => toast.current?.show({ severity: "error", summary: t("pdv:lists.pdf-error") });
    const reopen = async (row: BudgetRow) => {
      if (!user) return;
      try {
        // This tab may not have opened the PDV yet: the server knows the register the user has open.
        let pos = readPosState(user.id);
        if (pos?.cashMovementId == null || pos.companyId === null) {
          const open = await lastOpenedCashMovement();
          if (open) {
            pos = posStateOf(open);
            writePosState(user.id, pos);
          }
        }
        if (pos?.cashMovementId == null || pos.companyId === null) {
          toast.current?.show({ severity: "warn", summary: t("pdv:screen.no-register") });
          return;
        }
        const budget = await getBudget(row.id);
        const owner: DraftOwner = { userId: user.id, cashMovementId: pos.cashMovementId, companyId: pos.companyId };
        const open = () => {
          saveSaleDraft(owner, draftFromBudget(budget, locale));
          navigate(localized("/pdv/caixa-aberto"));
        };
        const current = loadSaleDraft(owner);
        const inProgress = current !== null && current.budgetId !== row.id && draftInProgress(current);
        if (inProgress) setReplacing({ budget: row.id, open });
        else open();
      } catch {
        toast.current?.show({ severity: "error", summary: t("pdv:lists.reopen-error") });
      }
    };
    return budgetColumns(t, (row) => (
      <div className="flex gap-1">
        <PdfButton
          label={t("pdv:lists.budget-pdf", { id: row.id })}
          fallbackName={`orcamento-${row.id}.pdf`}
          load={() => downloadBudgetPdf(row.id)}
          onError={failed}
        />
        {row.status === "open" ? (
          <Button
            type="button"
            icon="pi pi-shopping-cart"
            text
            rounded
            aria-label={t("pdv:lists.reopen", { id: row.id })}
            onClick={() => void reopen(row)}
          />
        ) : null}
      </div>
    ));
  }, [t, user, navigate, localized, locale]);
  return (
    <>
      <Toast ref={toast} position="top-right" />
      <ConfirmDialog
        group="budget-replaces-sale"
        visible={replacing !== null}
        header={t("pdv:lists.replace-sale-title")}
        message={t("pdv:lists.replace-sale", { id: replacing?.budget ?? "" })}
        acceptLabel={t("pdv:lists.replace-sale-accept")}
        rejectLabel={t("pdv:lists.replace-sale-reject")}
        defaultFocus="reject"
        accept={() => replacing?.open()}
        reject={() => setReplacing(null)}
        onHide={() => setReplacing(null)}
      />
      <DataTable
        id="budgets"
        columns={columns}
        fetchPage={listBudgets}
        dataKey="id"
        period="current-month"
        fileName={t("pdv:lists.budgets-file")}
        label={t("pdv:lists.budgets")}
      />
    </>
  );
}
