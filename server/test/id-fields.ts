import type { Schema } from "effect";
import { walkSchema } from "./schema-walk.ts";

// Finds the fields of a request schema that look like ids, so the access test can prove each one is declared in
// the route's bodyIds/queryIds (and so checked against the session's network) or allowed on purpose.

/** `id`, `…_id`, `…Id`, `…_ids`, and the legacy names of the sale's people. */
const ID_NAME = /^(id|.+_id|.+Id|.+_ids)$/;
/** A list of ids (`companyIds`, `group_ids`, spec 7's `users` of a funnel import): declared as `companyIds[]`. */
const ID_LIST_NAME = /^(.+Ids|.+_ids|users)$/;
const LEGACY_ID_NAMES = new Set(["seller", "delivery_men", "transporter"]);

export const looksLikeId = (name: string) => ID_NAME.test(name) || LEGACY_ID_NAMES.has(name);

/** Paths (as routes declare them: `sale.customer_id`, `items[].product_id`) of every id-like field of `schema`. */
export function idLikeFields(schema: Schema.Top): string[] {
  const found = new Set<string>();
  walkSchema(schema, (ast, path, name) => {
    if (name !== undefined && looksLikeId(name) && ast._tag !== "Arrays") found.add(path);
    const list = /([^.]+)\[\]$/.exec(path)?.[1];
    if (name === undefined && list !== undefined && ID_LIST_NAME.test(list) && ast._tag !== "Arrays") found.add(path);
  });
  return [...found].sort();
}
