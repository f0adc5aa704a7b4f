import type { Schema, SchemaAST } from "effect";
import { walkSchema } from "./schema-walk.ts";

// Finds the lists of a request schema that take any number of entries: each one lets a single request make the
// server check and write without end.

const maxLengthOf = (check: SchemaAST.Check<unknown>): unknown => {
  const representation = check.annotations?.representation as { payload?: { maxLength?: unknown } } | undefined;
  return representation?.payload?.maxLength;
};

/** Paths of the arrays of `schema` that have no maximum length (`""` for a body that is itself a list). */
export function unboundedArrays(schema: Schema.Top): string[] {
  const found = new Set<string>();
  walkSchema(schema, (ast, path) => {
    if (ast._tag !== "Arrays") return;
    if (!(ast.checks ?? []).some((check) => typeof maxLengthOf(check) === "number")) found.add(path);
  });
  return [...found].sort();
}
