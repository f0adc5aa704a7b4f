import type { DropdownPassThroughOptions } from "primereact/dropdown";

/**
 * PrimeReact's dropdown repeats its focusable input with an unlabelled trigger "button" and a hidden native
 * select; screen readers (and axe) should meet only the labelled input.
 */
export const HIDDEN_DUPLICATES: DropdownPassThroughOptions = {
  trigger: { "aria-hidden": true },
  select: { "aria-hidden": true },
};
