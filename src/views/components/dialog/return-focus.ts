import { useEffect, useRef } from "react";

/** What had the focus when a dialog opened: it gets it back when the dialog closes. */
function restore(opener: HTMLElement | null): void {
  if (opener === null) return;
  // After the dialog's own cleanup: focus left on <body> (or still in the closing dialog or side panel) goes back to the opener.
  setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest(".p-dialog, .p-sidebar") !== null;
    if (lost && opener.isConnected) opener.focus();
  }, 0);
}

/**
 * A keyboard user who closes a dialog (Escape, Cancelar, a save) goes on from the button that opened it. primereact
 * only does this when its Dialog plays the hide animation; most dialogs here are unmounted instead, which leaves
 * the focus on <body>.
 */
export function useReturnFocus(visible: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // Read during render, before the dialog's first field takes the focus.
  if (visible && opener.current === null && typeof document !== "undefined") {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  useEffect(() => {
    if (visible) return;
    restore(opener.current);
    opener.current = null;
  }, [visible]);
  useEffect(
    () => () => {
      restore(opener.current);
      opener.current = null;
    },
    [],
  );
}
