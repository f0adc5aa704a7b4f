import type { CustomerId } from "../../src/schemas/ids.ts";
import { asc, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import {
  type CustomerAddressFields,
  type CustomerContactFields,
  type CustomerFields,
  customerIssues,
  documentTakenIssue,
  normalizeCustomer,
} from "../../src/domain/customers.ts";
import type { CustomerDetail, CustomerGroupId, CustomerPatch } from "../../src/schemas/customers.ts";
import type { Db } from "../db/client.ts";
import { municipalityOf } from "./municipalities.ts";
import { customerAddresses, customerContacts, customerGroupMembers, customerGroups, customers } from "./schema.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";

// Reading and writing one customer with its addresses and contacts (the customers module's queries).

type WithId = { readonly id: number | null };
export type CustomerAddressRecord = CustomerAddressFields & WithId;
export type CustomerContactRecord = CustomerContactFields & WithId;

/** A customer as the rules see it, with the ids of the addresses and contacts that already exist. */
export type CustomerRecord = Omit<CustomerFields, "addresses" | "contacts"> & {
  readonly cityId: number | null;
  readonly groupsIds: ReadonlyArray<number>;
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

/** The groups of each customer, by group name. */
export async function groupsOf(db: Db, session: SessionInfo, customerIds: ReadonlyArray<number>) {
  const byCustomer = new Map<number, { id: CustomerGroupId; name: string }[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .select({ customerId: customerGroupMembers.customerId, id: customerGroups.id, name: customerGroups.name })
    .from(customerGroupMembers)
    .innerJoin(customerGroups, eq(customerGroups.id, customerGroupMembers.groupId))
    .where(tenantScope(customerGroupMembers, session, inArray(customerGroupMembers.customerId, [...customerIds])))
    .orderBy(asc(sql`lower(${customerGroups.name})`), asc(customerGroups.id));
  for (const row of rows)
    byCustomer.set(row.customerId, [
      ...(byCustomer.get(row.customerId) ?? []),
      { id: row.id as CustomerGroupId, name: row.name },
    ]);
  return byCustomer;
}

/** The customer with its (active) addresses, the main one first, and its contacts; null when not in the network. */
export async function loadCustomer(db: Db, session: SessionInfo, id: number): Promise<CustomerDetail | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(tenantScope(customers, session, eq(customers.id, id)));
  if (!row) return null;
  const [addresses, contacts, groups] = await Promise.all([
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
    groupsOf(db, session, [id]).then((byCustomer) => byCustomer.get(id) ?? []),
  ]);
  const city = row.cityId === null ? undefined : municipalityOf(row.cityId);
  return {
    id: row.id as CustomerId,
    publicId: row.publicId,
    customerType: row.customerType === "J" ? "J" : "F",
    name: row.name,
    nickname: row.nickname,
    docId1: row.docId1,
    national_card_id_1: row.customerType === "J" ? "" : row.docId1,
    federal_tax_id: row.customerType === "J" ? row.docId1 : "",
    phone1: row.phone1,
    email: row.email,
    active: row.active,
    cityId: row.cityId,
    cityName: city?.name ?? "",
    cityUf: city?.uf ?? "",
    groupsIds: groups.map((g) => g.id),
    groupsNames: groups.map((g) => g.name),
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
  const customerType = body.customerType ?? current?.customerType ?? "F";
  const namedDocument = customerType === "J" ? body.federal_tax_id : body.national_card_id_1;
  return {
    customerType,
    name: body.name ?? current?.name ?? "",
    nickname: body.nickname ?? current?.nickname ?? "",
    docId1: body.docId1 ?? namedDocument ?? current?.docId1 ?? "",
    cityId: body.cityId !== undefined ? body.cityId : (current?.cityId ?? null),
    groupsIds: body.groupsIds ?? current?.groupsIds ?? [],
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

/** Which of the customer's document, phone and e-mail another customer of the network already has. */
async function takenFields(db: Db, session: SessionInfo, record: CustomerRecord, exceptId: number | null) {
  const checks = [
    {
      field: "docId1",
      issue: documentTakenIssue(record.customerType),
      value: record.docId1,
      column: sql`${customers.docId1}`,
    },
    { field: "phone1", issue: "phone-unique", value: record.phone1, column: sql`${customers.phone1}` },
    {
      field: "email",
      issue: "email-unique",
      value: record.email.toLowerCase(),
      column: sql`lower(${customers.email})`,
    },
  ] as const;
  const issues: Record<string, string[]> = {};
  for (const check of checks) {
    if (check.value === "") continue;
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        tenantScope(
          customers,
          session,
          eq(check.column, check.value),
          exceptId === null ? undefined : ne(customers.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) issues[check.field] = [check.issue];
  }
  return issues;
}

/** A 422 for what two saves at once made the unique indexes refuse, else null. */
export async function takenAfterConflict(db: Db, session: SessionInfo, record: CustomerRecord, id: number | null) {
  const issues = await takenFields(db, session, record, id);
  return Object.keys(issues).length > 0 ? refuse(issues) : documentTaken(record);
}

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
  if (record.cityId !== null && !municipalityOf(record.cityId)) issues.cityId = ["invalid"];
  if (record.groupsIds.length > 0) {
    const known = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(tenantScope(customerGroups, session, inArray(customerGroups.id, [...record.groupsIds])));
    if (known.length !== new Set(record.groupsIds).size) issues.groupsIds = ["not-found"];
  }
  if (Object.keys(issues).length > 0) throw refuse(issues);
  const normal = { ...normalizeCustomer(record), groupsIds: [...new Set(record.groupsIds)] };
  const taken = await takenFields(db, session, normal, current?.id ?? null);
  if (Object.keys(taken).length > 0) throw refuse(taken);
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
    cityId: record.cityId,
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
  await db
    .delete(customerGroupMembers)
    .where(tenantScope(customerGroupMembers, session, eq(customerGroupMembers.customerId, customerId)));
  if (record.groupsIds.length)
    await db.insert(customerGroupMembers).values(record.groupsIds.map((groupId) => ({ ...tenant, groupId })));
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
