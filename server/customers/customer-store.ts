import type { CustomerId } from "../../src/schemas/ids.ts";
import { asc, desc, eq, ne, notInArray } from "drizzle-orm";
import {
  type CustomerAddressFields,
  type CustomerContactFields,
  type CustomerFields,
  customerIssues,
  documentTakenIssue,
  normalizeCustomer,
} from "../../src/domain/customers.ts";
import type { CustomerDetail, CustomerPatch } from "../../src/schemas/customers.ts";
import type { Db } from "../db/client.ts";
import { customerAddresses, customerContacts, customers } from "./schema.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";

// Reading and writing one customer with its addresses and contacts (the customers module's queries).

type WithId = { readonly id: number | null };
export type CustomerAddressRecord = CustomerAddressFields & WithId;
export type CustomerContactRecord = CustomerContactFields & WithId;

/** A customer as the rules see it, with the ids of the addresses and contacts that already exist. */
export type CustomerRecord = Omit<CustomerFields, "addresses" | "contacts"> & {
  readonly addresses: ReadonlyArray<CustomerAddressRecord>;
  readonly contacts: ReadonlyArray<CustomerContactRecord>;
};

type AddressRow = typeof customerAddresses.$inferSelect;
type ContactRow = typeof customerContacts.$inferSelect;

/** An address as the API answers it (customer detail, PDV customer search, sales and budgets). */
export const addressOut = (a: AddressRow) => ({
  id: a.id,
  zip_code: a.zipCode,
  address_1: a.address1,
  address_number: a.addressNumber,
  complement: a.complement,
  district: a.district,
  city: a.city,
  uf: a.uf,
  main: a.main,
});

const contactOut = (c: ContactRow) => ({ id: c.id, name: c.name, role: c.role, phone: c.phone, email: c.email });

/** The customer with its (active) addresses, the main one first, and its contacts; null when not in the network. */
export async function loadCustomer(db: Db, session: SessionInfo, id: number): Promise<CustomerDetail | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(tenantScope(customers, session, eq(customers.id, id)));
  if (!row) return null;
  const [addresses, contacts] = await Promise.all([
    db
      .select()
      .from(customerAddresses)
      .where(
        tenantScope(
          customerAddresses,
          session,
          eq(customerAddresses.customerId, id),
          eq(customerAddresses.active, true),
        ),
      )
      .orderBy(desc(customerAddresses.main), asc(customerAddresses.id)),
    db
      .select()
      .from(customerContacts)
      .where(tenantScope(customerContacts, session, eq(customerContacts.customerId, id)))
      .orderBy(asc(customerContacts.id)),
  ]);
  return {
    id: row.id as CustomerId,
    publicId: row.publicId,
    customerType: row.customerType === "J" ? "J" : "F",
    name: row.name,
    nickname: row.nickname,
    docId1: row.docId1,
    phone1: row.phone1,
    email: row.email,
    active: row.active,
    addresses: addresses.map(addressOut),
    contacts: contacts.map(contactOut),
    createdAt: row.createdAt.toISOString(),
  };
}

const addressOf = (a: NonNullable<CustomerPatch["addresses"]>[number]): CustomerAddressRecord => ({
  id: a.id ?? null,
  zip_code: a.zip_code ?? "",
  address_1: a.address_1,
  address_number: a.address_number ?? "",
  complement: a.complement ?? "",
  district: a.district ?? "",
  city: a.city ?? "",
  uf: a.uf ?? "",
  main: a.main ?? false,
});

const contactOf = (c: NonNullable<CustomerPatch["contacts"]>[number]): CustomerContactRecord => ({
  id: c.id ?? null,
  name: c.name,
  role: c.role ?? "",
  phone: c.phone ?? "",
  email: c.email ?? "",
});

/**
 * The customer a save describes: what the body sends, and for what it leaves out, `current` (PATCH) or defaults.
 * A POST body always has customerType and name (CustomerInput); a PATCH keeps the stored ones when left out.
 */
export function recordOf(body: CustomerPatch, current: CustomerDetail | null): CustomerRecord {
  return {
    customerType: body.customerType ?? current?.customerType ?? "F",
    name: body.name ?? current?.name ?? "",
    nickname: body.nickname ?? current?.nickname ?? "",
    docId1: body.docId1 ?? current?.docId1 ?? "",
    phone1: body.phone1 ?? current?.phone1 ?? "",
    email: body.email ?? current?.email ?? "",
    active: body.active ?? current?.active ?? true,
    addresses: body.addresses ? body.addresses.map(addressOf) : (current?.addresses ?? []),
    contacts: body.contacts ? body.contacts.map(contactOf) : (current?.contacts ?? []),
  };
}

const refuse = (fields: Record<string, string[]>) =>
  new ValidationError(
    Object.fromEntries(
      Object.entries(fields).map(([field, keys]) => [field, keys.map((key): Message => message(`validation:${key}`))]),
    ),
  );

