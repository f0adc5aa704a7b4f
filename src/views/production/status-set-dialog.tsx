import { useSelector } from "@xstate/react";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { STATUSES } from "../../domain/production.ts";
import type { AttendanceDetail } from "../../schemas/production.ts";
import { setAttendanceStatus } from "../../services/api/production.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { TextField } from "../components/form/text-field.tsx";
import { useSaveRequest as useProductionSave } from "../shared/use-save-request.ts";

export type StatusSetDialogProps = {
  readonly order: AttendanceDetail;
  readonly onHide: () => void;
  readonly onChanged: (order: AttendanceDetail) => void;
};

type StatusRequest = { readonly statusId: number; readonly reason: string };

/**
 * PUT /api/v1/silkriar_attendances/{id}/status (SLK 1 at level 2, managers): any status, also finishing,
 * cancelling or reopening an order. The server checks the permission again and records the change.
 */
export function StatusSetDialog({ order, onHide, onChanged }: StatusSetDialogProps) {
  const { t } = useTranslation(["production", "common"]);
  const [statusId, setStatusId] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  const save = useProductionSave(
    ({ statusId: to, reason: why }: StatusRequest) =>
      setAttendanceStatus(order.id, { status_id: to, canceled_reason: why.trim() === "" ? null : why.trim() }),
    (fresh) => {
      onChanged(fresh);
      onHide();
    },
  );
  const busy = useSelector(save, (s) => s.hasTag("busy"));
  const failure = useSelector(save, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const options = STATUSES.filter((status) => status.statusId !== order.status_id).map((status) => ({
    value: status.statusId,
    label: t(status.nameKey),
  }));
  return (
    <ModalForm
      visible
      header={t("status.title", { number: order.number })}
      onHide={onHide}
      onSubmit={() => {
        if (statusId !== null) save.send({ type: "submit", request: { statusId, reason } });
      }}
      hasErrors={statusId === null}
      busy={busy}
      submitLabel={t("status.submit")}
      className="production-dialog"
    >
      <p className="production-muted">{t("status.hint")}</p>
      <DropdownField
        id="status-new"
        label={t("status.new")}
        value={statusId}
        options={options}
        onChange={setStatusId}
        required
        error={fieldMessage(failure, "status_id")}
      />
      <TextField
        id="status-reason"
        label={t("status.reason")}
        value={reason}
        onChange={setReason}
        maxLength={1000}
        multiline
        error={fieldMessage(failure, "canceled_reason")}
      />
      {failure && !fieldMessage(failure, "status_id", "canceled_reason") ? (
        <Message
          severity="error"
          role="alert"
          className="w-full"
          text={failureText(t, failure, "production:status.failed")}
        />
      ) : null}
    </ModalForm>
  );
}
