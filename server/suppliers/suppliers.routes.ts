import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import { auditChange } from "../../src/domain/audit.ts";
import { cleanDocument } from "../../src/domain/documents.ts";
import { SUPPLIER_DIRECTORY_REQUIREMENTS, SUPPLIERS_REQUIREMENT } from "../../src/domain/suppliers.ts";
import { suppliersEndpoints } from "../../src/schemas/endpoints/suppliers.ts";
import type { SupplierDetail, SupplierId, SupplierPatch } from "../../src/schemas/suppliers.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { type AuditEntry, defineRoute, type SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { findSuppliers } from "./supplier-search.ts";
import { supplierContacts, suppliers } from "./schema.ts";
import {
  loadSupplier,
  type SupplierRecord,
  supplierDocumentTaken,
  supplierRecordOf,
  validSupplier,
  writeSupplier,
} from "./supplier-store.ts";

// The suppliers module (issue 13 item 7; spec 2.2 /fornecedores, 2.5 /fornecedores/editar/:id?, 2.9 STO 4): the
// paged list with its filters, one supplier with its contacts, saving them together (audited), the directory of
// /utilidades/fornecedores and the search other modules' supplier selectors use.

const DIGITS_ONLY = /^[\d\s.\-/()+]+$/;

/** A CNPJ, CPF or phone typed with or without its mask also finds the supplier by its digits. */
const byDigits = (text: string) => {
  const digits = text.replace(/\D/g, "");
  return digits.length >= 3 && DIGITS_ONLY.test(text)
    ? [ilike(suppliers.docId1, `%${digits}%`), ilike(suppliers.phone1, `%${digits}%`)]
    : [];
};

/** An alphanumeric CNPJ typed with its mask ("12.ABC.345/01DE-35") finds the supplier too. */
const byDocument = (text: string) => {
  const clean = cleanDocument(text);
  return /^[0-9A-Z]{12,14}$/.test(clean) && /\d/.test(clean) ? [eq(suppliers.docId1, clean)] : [];
};

const supplierColumns = {
  id: suppliers.id,
  personType: suppliers.personType,
  name: suppliers.name,
  tradeName: suppliers.tradeName,
  docId1: suppliers.docId1,
  phone1: suppliers.phone1,
  email: suppliers.email,
  city: suppliers.city,
  uf: suppliers.uf,
  active: suppliers.active,
};

type SupplierRow = { [K in keyof typeof supplierColumns]: (typeof suppliers.$inferSelect)[K] };

const listItem = (row: SupplierRow) => ({
  ...row,
  id: row.id as SupplierId,
  personType: row.personType === "F" ? ("F" as const) : ("J" as const),
});

const search = {
  columns: [suppliers.name, suppliers.tradeName, suppliers.email, suppliers.city],
  also: (text: string) => [...byDigits(text), ...byDocument(text)],
};

const list = defineRoute({
  endpoint: suppliersEndpoints.list,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary:
    "Suppliers of the network, paged; filter by name, trade name, e-mail, city, CNPJ/CPF or phone, and by active, " +
    "person type and UF",
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: suppliers, session },
      sort: {
        by: {
          name: sql`lower(${suppliers.name})`,
          tradeName: sql`lower(${suppliers.tradeName})`,
          docId1: suppliers.docId1,
          phone1: suppliers.phone1,
          email: sql`lower(${suppliers.email})`,
          city: sql`lower(${suppliers.city})`,
          active: suppliers.active,
        },
        field: "name",
        direction: "asc",
        tieBreak: [asc(suppliers.id)],
      },
      search,
      dates: { column: suppliers.createdAt },
      where: [
        query.active === undefined ? undefined : eq(suppliers.active, query.active === "true"),
        query.person_type === undefined ? undefined : eq(suppliers.personType, query.person_type),
        query.uf === undefined ? undefined : eq(suppliers.uf, query.uf.toUpperCase()),
      ],
      rows: db.select(supplierColumns).from(suppliers).$dynamic(),
      item: listItem,
    });
    return { data, meta };
  },
});

