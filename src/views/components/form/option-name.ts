import type { CreatedOption } from "../../../machines/option-create.machine.ts";
import type { FieldOption, OptionValue } from "./field-option.ts";

const sameName = (a: string, b: string): boolean => a.localeCompare(b, "pt-BR", { sensitivity: "base" }) === 0;

/** true when the typed name is worth creating: not blank and no option already has it (case and accents aside). */
export function isNewOptionName(typed: string, options: ReadonlyArray<FieldOption>): boolean {
  const name = typed.trim();
  return name !== "" && !options.some((option) => sameName(option.label.trim(), name));
}

/** The caller's options plus those created here that the caller's list does not hold yet. */
export function withCreatedOptions(
  options: ReadonlyArray<FieldOption>,
  created: ReadonlyArray<CreatedOption>,
): ReadonlyArray<FieldOption<OptionValue>> {
  const known = new Set(options.map((option) => option.value));
  const extra = created
    .filter((option) => !known.has(option.id))
    .map((option) => ({ value: option.id, label: option.name }));
  return extra.length === 0 ? options : [...options, ...extra];
}
