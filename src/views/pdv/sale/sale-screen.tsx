import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { Toast } from "primereact/toast";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useLocation, useNavigate } from "react-router";
import { draftTotals } from "../../../machines/sale-draft-rules.ts";
import { isLeaveBlocked, type SaleEmitted } from "../../../machines/sale.machine.ts";
import { newIdempotencyKey } from "../../../services/api/idempotency.ts";
import { downloadBudgetPdf } from "../../../services/api/pdv-budgets.ts";
import { downloadSalePdf } from "../../../services/api/pdv-sales.ts";
import { needsPlaceholderUnit, type PosState } from "../../../services/pos-state.ts";
import type { DraftOwner } from "../../../services/sale-draft.ts";
import { returnedCustomerId, withoutReturnedCustomer } from "../../shared/customer-round-trip.ts";
import { useSessionUser } from "../../shared/session-context.tsx";
import { saveFile } from "../../components/data-table/save-file.ts";
import { apiErrorDetail, submissionFailureText } from "./submission-failure-text.ts";
import { money } from "../../../services/format.ts";
import { SaleCheckout } from "./sale-checkout.tsx";
import { QuickPickTabs } from "./quick-pick-tabs.tsx";
import { SaleItems } from "./sale-items.tsx";
import { SaleModals } from "./sale-modals.tsx";
import { SALE_SHORTCUTS, type SaleShortcut, useSaleShortcuts } from "./sale-shortcuts.ts";
import { SaleSummary } from "./sale-summary.tsx";
import { useSaleActor } from "./use-sale-actor.ts";
import { CashActionsMenu } from "../cash/cash-actions-menu.tsx";
import { usePosState } from "../cash/use-pos-state.ts";
import { PlaceholderUnitChoice } from "./placeholder-unit-choice.tsx";
import { PdvLookupsProvider } from "./use-pdv-lookups.tsx";
import { LastSalePanel } from "../after-sale/last-sale-panel.tsx";
import { printSaleReceipt } from "../after-sale/print-receipt.ts";
import { RegisterSalesButton } from "../after-sale/register-sales.tsx";
import "./sale-screen.css";

/** /pdv/caixa-aberto: the open register's sale screen (spec 2.3, 4 PDV). */
export function SaleScreen() {
  const { t } = useTranslation("pdv");
  const user = useSessionUser();
  const pos = useRegisterInUse();
  if (user && pos && needsPlaceholderUnit(pos)) return <PlaceholderUnitChoice userId={user.id} pos={pos} />;
  if (!user || pos?.cashMovementId == null || pos.companyId === null) {
    return <Message severity="warn" className="w-full justify-content-start" text={t("screen.no-register")} />;
  }
  const owner = { userId: user.id, cashMovementId: pos.cashMovementId, companyId: pos.companyId };
  return <SaleWorkspace key={`${owner.userId}.${owner.cashMovementId}`} owner={owner} company={pos.company ?? ""} />;
}

/**
 * The POS state this screen sells in. Closing the register clears the stored state while the closing dialog (in the
 * cash menu) is still showing the result: the screen keeps the register it had until the cashier leaves it.
 */
function useRegisterInUse(): PosState | null {
  const live = usePosState();
  const [kept, setKept] = useState<PosState | null>(null);
  const usable = live && live.cashMovementId != null && live.companyId !== null ? live : null;
  if (usable && usable !== kept) setKept(usable);
  return usable ?? kept ?? live;
}

type SaleWorkspaceProps = { readonly owner: DraftOwner; readonly company: string };

