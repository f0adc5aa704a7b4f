import type { ReactNode } from "react";

export type FormFieldProps = {
  /** The control's id: the label points at it. */
  readonly id: string;
  readonly label: string;
  /** The text under the control (required, invalid, server message); nothing when null. */
  readonly message?: string | null;
  /** Announces the message as soon as it appears (a failure rather than a validation hint). */
  readonly alert?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
};

/** Id of the message element, for the control's aria-describedby. */
export const messageIdOf = (id: string): string => `${id}-message`;

/** The ARIA attributes a control gets from its field's message. */
export const messageAria = (id: string, message: string | null | undefined) =>
  message ? { "aria-invalid": true, "aria-describedby": messageIdOf(id) } : { "aria-invalid": false };

/** Label, control and message of one form field. */
export function FormField({ id, label, message, alert = false, className, children }: FormFieldProps) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children}
      {message ? (
        <small id={messageIdOf(id)} className="p-error block" role={alert ? "alert" : undefined}>
          {message}
        </small>
      ) : null}
    </div>
  );
}
