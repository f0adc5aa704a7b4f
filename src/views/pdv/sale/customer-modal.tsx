import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SaleRef } from "../../../machines/sale.machine.ts";
import { newCustomerFromPdvHref } from "../../shared/customer-round-trip.ts";
import { useLocalizedPath } from "../../shared/use-locale.ts";
import { draftCustomerOf } from "./draft-customer.ts";
import { PickList, personRow, Shell, usePickList } from "./sale-dialog.tsx";

/** The customer search; or off to /clientes/editar to create one. */
export function CustomerModal({ sale, onHide }: { sale: SaleRef; onHide: () => void }) {
  const { t } = useTranslation("pdv");
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { text, rows, loading, search } = usePickList(sale, "customer");
  return (
    <Shell header={t("screen.modal.customer")} onHide={onHide}>
      <PickList
        id="customer-search-q"
        label={t("screen.search-customer")}
        placeholder={t("screen.customer-search-placeholder")}
        text={text}
        onSearch={search}
        rows={rows}
        loading={loading}
        onPick={(customer) => {
          sale.send({ type: "customer.set", customer: draftCustomerOf({ ...customer, docId1: customer.doc_id_1 }) });
          onHide();
        }}
        renderRow={personRow}
      />
      <Button
        type="button"
        className="mt-2"
        outlined
        icon="pi pi-user-plus"
        label={t("screen.create-customer")}
        onClick={() => {
          // Spec 4: leaving to create a customer is allowed (for 5 s); the sale waits in its draft and the
          // customer saved there comes back selected (customer-round-trip.ts).
          sale.send({ type: "leave.to-customers" });
          onHide();
          void navigate(localized(newCustomerFromPdvHref()));
        }}
      />
    </Shell>
  );
}
