import { InputTextarea } from "primereact/inputtextarea";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, cancelReasonProblem } from "../../../domain/sale-cancel.ts";
import { describeApiError, isApiError } from "../../../schemas/api-failure.ts";
import type { SaleDetail } from "../../../schemas/pdv-sales.ts";
import { cancelSale } from "../../../services/api/pdv-sales.ts";
import { moneyOfText } from "../../../services/format.ts";
import { ModalForm } from "../../components/modal-form/modal-form.tsx";

export type CancelSaleTarget = { readonly id: number; readonly total: string };

export type CancelSaleDialogProps = {
  readonly sale: CancelSaleTarget;
  readonly onHide: () => void;
  readonly onCanceled: (sale: SaleDetail) => void;
};

/** Cancels a sale with a typed reason (issue 11): the server puts the stock back and reverses the payments. */
export function CancelSaleDialog({ sale, onHide, onCanceled }: CancelSaleDialogProps) {
  const { t } = useTranslation(["pdv", "common"]);
  const id = useId();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = cancelReasonProblem(reason);
  const shown = touched && problem !== null;
  const problemText =
    problem === "required"
      ? t("pdv:register-sales.reason-required")
      : problem === "too-long"
        ? t("pdv:register-sales.reason-max", { max: CANCEL_REASON_MAX })
        : t("pdv:register-sales.reason-min", { min: CANCEL_REASON_MIN });

  const submit = () => {
    setTouched(true);
    if (problem !== null || busy) return;
    setBusy(true);
    setFailure(null);
    cancelSale(sale.id, reason)
      .then(onCanceled)
      .catch((error: unknown) => {
        const fields = isApiError(error) ? Object.values(error.fields).flat() : [];
        setFailure(
          fields.length > 0
            ? fields.join(" ")
            : describeApiError(error, {
                fallback: t("pdv:register-sales.cancel-error"),
                connection: t("common:errors.connection"),
              }),
        );
      })
      .finally(() => setBusy(false));
  };

  return (
    <ModalForm
      visible
      header={t("pdv:register-sales.cancel-title", { id: sale.id })}
      onHide={onHide}
      onSubmit={submit}
      hasErrors={shown}
      busy={busy}
      submitLabel={t("pdv:register-sales.confirm-cancel")}
      cancelLabel={t("pdv:register-sales.keep")}
      className="sale-dialog"
    >
      <p className="mt-0">{t("pdv:register-sales.cancel-summary", { total: moneyOfText(sale.total) })}</p>
      <label htmlFor={id} className="block font-semibold mb-2">
        {t("pdv:register-sales.reason")}
      </label>
      <InputTextarea
        id={id}
        value={reason}
        autoFocus
        rows={3}
        className="w-full"
        maxLength={CANCEL_REASON_MAX}
        invalid={shown}
        aria-invalid={shown}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setReason(event.target.value);
          if (failure) setFailure(null);
        }}
        onBlur={() => setTouched(reason !== "")}
      />
      <small id={`${id}-hint`} className={shown ? "p-error block" : "text-color-secondary block"}>
        {shown ? problemText : t("pdv:register-sales.reason-hint", { min: CANCEL_REASON_MIN })}
      </small>
      {failure ? (
        <p role="alert" className="p-error mb-0">
          {failure}
        </p>
      ) : null}
    </ModalForm>
  );
}
