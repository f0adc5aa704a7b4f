import { asc, eq, ilike, sql } from "drizzle-orm";
import { auditChange } from "../../src/domain/audit.ts";
import { CARRIERS_REQUIREMENT } from "../../src/domain/suppliers.ts";
import { carriersEndpoints } from "../../src/schemas/endpoints/suppliers.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { carrierOut, loadCarrier, validCarrier } from "./carrier-store.ts";
import { transporters } from "./schema.ts";

// Carriers (issue 13 item 7; spec 2.2 /transportadoras, 2.9 STO 7): the list and the edit page of the carriers the
// PDV creates from a sale (POST /api/v1/transporters, server/pdv/transporters.routes.ts). Sales point at them: a
// carrier is deactivated, never deleted.

const DIGITS_ONLY = /^[\d\s.\-/]+$/;

const list = defineRoute({
  endpoint: carriersEndpoints.list,
  access: CARRIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Carriers of the network, paged; filter by name, city, CPF/CNPJ or plate",
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: transporters, session },
      sort: {
        by: {
          name: sql`lower(${transporters.name})`,
          doc_id_1: transporters.docId1,
          city: sql`lower(${transporters.city})`,
          license_plate: transporters.licensePlate,
          active: transporters.active,
        },
        field: "name",
        direction: "asc",
        tieBreak: [asc(transporters.id)],
      },
      search: {
        columns: [transporters.name, transporters.city, transporters.email],
        also: (text) => {
          const digits = text.replace(/\D/g, "");
          const plate = text.toUpperCase().replace(/[\s-]/g, "");
          return [
            digits.length >= 3 && DIGITS_ONLY.test(text) ? ilike(transporters.docId1, `%${digits}%`) : undefined,
            /^[A-Z0-9]{3,7}$/.test(plate) ? ilike(transporters.licensePlate, `${plate}%`) : undefined,
          ];
        },
      },
      rows: db.select().from(transporters).$dynamic(),
      item: carrierOut,
    });
    return { data, meta };
  },
});

const detail = defineRoute({
  endpoint: carriersEndpoints.detail,
  access: CARRIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "One carrier",
  params: { id: transporters },
  handler: async ({ services, session, params }) => {
    const row = await loadCarrier(services.db, session, params.id);
    if (!row) throw notFound();
    return carrierOut(row);
  },
});

const update = defineRoute({
  endpoint: carriersEndpoints.update,
  access: CARRIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Changes a carrier: fields left out keep their value (active false takes it off the PDV's search)",
  params: { id: transporters },
  handler: async ({ services, session, params, body, audit }) => {
    const current = await loadCarrier(services.db, session, params.id);
    if (!current) throw notFound();
    const record = validCarrier(body, current);
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(transporters)
        .set({ ...record, updatedAt: services.now() })
        .where(tenantScope(transporters, session, eq(transporters.id, params.id)))
        .returning();
      if (!row) throw notFound();
      await audit(
        {
          action: "updated",
          entity: "transporters",
          entityId: row.id,
          details: auditChange(carrierOut(current), carrierOut(row)),
        },
        tx,
      );
      return carrierOut(row);
    });
  },
});

export const carriersRoutes = [list, detail, update];
