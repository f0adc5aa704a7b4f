const FIELDS = "input:not([type='hidden']), textarea, select";

/** The first field a person can type into or choose in `root` (not hidden, disabled or out of the tab order). */
export function firstField(root: ParentNode): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLInputElement>(FIELDS)) {
    if (element.disabled || element.tabIndex < 0 || element.closest("[aria-hidden='true']")) continue;
    return element;
  }
  return null;
}

/**
 * A callback ref for a dialog's body: its first field gets the focus when the body appears, not the dialog's close
 * button. primereact's Dialog focuses the first `[data-pc-autofocus]` element when it opens (and the close icon
 * when there is none); the field is marked for it and focused now, for a body that appears after the dialog opened.
 * Keep the function itself as the ref (a stable identity), so it runs once, when the body mounts.
 */
export function focusFirstField(root: HTMLElement | null): void {
  if (root === null) return;
  const field = firstField(root);
  if (field === null) return;
  field.setAttribute("data-pc-autofocus", "true");
  field.focus();
}
