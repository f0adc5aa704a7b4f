import type { KeyboardEvent } from "react";

/** The lists of an open dropdown, multiselect, autocomplete or date picker (PrimeReact renders them in the body). */
const OPEN_OVERLAY =
  ".p-dropdown-panel, .p-multiselect-panel, .p-autocomplete-panel, .p-datepicker:not(.p-datepicker-inline)";

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