const directory = defineRoute({
  endpoint: suppliersEndpoints.directory,
  access: SUPPLIER_DIRECTORY_REQUIREMENTS,
  tag: "suppliers",
  summary: "The directory of active suppliers with their contact data and contact people (/utilidades/fornecedores)",
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: suppliers, session },
      sort: {
        by: {
          name: sql`lower(${suppliers.name})`,
          tradeName: sql`lower(${suppliers.tradeName})`,
          docId1: suppliers.docId1,
          city: sql`lower(${suppliers.city})`,
        },
        field: "name",
        direction: "asc",
        tieBreak: [asc(suppliers.id)],
      },
      search,
      where: [eq(suppliers.active, true)],
      rows: db
        .select({ ...supplierColumns, stateRegistration: suppliers.stateRegistration, phone2: suppliers.phone2 })
        .from(suppliers)
        .$dynamic(),
      item: (row) => row,
    });
    const ids = data.map((row) => row.id);
    const contacts = ids.length
      ? await db
          .select()
          .from(supplierContacts)
          .where(
            and(eq(supplierContacts.multiStoreId, session.multiStoreId), inArray(supplierContacts.supplierId, ids)),
          )
          .orderBy(asc(supplierContacts.id))
      : [];
    return {
      data: data.map((row) => ({
        ...listItem(row),
        stateRegistration: row.stateRegistration,
        phone2: row.phone2,
        contacts: contacts
          .filter((c) => c.supplierId === row.id)
          .map((c) => ({ id: c.id, name: c.name, role: c.role, phone: c.phone, email: c.email })),
      })),
      meta,
    };
  },
});

const searchRoute = defineRoute({
  endpoint: suppliersEndpoints.search,
  access: SUPPLIER_DIRECTORY_REQUIREMENTS,
  tag: "suppliers",
  summary: "Active suppliers by name, trade name, CNPJ/CPF or phone, for the supplier selectors of other modules",
  handler: async ({ services: { db }, session, query }) => ({
    data: await findSuppliers(db, session.multiStoreId, query.search ?? "", query.limit ?? 20),
  }),
});

const detail = defineRoute({
  endpoint: suppliersEndpoints.detail,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "One supplier with its address and contacts",
  params: { id: suppliers },
  handler: async ({ services, session, params }) => {
    const supplier = await loadSupplier(services.db, session, params.id);
    if (!supplier) throw notFound();
    return supplier;
  },
});

type SaveContext = {
  readonly services: Services;
  readonly session: SessionInfo;
  readonly audit: (entry: AuditEntry, db?: Db) => Promise<void>;
};

/** What the audit log shows of a supplier's change. */
const auditedFields = (supplier: SupplierRecord | SupplierDetail) => {
  const { contacts, ...fields } = supplier;
  const { id: _, createdAt: __, ...rest } = fields as SupplierDetail;
  return { ...rest, contacts: contacts.length };
};

async function save(ctx: SaveContext, body: SupplierPatch, id: number | null): Promise<SupplierDetail> {
  const { services, session, audit } = ctx;
  const current = id === null ? null : await loadSupplier(services.db, session, id);
  if (id !== null && !current) throw notFound();
  const record = await validSupplier(services.db, session, supplierRecordOf(body, current), current);
  let savedId: number;
  try {
    savedId = await services.db.transaction(async (tx) => {
      const written = await writeSupplier(tx, session, record, id, services.now());
      await audit(
        {
          action: id === null ? "created" : "updated",
          entity: "suppliers",
          entityId: written,
          details:
            current === null
              ? { after: auditedFields(record) }
              : auditChange(auditedFields(current), auditedFields(record)),
        },
        tx,
      );
      return written;
    });
  } catch (error) {
    // Two saves of the same document at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw supplierDocumentTaken(record.personType);
    throw error;
  }
  const saved = await loadSupplier(services.db, session, savedId);
  if (!saved) throw new Error("supplier vanished after save");
  return saved;
}

const create = defineRoute({
  endpoint: suppliersEndpoints.create,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Creates a supplier (J with CNPJ, the alphanumeric one too, or F with CPF) with its address and contacts",
  bodyIds: { "contacts[].id": supplierContacts },
  handler: async ({ services, session, audit, body }) => save({ services, session, audit }, body, null),
});

const update = defineRoute({
  endpoint: suppliersEndpoints.update,
  access: SUPPLIERS_REQUIREMENT,
  tag: "suppliers",
  summary: "Changes a supplier: fields left out keep their value; contacts, when sent, are the whole list",
  params: { id: suppliers },
  bodyIds: { "contacts[].id": supplierContacts },
  handler: async ({ services, session, audit, body, params }) => save({ services, session, audit }, body, params.id),
});

export const suppliersRoutes = [list, directory, searchRoute, detail, create, update];
