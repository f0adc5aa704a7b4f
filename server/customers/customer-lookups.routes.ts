import { and, asc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { CUSTOMER_EDIT_REQUIREMENTS } from "../../src/domain/permissions.ts";
import { cleanText } from "../../src/domain/text.ts";
import { customersEndpoints } from "../../src/schemas/endpoints/customers.ts";
import type { CustomerId } from "../../src/schemas/ids.ts";
import { containing } from "../db/like.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { municipalitiesOfUf } from "./municipalities.ts";
import { customers } from "./schema.ts";

// Lookups of the customer edit page: customers that look like the one being typed (spec 7
// GET /api/v1/useful/similar_customers), so a duplicate is not created, and the IBGE municipalities of a UF for
// the city chooser (served here so the browser's bundle does not carry the 5,570 names).

/** Customers offered at most. */
export const SIMILAR_CUSTOMERS_LIMIT = 5;

const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ";
const PLAIN = "aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN";

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The conditions a typed value matches: the name without accents or case, or the digits of a phone or document. */
function lookalike(value: string): SQL | undefined {
  const text = cleanText(value);
  const digits = text.replace(/\D/g, "");
  const conditions: (SQL | undefined)[] = [];
  if (text.replace(/[\d\s.\-/()+]/g, "").length >= 3)
    conditions.push(sql`lower(translate(${customers.name}, ${ACCENTED}, ${PLAIN})) like ${containing(plain(text))}`);
  if (digits.length >= 6) {
    conditions.push(ilike(customers.phone1, containing(digits)));
    conditions.push(ilike(customers.docId1, containing(digits)));
  }
  if (/^[\dA-Za-z./-]{14,18}$/.test(text))
    conditions.push(eq(customers.docId1, text.replace(/[./-]/g, "").toUpperCase()));
  return conditions.length ? or(...conditions) : undefined;
}

const similar = defineRoute({
  endpoint: customersEndpoints.similar,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "customers",
  summary: "Up to 5 customers whose name (without accents or case), phone or CPF/CNPJ digits look like the value typed",
  queryIds: { except_id: customers },
  handler: async ({ services: { db }, session, query }) => {
    const matches = lookalike(query.value);
    if (!matches) return { data: [] };
    const rows = await db
      .select({
        id: customers.id,
        name: customers.name,
        customerType: customers.customerType,
        docId1: customers.docId1,
        phone1: customers.phone1,
        email: customers.email,
        active: customers.active,
      })
      .from(customers)
      .where(
        tenantScope(
          customers,
          session,
          and(
            matches,
            query.active === undefined ? undefined : eq(customers.active, query.active === "true"),
            query.except_id === undefined ? undefined : ne(customers.id, query.except_id),
          ),
        ),
      )
      .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
      .limit(SIMILAR_CUSTOMERS_LIMIT);
    return {
      data: rows.map((row) => ({
        ...row,
        id: row.id as CustomerId,
        customerType: row.customerType === "J" ? ("J" as const) : ("F" as const),
      })),
    };
  },
});

const municipalities = defineRoute({
  endpoint: customersEndpoints.municipalities,
  access: CUSTOMER_EDIT_REQUIREMENTS,
  tag: "customers",
  summary: "The IBGE municipalities of a UF (code and name), by name, for the customer's city",
  handler: async ({ query }) => ({ data: [...municipalitiesOfUf(query.uf)] }),
});

export const customerLookupRoutes = [similar, municipalities];
