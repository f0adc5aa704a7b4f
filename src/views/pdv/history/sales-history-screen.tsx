import type { TFunction } from "i18next";
import { Toast } from "primereact/toast";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseMoney } from "../../../domain/money.ts";
import type { SaleListQuery, SaleRow } from "../../../schemas/pdv-sales.ts";
import { downloadSalePdf, listSales } from "../../../services/api/pdv-sales.ts";
import { activityTime, money, recordName } from "../../../services/format.ts";
import type { DataTableColumn } from "../../components/data-table/data-table-column.ts";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { PdfButton } from "../pdf-button.tsx";
import { can, SALES_CANCEL } from "../../../domain/permissions.ts";
import { CancelSaleDialog, type CancelSaleTarget } from "../after-sale/cancel-sale-dialog.tsx";
import { SaleRowActions, SaleStatusTag } from "../after-sale/register-sales.tsx";
import { usePosState } from "../cash/use-pos-state.ts";
import { useSessionUser } from "../../shared/session-context.tsx";

type SaleSortField = NonNullable<SaleListQuery["sort_field"]>;

function saleColumns(
  t: TFunction,
  pdf: (row: SaleRow) => React.ReactNode,
  actions: (row: SaleRow) => React.ReactNode,
): ReadonlyArray<DataTableColumn<SaleRow, SaleSortField>> {
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
      field: "payment_methods",
      header: "pdv:lists.payments",
      text: (row) => row.payment_methods.map(recordName).join(", "),
    },
    {
      field: "total",
      header: "pdv:lists.total",
      sortable: true,
      nowrap: true,
      text: (row) => money(parseMoney(row.total) ?? 0),
    },
    {
      field: "total_change",
      header: "pdv:lists.change",
      hidden: true,
      nowrap: true,
      text: (row) => money(parseMoney(row.total_change) ?? 0),
    },
    { field: "company", header: "pdv:lists.company", sortable: true, text: (row) => row.company },
    { field: "user", header: "pdv:lists.user", sortable: true, text: (row) => row.user },
    {
      field: "status",
      header: "pdv:lists.status",
      text: (row) => t(`pdv:lists.sale-status.${row.status === "canceled" ? "canceled" : "finished"}`),
      body: (row) => <SaleStatusTag status={row.status} />,
    },
    { field: "pdf", header: "pdv:lists.pdf", text: () => "", body: pdf },
    { field: "actions", header: "pdv:lists.actions", text: () => "", body: actions },
  ];
}

/** /historico-de-vendas: the sales, each with its PDF, status, receipt and cancel (issue 4, item 9; issue 11). */
export function SalesHistoryScreen() {
  const { t } = useTranslation(["pdv", "table"]);
  const toast = useRef<Toast>(null);
  const user = useSessionUser();
  const pos = usePosState();
  const manager = user ? can(user.permissions, SALES_CANCEL) : false;
  const ownRegister = pos?.cashMovementId ?? null;
  const [canceling, setCanceling] = useState<CancelSaleTarget | null>(null);
  // A cancel reloads the list (the query lives in the address, so the same page comes back).
  const [version, setVersion] = useState(0);
  // The cancel button leaves the row with the cancel: the keyboard goes on from the sale's PDF button instead.
  const [canceledId, setCanceledId] = useState<number | null>(null);
  useFocusWhenShown(canceledId === null ? null : `button[aria-label="${t("pdv:lists.sale-pdf", { id: canceledId })}"]`);
  const columns = useMemo(
    () =>
      saleColumns(
        t,
        (row) => (
          <PdfButton
            label={t("pdv:lists.sale-pdf", { id: row.id })}
            fallbackName={`venda-${row.id}.pdf`}
            load={() => downloadSalePdf(row.id)}
            onError={() => toast.current?.show({ severity: "error", summary: t("pdv:lists.pdf-error") })}
          />
        ),
        (row) => (
          <SaleRowActions
            row={row}
            canCancel={manager || (ownRegister !== null && row.cash_movement_id === ownRegister)}
            onCancel={setCanceling}
            onPrintError={() => toast.current?.show({ severity: "error", summary: t("pdv:screen.receipt-error") })}
          />
        ),
      ),
    [t, manager, ownRegister],
  );
  return (
    <>
      <Toast ref={toast} position="top-right" />
      {canceling ? (
        <CancelSaleDialog
          sale={canceling}
          onHide={() => setCanceling(null)}
          onCanceled={(sale) => {
            setCanceling(null);
            toast.current?.show({ severity: "success", summary: t("pdv:register-sales.canceled", { id: sale.id }) });
            setVersion((v) => v + 1);
            setCanceledId(sale.id);
          }}
        />
      ) : null}
      <DataTable
        key={version}
        id="sales-history"
        columns={columns}
        fetchPage={listSales}
        dataKey="id"
        period="current-month"
        periodPresets
        fileName={t("pdv:lists.sales-file")}
        label={t("pdv:lists.sales")}
      />
    </>
  );
}

/** Focuses the first element `selector` finds once it is in the page (a reloaded table), for up to 5 s. */
function useFocusWhenShown(selector: string | null) {
  useEffect(() => {
    if (selector === null) return;
    const focus = () => {
      const found = document.querySelector<HTMLElement>(selector);
      if (found) found.focus();
      return found !== null;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5_000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [selector]);
}
