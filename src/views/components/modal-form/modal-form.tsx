import { useActorRef, useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { escapeCloses } from "../dialog/escape-closes.ts";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { modalFormMachine } from "../../../machines/modal-form.machine.ts";
import { focusFirstField } from "../dialog/first-field-focus.ts";
import { useReturnFocus } from "../dialog/return-focus.ts";

export type ModalFormProps = {
  readonly visible: boolean;
  readonly header: string;
  readonly onHide: () => void;
  /** Runs on an accepted submit: never while the form has errors, at most once per 500 ms. */
  readonly onSubmit: () => void;
  /** While true the submit is red and disabled, with 'corrija os campos para continuar'. */
  readonly hasErrors: boolean;
  /** The caller is saving: the submit shows a spinner and stays disabled. */
  readonly busy?: boolean;
  /** Default 'Salvar'. */
  readonly submitLabel?: string;
  /** Default 'Cancelar'. */
  readonly cancelLabel?: string;
  readonly className?: string;
  readonly children: ReactNode;
};

/** A dialog holding a form, with the submit rules of spec 4 (Modal forms). */
export function ModalForm({
  visible,
  header,
  onHide,
  onSubmit,
  hasErrors,
  busy = false,
  submitLabel,
  cancelLabel,
  className,
  children,
}: ModalFormProps) {
  const { t } = useTranslation("form");
  useReturnFocus(visible);
  const formId = useId();
  const hintId = `${formId}-hint`;
  const form = useActorRef(modalFormMachine, { input: { hasErrors } });
  const invalid = useSelector(form, (snapshot) => snapshot.hasTag("invalid"));
  const blocked = useSelector(form, (snapshot) => snapshot.hasTag("blocked"));

  useEffect(() => {
    form.send({ type: "errors.changed", hasErrors });
  }, [form, hasErrors]);

  const submit = useRef(onSubmit);
  useEffect(() => {
    submit.current = onSubmit;
  });
  useEffect(() => {
    const subscription = form.on("submitted", () => submit.current());
    return () => subscription.unsubscribe();
  }, [form]);

  const footer = (
    <div className="flex flex-column align-items-end gap-2">
      <div className="flex gap-2">
        <Button type="button" label={cancelLabel ?? t("modal-form.cancel")} text onClick={onHide} />
        <Button
          type="submit"
          form={formId}
          label={submitLabel ?? t("modal-form.submit")}
          severity={invalid ? "danger" : undefined}
          disabled={invalid || blocked || busy}
          loading={busy}
          aria-describedby={invalid ? hintId : undefined}
        />
      </div>
      {invalid ? (
        <small id={hintId} className="p-error">
          {t("modal-form.fix-fields")}
        </small>
      ) : null}
    </div>
  );

  return (
    <Dialog
      visible={visible}
      header={header}
      onHide={onHide}
      footer={footer}
      className={className}
      modal
      closeOnEscape={false}
      pt={{ root: { onKeyDown: escapeCloses(onHide) } }}
    >
      <form
        id={formId}
        // The first field takes the focus, not the dialog's close button (a typed space would close it).
        ref={focusFirstField}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: "submit" });
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
