import { sellersEndpoints } from "../../src/schemas/endpoints/sellers.ts";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { SELLERS_REQUIREMENTS } from "../../src/domain/permissions.ts";
import { sellerIssues } from "../../src/domain/sellers.ts";
import { phoneDigits } from "../../src/domain/phone.ts";
import { cleanText } from "../../src/domain/text.ts";
import type { SellerDetail, SellerPatch } from "../../src/schemas/sellers.ts";
import type { Db } from "../db/client.ts";
import { ValidationError, message, notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { sellers } from "./schema.ts";

// Sellers and attendants (/vendedores, issue 12, GVA 1 or CNF 2): the paged list, one seller, the edit page's
// choices, create and change. A seller is never deleted (past sales name them): `active` false takes them out of the
// PDV (GET /api/v1/sellers, server/pdv/lookups.routes.ts). Unit and user ids are checked against the network
// (bodyIds) before the handler runs.

type Row = typeof sellers.$inferSelect;

const percentText = (percent: number) => percent.toFixed(2);

const detailColumns = {
  row: sellers,
  companyName: companies.name,
  userName: users.name,
};

async function loadSeller(db: Db, session: SessionInfo, id: number): Promise<SellerDetail | null> {
  const [found] = await db
    .select(detailColumns)
    .from(sellers)
    .leftJoin(companies, eq(companies.id, sellers.companyId))
    .leftJoin(users, eq(users.id, sellers.userId))
    .where(tenantScope(sellers, session, eq(sellers.id, id)));
  if (!found) return null;
  const { row } = found;
  return {
    id: row.id,
    name: row.name,
    commission_percentage: Number(row.commissionPercentage),
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    company: row.companyId === null ? null : { id: row.companyId, name: found.companyName ?? "" },
    user: row.userId === null ? null : { id: row.userId, name: found.userName ?? "" },
    active: row.active,
  };
}

/** The fields a user edits, as the audit log keeps them. */
const audited = (seller: SellerDetail) => ({
  name: seller.name,
  commission_percentage: seller.commission_percentage,
  phone: seller.phone,
  email: seller.email,
  notes: seller.notes,
  company_id: seller.company?.id ?? null,
  user_id: seller.user?.id ?? null,
  active: seller.active,
});

/** The row's columns a request sets (fields left out keep their value). */
const changesOf = (body: SellerPatch): Partial<Row> => ({
  ...(body.name === undefined ? {} : { name: cleanText(body.name) }),
  ...(body.commission_percentage === undefined
    ? {}
    : { commissionPercentage: percentText(body.commission_percentage) }),
  ...(body.phone === undefined ? {} : { phone: phoneDigits(body.phone) }),
  ...(body.email === undefined ? {} : { email: body.email.trim() }),
  ...(body.notes === undefined ? {} : { notes: cleanText(body.notes) }),
  ...(body.company_id === undefined ? {} : { companyId: body.company_id }),
  ...(body.user_id === undefined ? {} : { userId: body.user_id }),
  ...(body.active === undefined ? {} : { active: body.active }),
});

/** The rules of src/domain/sellers.ts, and a user linked to one active seller at most. */
async function validate(db: Db, session: SessionInfo, seller: SellerPatch, current: SellerDetail | null) {
  const issues: Record<string, ReturnType<typeof message>[]> = {};
  const found = sellerIssues({
    name: seller.name ?? current?.name ?? "",
    commissionPercentage: seller.commission_percentage ?? null,
    phone: seller.phone ?? current?.phone ?? "",
    email: seller.email ?? current?.email ?? "",
  });
  for (const [field, keys] of Object.entries(found)) issues[field] = keys.map((key) => message(`validation:${key}`));
  const userId = seller.user_id === undefined ? (current?.user?.id ?? null) : seller.user_id;
  const active = seller.active ?? current?.active ?? true;
  if (userId !== null && active) {
    const [other] = await db
      .select({ name: sellers.name })
      .from(sellers)
      .where(
        tenantScope(
          sellers,
          session,
          eq(sellers.userId, userId),
          eq(sellers.active, true),
          current ? ne(sellers.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (other) issues.user_id = [message("sellers:errors.user-taken", { name: other.name })];
  }
  if (Object.keys(issues).length > 0) throw new ValidationError(issues);
}

const sortable = {
  name: sql`lower(${sellers.name})`,
  commission_percentage: sellers.commissionPercentage,
  phone: sellers.phone,
  email: sql`lower(${sellers.email})`,
  company_name: sql`lower(coalesce(${companies.name}, ''))`,
  user_name: sql`lower(coalesce(${users.name}, ''))`,
  active: sellers.active,
} as const;

const list = defineRoute({
  endpoint: sellersEndpoints.list,
  access: SELLERS_REQUIREMENTS,
  tag: "sellers",
  summary: "Sellers and attendants of the network, paged, active and inactive; filter by name, e-mail or phone",
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: sellers, session },
      sort: { by: sortable, field: "name", direction: "asc", tieBreak: [asc(sellers.id)] },
      search: { columns: [sellers.name, sellers.email, sellers.phone] },
      rows: db
        .select(detailColumns)
        .from(sellers)
        .leftJoin(companies, eq(companies.id, sellers.companyId))
        .leftJoin(users, eq(users.id, sellers.userId))
        .$dynamic(),
      item: ({ row, companyName, userName }) => ({
        id: row.id,
        name: row.name,
        commission_percentage: Number(row.commissionPercentage),
        phone: row.phone,
        email: row.email,
        company_name: companyName ?? "",
        user_name: userName ?? "",
        active: row.active,
      }),
    });
    return { data, meta };
  },
});

