import { cashEndpoints } from "../../src/schemas/endpoints/pdv-cash.ts";
import { and, asc, eq, inArray } from "drizzle-orm";
import { companies } from "../network/schema.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { POS_ANY } from "./products.routes.ts";

const ownUnits = defineRoute({
  endpoint: cashEndpoints.ownUnits,
  access: POS_ANY,
  tag: "pdv",
  summary: "The active units the user works in (where a register can be opened)",
  handler: async ({ services, session }) => {
    if (session.companyIds.length === 0) return { data: [] };
    const rows = await services.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        tenantScope(
          companies,
          session,
          and(inArray(companies.id, [...session.companyIds]), eq(companies.active, true)),
        ),
      )
      .orderBy(asc(companies.name));
    return { data: rows };
  },
});

export const unitsRoutes = [ownUnits];
