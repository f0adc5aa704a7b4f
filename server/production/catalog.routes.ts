import { productionEndpoints } from "../../src/schemas/endpoints/production.ts";
import { asc, eq, sql } from "drizzle-orm";
import { SERVICE_CODE, SLK } from "../../src/domain/production.ts";
import { productionSizes, productionStamps } from "./schema.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { invalidField } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { requireProduction } from "./access.ts";
import { cleanText } from "../../src/domain/text.ts";

// Reference lists of the order items: stamps (estampas) and sizes. Anyone in production reads them; the service
// desk adds stamps from the item form ("Deseja mesmo criar o item {name}").

const stamps = defineRoute({
  endpoint: productionEndpoints.listStamps,
  access: "signed-in",
  tag: "production",
  summary: "Stamps of the network (any SLK permission), filter by description, paged",
  handler: async ({ services, session, query }) => {
    requireProduction(session);
    const { data, meta } = await listPage({
      db: services.db,
      query,
      scope: { table: productionStamps, session },
      sort: {
        by: { description: productionStamps.description, id: productionStamps.id },
        field: "description",
        direction: "asc",
        tieBreak: [asc(productionStamps.id)],
      },
      search: { columns: [productionStamps.description] },
      rows: services.db
        .select({ id: productionStamps.id, description: productionStamps.description })
        .from(productionStamps)
        .$dynamic(),
      item: (row) => row,
    });
    return { data, meta };
  },
});

const createStamp = defineRoute({
  endpoint: productionEndpoints.createStamp,
  access: { slug: SLK, code: SERVICE_CODE },
  tag: "production",
  summary: "Adds a stamp (description unique in the network, ignoring case)",
  handler: async ({ services, session, body, audit }) => {
    const description = cleanText(body.description);
    const [taken] = await services.db
      .select({ id: productionStamps.id })
      .from(productionStamps)
      .where(
        tenantScope(
          productionStamps,
          session,
          eq(sql`lower(${productionStamps.description})`, description.toLowerCase()),
        ),
      );
    if (taken) throw invalidField("description", "unique");
    // Two requests with one description may both pass the check above: the unique index refuses the second.
    const [row] = await services.db
      .insert(productionStamps)
      .values({ multiStoreId: session.multiStoreId, description, createdAt: services.now() })
      .returning({ id: productionStamps.id, description: productionStamps.description })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw invalidField("description", "unique");
        throw error;
      });
    if (!row) throw new Error("stamp insert failed");
    await audit({
      action: "production.stamp.created",
      entity: "silkriar_stamps",
      entityId: row.id,
      details: { description },
    });
    return row;
  },
});

const sizes = defineRoute({
  endpoint: productionEndpoints.listSizes,
  access: "signed-in",
  tag: "production",
  summary: "Active garment sizes of the network in grid order (adult PP..XGG, then kids 2..16)",
  handler: async ({ services, session }) => {
    requireProduction(session);
    const rows = await services.db
      .select({
        id: productionSizes.id,
        name: productionSizes.name,
        kids: productionSizes.kids,
        position: productionSizes.position,
      })
      .from(productionSizes)
      .where(tenantScope(productionSizes, session, eq(productionSizes.active, true)))
      .orderBy(asc(productionSizes.position), asc(productionSizes.id));
    return { data: rows, meta: { page: 1, per_page: rows.length, total: rows.length } };
  },
});

export const catalogRoutes = [stamps, createStamp, sizes];