const options = defineRoute({
  endpoint: sellersEndpoints.options,
  access: SELLERS_REQUIREMENTS,
  tag: "sellers",
  summary: "The units and active users of the network a seller may belong to",
  handler: async ({ services: { db }, session }) => {
    const [units, people] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.multiStoreId, session.multiStoreId))
        .orderBy(asc(companies.name)),
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.multiStoreId, session.multiStoreId), eq(users.active, true)))
        .orderBy(asc(users.name)),
    ]);
    return { companies: units, users: people };
  },
});

const detail = defineRoute({
  endpoint: sellersEndpoints.detail,
  access: SELLERS_REQUIREMENTS,
  tag: "sellers",
  summary: "One seller with their unit and user",
  params: { id: sellers },
  handler: async ({ services, session, params }) => {
    const seller = await loadSeller(services.db, session, params.id);
    if (!seller) throw notFound();
    return seller;
  },
});

const create = defineRoute({
  endpoint: sellersEndpoints.create,
  access: SELLERS_REQUIREMENTS,
  tag: "sellers",
  summary: "Creates a seller (of one unit or, company_id null, of every unit), linked to a network user or none",
  bodyIds: { company_id: companies, user_id: users },
  handler: async ({ services, session, body, audit }) => {
    await validate(services.db, session, body, null);
    const id = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sellers)
        .values({ ...changesOf(body), name: cleanText(body.name), multiStoreId: session.multiStoreId })
        .returning({ id: sellers.id });
      if (!row) throw new Error("seller insert failed");
      const created = await loadSeller(tx, session, row.id);
      if (created)
        await audit(
          { action: "created", entity: "sellers", entityId: row.id, details: { after: audited(created) } },
          tx,
        );
      return row.id;
    });
    const saved = await loadSeller(services.db, session, id);
    if (!saved) throw notFound();
    return saved;
  },
});

const update = defineRoute({
  endpoint: sellersEndpoints.update,
  access: SELLERS_REQUIREMENTS,
  tag: "sellers",
  summary: "Changes a seller: fields left out keep their value; active false takes them out of the PDV",
  params: { id: sellers },
  bodyIds: { company_id: companies, user_id: users },
  handler: async ({ services, session, params, body, audit }) => {
    const before = await loadSeller(services.db, session, params.id);
    if (!before) throw notFound();
    await validate(services.db, session, body, before);
    const changes = changesOf(body);
    if (Object.keys(changes).length === 0) return before;
    await services.db.transaction(async (tx) => {
      await tx
        .update(sellers)
        .set(changes)
        .where(tenantScope(sellers, session, eq(sellers.id, params.id)));
      const after = await loadSeller(tx, session, params.id);
      if (after) {
        await audit(
          {
            action: after.active === before.active || after.active ? "updated" : "deactivated",
            entity: "sellers",
            entityId: params.id,
            details: { before: audited(before), after: audited(after) },
          },
          tx,
        );
      }
    });
    const saved = await loadSeller(services.db, session, params.id);
    if (!saved) throw notFound();
    return saved;
  },
});

export const sellersRoutes = [list, options, detail, create, update];
