import { profileEndpoints } from "../../src/schemas/endpoints/users.ts";
import { eq, ne, sql } from "drizzle-orm";
import type { Profile } from "../../src/schemas/users.ts";
import type { Db } from "../db/client.ts";
import { companies, multiStores } from "../network/schema.ts";
import { userCompanies, users } from "./schema.ts";
import { isCurrentPassword } from "../auth/public.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { invalidField, type Message, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { changesEmail } from "../../src/domain/profile.ts";
import { cleanText } from "../../src/domain/text.ts";
import { auditChange } from "../../src/domain/audit.ts";

// "Meu perfil" (spec 2.8, user menu): every signed-in user reads and edits their own name and e-mail.

async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      login: users.login,
      email: users.email,
      account: multiStores.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(multiStores, eq(multiStores.id, users.multiStoreId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const units = await db
    .select({ id: companies.id, name: companies.name })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(companies.name);
  const { createdAt, ...profile } = row;
  return { ...profile, companies: units, created_at: createdAt.toISOString() };
}

const read = defineRoute({
  endpoint: profileEndpoints.read,
  access: "signed-in",
  tag: "users",
  summary: "The signed-in user's own data: name, login, e-mail, network account and units",
  handler: ({ services, session }) => loadProfile(services.db, session.userId),
});

const update = defineRoute({
  endpoint: profileEndpoints.update,
  access: "signed-in",
  tag: "users",
  summary:
    "Changes the signed-in user's name and e-mail (unique in the network; another network's users are never compared). " +
    "A new e-mail needs currentPassword, checked under the login throttle (429).",
  handler: async ({ services, session, body, audit, ip }) => {
    const { db } = services;
    const email = body.email.trim();
    const [current] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!current) throw notFound();
    const problems: Record<string, Message[]> = {};
    const emailChanged = changesEmail(current.email, email);
    // Reset links go to the e-mail: whoever holds the session must also know the password to redirect them.
    if (emailChanged) {
      if (!body.currentPassword) problems.currentPassword = [message("validation:required")];
      else if (!(await isCurrentPassword(services, session, ip, body.currentPassword)))
        problems.currentPassword = [message("validation:old-password")];
    }
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        tenantScope(users, session, eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, session.userId)),
      )
      .limit(1);
    if (taken) problems.email = [message("validation:email-unique")];
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const name = cleanText(body.name);
    try {
      await db.update(users).set({ name, email }).where(eq(users.id, session.userId));
    } catch (error) {
      // Another save took the e-mail between the check and this write (users_email_per_network_unique).
      if (isUniqueViolation(error)) throw invalidField("email", "email-unique");
      throw error;
    }
    await audit({
      module: "USR",
      action: "updated",
      entity: "users",
      entityId: session.userId,
      details: auditChange({ name: current.name, email: current.email }, { name, email }),
    });
    return loadProfile(db, session.userId);
  },
});

export const profileRoutes = [read, update];
