import { usersEndpoints } from "../../src/schemas/endpoints/users.ts";
import { asc, eq, sql } from "drizzle-orm";
import { companies } from "../network/schema.ts";
import { userCompanies, users } from "./schema.ts";
import { listPage } from "../http/list.ts";
import { notFound } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { userAdminRoutes } from "./user-admin.routes.ts";
import { loadUser } from "./user-store.ts";

const sortable = {
  id: users.id,
  name: users.name,
  login: users.login,
  email: users.email,
  active: users.active,
  created_at: users.createdAt,
} as const;

const list = defineRoute({
  endpoint: usersEndpoints.list,
  access: { slug: "USR", code: 1 },
  tag: "users",
  summary: "Users of the network account, paged",
  handler: async ({ services: { db }, session, query }) => {
    // A builder, not raw sql: drizzle leaves columns in sql`` unqualified when the outer query has one table,
    // and a bare "id" inside the subquery would then be companies.id.
    const unitNames = db
      .select({ names: sql<string>`string_agg(${companies.name}, '|' order by ${companies.name})` })
      .from(userCompanies)
      .innerJoin(companies, eq(companies.id, userCompanies.companyId))
      .where(eq(userCompanies.userId, users.id));
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: users, session },
      sort: { by: sortable, field: "name", direction: "asc", tieBreak: [asc(users.id)] },
      search: { columns: [users.name, users.login, users.email] },
      dates: { column: users.createdAt },
      rows: db
        .select({
          id: users.id,
          name: users.name,
          login: users.login,
          email: users.email,
          active: users.active,
          createdAt: users.createdAt,
          units: sql<string | null>`(${unitNames})`,
        })
        .from(users)
        .$dynamic(),
      item: (r) => ({
        id: r.id,
        name: r.name,
        login: r.login,
        email: r.email,
        active: r.active,
        companies: r.units ? r.units.split("|") : [],
        created_at: r.createdAt.toISOString(),
      }),
    });
    return { data, meta };
  },
});

const detail = defineRoute({
  endpoint: usersEndpoints.detail,
  access: { slug: "USR", code: 1 },
  tag: "users",
  summary: "One user of the network account, with units and permissions",
  params: { id: users },
  handler: async ({ services, session, params }) => {
    const user = await loadUser(services.db, session, params.id);
    if (!user) throw notFound();
    return user;
  },
});

export const usersRoutes = [list, detail, ...userAdminRoutes];
