import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentMethodInput, PaymentMethodRecord, PaymentMethodRemoval } from "../../schemas/finance.ts";
import {
  createPaymentMethod,
  pagePaymentMethods,
  removePaymentMethod,
  updatePaymentMethod,
} from "../../services/api/finance.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { failureText } from "../components/form/api-failure.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";
import { paymentMethodColumns } from "./payment-method-columns.tsx";
import { PaymentMethodFormDialog } from "./payment-method-form-dialog.tsx";
import "./finance.css";

type PaymentMethodWrite = { readonly id: number | null; readonly values: Required<PaymentMethodInput> };

/**
 * /settings/payment-methods (CNF 2, issue 12): the network's payment methods; add and edit them in a modal form,
 * remove one after 'Tem certeza?' (spec 5.5): deleted when no sale used it, else deactivated (the answer says which).
 */
export function PaymentMethodsScreen() {
  const { t } = useTranslation(["finance", "table", "common"]);
  const [editing, setEditing] = useState<PaymentMethodRecord | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);

  const write = useSaveActor(
    ({ id, values }: PaymentMethodWrite) =>
      id === null ? createPaymentMethod(values) : updatePaymentMethod(id, values),
    () => {
      setEditing(null);
      setNotice(t("payment-methods.saved"));
      setChanges((n) => n + 1);
    },
  );
  const writing = useSelector(write, (s) => s.hasTag("busy"));
  const writeFailure = useSelector(write, (s) => s.context.failure);

  const removal = useSaveActor(
    (method: PaymentMethodRecord) => removePaymentMethod(method.id),
    ({ result, payment_method }: PaymentMethodRemoval) => {
      setNotice(t(`payment-methods.${result}`, { name: payment_method.name }));
      setChanges((n) => n + 1);
    },
  );
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const removing = useSelector(removal, (s) => s.hasTag("busy"));
  const removeFailure = useSelector(removal, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const target = useSelector(removal, (s) => s.context.request);

  const columns = useMemo(
    () =>
      paymentMethodColumns(t, {
        edit: (method) => {
          write.send({ type: "dismiss" });
          setEditing(method);
        },
        remove: (method) => removal.send({ type: "ask", request: method }),
        busy: removing,
      }),
    [t, write, removal, removing],
  );

  return (
    <div className="finance-page">
      <div className="finance-page__bar">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("payment-methods.new")}
          onClick={() => {
            write.send({ type: "dismiss" });
            setEditing("new");
          }}
        />
      </div>
      {notice ? <Message severity="success" role="status" text={notice} className="finance-notice" /> : null}
      {removeFailure ? (
        <Message
          severity="error"
          role="alert"
          className="finance-notice"
          text={failureText(t, removeFailure, "finance:payment-methods.remove-failed")}
        />
      ) : null}
      <DataTable
        key={changes}
        id="payment-methods"
        columns={columns}
        fetchPage={pagePaymentMethods}
        dataKey="id"
        fileName={t("payment-methods.file-name")}
        label={t("payment-methods.title")}
      />
      {editing !== null ? (
        <PaymentMethodFormDialog
          key={editing === "new" ? "new" : editing.id}
          method={editing === "new" ? undefined : editing}
          busy={writing}
          failure={writeFailure}
          onHide={() => setEditing(null)}
          onSubmit={(values) =>
            write.send({ type: "submit", request: { id: editing === "new" ? null : editing.id, values } })
          }
        />
      ) : null}
      <ConfirmDialog
        group="remove-payment-method"
        className="finance-confirm"
        visible={confirming}
        header={t("payment-methods.remove-title")}
        message={t("payment-methods.remove-message", { name: target?.name ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("payment-methods.remove-accept")}
        rejectLabel={t("payment-methods.remove-reject")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => removal.send({ type: "confirm" })}
        reject={() => removal.send({ type: "cancel" })}
        onHide={() => removal.send({ type: "cancel" })}
      />
    </div>
  );
}
