import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

type Pending = { readonly message: string; readonly proceed: () => void; readonly fieldId: string | undefined };

/**
 * Issue 11: a confirmation step before a flow uses a value far above what its context makes plausible. `ask` opens
 * the dialog; `Confirmar valor` runs `proceed`, `Corrigir` closes it and puts the focus back in the field (its whole
 * content selected, ready to be typed again). Render `dialog` once in the view.
 */
export function useConfirmStep(): {
  readonly ask: (message: string, proceed: () => void, fieldId?: string) => void;
  readonly dialog: ReactNode;
} {
  const { t } = useTranslation("form");
  const [pending, setPending] = useState<Pending | null>(null);
  const correct = () => {
    const fieldId = pending?.fieldId;
    setPending(null);
    if (fieldId) setTimeout(() => document.getElementById(fieldId)?.focus(), 0);
  };
  const dialog = pending ? (
    <Dialog
      visible
      header={t("plausible.title")}
      onHide={correct}
      style={{ width: "28rem" }}
      breakpoints={{ "640px": "95vw" }}
      aria-labelledby="plausible-confirm-header"
      pt={{ headerTitle: { id: "plausible-confirm-header" } }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" text label={t("plausible.correct")} onClick={correct} />
          <Button
            type="button"
            autoFocus
            label={t("plausible.confirm")}
            icon="pi pi-check"
            onClick={() => {
              setPending(null);
              pending.proceed();
            }}
          />
        </div>
      }
    >
      <p className="m-0" data-testid="plausible-confirm-message">
        {pending.message}
      </p>
    </Dialog>
  ) : null;
  return { ask: (message, proceed, fieldId) => setPending({ message, proceed, fieldId }), dialog };
}
