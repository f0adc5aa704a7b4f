import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type Message, message } from "./errors.ts";
import type { SessionInfo, TenantTable } from "./route.ts";
import { tenantScope } from "./tenant.ts";

/** One id found in a request, with the field name its error is reported under (`items.3.product_id`). */
export type FoundId = { readonly field: string; readonly id: number };

/**
 * Every id at `path` in `value`. Only positive integers name rows: the schema already refused anything else, save
 * deliberate sentinels such as a sale's `cash_movement_id` -1 (a placeholder session), which point at no row.
 */
export function idsAt(value: unknown, path: string): FoundId[] {
  const found: FoundId[] = [];
  const walk = (node: unknown, segments: ReadonlyArray<string>, field: ReadonlyArray<string>) => {
    if (node === null || node === undefined) return;
    const [segment, ...rest] = segments;
    if (segment === undefined) {
      if (typeof node === "number" && Number.isInteger(node) && node > 0)
        found.push({ field: field.join("."), id: node });
      return;
    }
    const array = segment.endsWith("[]");
    const key = array ? segment.slice(0, -2) : segment;
    if (typeof node !== "object" || !Object.hasOwn(node, key)) return;
    const child = (node as Record<string, unknown>)[key];
    if (!array) walk(child, rest, [...field, key]);
    else if (Array.isArray(child)) {
      for (const [index, element] of child.entries()) walk(element, rest, [...field, key, String(index)]);
    }
  };
  // "items[].sizes[].size_id" → ["items[]", "sizes[]", "size_id"]
  walk(value, path.split("."), []);
  return found;
}

/**
 * The central tenant check of ids in bodies and queries (path ids are checked by the pipeline's params): every
 * declared field must name a row of the session's network. One query per table; the fields whose id is missing or
 * belongs to another network, each with "Registro não encontrado.".
 */
export async function foreignIdFields(
  db: Db,
  session: SessionInfo,
  fields: Readonly<Record<string, TenantTable | undefined>>,
  value: unknown,
): Promise<Record<string, Message[]>> {
  const wanted = Object.entries(fields).flatMap(([path, table]) =>
    table ? idsAt(value, path).map((found) => ({ ...found, table })) : [],
  );
  const tables = [...new Set(wanted.map((w) => w.table))];
  const owned = await Promise.all(
    tables.map(async (table) => {
      const ids = [...new Set(wanted.filter((w) => w.table === table).map((w) => w.id))];
      const rows = (await db
        .select({ id: table.id })
        .from(table as never)
        .where(tenantScope(table, session, inArray(table.id, ids)))) as Array<{ id: number }>;
      return new Set(rows.map((row) => Number(row.id)));
    }),
  );
  const errors: Record<string, Message[]> = {};
  for (const { field, id, table } of wanted) {
    if (!owned[tables.indexOf(table)]?.has(id)) errors[field] = [message("validation:not-found")];
  }
  return errors;
}
