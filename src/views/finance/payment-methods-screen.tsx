import { Button } from "primereact/button";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentMethodInput, PaymentMethodRecord, PaymentMethodRemoval } from "../../schemas/finance.ts";
import {
  createPaymentMethod,
  pagePaymentMethods,
  removePaymentMethod,
  updatePaymentMethod,
} from "../../services/api/finance.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { ModalListNotices, RemovalConfirm } from "../components/modal-list/removal-confirm.tsx";
import { useModalList } from "../components/modal-list/use-modal-list.ts";
import { paymentMethodColumns } from "./payment-method-columns.tsx";
import { PaymentMethodFormDialog } from "./payment-method-form-dialog.tsx";
import "./finance.css";

/**
 * /settings/payment-methods (CNF 2, issue 12): the network's payment methods; add and edit them in a modal form,
 * remove one after 'Tem certeza?' (spec 5.5): deleted when no sale used it, else deactivated (the answer says which).
 */
export function PaymentMethodsScreen() {
  const { t } = useTranslation(["finance", "table", "common"]);
  const list = useModalList({
    save: ({ id, values }: { id: number | null; values: Required<PaymentMethodInput> }) =>
      id === null ? createPaymentMethod(values) : updatePaymentMethod(id, values),
    savedNotice: () => t("payment-methods.saved"),
    remove: (method: PaymentMethodRecord) => removePaymentMethod(method.id),
    removedNotice: ({ result, payment_method }: PaymentMethodRemoval) =>
      t(`payment-methods.${result}`, { name: payment_method.name }),
  });
  const columns = useMemo(() => paymentMethodColumns(t, list.actions), [t, list.actions]);

  return (
    <div className="finance-page">
      <div className="finance-page__bar">
        <Button type="button" icon="pi pi-plus" label={t("payment-methods.new")} onClick={() => list.open("new")} />
      </div>
      <ModalListNotices list={list} texts="finance:payment-methods.remove" className="finance-notice" />
      <DataTable
        key={list.changes}
        id="payment-methods"
        columns={columns}
        fetchPage={pagePaymentMethods}
        dataKey="id"
        fileName={t("payment-methods.file-name")}
        label={t("payment-methods.title")}
      />
      {list.editing ? (
        <PaymentMethodFormDialog key={list.editing.key} method={list.editing.row} {...list.form} />
      ) : null}
      <RemovalConfirm
        list={list}
        texts="finance:payment-methods.remove"
        group="remove-payment-method"
        className="finance-confirm"
      />
    </div>
  );
}
