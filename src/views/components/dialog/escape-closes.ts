import type { KeyboardEvent } from "react";

/**
 * The lists of an open dropdown, multiselect, autocomplete or date picker (PrimeReact renders them in the body). A
 * closing one (`p-connected-overlay-exit`) does not count: its exit can linger in the page when no transition end
 * comes, and the dialog's Esc would then never close it.
 */
const OPEN_OVERLAY = [".p-dropdown-panel", ".p-multiselect-panel", ".p-autocomplete-panel", ".p-datepicker"]
  .map((panel) => `${panel}:not(.p-connected-overlay-exit):not(.p-datepicker-inline)`)
  .join(", ");

/**
 * Esc for a dialog or side panel whose own Esc handling is off (`closeOnEscape={false}`): it closes the panel, unless
 * a list is open inside it. PrimeReact closes both at once, losing what the user chose so far; here the first Esc
 * closes the list only, the next one the panel. Put it on the panel's `onKeyDown` (events from the lists' portals
 * bubble through it).
 */
export const escapeCloses =
  (onHide: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== "Escape") return;
    if (document.querySelector(OPEN_OVERLAY)) return;
    event.stopPropagation();
    onHide();
  };
