import { auditEndpoints } from "../../src/schemas/endpoints/audit.ts";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { USER_LOGS_REQUIREMENT } from "../../src/domain/permissions.ts";
import type { UserLogListQuery } from "../../src/schemas/audit.ts";
import { companies } from "../network/schema.ts";
import { userLogs, users } from "./schema.ts";
import { defaultPeriod, listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import type { Db } from "../db/client.ts";
import { containing } from "../db/like.ts";
import { pageNames, recordEntity, rowNames } from "./user-log-names.ts";

// The audit log (spec 2.2 /user-logs, 2.9 USR 3): every write of the network recorded in user_logs, newest first.

const sortable = {
  created_at: userLogs.createdAt,
  user: sql`lower(${users.name})`,
  company: sql`lower(${companies.name})`,
  module: userLogs.module,
  entity: userLogs.entity,
  action: userLogs.action,
} as const;

/** The filters of the panel: exact user, unit, module, entity and action. */
const filtersOf = (query: UserLogListQuery) => [
  query.user_id === undefined ? undefined : eq(userLogs.userId, query.user_id),
  query.company_id === undefined ? undefined : eq(userLogs.companyId, query.company_id),
  query.module === undefined ? undefined : eq(userLogs.module, query.module),
  query.entity === undefined ? undefined : eq(userLogs.entity, query.entity),
  query.action === undefined ? undefined : eq(userLogs.action, query.action),
];

const list = defineRoute({
  endpoint: auditEndpoints.list,
  access: USER_LOGS_REQUIREMENT,
  tag: "users",
  summary: "Audit log of the network account, paged and filtered (default period: this month, newest first)",
  queryIds: { user_id: users, company_id: companies },
  handler: async ({ services: { db, now }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: userLogs, session },
      sort: { by: sortable, field: "created_at", direction: "desc", tieBreak: [desc(userLogs.id)] },
      search: {
        columns: [users.name, companies.name, userLogs.entity, userLogs.action, userLogs.entityId, userLogs.ip],
        also: (text) => [sql`${userLogs.details}::text ilike ${containing(text.trim())}`],
      },
      dates: { column: userLogs.createdAt, period: defaultPeriod(query, now()) },
      where: filtersOf(query),
      rows: db
        .select({
          id: userLogs.id,
          createdAt: userLogs.createdAt,
          userId: userLogs.userId,
          user: users.name,
          companyId: userLogs.companyId,
          company: companies.name,
          module: userLogs.module,
          entity: userLogs.entity,
          entityId: userLogs.entityId,
          action: userLogs.action,
          ip: userLogs.ip,
          details: userLogs.details,
        })
        .from(userLogs)
        .leftJoin(users, eq(users.id, userLogs.userId))
        .leftJoin(companies, eq(companies.id, userLogs.companyId))
        .$dynamic(),
      // The text filter looks at the user's and the unit's names: the count joins them too.
      totals: db
        .select({ count: count() })
        .from(userLogs)
        .leftJoin(users, eq(users.id, userLogs.userId))
        .leftJoin(companies, eq(companies.id, userLogs.companyId))
        .$dynamic(),
      item: (row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        user_id: row.userId,
        user: row.user,
        company_id: row.companyId,
        company: row.company,
        module: row.module,
        entity: row.entity,
        entity_id: row.entityId,
        action: row.action,
        ip: row.ip,
        details: isRecord(row.details) ? row.details : {},
      }),
    });
    const names = await pageNames(db, session, data.map(refOf));
    return {
      data: data.map((row) => {
        const entity = recordEntity(row.entity);
        const record = entity && row.entity_id !== null ? (names[entity]?.[row.entity_id] ?? null) : null;
        return { ...row, record, names: rowNames(names, refOf(row)) };
      }),
      meta,
    };
  },
});

const refOf = (row: { entity: string; entity_id: string | null; details: Record<string, unknown> }) => ({
  entity: row.entity,
  entityId: row.entity_id,
  details: row.details,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Distinct values of a log column in the session's network, sorted. */
async function distinct(
  db: Db,
  session: SessionInfo,
  column: typeof userLogs.module | typeof userLogs.entity | typeof userLogs.action,
) {
  const rows = await db
    .selectDistinct({ value: column })
    .from(userLogs)
    .where(tenantScope(userLogs, session, sql`${column} <> ''`))
    .orderBy(asc(column));
  return rows.map((row) => row.value);
}

const filters = defineRoute({
  endpoint: auditEndpoints.filters,
  access: USER_LOGS_REQUIREMENT,
  tag: "users",
  summary:
    "What the audit log's filter panel offers: the network's users and units, the modules, entities and actions logged",
  handler: async ({ services: { db }, session }) => {
    const [people, units, modules, entities, actions] = await Promise.all([
      db.select({ id: users.id, name: users.name }).from(users).where(tenantScope(users, session)).orderBy(users.name),
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(tenantScope(companies, session))
        .orderBy(companies.name),
      distinct(db, session, userLogs.module),
      distinct(db, session, userLogs.entity),
      distinct(db, session, userLogs.action),
    ]);
    return { users: people, companies: units, modules, entities, actions };
  },
});

export const userLogsRoutes = [list, filters];
