import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import { useBeforeUnload, useBlocker } from "react-router";

export type LeaveGuardProps = {
  /**
   * Whether leaving now would lose what was typed. Read when the user navigates, so a ref-backed function sees a
   * save that finished in the same tick as its navigation.
   */
  readonly unsaved: () => boolean;
};

/**
 * Leaving a form with unsaved input asks first: another page of the app (react-router's useBlocker, with a
 * "stay / leave" dialog) and reloading or closing the tab (the browser's own question).
 */
export function LeaveGuard({ unsaved }: LeaveGuardProps) {
  const { t } = useTranslation("form");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );
  useBeforeUnload((event) => {
    if (unsaved()) event.preventDefault();
  });
  return (
    <Dialog
      visible={blocker.state === "blocked"}
      header={t("record-form.leave-title")}
      onHide={() => blocker.reset?.()}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t("record-form.stay")} text onClick={() => blocker.reset?.()} autoFocus />
          <Button type="button" label={t("record-form.leave")} severity="danger" onClick={() => blocker.proceed?.()} />
        </div>
      }
    >
      <p className="m-0">{t("leave-guard.message")}</p>
    </Dialog>
  );
}
