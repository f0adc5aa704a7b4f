import type { Schema, SchemaAST } from "effect";

// Finds the fields of a request schema that look like ids, so the access test can prove each one is declared in
// the route's bodyIds/queryIds (and so checked against the session's network) or allowed on purpose.

/** `id`, `…_id`, `…Id`, `…_ids`, and the legacy names of the sale's people. */
const ID_NAME = /^(id|.+_id|.+Id|.+_ids)$/;
const LEGACY_ID_NAMES = new Set(["seller", "delivery_men", "transporter"]);

export const looksLikeId = (name: string) => ID_NAME.test(name) || LEGACY_ID_NAMES.has(name);

/** Paths (as routes declare them: `sale.customer_id`, `items[].product_id`) of every id-like field of `schema`. */
export function idLikeFields(schema: Schema.Top): string[] {
  const found = new Set<string>();
  const seen = new Set<SchemaAST.AST>();
  const walk = (ast: SchemaAST.AST, path: string) => {
    if (seen.has(ast)) return;
    seen.add(ast);
    switch (ast._tag) {
      case "Objects":
        for (const property of ast.propertySignatures) {
          const name = String(property.name);
          const at = path === "" ? name : `${path}.${name}`;
          if (looksLikeId(name)) found.add(at);
          walk(property.type, at);
        }
        break;
      case "Arrays":
        for (const element of [...ast.elements, ...ast.rest]) walk(element, `${path}[]`);
        break;
      case "Union":
        for (const member of ast.types) walk(member, path);
        break;
      case "Suspend":
        walk(ast.thunk(), path);
        break;
      default:
        break;
    }
    seen.delete(ast);
  };
  walk(schema.ast, "");
  return [...found].sort();
}
