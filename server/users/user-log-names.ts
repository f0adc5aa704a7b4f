import { and, inArray } from "drizzle-orm";
import { type NamedEntity, referencedIds } from "../../src/domain/audit.ts";
import type { UserLogNames } from "../../src/schemas/audit.ts";
import { customers } from "../customers/schema.ts";
import type { Db } from "../db/client.ts";
import { paymentMethods } from "../finance/schema.ts";
import { unitGroups } from "../franchise/schema.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { sellers } from "../sellers/schema.ts";
import { users } from "./schema.ts";

// The names an audit page shows instead of ids (spec 2.2 /user-logs): each row's record and the units, users,
// groups... its details point to. One query per entity present on the page, in the session's network only.

const TABLES = { companies, users, payment_methods: paymentMethods, unit_groups: unitGroups, sellers, customers };

/** The entity whose name a log's record carries (a franchise unit is a company; a sale has none). */
const RECORD_ENTITY: Readonly<Record<string, NamedEntity>> = {
  companies: "companies",
  franchise_units: "companies",
  users: "users",
  user: "users",
  profile: "users",
  payment_methods: "payment_methods",
  unit_groups: "unit_groups",
  sellers: "sellers",
  customers: "customers",
  customer: "customers",
};

export const recordEntity = (entity: string): NamedEntity | undefined => RECORD_ENTITY[entity];

type LogRef = { readonly entity: string; readonly entityId: string | null; readonly details: Record<string, unknown> };

const idOf = (text: string | null) => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** The ids the page needs named, per entity. */
function wanted(rows: ReadonlyArray<LogRef>): Map<NamedEntity, Set<number>> {
  const ids = new Map<NamedEntity, Set<number>>();
  const add = (entity: NamedEntity, id: number) => ids.set(entity, (ids.get(entity) ?? new Set()).add(id));
  for (const row of rows) {
    const entity = recordEntity(row.entity);
    const id = idOf(row.entityId);
    if (entity && id !== null) add(entity, id);
    for (const [named, list] of Object.entries(referencedIds(row.details)))
      for (const ref of list) add(named as NamedEntity, ref);
  }
  return ids;
}

/** Every name the page needs: `{ companies: { "4": "Loja Sul" } }`, records of other networks left out. */
export async function pageNames(db: Db, session: SessionInfo, rows: ReadonlyArray<LogRef>): Promise<UserLogNames> {
  const entries = await Promise.all(
    [...wanted(rows)].map(async ([entity, ids]) => {
      const table = TABLES[entity];
      const found = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(and(tenantScope(table, session), inArray(table.id, [...ids])));
      return [entity, Object.fromEntries(found.map((row) => [String(row.id), row.name]))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The names one row uses, out of the page's. */
export function rowNames(names: UserLogNames, row: LogRef): UserLogNames {
  const own: Record<string, Record<string, string>> = {};
  for (const [entity, ids] of wanted([row])) {
    const known = names[entity] ?? {};
    own[entity] = Object.fromEntries(
      [...ids].flatMap((id) => {
        const name = known[String(id)];
        return name === undefined ? [] : [[String(id), name]];
      }),
    );
  }
  return own;
}
