import { asc, eq, ne, sql } from "drizzle-orm";
import { auditChange } from "../../src/domain/audit.ts";
import { MANUFACTURERS_REQUIREMENT, manufacturerIssues, normalizeManufacturer } from "../../src/domain/suppliers.ts";
import { manufacturersEndpoints } from "../../src/schemas/endpoints/suppliers.ts";
import type { ManufacturerId, ManufacturerPatch } from "../../src/schemas/suppliers.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { type AuditEntry, defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { manufacturers } from "./schema.ts";
import { refuseFields } from "./supplier-store.ts";

// Manufacturers (issue 13 item 7; spec 2.2 /fabricantes, 2.4 /fabricantes/novo, 2.5 /fabricantes/editar/:id?,
// 2.9 STO 6): a name unique in the network, an optional CPF/CNPJ, active. Products point at them (manufacturer_id).

type Row = typeof manufacturers.$inferSelect;
const out = (row: Pick<Row, "id" | "name" | "docId1" | "active">) => ({
  id: row.id as ManufacturerId,
  name: row.name,
  docId1: row.docId1,
  active: row.active,
});

const nameTaken = () => refuseFields({ name: ["manufacturer-name-taken"] });

async function load(db: Db, session: SessionInfo, id: number) {
  const [row] = await db
    .select()
    .from(manufacturers)
    .where(tenantScope(manufacturers, session, eq(manufacturers.id, id)));
  return row ?? null;
}

const list = defineRoute({
  endpoint: manufacturersEndpoints.list,
  access: MANUFACTURERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Manufacturers of the network, paged; filter by name or document",
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: manufacturers, session },
      sort: {
        by: { name: sql`lower(${manufacturers.name})`, docId1: manufacturers.docId1, active: manufacturers.active },
        field: "name",
        direction: "asc",
        tieBreak: [asc(manufacturers.id)],
      },
      search: { columns: [manufacturers.name, manufacturers.docId1] },
      rows: db
        .select({
          id: manufacturers.id,
          name: manufacturers.name,
          docId1: manufacturers.docId1,
          active: manufacturers.active,
        })
        .from(manufacturers)
        .$dynamic(),
      item: out,
    });
    return { data, meta };
  },
});

const detail = defineRoute({
  endpoint: manufacturersEndpoints.detail,
  access: MANUFACTURERS_REQUIREMENT,
  tag: "suppliers",
  summary: "One manufacturer",
  params: { id: manufacturers },
  handler: async ({ services, session, params }) => {
    const row = await load(services.db, session, params.id);
    if (!row) throw notFound();
    return out(row);
  },
});

type SaveContext = {
  readonly db: Db;
  readonly now: Date;
  readonly session: SessionInfo;
  readonly audit: (entry: AuditEntry, db?: Db) => Promise<void>;
};

async function save({ db, now, session, audit }: SaveContext, body: ManufacturerPatch, id: number | null) {
  const current = id === null ? null : await load(db, session, id);
  if (id !== null && !current) throw notFound();
  const record = {
    name: body.name ?? current?.name ?? "",
    docId1: body.docId1 ?? current?.docId1 ?? "",
    active: body.active ?? current?.active ?? true,
  };
  const issues = manufacturerIssues(record);
  if (Object.keys(issues).length > 0) throw refuseFields(issues);
  const normal = normalizeManufacturer(record);
  const [taken] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(
      tenantScope(
        manufacturers,
        session,
        sql`lower(${manufacturers.name}) = lower(${normal.name})`,
        id === null ? undefined : ne(manufacturers.id, id),
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx
              .insert(manufacturers)
              .values({ ...normal, multiStoreId: session.multiStoreId, updatedAt: now })
              .returning()
          : await tx
              .update(manufacturers)
              .set({ ...normal, updatedAt: now })
              .where(tenantScope(manufacturers, session, eq(manufacturers.id, id)))
              .returning();
      if (!row) throw new Error("manufacturer write failed");
      await audit(
        {
          action: id === null ? "created" : "updated",
          entity: "manufacturers",
          entityId: row.id,
          details: current === null ? { after: normal } : auditChange(out(current), out(row)),
        },
        tx,
      );
      return out(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const create = defineRoute({
  endpoint: manufacturersEndpoints.create,
  access: MANUFACTURERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Creates a manufacturer (name unique in the network)",
  handler: async ({ services, session, audit, body }) =>
    save({ db: services.db, now: services.now(), session, audit }, body, null),
});

const update = defineRoute({
  endpoint: manufacturersEndpoints.update,
  access: MANUFACTURERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Changes a manufacturer: fields left out keep their value",
  params: { id: manufacturers },
  handler: async ({ services, session, audit, body, params }) =>
    save({ db: services.db, now: services.now(), session, audit }, body, params.id),
});

export const manufacturersRoutes = [list, detail, create, update];
