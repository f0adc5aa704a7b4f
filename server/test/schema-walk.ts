import type { Schema, SchemaAST } from "effect";

// Walks the fields of a request schema (test helpers: which fields are ids, which lists have no limit).

/**
 * Calls `visit` with every node of `schema` and its path as routes declare them (`sale.customer_id`,
 * `items[].product_id`): struct properties, array elements, union members, suspended schemas.
 */
export function walkSchema(schema: Schema.Top, visit: (ast: SchemaAST.AST, path: string, name?: string) => void) {
  const seen = new Set<SchemaAST.AST>();
  const walk = (ast: SchemaAST.AST, path: string, name?: string) => {
    if (seen.has(ast)) return;
    seen.add(ast);
    visit(ast, path, name);
    switch (ast._tag) {
      case "Objects":
        for (const property of ast.propertySignatures) {
          const key = String(property.name);
          walk(property.type, path === "" ? key : `${path}.${key}`, key);
        }
        break;
      case "Arrays":
        for (const element of [...ast.elements, ...ast.rest]) walk(element, `${path}[]`);
        break;
      case "Union":
        for (const member of ast.types) walk(member, path, name);
        break;
      case "Suspend":
        walk(ast.thunk(), path, name);
        break;
      default:
        break;
    }
    seen.delete(ast);
  };
  walk(schema.ast, "");
}
