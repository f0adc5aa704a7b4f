import { pdvEndpoints } from "../../src/schemas/endpoints/pdv.ts";
import { asc, eq, ilike, or, type SQL } from "drizzle-orm";
import { cleanDocument } from "../../src/domain/documents.ts";
import { transporters } from "../suppliers/schema.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { POS_ANY } from "./products.routes.ts";
import { containing, startsWith } from "../db/like.ts";
import { insertCarrier } from "../suppliers/public.ts";

const CARRIERS = { slug: "STO", code: 7 } as const;

const out = (row: typeof transporters.$inferSelect) => ({
  id: row.id,
  name: row.name,
  doc_id_1: row.docId1,
  state_tax_id: row.stateTaxId,
  address_1: row.address1,
  address_number: row.addressNumber,
  city: row.city,
  uf: row.uf,
  license_plate: row.licensePlate,
});

const search = defineRoute({
  endpoint: pdvEndpoints.searchTransporters,
  access: [...POS_ANY, CARRIERS],
  tag: "pdv",
  summary: "Active transporters by name, CPF/CNPJ or license plate",
  handler: async ({ services, session, query }) => {
    const q = query.q?.trim() ?? "";
    let filter: SQL | undefined;
    if (q !== "") {
      const digits = cleanDocument(q);
      filter = or(
        ilike(transporters.name, containing(q)),
        ilike(transporters.docId1, startsWith(digits)),
        ilike(transporters.licensePlate, startsWith(q.replace("-", "").toUpperCase())),
      );
    }
    const rows = await services.db
      .select()
      .from(transporters)
      .where(tenantScope(transporters, session, eq(transporters.active, true), filter))
      .orderBy(asc(transporters.name), asc(transporters.id))
      .limit(query.limit ?? 20);
    return { data: rows.map(out) };
  },
});

const create = defineRoute({
  endpoint: pdvEndpoints.createTransporter,
  access: [...POS_ANY, CARRIERS],
  tag: "pdv",
  summary: "Creates a transporter (from the PDV's transporter search, or /transportadoras with its contact data)",
  handler: async ({ services, session, body, audit }) => {
    // The suppliers module owns carriers: it checks the CPF/CNPJ, plate and the rest, and writes the row.
    const row = await insertCarrier(services.db, session, body, services.now());
    await audit({ action: "create", entity: "transporter", entityId: row.id, details: { name: row.name } });
    return out(row);
  },
});

export const transportersRoutes = [search, create];
