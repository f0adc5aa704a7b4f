export type FormMessageProps = { severity: "error" | "info" | "success"; text: string };

const ICONS = { error: "pi-times-circle", info: "pi-info-circle", success: "pi-check-circle" } as const;

/** A message above a form, announced to screen readers (errors assertively). */
export function FormMessage({ severity, text }: FormMessageProps) {
  return (
    <div className={`form-message form-message--${severity}`} role={severity === "error" ? "alert" : "status"}>
      <i className={`pi ${ICONS[severity]}`} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
