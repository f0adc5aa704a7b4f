import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { currencyOf } from "../../src/domain/money.ts";
import { isModuleSlug, type ModulePermission, type Permissions } from "../../src/domain/permissions.ts";
import type { SessionUser } from "../../src/schemas/auth.ts";
import type { Db } from "../db/client.ts";
import { sessions } from "./schema.ts";
import { companyDisabledModules, multiStores } from "../network/schema.ts";
import { UNIT_MODULES } from "../../src/domain/network.ts";
import { userCompanies, userPermissions, users } from "../users/schema.ts";
import type { SessionInfo } from "../http/route.ts";
import { hashToken, newToken } from "./passwords.ts";

export const SESSION_COOKIE = "rede_session";
const REFRESH_AFTER_MS = 5 * 60 * 1000;

type PermissionRow = { slug: string; code: number; value: number };

/** Rows of user_permissions, ordered by slug and code, as the Permissions of spec 6. */
function groupPermissions(rows: ReadonlyArray<PermissionRow>): Permissions {
  const bySlug = new Map<string, ModulePermission>();
  for (const row of rows) {
    if (!isModuleSlug(row.slug)) continue;
    const current = bySlug.get(row.slug) ?? { slug: row.slug, subPermissions: [] };
    bySlug.set(row.slug, {
      ...current,
      subPermissions: [...current.subPermissions, { code: row.code, value: row.value }],
    });
  }
  return [...bySlug.values()];
}

export async function loadPermissions(db: Db, userId: number): Promise<Permissions> {
  const rows = await db
    .select({ slug: userPermissions.slug, code: userPermissions.code, value: userPermissions.value })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(userPermissions.slug, userPermissions.code);
  return groupPermissions(rows);
}

export async function createSession(
  db: Db,
  input: { userId: number; multiStoreId: number; ip: string; userAgent: string; ttlHours: number; now: Date },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    multiStoreId: input.multiStoreId,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 500),
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlHours * 3600_000),
  });
  return token;
}

/**
 * The session lookup as a prepared statement, one per database: it runs before every API call, so it is built once
 * and, on PostgreSQL, parsed and planned once per connection.
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
const sessionLookup = (db: Db) => {
  const known = lookups.get(db);
  if (known) return known;
  const made = prepareLookup(db);
  lookups.set(db, made);
  return made;
};

const prepareLookup = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      name: users.name,
      login: users.login,
      email: users.email,
      multiStoreId: users.multiStoreId,
      // The network's online POS and the user's own switch (users.has_online_pos) both.
      hasOnlinePos: sql<boolean>`(${multiStores.hasOnlinePos} and ${users.hasOnlinePos})`,
      currency: multiStores.currency,
      newFeatures: multiStores.newFeatures,
      homologationPartner: multiStores.homologationPartner,
      blindClose: users.blindClose,
      permissions: sql<PermissionRow[]>`(
        select coalesce(json_agg(json_build_object('slug', p.slug, 'code', p.code, 'value', p.value)
          order by p.slug, p.code), '[]'::json)
        from ${userPermissions} p where p.user_id = ${users.id})`,
      companyIds: sql<number[]>`(
        select coalesce(json_agg(c.company_id order by c.company_id), '[]'::json)
        from ${userCompanies} c where c.user_id = ${users.id})`,
      // Modules switched off in every unit of the user (none without units: the user works network-wide).
      unavailableModules: sql<string[]>`(
        select coalesce(json_agg(d.slug order by d.slug), '[]'::json) from (
          select m.slug from ${companyDisabledModules} m
          join ${userCompanies} uc on uc.company_id = m.company_id and uc.user_id = ${users.id}
          group by m.slug
          having count(*) = (select count(*) from ${userCompanies} u2 where u2.user_id = ${users.id})) d)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(multiStores, eq(multiStores.id, users.multiStoreId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare("session_lookup");

/**
 * The session behind a cookie token, if it is live; its expiry slides while the user works. One query (user,
 * network, permissions and units together): it runs before every API call.
 */
export async function loadSession(db: Db, token: string, now: Date, ttlHours: number): Promise<SessionInfo | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > REFRESH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlHours * 3600_000) })
      .where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _, permissions, companyIds, unavailableModules, ...info } = row;
  return {
    ...info,
    permissions: groupPermissions(permissions),
    companyIds,
    unavailableModules: UNIT_MODULES.filter((slug) => unavailableModules.includes(slug)),
  };
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function toSessionUser(session: SessionInfo): SessionUser {
  return {
    id: session.userId,
    name: session.name,
    permissions: session.permissions,
    multiStoreId: session.multiStoreId,
    hasOnlinePos: session.hasOnlinePos,
    currency: currencyOf(session.currency),
    blindClose: session.blindClose,
    unavailableModules: session.unavailableModules ?? [],
    features: featuresOf(session),
  };
}

/** The network account's feature flags as the shell reads them (spec 6). */
export const featuresOf = (flags: { newFeatures?: boolean; homologationPartner?: boolean }) => ({
  newFeatures: flags.newFeatures ?? false,
  homologationPartner: flags.homologationPartner ?? false,
});
