import { integer, numeric, timestamp } from "drizzle-orm/pg-core";
import { companies, multiStores } from "../network/schema.ts";

// Column helpers every module's schema.ts uses, so that a tenant, a timestamp or an amount of money is the same
// column everywhere. The network's own tables (server/network/schema.ts) are written out by hand: these helpers
// reference them.

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** The network account (multi_store_id) a row belongs to; every business row carries it. */
export const tenant = () =>
  integer("multi_store_id")
    .notNull()
    .references(() => multiStores.id);

/** The unit (company_id) a row belongs to. */
export const company = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);

/** Money columns: numeric(14,2) in SQL, integer cents in src/domain. */
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A sum of money kept on a row (a register's expected values and differences): numeric without a limit. */
export const moneySum = (name: string) => numeric(name);
/** Quantities: numeric(14,3), thousandths in src/domain. */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
