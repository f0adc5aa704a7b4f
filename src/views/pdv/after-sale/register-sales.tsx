import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { Toast } from "primereact/toast";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeApiError } from "../../../schemas/api-failure.ts";
import type { SaleRow } from "../../../schemas/pdv-sales.ts";
import { listSales } from "../../../services/api/pdv-sales.ts";
import { activityTime, moneyOfText, recordName } from "../../../services/format.ts";
import { CancelSaleDialog, type CancelSaleTarget } from "./cancel-sale-dialog.tsx";
import { printSaleReceipt } from "./print-receipt.ts";
import "./after-sale.css";

/** A sale's status as a tag: Finalizada, or Cancelada in red. */
export function SaleStatusTag({ status }: { readonly status: string }) {
  const { t } = useTranslation("pdv");
  const canceled = status === "canceled";
  return (
    <span className={`sale-status ${canceled ? "is-canceled" : "is-finished"}`} data-status={status}>
      <i className={`pi ${canceled ? "pi-ban" : "pi-check"}`} aria-hidden="true" />
      {t(`lists.sale-status.${canceled ? "canceled" : "finished"}`)}
    </span>
  );
}

export type SaleRowActionsProps = {
  readonly row: Pick<SaleRow, "id" | "status" | "total">;
  readonly onCancel: (sale: CancelSaleTarget) => void;
  readonly onPrintError: () => void;
  /** Whether this user may cancel this row (the server decides in the end). */
  readonly canCancel: boolean;
};

/** Reprint the receipt, cancel the sale (when still finished). */
export function SaleRowActions({ row, onCancel, onPrintError, canCancel }: SaleRowActionsProps) {
  const { t } = useTranslation("pdv");
  const [printing, setPrinting] = useState(false);
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        icon="pi pi-print"
        text
        rounded
        loading={printing}
        aria-label={t("register-sales.reprint", { id: row.id })}
        tooltip={t("register-sales.reprint", { id: row.id })}
        onClick={() => {
          setPrinting(true);
          printSaleReceipt(row.id)
            .catch(onPrintError)
            .finally(() => setPrinting(false));
        }}
      />
      {row.status === "finished" && canCancel ? (
        <Button
          type="button"
          icon="pi pi-ban"
          text
          rounded
          severity="danger"
          aria-label={t("register-sales.cancel", { id: row.id })}
          tooltip={t("register-sales.cancel", { id: row.id })}
          onClick={() => onCancel({ id: row.id, total: row.total })}
        />
      ) : null}
    </div>
  );
}

type RegisterSalesProps = { readonly cashMovementId: number };

/** "Vendas deste caixa" (issue 11): the sales of the cashier's open register, to reprint or cancel. */
export function RegisterSalesButton({ cashMovementId }: RegisterSalesProps) {
  const { t } = useTranslation("pdv");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-list"
        label={t("screen.register-sales")}
        outlined
        onClick={() => setOpen(true)}
      />
      {open ? <RegisterSalesDialog cashMovementId={cashMovementId} onHide={() => setOpen(false)} /> : null}
    </>
  );
}

function RegisterSalesDialog({ cashMovementId, onHide }: RegisterSalesProps & { readonly onHide: () => void }) {
  const { t } = useTranslation(["pdv", "common"]);
  const toast = useRef<Toast>(null);
  const [rows, setRows] = useState<ReadonlyArray<SaleRow> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [canceling, setCanceling] = useState<CancelSaleTarget | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      listSales({ cash_movement_id: cashMovementId, per_page: 200, sort_field: "id", sort_direction: "desc" }, signal)
        .then((answer) => {
          setRows(answer.data);
          setError(null);
        })
        .catch((failure: unknown) => {
          if (signal?.aborted) return;
          setError(
            describeApiError(failure, {
              fallback: t("pdv:register-sales.load-error"),
              connection: t("common:errors.connection"),
            }),
          );
        }),
    [cashMovementId, t],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const printError = () => toast.current?.show({ severity: "error", summary: t("pdv:screen.receipt-error") });

  return (
    <Dialog
      visible
      header={t("pdv:register-sales.title")}
      onHide={onHide}
      className="register-sales-dialog"
      style={{ width: "min(60rem, 96vw)" }}
      draggable={false}
    >
      <Toast ref={toast} position="top-right" />
      {error ? <Message severity="error" text={error} className="w-full justify-content-start mb-2" /> : null}
      <DataTable
        value={rows ? [...rows] : []}
        loading={rows === null && error === null}
        dataKey="id"
        size="small"
        scrollable
        scrollHeight="60vh"
        className="register-sales-table"
        emptyMessage={t("pdv:register-sales.empty")}
        rowClassName={(row: SaleRow) => (row.status === "canceled" ? "is-canceled" : "")}
      >
        <Column field="id" header={t("pdv:lists.number")} />
        <Column header={t("pdv:lists.created-at")} body={(row: SaleRow) => activityTime(new Date(row.created_at))} />
        <Column
          header={t("pdv:lists.customer")}
          body={(row: SaleRow) => row.customer ?? t("pdv:screen.final-consumer")}
        />
        <Column
          header={t("pdv:lists.total")}
          bodyClassName="sale-amount-cell"
          body={(row: SaleRow) => moneyOfText(row.total)}
        />
        <Column
          header={t("pdv:lists.payments")}
          body={(row: SaleRow) => row.payment_methods.map(recordName).join(", ")}
        />
        <Column
          header={t("pdv:lists.status")}
          bodyClassName="sale-status-cell"
          body={(row: SaleRow) => <SaleStatusTag status={row.status} />}
        />
        <Column
          header={t("pdv:lists.actions")}
          bodyClassName="sale-actions-cell"
          body={(row: SaleRow) => (
            <SaleRowActions row={row} canCancel onCancel={setCanceling} onPrintError={printError} />
          )}
        />
      </DataTable>
      {canceling ? (
        <CancelSaleDialog
          sale={canceling}
          onHide={() => setCanceling(null)}
          onCanceled={(sale) => {
            setCanceling(null);
            toast.current?.show({ severity: "success", summary: t("pdv:register-sales.canceled", { id: sale.id }) });
            void load();
          }}
        />
      ) : null}
    </Dialog>
  );
}
