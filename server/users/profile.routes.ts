import { eq, ne, sql } from "drizzle-orm";
import { Profile, ProfileInput } from "../../src/schemas/users.ts";
import type { Db } from "../db/client.ts";
import { companies, multiStores, userCompanies, users } from "../db/schema.ts";
import { invalidField, notFound } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { cleanText } from "../../src/domain/text.ts";

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
  method: "get",
  path: "/api/v1/profile",
  access: "signed-in",
  tag: "users",
  summary: "The signed-in user's own data: name, login, e-mail, network account and units",
  response: Profile,
  handler: ({ services, session }) => loadProfile(services.db, session.userId),
});

const update = defineRoute({
  method: "patch",
  path: "/api/v1/profile",
  access: "signed-in",
  tag: "users",
  summary:
    "Changes the signed-in user's name and e-mail (unique in the network; another network's users are never compared)",
  body: ProfileInput,
  response: Profile,
  handler: async ({ services, session, body, audit }) => {
    const email = body.email.trim();
    const [taken] = await services.db
      .select({ id: users.id })
      .from(users)
      .where(
        tenantScope(users, session, eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, session.userId)),
      )
      .limit(1);
    if (taken) throw invalidField("email", "email-unique");
    const name = cleanText(body.name);
    await services.db.update(users).set({ name, email }).where(eq(users.id, session.userId));
    await audit({ action: "update", entity: "profile", entityId: session.userId, details: { name } });
    return loadProfile(services.db, session.userId);
  },
});

export const profileRoutes = [read, update];
