import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DEFAULT_LOCALE, localeFromCode } from "../../domain/locale.ts";
import type { ChangePasswordRef, ChangePasswordSnapshot } from "../../machines/change-password.machine.ts";
import { localizePath } from "../shared/locale-paths.ts";
import { PasswordField } from "./password-field.tsx";
import { useChangePasswordActor } from "./use-change-password.ts";
import { joinSentences } from "../../domain/text.ts";

export type ChangePasswordDialogProps = {
  readonly visible: boolean;
  readonly onHide: () => void;
};

/** Troca de senha (spec 5.3, 8): each opening starts a new flow. */
export function ChangePasswordDialog({ visible, onHide }: ChangePasswordDialogProps) {
  return visible ? <ChangePasswordFlow onHide={onHide} /> : null;
}

function noticeText(snapshot: ChangePasswordSnapshot): string | null {
  if (snapshot.hasTag("same-password")) return "change-password.same-password";
  if (snapshot.hasTag("connection-failed")) return "change-password.connection-failed";
  if (snapshot.hasTag("changed")) return "change-password.success";
  return null;
}

function ChangePasswordFlow({ onHide }: { readonly onHide: () => void }) {
  const { t, i18n } = useTranslation("account");
  const navigate = useNavigate();
  const flow = useChangePasswordActor({
    onCancelled: onHide,
    onSignInAgain: () => {
      navigate(localizePath("/user/login", localeFromCode(i18n.language) ?? DEFAULT_LOCALE), { replace: true });
      onHide();
    },
  });
  const busy = useSelector(flow, (s) => s.hasTag("busy"));
  const changed = useSelector(flow, (s) => s.hasTag("changed"));
  const notice = useSelector(flow, (s) => s.hasTag("notice"));
  const noticeKey = useSelector(flow, noticeText);
  const serverMessages = useSelector(flow, (s) => s.context.serverMessages);
  const formId = useId();

  const title = changed
    ? t("change-password.success-title")
    : notice
      ? t("change-password.oops")
      : t("change-password.title");
  const message = noticeKey ? t(noticeKey) : joinSentences(serverMessages);
  const closable = !busy && !changed;

  const footer = changed ? (
    <Button
      type="button"
      label={t("change-password.sign-in-again")}
      onClick={() => flow.send({ type: "sign-in-again" })}
    />
  ) : notice ? (
    <Button type="button" label={t("change-password.ok")} onClick={() => flow.send({ type: "close" })} autoFocus />
  ) : (
    <>
      <Button
        type="button"
        label={t("change-password.cancel")}
        severity="secondary"
        outlined
        disabled={busy}
        onClick={() => flow.send({ type: "close" })}
      />
      <Button type="submit" form={formId} label={t("change-password.submit")} loading={busy} />
    </>
  );

  return (
    <Dialog
      visible
      header={title}
      footer={footer}
      onHide={() => flow.send({ type: "close" })}
      closable={closable}
      closeOnEscape={closable}
      draggable={false}
      resizable={false}
      style={{ width: "min(28rem, 95vw)" }}
    >
      {notice || changed ? (
        <p role="alert" className="dialog-message">
          {message}
        </p>
      ) : (
        <PasswordForm id={formId} flow={flow} disabled={busy} />
      )}
    </Dialog>
  );
}

type PasswordFormProps = { readonly id: string; readonly flow: ChangePasswordRef; readonly disabled: boolean };

function PasswordForm({ id, flow, disabled }: PasswordFormProps) {
  return (
    <form
      id={id}
      noValidate
      className="form-stack"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: "submit" });
      }}
    >
      <PasswordField flow={flow} field="oldPassword" disabled={disabled} />
      <PasswordField flow={flow} field="newPassword" disabled={disabled} />
      <PasswordField flow={flow} field="confirmedNewPassword" disabled={disabled} />
    </form>
  );
}