/** 422 "CPF já cadastrado" / "CNPJ já cadastrado" on docId1. */
export const documentTaken = (record: Pick<CustomerFields, "customerType">) =>
  refuse({ docId1: [documentTakenIssue(record.customerType)] });

/**
 * The customer's rules (src/domain/customers.ts), the ids of its addresses and contacts (they must be this
 * customer's) and its CPF/CNPJ unique in the network; the normalized record, or a 422 with messages per field.
 */
export async function validRecord(
  db: Db,
  session: SessionInfo,
  record: CustomerRecord,
  current: CustomerDetail | null,
): Promise<CustomerRecord> {
  const issues: Record<string, string[]> = Object.fromEntries(
    Object.entries(customerIssues(record)).map(([field, keys]) => [field, [...keys]]),
  );
  const own = {
    addresses: new Set(current?.addresses.map((a) => a.id)),
    contacts: new Set(current?.contacts.map((c) => c.id)),
  };
  for (const list of ["addresses", "contacts"] as const) {
    const seen = new Set<number>();
    const entries: ReadonlyArray<WithId> = record[list];
    entries.forEach((entry, index) => {
      if (entry.id === null) return;
      if (!own[list].has(entry.id) || seen.has(entry.id)) issues[`${list}.${index}.id`] = ["not-found"];
      seen.add(entry.id);
    });
  }
  if (Object.keys(issues).length > 0) throw refuse(issues);
  const normal = normalizeCustomer(record);
  if (normal.docId1 !== "") {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        tenantScope(
          customers,
          session,
          eq(customers.docId1, normal.docId1),
          current ? ne(customers.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw documentTaken(normal);
  }
  return normal;
}

const addressValues = (a: CustomerAddressFields) => ({
  zipCode: a.zip_code,
  address1: a.address_1,
  addressNumber: a.address_number,
  complement: a.complement,
  district: a.district,
  city: a.city,
  uf: a.uf,
  main: a.main,
});

const contactValues = (c: CustomerContactFields) => ({ name: c.name, role: c.role, phone: c.phone, email: c.email });

/** Writes the customer row; returns its id. */
export async function writeCustomer(
  db: Db,
  session: SessionInfo,
  record: CustomerRecord,
  id: number | null,
  now: Date,
): Promise<number> {
  const values = {
    customerType: record.customerType,
    name: record.name,
    nickname: record.nickname,
    docId1: record.docId1,
    phone1: record.phone1,
    email: record.email,
    active: record.active,
    updatedAt: now,
  };
  if (id === null) {
    const [row] = await db
      .insert(customers)
      .values({ ...values, multiStoreId: session.multiStoreId })
      .returning({ id: customers.id });
    if (!row) throw new Error("customer insert failed");
    return row.id;
  }
  await db
    .update(customers)
    .set(values)
    .where(tenantScope(customers, session, eq(customers.id, id)));
  return id;
}

/**
 * Makes the customer's addresses and contacts the record's lists: listed ones with an id change, new ones are
 * added (one insert per list), missing contacts are deleted and missing addresses deactivated (sales and budgets
 * may point at them).
 */
export async function writeLists(db: Db, session: SessionInfo, customerId: number, record: CustomerRecord) {
  const tenant = { multiStoreId: session.multiStoreId, customerId };
  const keptAddresses = record.addresses.flatMap((a) => (a.id === null ? [] : [a.id]));
  await db
    .update(customerAddresses)
    .set({ active: false, main: false })
    .where(
      tenantScope(
        customerAddresses,
        session,
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.active, true),
        keptAddresses.length ? notInArray(customerAddresses.id, keptAddresses) : undefined,
      ),
    );
  const newAddresses = record.addresses.filter((a) => a.id === null);
  if (newAddresses.length)
    await db.insert(customerAddresses).values(newAddresses.map((a) => ({ ...tenant, ...addressValues(a) })));
  for (const address of record.addresses) {
    if (address.id !== null)
      await db
        .update(customerAddresses)
        .set(addressValues(address))
        .where(tenantScope(customerAddresses, session, eq(customerAddresses.id, address.id)));
  }
  const keptContacts = record.contacts.flatMap((c) => (c.id === null ? [] : [c.id]));
  await db
    .delete(customerContacts)
    .where(
      tenantScope(
        customerContacts,
        session,
        eq(customerContacts.customerId, customerId),
        keptContacts.length ? notInArray(customerContacts.id, keptContacts) : undefined,
      ),
    );
  const newContacts = record.contacts.filter((c) => c.id === null);
  if (newContacts.length)
    await db.insert(customerContacts).values(newContacts.map((c) => ({ ...tenant, ...contactValues(c) })));
  for (const contact of record.contacts) {
    if (contact.id !== null)
      await db
        .update(customerContacts)
        .set(contactValues(contact))
        .where(tenantScope(customerContacts, session, eq(customerContacts.id, contact.id)));
  }
}
