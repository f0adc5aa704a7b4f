import type { CustomerId } from "../../src/schemas/ids.ts";
import { customersEndpoints } from "../../src/schemas/endpoints/customers.ts";
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import { CUSTOMER_EDIT_REQUIREMENTS, CUSTOMERS_REQUIREMENT } from "../../src/domain/permissions.ts";
import type { CustomerDetail, CustomerPatch } from "../../src/schemas/customers.ts";
import { customerAddresses, customerContacts, customerGroupMembers, customerGroups, customers } from "./schema.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import type { AuditEntry } from "../http/route.ts";
import type { Db } from "../db/client.ts";
import {
  type CustomerRecord,
  groupsOf,
  loadCustomer,
  recordOf,
  takenAfterConflict,
  validRecord,
  writeCustomer,
  writeLists,
} from "./customer-store.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { auditChange } from "../../src/domain/audit.ts";

// The customers module (spec 2.5, 2.9 CUS 1, 7 POST /api/v1/customers): the paged list, one customer with its
// addresses and contacts, and saving them together. A cashier (POS 1 or 10) may open, create and edit a customer
// too: the sale screen sends them here to create one (spec 2.10). Registered after the PDV's
// GET /api/v1/customers/search, which `:id` would otherwise shadow.

/** Digits of a CPF, CNPJ or phone typed with or without its mask. */
const DIGITS_ONLY = /^[\d\s.\-/()+]+$/;

/** City and UF of the customer's main address, for the list. */
const mainAddressField = (column: typeof customerAddresses.city | typeof customerAddresses.uf, db: Db) =>
  db
    .select({ value: column })
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerId, customers.id),
        eq(customerAddresses.active, true),
        eq(customerAddresses.main, true),
      ),
    )
    .limit(1);

/** A CPF, CNPJ or phone typed with or without its mask also finds the customer by its digits. */
const byDigits = (text: string) => {
  const digits = text.replace(/\D/g, "");
  return digits.length >= 3 && DIGITS_ONLY.test(text)
    ? [ilike(customers.docId1, `%${digits}%`), ilike(customers.phone1, `%${digits}%`)]
    : [];
};

const list = defineRoute({
  endpoint: customersEndpoints.list,
  access: CUSTOMERS_REQUIREMENT,
  tag: "customers",
  summary:
    "Customers of the network account, paged, with their groups; filter by name, nickname, e-mail, CPF/CNPJ or phone, and by group",
  queryIds: { group_id: customerGroups },
  handler: async ({ services: { db }, session, query }) => {
    const city = sql<string | null>`(${mainAddressField(customerAddresses.city, db)})`;
    const uf = sql<string | null>`(${mainAddressField(customerAddresses.uf, db)})`;
    const sortable = {
      name: sql`lower(${customers.name})`,
      docId1: customers.docId1,
      phone1: customers.phone1,
      email: sql`lower(${customers.email})`,
      city: sql`lower(coalesce(${city}, ''))`,
      active: customers.active,
    } as const;
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: customers, session },
      sort: { by: sortable, field: "name", direction: "asc", tieBreak: [asc(customers.id)] },
      search: { columns: [customers.name, customers.nickname, customers.email], also: byDigits },
      dates: { column: customers.createdAt },
      where: [
        query.group_id === undefined
          ? undefined
          : inArray(
              customers.id,
              db
                .select({ id: customerGroupMembers.customerId })
                .from(customerGroupMembers)
                .where(eq(customerGroupMembers.groupId, query.group_id)),
            ),
      ],
      rows: db
        .select({
          id: customers.id,
          publicId: customers.publicId,
          customerType: customers.customerType,
          name: customers.name,
          nickname: customers.nickname,
          docId1: customers.docId1,
          phone1: customers.phone1,
          email: customers.email,
          active: customers.active,
          city,
          uf,
        })
        .from(customers)
        .$dynamic(),
      item: (row) => ({
        ...row,
        id: row.id as CustomerId,
        customerType: row.customerType === "J" ? ("J" as const) : ("F" as const),
        city: row.city ?? "",
        uf: row.uf ?? "",
      }),
    });
    const groups = await groupsOf(
      db,
      session,
      data.map((row) => row.id),
    );
    return {
      data: data.map((row) => ({ ...row, groupsNames: (groups.get(row.id) ?? []).map((g) => g.name) })),
      meta,
    };
  },
});

const detail = defineRoute({
  endpoint: customersEndpoints.detail,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "customers",
  summary: "One customer with its addresses (the main one first) and contacts",
  params: { id: customers },
  handler: async ({ services, session, params }) => {
    const customer = await loadCustomer(services.db, session, params.id);
    if (!customer) throw notFound();
    return customer;
  },
});

type SaveContext = {
  readonly services: Services;
  readonly session: SessionInfo;
  readonly audit: (entry: AuditEntry, db?: Db) => Promise<void>;
};

/** What the audit log shows of a customer's change: its fields, and how many addresses and contacts it has. */
const auditedFields = (customer: CustomerRecord | CustomerDetail) => ({
  customerType: customer.customerType,
  name: customer.name,
  nickname: customer.nickname,
  docId1: customer.docId1,
  cityId: customer.cityId,
  groupsIds: [...customer.groupsIds],
  phone1: customer.phone1,
  email: customer.email,
  active: customer.active,
  addresses: customer.addresses.length,
  contacts: customer.contacts.length,
});

/** Validates and writes a new customer (id null) or a change, in one transaction; the customer as stored. */
async function save(ctx: SaveContext, body: CustomerPatch, id: number | null): Promise<CustomerDetail> {
  const { services, session, audit } = ctx;
  const current = id === null ? null : await loadCustomer(services.db, session, id);
  if (id !== null && !current) throw notFound();
  const record = await validRecord(services.db, session, recordOf(body, current), current);
  let savedId: number;
  try {
    savedId = await services.db.transaction(async (tx) => {
      const written = await writeCustomer(tx, session, record, id, services.now());
      await writeLists(tx, session, written, record);
      await audit(
        {
          action: id === null ? "created" : "updated",
          entity: "customers",
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
    // Two saves of the same CPF/CNPJ, phone or e-mail at once: the unique indexes decide, the loser hears why.
    if (isUniqueViolation(error)) throw await takenAfterConflict(services.db, session, record, id);
    throw error;
  }
  const saved = await loadCustomer(services.db, session, savedId);
  if (!saved) throw new Error("customer vanished after save");
  return saved;
}

const create = defineRoute({
  endpoint: customersEndpoints.create,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "customers",
  summary: "Creates a customer (type F with CPF or J with CNPJ) with its addresses and contacts",
  bodyIds: { "addresses[].id": customerAddresses, "contacts[].id": customerContacts, "groupsIds[]": customerGroups },
  handler: async ({ services, session, audit, body }) => save({ services, session, audit }, body, null),
});

const update = defineRoute({
  endpoint: customersEndpoints.update,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "customers",
  summary:
    "Changes a customer: fields left out keep their value; addresses and contacts, when sent, are the whole lists",
  params: { id: customers },
  bodyIds: { "addresses[].id": customerAddresses, "contacts[].id": customerContacts, "groupsIds[]": customerGroups },
  handler: async ({ services, session, audit, body, params }) => save({ services, session, audit }, body, params.id),
});

export const customersRoutes = [list, detail, create, update];
