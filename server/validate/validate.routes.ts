import { validateEndpoints } from "../../src/schemas/endpoints/validate.ts";
import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { accountPlans } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { invalidField } from "../http/errors.ts";
import { defineRoute, type TenantTable } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";

type UniqueColumn = {
  readonly column: AnyPgColumn;
  readonly caseInsensitive?: boolean;
  /** Unique across every network (a login identifies a person everywhere). */
  readonly global?: boolean;
};
type UniqueRule = {
  readonly table: TenantTable;
  readonly columns: Readonly<Record<string, UniqueColumn>>;
  readonly extra: Readonly<Record<string, AnyPgColumn>>;
};

/** The only tables and columns the unique check may read; nothing from the query string reaches SQL as a name. */
export const UNIQUE_RULES: Readonly<Record<string, UniqueRule>> = {
  users: {
    table: users,
    columns: {
      login: { column: users.login, caseInsensitive: true, global: true },
      access_user: { column: users.login, caseInsensitive: true, global: true },
      email: { column: users.email, caseInsensitive: true },
    },
    extra: {},
  },
  companies: {
    table: companies,
    columns: {
      federal_tax_id: { column: companies.federalTaxId },
      name: { column: companies.name, caseInsensitive: true },
    },
    extra: {},
  },
  account_plans: {
    table: accountPlans,
    columns: { code: { column: accountPlans.code } },
    extra: { company_id: accountPlans.companyId },
  },
};

/** An entry of an allow-list, never something inherited: "constructor" or "__proto__" are not tables. */
const allowedEntry = <T>(list: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.hasOwn(list, name) ? list[name] : undefined;

const INTEGER = /^-?\d{1,10}$/;
const MAX_INTEGER = 2_147_483_647;

function parseExtra(raw: string | undefined, allowed: Readonly<Record<string, AnyPgColumn>>): SQL[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidField("extra", "invalid");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw invalidField("extra", "invalid");
  return Object.entries(parsed).map(([name, value]) => {
    const column = allowedEntry(allowed, name);
    if (!column || (typeof value !== "string" && typeof value !== "number")) throw invalidField("extra", "not-allowed");
    const integer = INTEGER.test(String(value)) && Math.abs(Number(value)) <= MAX_INTEGER;
    if (column.dataType === "number" && !integer) throw invalidField("extra", "invalid");
    return eq(column, value);
  });
}

const unique = defineRoute({
  endpoint: validateEndpoints.unique,
  access: "signed-in",
  tag: "validate",
  summary: "Whether a value is still free in an allowed table and column (status true = free)",
  handler: async ({ services, session, query }) => {
    const rule = allowedEntry(UNIQUE_RULES, query.table);
    if (!rule) throw invalidField("table", "not-allowed");
    const target = allowedEntry(rule.columns, query.column);
    if (!target) throw invalidField("column", "not-allowed");
    const value = query.value.trim();
    if (value === "") return { status: true };
    const matches = target.caseInsensitive
      ? eq(sql`lower(${target.column})`, value.toLowerCase())
      : eq(target.column, value);
    const conditions = [
      matches,
      ...parseExtra(query.extra, rule.extra),
      // The row being edited is skipped only when it is one of the session's network: otherwise a global check
      // (logins) would tell which id another network's user has.
      query.ignore ? or(ne(rule.table.id, query.ignore), ne(rule.table.multiStoreId, session.multiStoreId)) : undefined,
    ];
    const where = target.global ? and(...conditions) : tenantScope(rule.table, session, ...conditions);
    const rows = await services.db
      .select({ id: rule.table.id })
      .from(rule.table as never)
      .where(where)
      .limit(1);
    return { status: rows.length === 0 };
  },
});

const accountPlanCode = defineRoute({
  endpoint: validateEndpoints.accountPlanCode,
  access: { slug: "FIN", code: 2 },
  tag: "validate",
  summary: "Whether an account plan code is still free in a unit (status true = free)",
  queryIds: { company_id: companies },
  handler: async ({ services, session, query }) => {
    const rows = await services.db
      .select({ id: accountPlans.id })
      .from(accountPlans)
      .where(
        tenantScope(
          accountPlans,
          session,
          eq(accountPlans.companyId, query.company_id),
          eq(accountPlans.code, query.account_plan_code.trim()),
          query.ignore ? ne(accountPlans.id, query.ignore) : undefined,
        ),
      )
      .limit(1);
    return { status: rows.length === 0 };
  },
});

export const validateRoutes = [unique, accountPlanCode];
