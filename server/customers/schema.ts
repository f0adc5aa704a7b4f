import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenant, updatedAt } from "../db/columns.ts";

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    publicId: uuid("public_id").notNull().defaultRandom(),
    name: text("name").notNull(),
    nickname: text("nickname").notNull().default(""),
    /** F: pessoa física (CPF), J: pessoa jurídica (CNPJ). */
    customerType: text("customer_type").notNull().default("F"),
    /** CPF or CNPJ, digits only. */
    docId1: text("doc_id_1").notNull().default(""),
    /** IBGE municipality code (7 digits) from the registry's list, chosen by UF. */
    cityId: integer("city_id"),
    phone1: text("phone1").notNull().default(""),
    email: text("email").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customers_name_idx").on(t.multiStoreId, sql`lower(${t.name})`),
    index("customers_doc_idx").on(t.multiStoreId, t.docId1),
    index("customers_phone_idx").on(t.multiStoreId, t.phone1),
    // The insights home counts the customers registered per day.
    index("customers_created_idx").on(t.multiStoreId, t.createdAt),
    // One customer per CPF/CNPJ in a network (spec 5.1 'CPF já cadastrado' / 'CNPJ já cadastrado').
    uniqueIndex("customers_doc_unique").on(t.multiStoreId, t.docId1).where(sql`${t.docId1} <> ''`),
    // Spec 5.1 'Telefone já cadastrado' / 'E-mail já cadastrado': one customer per phone and per e-mail.
    uniqueIndex("customers_phone_unique").on(t.multiStoreId, t.phone1).where(sql`${t.phone1} <> ''`),
    uniqueIndex("customers_email_unique").on(t.multiStoreId, sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
  ],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    zipCode: text("zip_code").notNull().default(""),
    address1: text("address_1").notNull(),
    addressNumber: text("address_number").notNull().default(""),
    complement: text("complement").notNull().default(""),
    district: text("district").notNull().default(""),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    main: boolean("main").notNull().default(false),
    /** false: removed from the customer; kept because sales and budgets may point at it. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/** A customer's contact people (spec 2.5, the contatos tab). */
export const customerContacts = pgTable(
  "customer_contacts",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    /** Digits only. */
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
  },
  (t) => [index("customer_contacts_customer_idx").on(t.customerId)],
);

/** Customer groups of a network (spec 2.2 /grupos-de-clientes, CUS 2). */
export const customerGroups = pgTable(
  "customer_groups",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("customer_groups_name_unique").on(t.multiStoreId, sql`lower(${t.name})`)],
);

/** Which groups a customer is in (groupsIds / groupsNames of spec 3). */
export const customerGroupMembers = pgTable(
  "customer_group_members",
  {
    multiStoreId: tenant(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("customer_group_members_unique").on(t.customerId, t.groupId),
    index("customer_group_members_group_idx").on(t.groupId),
  ],
);
