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
  /** Paths that are still this form (its own tabs): moving there asks nothing. */
  readonly within?: (pathname: string) => boolean;
  /** What is lost, said in the dialog; by default "unsaved changes in this form". */
  readonly message?: string;
};

/**
 * Leaving a form with unsaved input asks first: another page of the app (react-router's useBlocker, with a
 * "stay / leave" dialog) and reloading or closing the tab (the browser's own question).
 */
export function LeaveGuard({ unsaved, within, message }: LeaveGuardProps) {
  const { t } = useTranslation("form");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !within?.(nextLocation.pathname) && unsaved(),
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
      <p className="m-0">{message ?? t("leave-guard.message")}</p>
    </Dialog>
  );
}
