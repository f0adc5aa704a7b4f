import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/dialog/return-focus.ts";

type Props = {
  readonly customerName: string;
  readonly options: ReadonlyArray<{ id: number; name: string }>;
  readonly onConfirm: (lossOptionId: number) => void;
  readonly onCancel: () => void;
};

/** Moving a card to a loss stage asks why: an option of the factor 'Motivo da perda'. */
export function FunnelLossDialog({ customerName, options, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("crm");
  useReturnFocus(true);
  const [reason, setReason] = useState<number | null>(null);
  return (
    <Dialog
      visible
      modal
      header={t("funnel.loss.title")}
      onHide={onCancel}
      style={{ width: "min(28rem, 95vw)" }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" outlined label={t("funnel.loss.cancel")} onClick={onCancel} />
          <Button
            type="button"
            label={t("funnel.loss.confirm")}
            disabled={reason === null}
            onClick={() => reason !== null && onConfirm(reason)}
          />
        </div>
      }
    >
      <p>{t("funnel.loss.text", { name: customerName })}</p>
      <div className="flex flex-column gap-1">
        <label htmlFor="funnel-loss-reason">{t("funnel.loss.reason")}</label>
        <Dropdown
          inputId="funnel-loss-reason"
          value={reason}
          options={options.map((o) => ({ value: o.id, label: o.name }))}
          placeholder={t("funnel.loss.placeholder")}
          onChange={(e) => setReason(e.value)}
        />
      </div>
    </Dialog>
  );
}
