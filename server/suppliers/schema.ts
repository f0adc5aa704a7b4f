import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenant, updatedAt } from "../db/columns.ts";
import { users } from "../users/schema.ts";

// Suppliers, manufacturers and carriers (issue 13 item 7, spec 2.2 /fornecedores, /fabricantes, /transportadoras,
// 2.9 STO 4, 6, 7). Documents (CPF/CNPJ, the alphanumeric CNPJ too) are stored without masks, upper-case.

/** A supplier of the network: a company (J, CNPJ) or a person (F, CPF), with one address and its contact people. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    /** J: pessoa jurídica (CNPJ); F: pessoa física (CPF). */
    personType: text("person_type").notNull().default("J"),
    /** Razão social (J) or the person's name (F). */
    name: text("name").notNull(),
    /** Nome fantasia. */
    tradeName: text("trade_name").notNull().default(""),
    /** CNPJ or CPF, without mask; "" when not given. */
    docId1: text("doc_id_1").notNull().default(""),
    /** Inscrição estadual (digits) or "ISENTO". */
    stateRegistration: text("state_registration").notNull().default(""),
    email: text("email").notNull().default(""),
    /** Digits only. */
    phone1: text("phone1").notNull().default(""),
    phone2: text("phone2").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    address1: text("address_1").notNull().default(""),
    addressNumber: text("address_number").notNull().default(""),
    complement: text("complement").notNull().default(""),
    district: text("district").notNull().default(""),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    notes: text("notes").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("suppliers_name_idx").on(t.multiStoreId, sql`lower(${t.name})`),
    // One supplier per CNPJ/CPF in a network ('CNPJ já cadastrado' / 'CPF já cadastrado').
    uniqueIndex("suppliers_doc_unique").on(t.multiStoreId, t.docId1).where(sql`${t.docId1} <> ''`),
  ],
);

/** The people to talk to at a supplier (the contatos tab). */
export const supplierContacts = pgTable(
  "supplier_contacts",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    /** Digits only. */
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
  },
  (t) => [index("supplier_contacts_supplier_idx").on(t.supplierId)],
);

/** Files attached to a supplier (the documentos tab): the bytes live in the storage under `storageKey`. */
export const supplierDocuments = pgTable(
  "supplier_documents",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("supplier_documents_supplier_idx").on(t.supplierId)],
);

/** Manufacturers (brands) of the products: a name unique in the network, a document if known. */
export const manufacturers = pgTable(
  "manufacturers",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    /** CNPJ or CPF, without mask; optional. */
    docId1: text("doc_id_1").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("manufacturers_name_unique").on(t.multiStoreId, sql`lower(${t.name})`)],
);

/**
 * Carriers (spec 3, transporter): created from a sale at the PDV or on /transportadoras. Sales and budgets point
 * at them (server/pdv/schema.ts), so a carrier is deactivated, never deleted.
 */
export const transporters = pgTable(
  "transporters",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    /** CPF (11) or CNPJ (14), without mask. */
    docId1: text("doc_id_1").notNull().default(""),
    /** Inscrição estadual (digits) or "ISENTO". */
    stateTaxId: text("state_tax_id").notNull().default(""),
    /** Digits only. */
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    address1: text("address_1").notNull().default(""),
    addressNumber: text("address_number").notNull().default(""),
    complement: text("complement").notNull().default(""),
    district: text("district").notNull().default(""),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    /** Vehicle plate (ABC1234 or Mercosul ABC1D23), without the dash. */
    licensePlate: text("license_plate").notNull().default(""),
    /** RNTRC registration at the ANTT (road carriers), digits. */
    antt: text("antt").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("transporters_name_idx").on(t.multiStoreId, sql`lower(${t.name})`)],
);
