import { usersEndpoints } from "../../src/schemas/endpoints/users.ts";
import { eq } from "drizzle-orm";
import {
  can,
  isKnownCode,
  NETWORK_UNITS_REQUIREMENT,
  type ModulePermission,
  type Permissions,
  USERS_MANAGE,
} from "../../src/domain/permissions.ts";
import { escalations, outranks, unitsBeyondReach } from "../../src/domain/role-templates.ts";
import { MIN_PASSWORD_LENGTH } from "../../src/domain/profile.ts";
import { cleanText } from "../../src/domain/text.ts";
import { userIssues } from "../../src/domain/users.ts";
import type { UserDetail, UserInput } from "../../src/schemas/users.ts";
import { hashPassword, mailResetLink, newToken, revokeUserSessions } from "../auth/public.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { HttpError, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute, type HandlerContext } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies, multiStores } from "../network/schema.ts";
import { users } from "./schema.ts";
import {
  activeAdministrators,
  activeCompanies,
  auditFieldsOf,
  changed,
  flatPermissions,
  inactiveNewCompanies,
  loadUser,
  takenProblems,
  writeLinks,
} from "./user-store.ts";

// Creating and editing users (issue 12, /usuarios/editar/:id?): an administrator (USR 1 = 2) saves a user's fields,
// units and permissions together. Nobody grants a permission above their own, and the network keeps at least one
// active administrator.

type SaveContext = Pick<
  HandlerContext<typeof USERS_MANAGE, unknown, unknown, unknown>,
  "services" | "session" | "audit" | "t" | "locale"
>;

const refuse = (field: string, key: string, values?: Record<string, unknown>) =>
  new ValidationError({ [field]: [message(key, values)] });

/** The body's permissions as spec 6 knows them, one entry per slug; 422 for an unknown code or a value not 0 to 2. */
function knownPermissions(body: UserInput["permissions"]): Permissions {
  const bySlug = new Map<string, Map<number, number>>();
  for (const module of body) {
    const codes = bySlug.get(module.slug) ?? new Map<number, number>();
    for (const { code, value } of module.subPermissions) {
      if (!isKnownCode(module.slug, code) || value < 0 || value > 2)
        throw refuse("permissions", "validation:not-allowed");
      codes.set(code, value);
    }
    bySlug.set(module.slug, codes);
  }
  return body
    .filter((module, index) => body.findIndex((m) => m.slug === module.slug) === index)
    .map(
      (module): ModulePermission => ({
        slug: module.slug,
        subPermissions: [...(bySlug.get(module.slug) ?? [])].map(([code, value]) => ({ code, value })),
      }),
    );
}

/** The rules of src/domain/users.ts as a 422 (messages of the users namespace). */
function checkFields(body: UserInput, isNew: boolean) {
  const password = isNew
    ? {
        choice: body.sendPasswordMail ? ("mail" as const) : ("type" as const),
        password: body.password ?? "",
        confirmation: body.passwordConfirmation ?? "",
      }
    : null;
  const issues = userIssues({ ...body, companyIds: body.company_ids, password });
  if (Object.keys(issues).length === 0) return;
  throw new ValidationError(
    Object.fromEntries(
      Object.entries(issues).map(([field, codes]) => [
        field,
        codes.map((code) => message(`users:issues.${code}`, { min: MIN_PASSWORD_LENGTH })),
      ]),
    ),
  );
}

