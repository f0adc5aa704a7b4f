import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { customerAddresses, customers } from "../customers/schema.ts";
import { companies } from "../network/schema.ts";
import { sellers } from "../sellers/public.ts";
import { transporters } from "../suppliers/schema.ts";
import { users } from "../users/schema.ts";
import { deliveryMen } from "./schema.ts";

// The names a new sale's answer shows (unit, cashier, customer, address, carrier, delivery man, seller), read in the
// sale's own write statement as scalar subqueries: the answer is built from what was written, with no read after it.
// Every id was checked against the session's network before (the route's bodyIds and checkReferences).

type AddressRow = typeof customerAddresses.$inferSelect;

export type SaleNames = {
  readonly company: string;
  readonly user: string;
  readonly customer: { readonly name: string; readonly doc: string | null } | null;
  readonly address: AddressRow | null;
  readonly transporter: string | null;
  readonly deliveryMan: string | null;
  readonly seller: string | null;
};

export type SaleNamesRow = {
  readonly company: string;
  readonly user_name: string;
  readonly customer: { name: string; doc: string | null } | null;
  readonly address: AddressRow | null;
  readonly transporter: string | null;
  readonly delivery_man: string | null;
  readonly seller: string | null;
};

type Ids = {
  readonly companyId: number;
  readonly userId: number;
  readonly header: {
    readonly customerId: number | null;
    readonly deliveryAddressId: number | null;
    readonly transporterId: number | null;
    readonly deliveryManId: number | null;
    readonly sellerId: number | null;
  };
};

/** A row of `table` as JSON with drizzle's property names, so it reads back as the table's select type. */
const rowJson = (columns: Record<string, { name: string }>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([property, column]) => sql`${property}::text, ${sql.identifier(column.name)}`),
    sql`, `,
  )})`;

const nameOf = (table: typeof companies | typeof users | typeof transporters | typeof deliveryMen | typeof sellers) =>
  sql`name`.append(sql` from ${table}`);

// Bound also when null (no row: null): the sale's statement keeps one text whichever names it has, so its few shapes
// stay under namedStatements' cap (each optional name as a literal null would double them).
const byId = (from: SQL, id: number | null): SQL => sql`(select ${from} where id = ${id})`;

/** The select list of the names, for the sale's statement (`select …, ${saleNamesSql(write)}`). */
export const saleNamesSql = ({ companyId, userId, header }: Ids): SQL =>
  sql.join(
    [
      sql`${byId(nameOf(companies), companyId)} as company`,
      sql`${byId(nameOf(users), userId)} as user_name`,
      sql`${byId(sql`json_build_object('name', name, 'doc', doc_id_1) from ${customers}`, header.customerId)} as customer`,
      sql`${byId(sql`${rowJson(getTableColumns(customerAddresses))} from ${customerAddresses}`, header.deliveryAddressId)} as address`,
      sql`${byId(nameOf(transporters), header.transporterId)} as transporter`,
      sql`${byId(nameOf(deliveryMen), header.deliveryManId)} as delivery_man`,
      sql`${byId(nameOf(sellers), header.sellerId)} as seller`,
    ],
    sql`, `,
  );

export const saleNamesOf = (row: SaleNamesRow): SaleNames => ({
  company: row.company,
  user: row.user_name,
  customer: row.customer,
  address: row.address,
  transporter: row.transporter,
  deliveryMan: row.delivery_man,
  seller: row.seller,
});
