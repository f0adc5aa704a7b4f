import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import type { SaleRef } from "../../../machines/sale.machine.ts";

/**
 * 'Tem certeza?' (Não/Sim) before removing an item, a payment, the customer or the transporter (spec 5.5), and before
 * clearing a sale with items (issue 11).
 */
/** Não takes the focus as the dialog opens (not Sim, nor the close button): Enter never discards by accident. */
function focusKeep(within: ParentNode | null | undefined): void {
  within?.querySelector<HTMLButtonElement>("[data-keep='true']")?.focus();
}

export function ConfirmModal({ sale }: { sale: SaleRef }) {
  const { t } = useTranslation("pdv");
  const clearing = useSelector(sale, (s) => s.context.modal?.confirm?.kind === "sale");
  return (
    <Dialog
      visible
      header={t("screen.are-you-sure")}
      onHide={() => sale.send({ type: "confirm.no" })}
      // Once shown (primereact then focuses its close button when the focus is elsewhere): Não again.
      onShow={() => focusKeep(document.querySelector(".sale-confirm-dialog"))}
      className="sale-dialog sale-confirm-dialog"
      draggable={false}
      footer={
        <div className="flex justify-content-end gap-2" ref={focusKeep}>
          <Button
            type="button"
            text
            label={t("screen.no")}
            data-keep="true"
            onClick={() => sale.send({ type: "confirm.no" })}
          />
          <Button
            type="button"
            severity="danger"
            label={t("screen.yes")}
            onClick={() => sale.send({ type: "confirm.yes" })}
          />
        </div>
      }
    >
      <p className="m-0">{t(clearing ? "screen.clear-confirm" : "screen.confirm-remove")}</p>
    </Dialog>
  );
}
