import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Permissions } from "../../src/domain/permissions.ts";
import type { UserDetail, UserFields } from "../../src/schemas/users.ts";
import { loadPermissions } from "../auth/public.ts";
import type { Db } from "../db/client.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { userCompanies, userPermissions, users } from "./schema.ts";

// Reading and writing one user with their units and permissions (the users page, issue 12).

/** One user of the session's network with units and permissions; null when not in the network. */
export async function loadUser(db: Db, session: SessionInfo, id: number): Promise<UserDetail | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(tenantScope(users, session, eq(users.id, id)));
  if (!user) return null;
  const units = await db
    .select({ id: companies.id, name: companies.name })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(tenantScope(userCompanies, session, eq(userCompanies.userId, user.id)))
    .orderBy(companies.name);
  return {
    id: user.id,
    name: user.name,
    login: user.login,
    email: user.email,
    active: user.active,
    hasOnlinePos: user.hasOnlinePos,
    blindClose: user.blindClose,
    companies: units,
    permissions: await loadPermissions(db, user.id),
    created_at: user.createdAt.toISOString(),
  };
}

/** The network's active units, by name (the page's multiselect). */
export const activeCompanies = (db: Db, session: SessionInfo) =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(tenantScope(companies, session, eq(companies.active, true)))
    .orderBy(asc(companies.name), asc(companies.id));

/** The user's fields as the audit log keeps them (never a password). */
export const auditFieldsOf = (user: Omit<UserFields, "permissions">) => ({
  name: user.name,
  login: user.login,
  email: user.email,
  active: user.active,
  hasOnlinePos: user.hasOnlinePos,
  blindClose: user.blindClose,
  company_ids: [...user.company_ids].sort((a, b) => a - b),
});

/** Permissions as the audit log keeps them: `{ "POS 1": 2 }`, codes above 0 only. */
export const flatPermissions = (permissions: Permissions): Record<string, number> =>
  Object.fromEntries(
    permissions.flatMap((m) =>
      m.subPermissions.filter((s) => s.value > 0).map((s) => [`${m.slug} ${s.code}`, s.value]),
    ),
  );

/**
 * Only the keys whose values differ, before and after (conventions.md: the fields the user edits); a key missing
 * on one side is `absent` there (a permission code not stored is 0). Null when nothing changed.
 */
export function changed(before: Record<string, unknown>, after: Record<string, unknown>, absent: unknown = null) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? absent) !== JSON.stringify(after[key] ?? absent),
  );
  const pick = (record: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, record[key] ?? absent]));
  return keys.length === 0 ? null : { before: pick(before), after: pick(after) };
}

/** 422 "Username já cadastrado" (login, across Rede) and "E-mail já cadastrado" (within the network). */
export async function takenProblems(
  db: Db,
  session: SessionInfo,
  fields: Pick<UserFields, "login" | "email">,
  id: number | null,
): Promise<ValidationError | null> {
  const other = id === null ? undefined : ne(users.id, id);
  const problems: Record<string, Message[]> = {};
  const [login] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.login})`, fields.login.toLowerCase()), other))
    .limit(1);
  if (login) problems.login = [message("validation:username-unique")];
  const [email] = await db
    .select({ id: users.id })
    .from(users)
    .where(tenantScope(users, session, eq(sql`lower(${users.email})`, fields.email.toLowerCase()), other))
    .limit(1);
  if (email) problems.email = [message("validation:email-unique")];
  return Object.keys(problems).length > 0 ? new ValidationError(problems) : null;
}

/** Makes the user's units and permissions these (codes at 0 are not stored). */
export async function writeLinks(
  db: Db,
  session: SessionInfo,
  userId: number,
  companyIds: ReadonlyArray<number>,
  permissions: Permissions,
) {
  const tenant = { multiStoreId: session.multiStoreId, userId };
  await db.delete(userCompanies).where(tenantScope(userCompanies, session, eq(userCompanies.userId, userId)));
  if (companyIds.length > 0)
    await db.insert(userCompanies).values([...new Set(companyIds)].map((companyId) => ({ ...tenant, companyId })));
  await db.delete(userPermissions).where(tenantScope(userPermissions, session, eq(userPermissions.userId, userId)));
  const rows = permissions.flatMap((m) =>
    m.subPermissions.filter((s) => s.value > 0).map((s) => ({ ...tenant, slug: m.slug, code: s.code, value: s.value })),
  );
  if (rows.length > 0) await db.insert(userPermissions).values(rows);
}

/** How many active administrators (USR 1 = 2) the session's network has, as the transaction sees it. */
export async function activeAdministrators(db: Db, session: SessionInfo): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(
      tenantScope(
        users,
        session,
        eq(users.active, true),
        eq(userPermissions.slug, "USR"),
        eq(userPermissions.code, 1),
        sql`${userPermissions.value} >= 2`,
      ),
    );
  return row?.count ?? 0;
}

/** The units of `ids` that are inactive and not already the user's (a kept inactive unit may stay). */
export async function inactiveNewCompanies(
  db: Db,
  session: SessionInfo,
  ids: ReadonlyArray<number>,
  kept: ReadonlyArray<number>,
): Promise<number[]> {
  const fresh = ids.filter((id) => !kept.includes(id));
  if (fresh.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(tenantScope(companies, session, inArray(companies.id, fresh), eq(companies.active, false)));
  return rows.map((r) => r.id);
}
