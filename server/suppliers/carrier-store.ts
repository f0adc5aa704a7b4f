import { eq } from "drizzle-orm";
import { type CarrierFields, carrierIssues, normalizeCarrier } from "../../src/domain/suppliers.ts";
import type { Carrier, CarrierId, CarrierPatch } from "../../src/schemas/suppliers.ts";
import type { Db } from "../db/client.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { transporters } from "./schema.ts";
import { refuseFields } from "./supplier-store.ts";

// Carriers (the PDV's transporters): their rules, reading and writing. The PDV creates them from a sale through
// `insertCarrier` (server/suppliers/public.ts); /transportadoras lists and edits them.

type Row = typeof transporters.$inferSelect;

/** A carrier as the API answers it (spec 3, transporter; snake_case as the PDV reads it). */
export const carrierOut = (row: Row): Carrier => ({
  id: row.id as CarrierId,
  name: row.name,
  doc_id_1: row.docId1,
  state_tax_id: row.stateTaxId,
  phone: row.phone,
  email: row.email,
  zip_code: row.zipCode,
  address_1: row.address1,
  address_number: row.addressNumber,
  complement: row.complement,
  district: row.district,
  city: row.city,
  uf: row.uf,
  license_plate: row.licensePlate,
  antt: row.antt,
  active: row.active,
});

/** The API's name of each field of the rules. */
const API_FIELD: Readonly<Record<keyof CarrierFields, keyof Carrier>> = {
  name: "name",
  docId1: "doc_id_1",
  stateTaxId: "state_tax_id",
  phone: "phone",
  email: "email",
  zipCode: "zip_code",
  address1: "address_1",
  addressNumber: "address_number",
  complement: "complement",
  district: "district",
  city: "city",
  uf: "uf",
  licensePlate: "license_plate",
  antt: "antt",
  active: "active",
};

/** The carrier a save describes: the body, and for what it leaves out, the stored row or defaults. */
function recordOf(body: CarrierPatch, current: Row | null): CarrierFields {
  return {
    name: body.name ?? current?.name ?? "",
    docId1: body.doc_id_1 ?? current?.docId1 ?? "",
    stateTaxId: body.state_tax_id ?? current?.stateTaxId ?? "",
    phone: body.phone ?? current?.phone ?? "",
    email: body.email ?? current?.email ?? "",
    zipCode: body.zip_code ?? current?.zipCode ?? "",
    address1: body.address_1 ?? current?.address1 ?? "",
    addressNumber: body.address_number ?? current?.addressNumber ?? "",
    complement: body.complement ?? current?.complement ?? "",
    district: body.district ?? current?.district ?? "",
    city: body.city ?? current?.city ?? "",
    uf: body.uf ?? current?.uf ?? "",
    licensePlate: body.license_plate ?? current?.licensePlate ?? "",
    antt: body.antt ?? current?.antt ?? "",
    active: body.active ?? current?.active ?? true,
  };
}

/** The carrier's rules on the API's field names; the normalized record, or a 422. */
export function validCarrier(body: CarrierPatch, current: Row | null): CarrierFields {
  const record = recordOf(body, current);
  const issues = carrierIssues(record);
  if (Object.keys(issues).length > 0)
    throw refuseFields(
      Object.fromEntries(
        Object.entries(issues).map(([field, keys]) => [API_FIELD[field as keyof CarrierFields] ?? field, keys]),
      ),
    );
  return normalizeCarrier(record);
}

export async function loadCarrier(db: Db, session: SessionInfo, id: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(transporters)
    .where(tenantScope(transporters, session, eq(transporters.id, id)));
  return row ?? null;
}

/**
 * Creates a carrier of the session's network (the PDV's transporter search, /transportadoras): checks its rules
 * (422 per field: name, doc_id_1, license_plate, ...) and returns the stored row.
 */
export async function insertCarrier(
  db: Db,
  session: Pick<SessionInfo, "multiStoreId">,
  body: CarrierPatch & { readonly name: string },
  now: Date,
): Promise<Row> {
  const record = validCarrier(body, null);
  const [row] = await db
    .insert(transporters)
    .values({ ...record, multiStoreId: session.multiStoreId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("transporter insert failed");
  return row;
}
