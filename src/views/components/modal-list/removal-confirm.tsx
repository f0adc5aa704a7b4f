import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useTranslation } from "react-i18next";
import { failureText } from "../form/api-failure.ts";
import type { ModalList } from "./use-modal-list.ts";

type RemovalProps = {
  readonly list: Pick<ModalList<{ readonly name: string }, unknown>, "notice" | "removal">;
  /**
   * The i18n key prefix of the removal texts: `<texts>-title` ('Tem certeza?'), `<texts>-message` (with `{{name}}`),
   * `<texts>-accept` (Sim), `<texts>-reject` (Não) and `<texts>-failed` (the fallback when the removal fails).
   */
  readonly texts: string;
  readonly className?: string;
};

/** The success notice and the removal's failure, above the list. */
export function ModalListNotices({ list, texts, className }: RemovalProps) {
  const { t } = useTranslation();
  return (
    <>
      {list.notice ? <Message severity="success" role="status" text={list.notice} className={className} /> : null}
      {list.removal.failure ? (
        <Message
          severity="error"
          role="alert"
          className={className}
          text={failureText(t, list.removal.failure, `${texts}-failed`)}
        />
      ) : null}
    </>
  );
}

/** 'Tem certeza?' before a row is removed: Não has the focus unless `defaultFocus` says otherwise; Esc cancels. */
export function RemovalConfirm({
  list,
  texts,
  group,
  className,
  defaultFocus = "reject",
}: RemovalProps & { readonly group: string; readonly defaultFocus?: "accept" | "reject" }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      group={group}
      className={className}
      visible={list.removal.confirming}
      header={t(`${texts}-title`)}
      message={t(`${texts}-message`, { name: list.removal.target?.name ?? "" })}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t(`${texts}-accept`)}
      rejectLabel={t(`${texts}-reject`)}
      acceptClassName="p-button-danger"
      defaultFocus={defaultFocus}
      accept={list.removal.confirm}
      reject={list.removal.cancel}
      onHide={list.removal.cancel}
    />
  );
}
