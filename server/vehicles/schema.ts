import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, moneyColumn, tenant, updatedAt } from "../db/columns.ts";

/** A customer's vehicle with the FIPE data of its lookup (spec 3 Vehicle). */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    /** The customers module's customer (plain integer: another module's row). */
    customerId: integer("customer_id").notNull(),
    /** The FIPE model year with its fuel ("2015 Gasolina"). */
    model: text("model").notNull(),
    color: text("color").notNull().default(""),
    /** The make (FIPE "marca"). */
    producer: text("producer").notNull().default(""),
    /** The FIPE vehicle name ("Palio 1.0 ECONOMY Fire Flex 8V 4p"). */
    name: text("name").notNull().default(""),
    fipePrice: moneyColumn("fipe_price"),
    fuel: text("fuel").notNull().default(""),
    /** The FIPE table's month ("novembro de 2026"). */
    fipeReference: text("fipe_reference").notNull().default(""),
    fipeCode: text("fipe_code").notNull().default(""),
    fipeKey: text("fipe_key").notNull().default(""),
    /** ABC-1234 or ABC1D23, upper case. */
    licensePlate: text("license_plate").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vehicles_customer_idx").on(t.multiStoreId, t.customerId),
    index("vehicles_plate_idx").on(t.multiStoreId, sql`upper(${t.licensePlate})`),
  ],
);
