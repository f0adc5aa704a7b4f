import { productionEndpoints } from "../../src/schemas/endpoints/production.ts";
import { asc, eq, sql } from "drizzle-orm";
import { canListSeamstresses, SEAMSTRESSES_CODE, SLK } from "../../src/domain/production.ts";
import type { Db } from "../db/client.ts";
import { productionOrders, productionOrderSeamstresses, productionSeamstresses } from "./schema.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { qualified } from "./qualified.ts";
import { cleanText } from "../../src/domain/text.ts";
import { asText, quantitySum, safeCount } from "../db/count-sum.ts";

// Seamstresses (/costureiras, SLK 8). Sewing (SLK 6) reads the list to distribute pieces. DELETE deactivates:
// past distributions keep their seamstress.

const _PATH = "/api/v1/seamstresses";
const MANAGE = { slug: SLK, code: SEAMSTRESSES_CODE } as const;
const s = productionSeamstresses;

/** Pieces assigned to her on orders now in Confecção. */
const piecesInProgress = sql`(
  select ${quantitySum(qualified(productionOrderSeamstresses.quantity))}
  from ${productionOrderSeamstresses}
  join ${productionOrders} on ${qualified(productionOrders.id)} = ${qualified(productionOrderSeamstresses.orderId)}
  where ${qualified(productionOrderSeamstresses.seamstressId)} = ${qualified(s.id)}
    and ${qualified(productionOrders.statusId)} = 6
)`;

const columns = { row: s, pieces: asText(piecesInProgress) };

const toSeamstress = (r: { row: typeof s.$inferSelect; pieces: string }) => ({
  id: r.row.id,
  name: r.row.name,
  phone: r.row.phone,
  active: r.row.active,
  pieces_in_progress: safeCount(r.pieces),
  created_at: r.row.createdAt.toISOString(),
});

async function one(db: Db, session: SessionInfo, id: number) {
  const [row] = await db
    .select(columns)
    .from(s)
    .where(tenantScope(s, session, eq(s.id, id)));
  if (!row) throw notFound();
  return toSeamstress(row);
}

const sortable = { name: s.name, created_at: s.createdAt, pieces_in_progress: piecesInProgress } as const;

const list = defineRoute({
  endpoint: productionEndpoints.listSeamstresses,
  access: "signed-in",
  tag: "production",
  summary: "Seamstresses of the network, paged (SLK 8, or SLK 6 to distribute pieces); active=true|false filters",
  handler: async ({ services, session, query }) => {
    if (!canListSeamstresses(session.permissions)) throw forbidden();
    const { data, meta } = await listPage({
      db: services.db,
      query,
      scope: { table: s, session },
      sort: { by: sortable, field: "name", direction: "asc", tieBreak: [asc(s.id)] },
      search: { columns: [s.name, s.phone] },
      where: [query.active === undefined ? undefined : eq(s.active, query.active === "true")],
      rows: services.db.select(columns).from(s).$dynamic(),
      item: toSeamstress,
    });
    return { data, meta };
  },
});

const create = defineRoute({
  endpoint: productionEndpoints.createSeamstress,
  access: MANAGE,
  tag: "production",
  summary: "Adds a seamstress",
  handler: async ({ services, session, body, audit }) => {
    const [row] = await services.db
      .insert(s)
      .values({
        multiStoreId: session.multiStoreId,
        name: cleanText(body.name),
        phone: cleanText(body.phone ?? ""),
        active: body.active ?? true,
        createdAt: services.now(),
        updatedAt: services.now(),
      })
      .returning();
    if (!row) throw new Error("seamstress insert failed");
    await audit({
      action: "production.seamstress.created",
      entity: "seamstresses",
      entityId: row.id,
      details: { name: row.name },
    });
    return toSeamstress({ row, pieces: "0" });
  },
});

const update = defineRoute({
  endpoint: productionEndpoints.updateSeamstress,
  access: MANAGE,
  tag: "production",
  summary: "Changes a seamstress's name, phone or active flag",
  params: { id: productionSeamstresses },
  handler: async ({ services, session, params, body, audit }) => {
    const changes = {
      ...(body.name === undefined ? {} : { name: cleanText(body.name) }),
      ...(body.phone === undefined ? {} : { phone: cleanText(body.phone) }),
      ...(body.active === undefined ? {} : { active: body.active }),
    };
    if (Object.keys(changes).length) {
      await services.db
        .update(s)
        .set({ ...changes, updatedAt: services.now() })
        .where(tenantScope(s, session, eq(s.id, params.id)));
      await audit({
        action: "production.seamstress.edited",
        entity: "seamstresses",
        entityId: params.id,
        details: changes,
      });
    }
    return one(services.db, session, params.id);
  },
});

const remove = defineRoute({
  endpoint: productionEndpoints.deactivateSeamstress,
  access: MANAGE,
  tag: "production",
  summary: "Deactivates a seamstress (her past distributions stay); answers her with active false",
  params: { id: productionSeamstresses },
  handler: async ({ services, session, params, audit }) => {
    await services.db
      .update(s)
      .set({ active: false, updatedAt: services.now() })
      .where(tenantScope(s, session, eq(s.id, params.id)));
    await audit({ action: "production.seamstress.deactivated", entity: "seamstresses", entityId: params.id });
    return one(services.db, session, params.id);
  },
});

export const seamstressesRoutes = [list, create, update, remove];
