import { and, desc, eq, sql } from "drizzle-orm";
import { CUSTOMER_EDIT_REQUIREMENTS, CUSTOMERS_REQUIREMENT, can } from "../../src/domain/permissions.ts";
import { normalizeLicensePlate, vehicleIssues } from "../../src/domain/vehicles.ts";
import { vehiclesEndpoints } from "../../src/schemas/endpoints/vehicles.ts";
import type { VehicleId } from "../../src/schemas/ids.ts";
import type { Vehicle, VehiclePatch } from "../../src/schemas/vehicles.ts";
import { customers } from "../customers/schema.ts";
import { forbidden, message, notFound, ValidationError } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import type { Db } from "../db/client.ts";
import { vehicles } from "./schema.ts";

// A customer's vehicles (spec 3 Vehicle, 7 /api/v1/vehicles): the list (one customer's, or the network's with a
// text filter, which needs CUS 1), creating one with the FIPE data of its lookup, and changing it. Whoever may edit a customer (CUS 1,
// or a cashier choosing the sale's vehicle) may do so.

type Row = typeof vehicles.$inferSelect;

export const vehicleOut = (row: Row): Vehicle => ({
  id: row.id as VehicleId,
  customer_id: row.customerId,
  model: row.model,
  color: row.color,
  producer: row.producer,
  name: row.name,
  fipe_price: row.fipePrice === null ? null : Number(row.fipePrice).toFixed(2),
  fuel: row.fuel,
  fipe_reference: row.fipeReference,
  fipe_code: row.fipeCode,
  fipe_key: row.fipeKey,
  license_plate: row.licensePlate,
  created_at: row.createdAt.toISOString(),
});

const list = defineRoute({
  endpoint: vehiclesEndpoints.list,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "vehicles",
  summary:
    "Vehicles of the network account, paged; customer_id keeps one customer's; filter by plate, name, make, model or color",
  queryIds: { customer_id: customers },
  handler: async ({ services: { db }, session, query }) => {
    // A cashier picks the vehicle of the sale's customer; the whole network's, like the customer list, needs CUS 1.
    if (query.customer_id === undefined && !can(session.permissions, CUSTOMERS_REQUIREMENT)) throw forbidden();
    return listPage({
      db,
      query,
      scope: { table: vehicles, session },
      sort: {
        by: {
          license_plate: vehicles.licensePlate,
          name: sql`lower(${vehicles.name})`,
          producer: sql`lower(${vehicles.producer})`,
          model: vehicles.model,
          created_at: vehicles.createdAt,
        },
        field: "created_at",
        direction: "desc",
        tieBreak: [desc(vehicles.id)],
      },
      search: {
        columns: [vehicles.licensePlate, vehicles.name, vehicles.producer, vehicles.model, vehicles.color],
        also: (text) => [sql`replace(${vehicles.licensePlate}, '-', '') ilike ${`%${text.replace(/[-%_\\]/g, "")}%`}`],
      },
      where: [query.customer_id === undefined ? undefined : eq(vehicles.customerId, query.customer_id)],
      rows: db.select().from(vehicles).$dynamic(),
      item: vehicleOut,
    }).then(({ data, meta }) => ({ data, meta }));
  },
});

async function loadVehicle(db: Db, session: SessionInfo, id: number) {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(tenantScope(vehicles, session, eq(vehicles.id, id)));
  return row;
}

/** The row's columns from a body; fields left out keep `current`'s value (a new vehicle: their defaults). */
function valuesOf(body: VehiclePatch, current: Row | undefined) {
  const pick = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);
  const values = {
    customerId: pick(body.customer_id, current?.customerId ?? 0),
    model: pick(body.model, current?.model ?? "").trim(),
    color: pick(body.color, current?.color ?? "").trim(),
    producer: pick(body.producer, current?.producer ?? "").trim(),
    name: pick(body.name, current?.name ?? "").trim(),
    fipePrice: pick(body.fipe_price, current?.fipePrice ?? null),
    fuel: pick(body.fuel, current?.fuel ?? "").trim(),
    fipeReference: pick(body.fipe_reference, current?.fipeReference ?? "").trim(),
    fipeCode: pick(body.fipe_code, current?.fipeCode ?? "").trim(),
    fipeKey: pick(body.fipe_key, current?.fipeKey ?? "").trim(),
    licensePlate: pick(body.license_plate, current?.licensePlate ?? ""),
  };
  const issues = vehicleIssues(values);
  if (Object.keys(issues).length > 0)
    throw new ValidationError(
      Object.fromEntries(
        Object.entries(issues).map(([field, keys]) => [field, keys.map((key) => message(`validation:${key}`))]),
      ),
    );
  return { ...values, licensePlate: normalizeLicensePlate(values.licensePlate) };
}

const create = defineRoute({
  endpoint: vehiclesEndpoints.create,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "vehicles",
  summary: "Creates a customer's vehicle with the FIPE data of its lookup; the plate is ABC-1234, ABC1234 or ABC1D23",
  bodyIds: { customer_id: customers },
  handler: async ({ services, session, audit, body }) => {
    const values = valuesOf(body, undefined);
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vehicles)
        .values({ ...values, multiStoreId: session.multiStoreId })
        .returning();
      if (!row) throw new Error("vehicle not inserted");
      await audit({ action: "created", entity: "vehicles", entityId: row.id, details: { after: values } }, tx);
      return vehicleOut(row);
    });
  },
});

const update = defineRoute({
  endpoint: vehiclesEndpoints.update,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "vehicles",
  summary: "Changes a vehicle (plate, color, FIPE data or its customer); fields left out keep their value",
  params: { id: vehicles },
  bodyIds: { customer_id: customers },
  handler: async ({ services, session, audit, body, params }) => {
    const current = await loadVehicle(services.db, session, params.id);
    if (!current) throw notFound();
    const values = valuesOf(body, current);
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(vehicles)
        .set({ ...values, updatedAt: services.now() })
        .where(and(eq(vehicles.id, params.id), eq(vehicles.multiStoreId, session.multiStoreId)))
        .returning();
      if (!row) throw notFound();
      await audit({ action: "updated", entity: "vehicles", entityId: row.id, details: { after: values } }, tx);
      return vehicleOut(row);
    });
  },
});

export const vehiclesRoutes = [list, create, update];
