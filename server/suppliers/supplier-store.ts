import { asc, eq, ne, notInArray } from "drizzle-orm";
import {
  documentTakenRule,
  normalizeSupplier,
  type PersonType,
  type SupplierContactFields,
  type SupplierFields,
  supplierIssues,
} from "../../src/domain/suppliers.ts";
import type { SupplierDetail, SupplierId, SupplierPatch } from "../../src/schemas/suppliers.ts";
import type { Db } from "../db/client.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { supplierContacts, suppliers } from "./schema.ts";

// Reading and writing one supplier with its contacts.

export type SupplierContactRecord = SupplierContactFields & { readonly id: number | null };
export type SupplierRecord = Omit<SupplierFields, "contacts"> & {
  readonly contacts: ReadonlyArray<SupplierContactRecord>;
};

const personType = (text: string): PersonType => (text === "F" ? "F" : "J");

/** The supplier with its contacts; null when it is not the network's. */
export async function loadSupplier(db: Db, session: SessionInfo, id: number): Promise<SupplierDetail | null> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(tenantScope(suppliers, session, eq(suppliers.id, id)));
  if (!row) return null;
  const contacts = await db
    .select()
    .from(supplierContacts)
    .where(tenantScope(supplierContacts, session, eq(supplierContacts.supplierId, id)))
    .orderBy(asc(supplierContacts.id));
  return {
    id: row.id as SupplierId,
    personType: personType(row.personType),
    name: row.name,
    tradeName: row.tradeName,
    docId1: row.docId1,
    stateRegistration: row.stateRegistration,
    email: row.email,
    phone1: row.phone1,
    phone2: row.phone2,
    zipCode: row.zipCode,
    address1: row.address1,
    addressNumber: row.addressNumber,
    complement: row.complement,
    district: row.district,
    city: row.city,
    uf: row.uf,
    notes: row.notes,
    active: row.active,
    contacts: contacts.map((c) => ({ id: c.id, name: c.name, role: c.role, phone: c.phone, email: c.email })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The supplier a save describes: the body, and for what it leaves out, `current` (PATCH) or defaults. */
export function supplierRecordOf(body: SupplierPatch, current: SupplierDetail | null): SupplierRecord {
  const keep = <K extends keyof SupplierDetail>(key: K, fallback: SupplierDetail[K]) => current?.[key] ?? fallback;
  return {
    personType: body.personType ?? keep("personType", "J"),
    name: body.name ?? keep("name", ""),
    tradeName: body.tradeName ?? keep("tradeName", ""),
    docId1: body.docId1 ?? keep("docId1", ""),
    stateRegistration: body.stateRegistration ?? keep("stateRegistration", ""),
    email: body.email ?? keep("email", ""),
    phone1: body.phone1 ?? keep("phone1", ""),
    phone2: body.phone2 ?? keep("phone2", ""),
    zipCode: body.zipCode ?? keep("zipCode", ""),
    address1: body.address1 ?? keep("address1", ""),
    addressNumber: body.addressNumber ?? keep("addressNumber", ""),
    complement: body.complement ?? keep("complement", ""),
    district: body.district ?? keep("district", ""),
    city: body.city ?? keep("city", ""),
    uf: body.uf ?? keep("uf", ""),
    notes: body.notes ?? keep("notes", ""),
    active: body.active ?? keep("active", true),
    contacts: body.contacts
      ? body.contacts.map((c) => ({
          id: c.id ?? null,
          name: c.name,
          role: c.role ?? "",
          phone: c.phone ?? "",
          email: c.email ?? "",
        }))
      : (current?.contacts ?? []),
  };
}

/** A 422 with `validation:<key>` messages per field. */
export const refuseFields = (fields: Readonly<Record<string, ReadonlyArray<string>>>) =>
  new ValidationError(
    Object.fromEntries(
      Object.entries(fields).map(([field, keys]) => [field, keys.map((key): Message => message(`validation:${key}`))]),
    ),
  );

/** 422 'CNPJ já cadastrado' / 'CPF já cadastrado' on docId1. */
export const supplierDocumentTaken = (type: PersonType) => refuseFields({ docId1: [documentTakenRule(type)] });

/**
 * The supplier's rules, its contacts' ids (they must be this supplier's) and its document unique in the network;
 * the normalized record, or a 422 with messages per field.
 */
export async function validSupplier(
  db: Db,
  session: SessionInfo,
  record: SupplierRecord,
  current: SupplierDetail | null,
): Promise<SupplierRecord> {
  const issues: Record<string, string[]> = Object.fromEntries(
    Object.entries(supplierIssues(record)).map(([field, keys]) => [field, [...keys]]),
  );
  const own = new Set(current?.contacts.map((c) => c.id));
  const seen = new Set<number>();
  record.contacts.forEach((contact, index) => {
    if (contact.id === null) return;
    if (!own.has(contact.id) || seen.has(contact.id)) issues[`contacts.${index}.id`] = ["not-found"];
    seen.add(contact.id);
  });
  if (Object.keys(issues).length > 0) throw refuseFields(issues);
  const normal = normalizeSupplier(record);
  if (normal.docId1 !== "") {
    const [taken] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(
        tenantScope(
          suppliers,
          session,
          eq(suppliers.docId1, normal.docId1),
          current ? ne(suppliers.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw supplierDocumentTaken(normal.personType);
  }
  return normal;
}

/** Writes the supplier row and makes its contacts the record's list; returns its id. */
export async function writeSupplier(
  db: Db,
  session: SessionInfo,
  record: SupplierRecord,
  id: number | null,
  now: Date,
): Promise<number> {
  const { contacts, ...fields } = record;
  const values = { ...fields, updatedAt: now };
  let supplierId: number;
  if (id === null) {
    const [row] = await db
      .insert(suppliers)
      .values({ ...values, multiStoreId: session.multiStoreId })
      .returning({ id: suppliers.id });
    if (!row) throw new Error("supplier insert failed");
    supplierId = row.id;
  } else {
    await db
      .update(suppliers)
      .set(values)
      .where(tenantScope(suppliers, session, eq(suppliers.id, id)));
    supplierId = id;
  }
  const kept = contacts.flatMap((c) => (c.id === null ? [] : [c.id]));
  await db
    .delete(supplierContacts)
    .where(
      tenantScope(
        supplierContacts,
        session,
        eq(supplierContacts.supplierId, supplierId),
        kept.length ? notInArray(supplierContacts.id, kept) : undefined,
      ),
    );
  const contactValues = (c: SupplierContactFields) => ({ name: c.name, role: c.role, phone: c.phone, email: c.email });
  const added = contacts.filter((c) => c.id === null);
  if (added.length)
    await db
      .insert(supplierContacts)
      .values(added.map((c) => ({ multiStoreId: session.multiStoreId, supplierId, ...contactValues(c) })));
  for (const contact of contacts) {
    if (contact.id !== null)
      await db
        .update(supplierContacts)
        .set(contactValues(contact))
        .where(tenantScope(supplierContacts, session, eq(supplierContacts.id, contact.id)));
  }
  return supplierId;
}