function SaleWorkspace({ owner, company }: SaleWorkspaceProps) {
  const { t } = useTranslation(["pdv", "common"]);
  const toast = useRef<Toast>(null);
  const scanInput = useRef<HTMLInputElement>(null);

  const onEmitted = useCallback(
    (event: SaleEmitted) => {
      if (event.type === "finalized") {
        toast.current?.show({ severity: "success", summary: t("screen.finalized", { id: event.sale.id }) });
        if (event.fiscalEmission === "nfce")
          window.open(event.sale.fiscal_receipt_url ?? event.sale.pdf_url, "_blank", "noopener");
        if (event.printPdf)
          void downloadSalePdf(event.sale.id).then(({ blob, filename }) =>
            saveFile(blob, filename ?? `venda-${event.sale.id}.pdf`),
          );
      } else if (event.type === "budget-created") {
        toast.current?.show({ severity: "success", summary: t("screen.budget-created", { id: event.budget.id }) });
        void downloadBudgetPdf(event.budget.id).then(({ blob, filename }) =>
          saveFile(blob, filename ?? `orcamento-${event.budget.id}.pdf`),
        );
      } else if (event.type === "customer-returned") {
        toast.current?.show({
          severity: "success",
          summary: t("screen.customer-returned", { name: event.customer.name }),
        });
      } else if (event.type === "product-not-found") {
        toast.current?.show({ severity: "warn", summary: t("screen.product-not-found", { code: event.code }) });
        // Issue 11: the unknown code stays, selected: the next read replaces it.
        scanInput.current?.focus();
        scanInput.current?.select();
        return;
      } else if (event.type === "payment-owed") {
        toast.current?.show({ severity: "warn", summary: t("screen.payment-owed", { value: money(event.owed) }) });
        return;
      } else if (event.type === "transporter-create-failed") {
        const { error } = event;
        const detail = apiErrorDetail(error, true) || undefined;
        toast.current?.show({ severity: "error", summary: t("transporter.create-error"), detail });
        return;
      } else {
        const detail = apiErrorDetail(event.error);
        const summary = t(event.type === "scan-failed" ? "screen.search-error" : "screen.customer-return-failed");
        toast.current?.show({ severity: "error", summary, detail });
      }
      scanInput.current?.focus();
    },
    [t],
  );
  const sale = useSaleActor(owner, onEmitted);
  const draft = useSelector(sale, (s) => s.context.draft);
  const step = useSelector(sale, (s) => (s.matches({ step: "checkout" }) ? "checkout" : "items"));
  const failure = useSelector(sale, (s) => s.context.failure);
  const finalizing = useSelector(sale, (s) => s.hasTag("finalizing"));
  const budgeting = useSelector(sale, (s) => s.hasTag("budgeting"));
  const leaveBlocked = useSelector(sale, isLeaveBlocked);
  const totals = useMemo(() => draftTotals(draft), [draft]);
  const modalOpen = useSelector(sale, (s) => !s.matches({ modal: "closed" }));
  const code = useSelector(sale, (s) => s.context.scanText);
  const scanning = useSelector(sale, (s) => s.hasTag("scanning"));
  const lastSale = useSelector(sale, (s) => (s.hasTag("sale-done") ? s.context.lastSale : null));
  const [printing, setPrinting] = useState(false);
  const printLastSale = () => {
    if (!lastSale || printing) return;
    setPrinting(true);
    printSaleReceipt(lastSale.id)
      .catch(() => toast.current?.show({ severity: "error", summary: t("screen.receipt-error") }))
      .finally(() => {
        setPrinting(false);
        scanInput.current?.focus();
      });
  };
  const scan = (event: FormEvent) => {
    event.preventDefault();
    sale.send({ type: "scan.submit" });
  };

  // Back to the scanner whenever the items step has no modal over it.
  useEffect(() => {
    if (!modalOpen && step === "items") scanInput.current?.focus();
  }, [modalOpen, step]);

  // Back from /clientes/editar with the customer saved there (customer-round-trip.ts): the sale loads and selects
  // it, and the id leaves the address so a reload does not select it again.
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const id = returnedCustomerId(location.search);
    if (id === null) return;
    sale.send({ type: "customer.return", id });
    void navigate({ pathname: location.pathname, search: withoutReturnedCustomer(location.search) }, { replace: true });
  }, [location.search, location.pathname, navigate, sale]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isLeaveBlocked(sale.getSnapshot()),
  );

  const finalize = () => sale.send({ type: "finalize", key: newIdempotencyKey() });

  useSaleShortcuts((action: SaleShortcut) => {
    if (action === "product-search") sale.send({ type: "modal.open", request: { modal: "product-search" } });
    else if (action === "customer") sale.send({ type: "modal.open", request: { modal: "customer" } });
    else if (action === "transporter") sale.send({ type: "modal.open", request: { modal: "transporter" } });
    else if (action === "payment") {
      sale.send({ type: "step.checkout" });
      if (totals.activeItems > 0) sale.send({ type: "modal.open", request: { modal: "payment" } });
    } else if (action === "step") sale.send({ type: step === "items" ? "step.checkout" : "step.items" });
    else if (action === "finalize") finalize();
    else if (action === "print") printLastSale();
  });

  const shown = failure ? submissionFailureText(failure, t) : null;

  return (
    <PdvLookupsProvider companyId={owner.companyId}>
      <div className="sale-screen">
        {/* Issue 11: over the (fixed) top bar's middle, never over the totals, the scanner or the finalize button. */}
        <Toast ref={toast} position="top-center" className="sale-toast" />
        <section className="sale-main" aria-label={t("screen.sale")}>
          <div className="sale-steps" role="tablist" aria-label={t("screen.steps")}>
            <Button
              type="button"
              role="tab"
              aria-selected={step === "items"}
              label={t("screen.step-items")}
              text={step !== "items"}
              onClick={() => sale.send({ type: "step.items" })}
            />
            <Button
              type="button"
              role="tab"
              aria-selected={step === "checkout"}
              label={t("screen.step-checkout")}
              text={step !== "checkout"}
              disabled={totals.activeItems === 0}
              onClick={() => sale.send({ type: "step.checkout" })}
            />
            <span className="sale-company">{company}</span>
          </div>
          <div className="sale-cash-actions flex gap-2">
            {owner.cashMovementId > 0 ? <RegisterSalesButton cashMovementId={owner.cashMovementId} /> : null}
            <CashActionsMenu />
          </div>
          {step === "items" ? (
            <>
              <form className="sale-scan" onSubmit={scan}>
                <label htmlFor="sale-scan" className="font-semibold">
                  {t("screen.scan-label")}
                </label>
                <div className="p-inputgroup">
                  <InputText
                    id="sale-scan"
                    ref={scanInput}
                    value={code}
                    onChange={(e) => sale.send({ type: "scan.change", text: e.target.value })}
                    placeholder={t("screen.scan-placeholder")}
                    autoComplete="off"
                    autoFocus
                    disabled={finalizing}
                  />
                  <Button type="submit" icon="pi pi-plus" aria-label={t("screen.add")} loading={scanning} />
                  <Button
                    type="button"
                    icon="pi pi-search"
                    label={t("screen.search-product")}
                    outlined
                    onClick={() => sale.send({ type: "modal.open", request: { modal: "product-search" } })}
                  />
                </div>
              </form>
              <QuickPickTabs sale={sale} companyId={owner.companyId} />
              <SaleItems sale={sale} draft={draft} totals={totals} />
            </>
          ) : (
            <SaleCheckout sale={sale} draft={draft} totals={totals} />
          )}
        </section>
        <aside className="sale-side" aria-label={t("screen.summary")}>
          {lastSale ? <LastSalePanel sale={lastSale} printing={printing} onPrint={printLastSale} /> : null}
          <SaleSummary draft={draft} totals={totals} />
          {shown ? (
            <div role="alert" className={`sale-failure ${failure?.kind === "warning" ? "is-warning" : "is-error"}`}>
              <strong>{shown.title}</strong>
              {shown.detail ? <p className="m-0">{shown.detail}</p> : null}
              <Button
                type="button"
                text
                size="small"
                label={t("screen.dismiss")}
                onClick={() => sale.send({ type: "failure.dismiss" })}
              />
            </div>
          ) : null}
          <div className="sale-actions">
            <Button
              type="button"
              label={t("screen.finalize")}
              icon="pi pi-check"
              disabled={!totals.canFinalize || budgeting}
              loading={finalizing}
              onClick={finalize}
            />
            <Button
              type="button"
              label={t("screen.generate-budget")}
              icon="pi pi-file"
              outlined
              disabled={totals.activeItems === 0 || finalizing}
              loading={budgeting}
              onClick={() => sale.send({ type: "budget.generate", key: newIdempotencyKey() })}
            />
            <Button
              type="button"
              label={t("screen.clear")}
              icon="pi pi-times"
              text
              disabled={draft.items.length === 0 && draft.payments.length === 0}
              onClick={() => sale.send({ type: "sale.clear" })}
            />
          </div>
          <section aria-label={t("screen.shortcuts-title")} className="sale-shortcuts">
            <h2 className="text-base m-0 mb-2">{t("screen.shortcuts-title")}</h2>
            <dl>
              {SALE_SHORTCUTS.map((shortcut) => (
                <div key={shortcut.key}>
                  <dt>
                    <kbd>{shortcut.key}</kbd>
                  </dt>
                  <dd>{t(`screen.shortcuts.${shortcut.action}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
          {leaveBlocked ? <p className="text-sm text-color-secondary m-0">{t("screen.leave-blocked")}</p> : null}
        </aside>
        <SaleModals sale={sale} />
        <Dialog
          visible={blocker.state === "blocked"}
          header={t("screen.leave-title")}
          onHide={() => blocker.reset?.()}
          footer={
            <div className="flex justify-content-end gap-2">
              <Button type="button" label={t("screen.stay")} text onClick={() => blocker.reset?.()} autoFocus />
              <Button type="button" label={t("screen.leave")} severity="danger" onClick={() => blocker.proceed?.()} />
            </div>
          }
        >
          <p className="m-0">{t("screen.leave-message")}</p>
        </Dialog>
      </div>
    </PdvLookupsProvider>
  );
}
