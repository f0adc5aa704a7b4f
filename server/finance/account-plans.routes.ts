import { and, eq, ne } from "drizzle-orm";
import { compareAccountPlanCodes, isAccountPlanCode } from "../../src/domain/finance.ts";
import { cleanText } from "../../src/domain/text.ts";
import { accountPlanEndpoints } from "../../src/schemas/endpoints/finance-accounts.ts";
import type { AccountPlanRow } from "../../src/schemas/finance-accounts.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { HttpError, invalidField, message, notFound } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { accountPlans, financialEntries } from "./schema.ts";

// The chart of accounts of a unit (/plano-de-contas, FIN 2): its rows in code order, created and edited in place.
// A code is unique in its unit (the same check as GET /api/v1/validate/account_plan_code); a row is deleted only
// when no entry books into it and no row hangs under it.

const FIN_CHART = { slug: "FIN", code: 2 } as const;
type Row = typeof accountPlans.$inferSelect;

const planOut = (row: Row): AccountPlanRow => ({
  id: row.id,
  company_id: row.companyId,
  code: row.code,
  name: row.name,
  is_inflow: row.isInflow,
  super_id: row.superId,
});

const audited = (row: Row) => {
  const { code, name, is_inflow, super_id } = planOut(row);
  return { code, name, is_inflow, super_id };
};

/** A unit the user works in: the chart of another unit of the network is not theirs to change. */
function refuseOtherUnit(session: SessionInfo, companyId: number): void {
  if (!session.companyIds.includes(companyId)) throw invalidField("company_id", "unit-not-yours");
}

async function one(db: Db, session: SessionInfo, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(accountPlans)
    .where(tenantScope(accountPlans, session, eq(accountPlans.id, id)));
  if (!row) throw notFound();
  refuseOtherUnit(session, row.companyId);
  return row;
}

const codeTaken = () => invalidField("code", "account-plan-code");

async function refuseTakenCode(db: Db, companyId: number, code: string, id: number | null): Promise<void> {
  if (!isAccountPlanCode(code)) throw invalidField("code", "account-plan-code-format");
  const [taken] = await db
    .select({ id: accountPlans.id })
    .from(accountPlans)
    .where(
      and(
        eq(accountPlans.companyId, companyId),
        eq(accountPlans.code, code),
        id === null ? undefined : ne(accountPlans.id, id),
      ),
    )
    .limit(1);
  if (taken) throw codeTaken();
}

/** A parent of the same unit, and not the row itself nor any row under it (no loops in the tree). */
async function refuseBadParent(db: Db, companyId: number, superId: number | null, id: number | null): Promise<void> {
  if (superId === null) return;
  const rows = await db
    .select({ id: accountPlans.id, superId: accountPlans.superId })
    .from(accountPlans)
    .where(eq(accountPlans.companyId, companyId));
  const parentOf = new Map(rows.map((row) => [row.id, row.superId]));
  if (!parentOf.has(superId)) throw invalidField("super_id", "account-plan-parent");
  let current: number | null = superId;
  for (let depth = 0; current !== null && depth <= rows.length; depth++) {
    if (current === id) throw invalidField("super_id", "account-plan-parent");
    current = parentOf.get(current) ?? null;
  }
}

const list = defineRoute({
  endpoint: accountPlanEndpoints.list,
  access: FIN_CHART,
  tag: "finance",
  summary: "A unit's chart of accounts in code order (1, 1.1, 1.2, 2 … 10)",
  queryIds: { company_id: companies },
  handler: async ({ services: { db }, session, query }) => {
    refuseOtherUnit(session, query.company_id);
    const rows = await db
      .select()
      .from(accountPlans)
      .where(tenantScope(accountPlans, session, eq(accountPlans.companyId, query.company_id)));
    return { data: rows.sort((a, b) => compareAccountPlanCodes(a.code, b.code)).map(planOut) };
  },
});

const create = defineRoute({
  endpoint: accountPlanEndpoints.create,
  access: FIN_CHART,
  tag: "finance",
  summary: "Adds a row to a unit's chart; its code must be free in the unit (Código já existente.)",
  bodyIds: { company_id: companies, super_id: accountPlans },
  handler: async ({ services, session, body, audit }) => {
    refuseOtherUnit(session, body.company_id);
    const code = body.code.trim();
    await refuseTakenCode(services.db, body.company_id, code, null);
    await refuseBadParent(services.db, body.company_id, body.super_id ?? null, null);
    try {
      return await services.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accountPlans)
          .values({
            multiStoreId: session.multiStoreId,
            companyId: body.company_id,
            code,
            name: cleanText(body.name),
            isInflow: body.is_inflow,
            superId: body.super_id ?? null,
            createdAt: services.now(),
          })
          .returning();
        if (!row) throw new Error("account plan insert failed");
        await audit(
          { action: "created", entity: "account_plans", entityId: row.id, details: { after: audited(row) } },
          tx,
        );
        return planOut(row);
      });
    } catch (error) {
      // Two people saving the same code at once: the unique index decides.
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  },
});

const update = defineRoute({
  endpoint: accountPlanEndpoints.update,
  access: FIN_CHART,
  tag: "finance",
  summary: "Changes a row of the chart: fields left out keep their value",
  params: { id: accountPlans },
  bodyIds: { super_id: accountPlans },
  handler: async ({ services, session, params, body, audit }) => {
    const before = await one(services.db, session, params.id);
    const code = body.code?.trim();
    if (code !== undefined && code !== before.code)
      await refuseTakenCode(services.db, before.companyId, code, before.id);
    if (body.super_id !== undefined) await refuseBadParent(services.db, before.companyId, body.super_id, before.id);
    const changes = {
      ...(code === undefined ? {} : { code }),
      ...(body.name === undefined ? {} : { name: cleanText(body.name) }),
      ...(body.is_inflow === undefined ? {} : { isInflow: body.is_inflow }),
      ...(body.super_id === undefined ? {} : { superId: body.super_id }),
    };
    if (Object.keys(changes).length === 0) return planOut(before);
    try {
      return await services.db.transaction(async (tx) => {
        const [row] = await tx.update(accountPlans).set(changes).where(eq(accountPlans.id, before.id)).returning();
        if (!row) throw notFound();
        await audit(
          {
            action: "updated",
            entity: "account_plans",
            entityId: row.id,
            details: { before: audited(before), after: audited(row) },
          },
          tx,
        );
        return planOut(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  },
});

const remove = defineRoute({
  endpoint: accountPlanEndpoints.remove,
  access: FIN_CHART,
  tag: "finance",
  summary: "Deletes a row no entry books into and no row hangs under (else 409 with the reason)",
  params: { id: accountPlans },
  handler: async ({ services, session, params, audit }) => {
    const before = await one(services.db, session, params.id);
    return services.db.transaction(async (tx) => {
      const [child] = await tx
        .select({ id: accountPlans.id })
        .from(accountPlans)
        .where(eq(accountPlans.superId, before.id))
        .limit(1);
      if (child) throw new HttpError(409, [message("validation:account-plan-has-children")]);
      const [used] = await tx
        .select({ id: financialEntries.id })
        .from(financialEntries)
        .where(eq(financialEntries.accountPlanId, before.id))
        .limit(1);
      if (used) throw new HttpError(409, [message("validation:account-plan-in-use")]);
      await tx.delete(accountPlans).where(eq(accountPlans.id, before.id));
      await audit(
        { action: "deleted", entity: "account_plans", entityId: before.id, details: { before: audited(before) } },
        tx,
      );
      return { deleted: true };
    });
  },
});

export const accountPlanRoutes = [list, create, update, remove];
