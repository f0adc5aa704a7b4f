import { financeEndpoints } from "../../src/schemas/endpoints/finance.ts";
import { asc, eq, ne, sql } from "drizzle-orm";
import type { PaymentKind } from "../../src/domain/cash-register.ts";
import { PAYMENT_METHODS_REQUIREMENT } from "../../src/domain/permissions.ts";
import { givesChangeByDefault } from "../../src/domain/payment-methods.ts";
import { cleanText } from "../../src/domain/text.ts";
import type { PaymentMethodPatch, PaymentMethodRecord } from "../../src/schemas/finance.ts";
import type { Db } from "../db/client.ts";
import { invalidField, notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { financialInflows, paymentMethods } from "./schema.ts";

// Payment methods (/settings/payment-methods, issue 12, CNF 2): the list, create, change and remove. A method some
// payment already used is deactivated instead of deleted (its sales keep it); the PDV offers only active ones
// (GET /api/v1/payment_methods) and gives change only with a method whose gives_change is on.

const pm = paymentMethods;
type Row = typeof pm.$inferSelect;

const kindOf = (kind: string) => kind as PaymentKind;
const percentText = (percent: number) => percent.toFixed(2);

export const paymentMethodOut = (row: Row): PaymentMethodRecord => ({
  id: row.id,
  name: row.name,
  kind: kindOf(row.kind),
  fee_percentage: Number(row.feePercentage),
  days_to_receive: row.daysToReceive,
  gives_change: row.givesChange,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** The fields a user edits, as the audit log keeps them. */
const audited = (row: Row) => {
  const { name, kind, fee_percentage, days_to_receive, gives_change, active } = paymentMethodOut(row);
  return { name, kind, fee_percentage, days_to_receive, gives_change, active };
};

async function one(db: Db, session: SessionInfo, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(pm)
    .where(tenantScope(pm, session, eq(pm.id, id)));
  if (!row) throw notFound();
  return row;
}

/** Names are unique in the network, whatever the case. */
async function refuseTakenName(db: Db, session: SessionInfo, name: string, id: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: pm.id })
    .from(pm)
    .where(tenantScope(pm, session, sql`lower(${pm.name}) = lower(${name})`, id === null ? undefined : ne(pm.id, id)))
    .limit(1);
  if (taken) throw invalidField("name", "payment-method-name-taken");
}

const changesOf = (body: PaymentMethodPatch) => ({
  ...(body.name === undefined ? {} : { name: cleanText(body.name) }),
  ...(body.kind === undefined ? {} : { kind: body.kind }),
  ...(body.fee_percentage === undefined ? {} : { feePercentage: percentText(body.fee_percentage) }),
  ...(body.days_to_receive === undefined ? {} : { daysToReceive: body.days_to_receive }),
  ...(body.gives_change === undefined ? {} : { givesChange: body.gives_change }),
  ...(body.active === undefined ? {} : { active: body.active }),
});

const sortable = {
  name: sql`lower(${pm.name})`,
  kind: pm.kind,
  fee_percentage: pm.feePercentage,
  days_to_receive: pm.daysToReceive,
  gives_change: pm.givesChange,
  active: pm.active,
  created_at: pm.createdAt,
} as const;

const list = defineRoute({
  endpoint: financeEndpoints.listPaymentMethods,
  access: PAYMENT_METHODS_REQUIREMENT,
  tag: "finance",
  summary: "Payment methods of the network, paged, active and inactive; active=true|false filters",
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: pm, session },
      sort: { by: sortable, field: "name", direction: "asc", tieBreak: [asc(pm.id)] },
      search: { columns: [pm.name] },
      dates: { column: pm.createdAt },
      where: [query.active === undefined ? undefined : eq(pm.active, query.active === "true")],
      rows: db.select().from(pm).$dynamic(),
      item: paymentMethodOut,
    });
    return { data, meta };
  },
});

const create = defineRoute({
  endpoint: financeEndpoints.createPaymentMethod,
  access: PAYMENT_METHODS_REQUIREMENT,
  tag: "finance",
  summary: "Creates a payment method (gives_change defaults to the kind being money)",
  handler: async ({ services, session, body, audit }) => {
    const name = cleanText(body.name);
    await refuseTakenName(services.db, session, name, null);
    const row = await services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(pm)
        .values({
          multiStoreId: session.multiStoreId,
          name,
          kind: body.kind,
          feePercentage: percentText(body.fee_percentage ?? 0),
          daysToReceive: body.days_to_receive ?? 0,
          givesChange: body.gives_change ?? givesChangeByDefault(body.kind),
          active: body.active ?? true,
          createdAt: services.now(),
        })
        .returning();
      if (!created) throw new Error("payment method insert failed");
      await audit(
        { action: "created", entity: "payment_methods", entityId: created.id, details: { after: audited(created) } },
        tx,
      );
      return created;
    });
    return paymentMethodOut(row);
  },
});

const update = defineRoute({
  endpoint: financeEndpoints.updatePaymentMethod,
  access: PAYMENT_METHODS_REQUIREMENT,
  tag: "finance",
  summary: "Changes a payment method: fields left out keep their value",
  params: { id: paymentMethods },
  handler: async ({ services, session, params, body, audit }) => {
    const before = await one(services.db, session, params.id);
    const changes = changesOf(body);
    if (changes.name !== undefined) await refuseTakenName(services.db, session, changes.name, params.id);
    if (Object.keys(changes).length === 0) return paymentMethodOut(before);
    const after = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(pm)
        .set(changes)
        .where(tenantScope(pm, session, eq(pm.id, params.id)))
        .returning();
      if (!row) throw notFound();
      await audit(
        {
          action: "updated",
          entity: "payment_methods",
          entityId: row.id,
          details: { before: audited(before), after: audited(row) },
        },
        tx,
      );
      return row;
    });
    return paymentMethodOut(after);
  },
});

const remove = defineRoute({
  endpoint: financeEndpoints.removePaymentMethod,
  access: PAYMENT_METHODS_REQUIREMENT,
  tag: "finance",
  summary: "Deletes a payment method no payment used; one a sale used is deactivated instead (result says which)",
  params: { id: paymentMethods },
  handler: async ({ services, session, params, audit }) => {
    return services.db.transaction(async (tx) => {
      // FOR UPDATE: a sale being paid with it holds the row (its inflow's foreign key) until it commits or fails.
      const [before] = await tx
        .select()
        .from(pm)
        .where(tenantScope(pm, session, eq(pm.id, params.id)))
        .for("update");
      if (!before) throw notFound();
      const [used] = await tx
        .select({ id: financialInflows.id })
        .from(financialInflows)
        .where(eq(financialInflows.paymentMethodId, params.id))
        .limit(1);
      if (!used) {
        await tx.delete(pm).where(eq(pm.id, params.id));
        await audit(
          { action: "deleted", entity: "payment_methods", entityId: before.id, details: { before: audited(before) } },
          tx,
        );
        return { result: "deleted" as const, payment_method: paymentMethodOut(before) };
      }
      const [after] = await tx.update(pm).set({ active: false }).where(eq(pm.id, params.id)).returning();
      if (!after) throw notFound();
      await audit(
        {
          action: "deactivated",
          entity: "payment_methods",
          entityId: after.id,
          details: { before: { active: before.active }, after: { active: false } },
        },
        tx,
      );
      return { result: "deactivated" as const, payment_method: paymentMethodOut(after) };
    });
  },
});

export const paymentMethodsRoutes = [list, create, update, remove];
