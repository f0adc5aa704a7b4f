import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../network/schema.ts";
import { createdAt, percent, tenant, updatedAt } from "../db/columns.ts";

// The franchise module (issue 12 items 3 and 4): groups of the network's units, and the franchisor's data on each
// unit (franchisee company, owner, contract, address, contacts). Units are the network's companies.

/** A group of units for reports and franchise management (/grupos-de-unidades, FMA 2). */
export const unitGroups = pgTable(
  "unit_groups",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("unit_groups_name_unique").on(t.multiStoreId, sql`lower(${t.name})`)],
);

/** The units of a group. */
export const unitGroupMembers = pgTable(
  "unit_group_members",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    groupId: integer("group_id")
      .notNull()
      .references(() => unitGroups.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("unit_group_members_unique").on(t.groupId, t.companyId),
    index("unit_group_members_company_idx").on(t.companyId),
  ],
);

/** The franchisor's data on one unit of the network (/unidades-franqueadas/editar/:id, FMA 1). */
export const franchiseUnits = pgTable(
  "franchise_units",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The franchisee company. */
    legalName: text("legal_name").notNull().default(""),
    /** CNPJ, digits (or the alphanumeric CNPJ's characters) only. */
    cnpj: text("cnpj").notNull().default(""),
    ownerName: text("owner_name").notNull().default(""),
    /** CPF, digits only. */
    ownerCpf: text("owner_cpf").notNull().default(""),
    ownerEmail: text("owner_email").notNull().default(""),
    /** Digits only. */
    ownerPhone: text("owner_phone").notNull().default(""),
    contractStart: date("contract_start", { mode: "string" }),
    royaltyPercent: percent("royalty_percent").notNull().default("0"),
    marketingFundPercent: percent("marketing_fund_percent").notNull().default("0"),
    /** active, implantation (em implantação) or closed. */
    status: text("status").notNull().default("active"),
    zipCode: text("zip_code").notNull().default(""),
    address1: text("address_1").notNull().default(""),
    addressNumber: text("address_number").notNull().default(""),
    complement: text("complement").notNull().default(""),
    district: text("district").notNull().default(""),
    city: text("city").notNull().default(""),
    uf: text("uf").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("franchise_units_company_unique").on(t.companyId),
    index("franchise_units_tenant_idx").on(t.multiStoreId),
  ],
);

/** The people to talk to at a franchisee (the contatos tab). */
export const franchiseUnitContacts = pgTable(
  "franchise_unit_contacts",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    franchiseUnitId: integer("franchise_unit_id")
      .notNull()
      .references(() => franchiseUnits.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    /** Digits only. */
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
  },
  (t) => [index("franchise_unit_contacts_unit_idx").on(t.franchiseUnitId)],
);
