import { useSelector } from "@xstate/react";
import type { SaleModal, SaleRef } from "../../../machines/sale.machine.ts";
import { ConfirmModal } from "./confirm-modal.tsx";
import { CustomerModal } from "./customer-modal.tsx";
import { ItemModal } from "./item-modal.tsx";
import { PaymentModal } from "./payment-modal.tsx";
import { ProductSearchModal } from "./product-search-modal.tsx";
import { TransporterModal } from "./transporter-modal.tsx";

/** The sale's modals, one file each; one open at a time, as the sale machine says. Esc closes the open one. */
export function SaleModals({ sale }: { readonly sale: SaleRef }) {
  const modal = useSelector(sale, (s) => s.context.modal);
  const close = () => sale.send({ type: "modal.close" });
  const is = (kind: SaleModal) => modal?.modal === kind;
  return (
    <>
      {is("product-search") && modal ? <ProductSearchModal sale={sale} modal={modal} onHide={close} /> : null}
      {is("quantity") && modal ? <ItemModal sale={sale} modal={modal} onHide={close} /> : null}
      {is("customer") ? <CustomerModal sale={sale} onHide={close} /> : null}
      {is("transporter") ? <TransporterModal sale={sale} onHide={close} /> : null}
      {is("payment") && modal ? <PaymentModal sale={sale} modal={modal} onHide={close} /> : null}
      {is("confirm") ? <ConfirmModal sale={sale} /> : null}
    </>
  );
}
