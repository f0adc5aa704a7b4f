import { pdvEndpoints } from "../../src/schemas/endpoints/pdv.ts";
import { asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { customerAddresses, customers } from "../customers/schema.ts";
import { addressOut } from "../customers/public.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { POS_ANY } from "./products.routes.ts";
import { startsWith } from "../db/like.ts";
import { eachWordIn } from "../http/list.ts";

const like = (column: AnyPgColumn, digits: string) => sql`${column} like ${startsWith(digits)}`;

const search = defineRoute({
  endpoint: pdvEndpoints.searchCustomers,
  access: [...POS_ANY, { slug: "CUS", code: 1 }, { slug: "FIN", code: 1 }],
  tag: "pdv",
  summary: "Active customers by name, nickname, e-mail, CPF/CNPJ or phone, with their addresses",
  handler: async ({ services, session, query }) => {
    const { db } = services;
    const q = query.q?.trim() ?? "";
    const digits = q.replace(/\D/g, "");
    let filter: SQL | undefined;
    if (q !== "") {
      const byDigits =
        digits.length >= 3 && digits.length >= q.replace(/[\s.\-/()]/g, "").length
          ? [like(customers.docId1, digits), like(customers.phone1, digits)]
          : [];
      filter = or(
        eachWordIn([customers.name, customers.nickname], q),
        ilike(customers.email, startsWith(q)),
        ...byDigits,
      );
    }
    const rows = await db
      .select()
      .from(customers)
      .where(tenantScope(customers, session, eq(customers.active, true), filter))
      .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
      .limit(query.limit ?? 20);
    const addresses = rows.length
      ? await db
          .select()
          .from(customerAddresses)
          .where(
            tenantScope(
              customerAddresses,
              session,
              inArray(
                customerAddresses.customerId,
                rows.map((r) => r.id),
              ),
              // A removed address stays for the sales that point at it, but is no longer offered.
              eq(customerAddresses.active, true),
            ),
          )
          .orderBy(asc(customerAddresses.id))
      : [];
    return {
      data: rows.map((row) => ({
        id: row.id,
        public_id: row.publicId,
        name: row.name,
        nickname: row.nickname,
        customer_type: row.customerType === "J" ? ("J" as const) : ("F" as const),
        doc_id_1: row.docId1,
        phone1: row.phone1,
        email: row.email,
        addresses: addresses
          .filter((a) => a.customerId === row.id)
          .sort((a, b) => Number(b.main) - Number(a.main))
          .map(addressOut),
      })),
    };
  },
});

export const pdvCustomersRoutes = [search];
