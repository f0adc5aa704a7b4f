import { useEffect, useRef } from "react";

/** The keys of the sale screen, listed on screen (pdv:screen.shortcuts.*). */
export const SALE_SHORTCUTS = [
  { key: "F2", action: "product-search" },
  { key: "F3", action: "print" },
  { key: "F4", action: "customer" },
  { key: "F7", action: "transporter" },
  { key: "F8", action: "payment" },
  { key: "F9", action: "step" },
  { key: "F10", action: "finalize" },
  { key: "Esc", action: "close" },
] as const;

export type SaleShortcut = (typeof SALE_SHORTCUTS)[number]["action"];

/** Calls `run` for F2, F3, F4, F7, F8, F9 and F10 anywhere on the page (Esc is each dialog's own). */
export function useSaleShortcuts(run: (action: SaleShortcut) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = SALE_SHORTCUTS.find((entry) => entry.key === event.key && entry.key !== "Esc");
      if (!shortcut || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      latest.current(shortcut.action);
    };
    // Capture phase: dialogs (focus traps) must not swallow the keys before the screen sees them.
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);
}
