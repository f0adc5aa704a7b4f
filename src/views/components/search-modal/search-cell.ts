/** What a search table cell shows (spec 8 and 9): 'Não definido' for nothing, 'Sim'/'Não' for booleans. */
export type CellContent =
  | { readonly kind: "undefined" }
  | { readonly kind: "yes" }
  | { readonly kind: "no" }
  | { readonly kind: "text"; readonly text: string };

const UNDEFINED: CellContent = { kind: "undefined" };

export function cellContent(value: unknown): CellContent {
  if (typeof value === "boolean") return value ? { kind: "yes" } : { kind: "no" };
  if (typeof value === "number") return Number.isFinite(value) ? { kind: "text", text: String(value) } : UNDEFINED;
  if (typeof value === "bigint") return { kind: "text", text: String(value) };
  if (typeof value === "string") return value.trim() === "" ? UNDEFINED : { kind: "text", text: value };
  if (Array.isArray(value)) {
    const texts = value.map(cellContent).flatMap((content) => (content.kind === "text" ? [content.text] : []));
    return texts.length === 0 ? UNDEFINED : { kind: "text", text: texts.join(", ") };
  }
  // null, undefined and objects have nothing a user can read.
  return UNDEFINED;
}