/** Validates and writes a new user (id null) or a change, with units and permissions, in one transaction. */
async function save(ctx: SaveContext, body: UserInput, id: number | null): Promise<UserDetail> {
  const { services, session, t } = ctx;
  const { db } = services;
  const current = id === null ? null : await loadUser(db, session, id);
  if (id !== null && !current) throw notFound();
  if (current && outranks(current.permissions, session.permissions))
    throw new HttpError(403, [message("users:errors.outranked")]);
  checkFields(body, current === null);
  const fields = { ...body, name: cleanText(body.name), login: body.login.trim(), email: body.email.trim() };
  const permissions = knownPermissions(body.permissions);
  const raised = escalations(session.permissions, current?.permissions ?? [], permissions);
  if (raised.length > 0)
    throw new ValidationError({
      permissions: raised.map(({ slug, code }) =>
        message("users:errors.escalation", {
          permission: `${slug} ${code} (${t(`users:permissions.codes.${slug}.${code}`)})`,
        }),
      ),
    });
  const kept = current?.companies.map((c) => c.id) ?? [];
  // Who does not manage the network's units gives access only to the units they work in themselves.
  const added = fields.company_ids.filter((companyId) => !kept.includes(companyId));
  if (unitsBeyondReach(added, session.companyIds, can(session.permissions, NETWORK_UNITS_REQUIREMENT)).length > 0)
    throw refuse("company_ids", "users:errors.unit-not-yours");
  if ((await inactiveNewCompanies(db, session, fields.company_ids, kept)).length > 0)
    throw refuse("company_ids", "validation:not-allowed");
  const taken = await takenProblems(db, session, fields, id);
  if (taken) throw taken;
  const now = services.now();
  const values = {
    name: fields.name,
    login: fields.login,
    email: fields.email,
    active: fields.active,
    hasOnlinePos: fields.hasOnlinePos,
    blindClose: fields.blindClose,
    updatedAt: now,
  };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      // One change of a network's users at a time: two administrators cannot each remove the other.
      await tx
        .select({ id: multiStores.id })
        .from(multiStores)
        .where(eq(multiStores.id, session.multiStoreId))
        .for("update");
      let userId: number;
      if (id === null) {
        // A user who defines their password from the mail has none that anyone knows until then.
        const passwordHash = await hashPassword(body.sendPasswordMail ? newToken() : (body.password ?? ""));
        const [row] = await tx
          .insert(users)
          .values({ ...values, passwordHash, multiStoreId: session.multiStoreId })
          .returning({ id: users.id });
        if (!row) throw new Error("user insert failed");
        userId = row.id;
      } else {
        await tx
          .update(users)
          .set(values)
          .where(tenantScope(users, session, eq(users.id, id)));
        userId = id;
      }
      await writeLinks(tx, session, userId, fields.company_ids, permissions);
      if ((await activeAdministrators(tx, session)) === 0)
        throw refuse(current?.active && !fields.active ? "active" : "permissions", "users:errors.last-admin");
      if (current?.active && !fields.active) await revokeUserSessions(tx, userId, now);
      await auditSave(ctx, tx, userId, current, fields, permissions);
      return userId;
    });
  } catch (error) {
    // Two saves of one login or e-mail at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw (await takenProblems(db, session, fields, id)) ?? error;
    throw error;
  }
  const saved = await loadUser(db, session, savedId);
  if (!saved) throw new Error("user vanished after save");
  if (id === null && body.sendPasswordMail) {
    const recipient = { ...saved, multiStoreId: session.multiStoreId };
    services.background.run("new user password mail", () => mailResetLink(services, recipient, ctx.locale));
  }
  return saved;
}

/** user_logs rows of a save: created, or updated/deactivated and permissions.updated with what changed. */
async function auditSave(
  ctx: SaveContext,
  tx: Parameters<SaveContext["audit"]>[1],
  userId: number,
  current: UserDetail | null,
  fields: UserInput,
  permissions: Permissions,
) {
  const entry = { entity: "users", entityId: userId };
  const after = auditFieldsOf(fields);
  if (current === null) {
    const details = { after: { ...after, permissions: flatPermissions(permissions) } };
    await ctx.audit({ ...entry, action: "created", details }, tx);
    return;
  }
  const before = auditFieldsOf({ ...current, company_ids: current.companies.map((c) => c.id) });
  const fieldChanges = changed(before, after);
  if (fieldChanges) {
    const action = before.active && !after.active ? "deactivated" : "updated";
    await ctx.audit({ ...entry, action, details: fieldChanges }, tx);
  }
  const permissionChanges = changed(flatPermissions(current.permissions), flatPermissions(permissions), 0);
  if (permissionChanges) await ctx.audit({ ...entry, action: "permissions.updated", details: permissionChanges }, tx);
}

const companyOptions = defineRoute({
  endpoint: usersEndpoints.companies,
  access: { slug: "USR", code: 1 },
  tag: "users",
  summary: "The network's active units a user may work in (the users page's multiselect)",
  handler: async ({ services, session }) => activeCompanies(services.db, session),
});

const create = defineRoute({
  endpoint: usersEndpoints.create,
  access: USERS_MANAGE,
  tag: "users",
  summary:
    "Creates a user with units and permissions (administrators only; no permission above the caller's); a first password or the mail to define one",
  bodyIds: { "company_ids[]": companies },
  handler: async ({ services, session, audit, t, locale, body }) =>
    save({ services, session, audit, t, locale }, body, null),
});

const update = defineRoute({
  endpoint: usersEndpoints.update,
  access: USERS_MANAGE,
  tag: "users",
  summary:
    "Changes a user's fields, units and permissions together (administrators only); deactivating signs them out; the last active administrator stays one",
  params: { id: users },
  bodyIds: { "company_ids[]": companies },
  handler: async ({ services, session, audit, t, locale, body, params }) =>
    save({ services, session, audit, t, locale }, body, params.id),
});

export const userAdminRoutes = [companyOptions, create, update];
