import type { DropdownPassThroughOptions } from "primereact/dropdown";

/**
 * PrimeReact's dropdown repeats its focusable input with an unlabelled trigger "button" and a hidden native
 * select; screen readers (and axe) should meet only the labelled input. While focused it also puts
 * `aria-activedescendant` on its root, a plain div (not allowed there, and "dropdownItem_-1" names nothing):
 * left out.
 */
export const HIDDEN_DUPLICATES: DropdownPassThroughOptions = {
  root: { "aria-activedescendant": undefined },
  trigger: { "aria-hidden": true },
  select: { "aria-hidden": true },
};
