import { inArray, sql } from "drizzle-orm";
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

/** Where ids are looked for: the declared fields (path → tenant table) of one decoded value (a query or a body). */
export type IdSource = { readonly fields: Readonly<Record<string, TenantTable | undefined>>; readonly value: unknown };

/**
 * The central tenant check of ids in bodies and queries (path ids are checked by the pipeline's params): every
 * declared field must name a row of the session's network. One statement for all tables (a UNION ALL of one select
 * per table), since it runs before every write that names other rows; the fields whose id is missing or belongs to
 * another network, each with "Registro não encontrado.".
 */
export async function foreignIdFields(
  db: Db,
  session: SessionInfo,
  sources: ReadonlyArray<IdSource>,
): Promise<Record<string, Message[]>> {
  const wanted = sources.flatMap(({ fields, value }) =>
    Object.entries(fields).flatMap(([path, table]) =>
      table ? idsAt(value, path).map((found) => ({ ...found, table })) : [],
    ),
  );
  if (wanted.length === 0) return {};
  const tables = [...new Set(wanted.map((w) => w.table))];
  const selects = tables.map((table, index) => {
    const ids = [...new Set(wanted.filter((w) => w.table === table).map((w) => w.id))];
    return sql`select ${index}::int as t, ${table.id} as id from ${table} where ${tenantScope(table, session, inArray(table.id, ids))}`;
  });
  const { rows } = (await db.execute(sql.join(selects, sql` union all `))) as unknown as {
    rows: ReadonlyArray<{ t: number; id: number }>;
  };
  const owned = tables.map(() => new Set<number>());
  for (const row of rows) owned[Number(row.t)]?.add(Number(row.id));
  const errors: Record<string, Message[]> = {};
  for (const { field, id, table } of wanted) {
    if (!owned[tables.indexOf(table)]?.has(id)) errors[field] = [message("validation:not-found")];
  }
  return errors;
}
