import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { CRM_FACTORS_REQUIREMENT } from "../../src/domain/permissions.ts";
import { cleanText } from "../../src/domain/text.ts";
import type { CrmFactor } from "../../src/schemas/crm-settings.ts";
import { crmSettingsEndpoints } from "../../src/schemas/endpoints/crm-settings.ts";
import type { Db } from "../db/client.ts";
import { HttpError, invalidField, message, notFound } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { crmData, crmFactors, crmStageMoves, customerStages } from "./schema.ts";
import { LOSS_REASON_FACTOR } from "./start.ts";

// CRM factors and their options (/settings/crm-factors, CNF 6, spec 2.10, 5.5 and 7). Factors belong to the network
// (company_id is accepted and checked, the list is the same for every unit). The loss-reason factor is locked: the
// funnel asks a loss reason from its options, so it is never renamed or deleted.

type FactorRow = typeof crmFactors.$inferSelect;

const isLocked = (row: FactorRow) => row.name === LOSS_REASON_FACTOR;

const factorOut = (row: FactorRow, options: ReadonlyArray<{ id: number; name: string }>): CrmFactor => ({
  id: row.id,
  name: row.name,
  company_id: null,
  locked: isLocked(row),
  data: options.map(({ id, name }) => ({ id, name })),
});

async function oneFactor(db: Db, session: SessionInfo, id: number): Promise<FactorRow> {
  const [row] = await db
    .select()
    .from(crmFactors)
    .where(tenantScope(crmFactors, session, eq(crmFactors.id, id)));
  if (!row) throw notFound();
  return row;
}

async function optionsOf(db: Db, factorIds: ReadonlyArray<number>) {
  if (factorIds.length === 0) return [];
  return db
    .select({ id: crmData.id, name: crmData.name, factorId: crmData.factorId })
    .from(crmData)
    .where(inArray(crmData.factorId, [...factorIds]))
    .orderBy(asc(crmData.id));
}

async function refuseTakenName(db: Db, session: SessionInfo, name: string, id: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: crmFactors.id })
    .from(crmFactors)
    .where(
      tenantScope(
        crmFactors,
        session,
        sql`lower(${crmFactors.name}) = lower(${name})`,
        id === null ? undefined : ne(crmFactors.id, id),
      ),
    )
    .limit(1);
  if (taken) throw invalidField("name", "crm-factor-name-taken");
}

const list = defineRoute({
  endpoint: crmSettingsEndpoints.listFactors,
  access: [CRM_FACTORS_REQUIREMENT, { slug: "CRM", code: 1 }],
  tag: "crm",
  summary: "The network's CRM factors with their options (data), in the order created; company_id is optional",
  queryIds: { company_id: companies },
  handler: async ({ services: { db }, session }) => {
    const factors = await db
      .select()
      .from(crmFactors)
      .where(tenantScope(crmFactors, session))
      .orderBy(asc(crmFactors.id));
    const options = await optionsOf(
      db,
      factors.map((f) => f.id),
    );
    return {
      data: factors.map((factor) =>
        factorOut(
          factor,
          options.filter((o) => o.factorId === factor.id),
        ),
      ),
    };
  },
});

const create = defineRoute({
  endpoint: crmSettingsEndpoints.createFactor,
  access: CRM_FACTORS_REQUIREMENT,
  tag: "crm",
  summary: "Creates a factor (only with a name; names unique in the network)",
  bodyIds: { company_id: companies },
  handler: async ({ services, session, body, audit }) => {
    const name = cleanText(body.name);
    await refuseTakenName(services.db, session, name, null);
    const row = await services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(crmFactors)
        .values({ multiStoreId: session.multiStoreId, name, createdAt: services.now() })
        .returning();
      if (!created) throw new Error("crm factor insert failed");
      await audit({ action: "created", entity: "crm_factors", entityId: created.id, details: { after: { name } } }, tx);
      return created;
    });
    return factorOut(row, []);
  },
});

const update = defineRoute({
  endpoint: crmSettingsEndpoints.updateFactor,
  access: CRM_FACTORS_REQUIREMENT,
  tag: "crm",
  summary: "Renames a factor (the body is the factor; only its name is read); the loss-reason factor keeps its name",
  params: { id: crmFactors },
  bodyIds: { id: crmFactors, company_id: companies, "data[].id": crmData },
  handler: async ({ services, session, params, body, audit }) => {
    const before = await oneFactor(services.db, session, params.id);
    const name = cleanText(body.name);
    let after = before;
    if (name !== before.name) {
      if (isLocked(before)) throw invalidField("name", "crm-factor-locked", { name: before.name });
      await refuseTakenName(services.db, session, name, before.id);
      after = await services.db.transaction(async (tx) => {
        const [row] = await tx
          .update(crmFactors)
          .set({ name, updatedAt: services.now() })
          .where(eq(crmFactors.id, before.id))
          .returning();
        if (!row) throw notFound();
        await audit(
          {
            action: "updated",
            entity: "crm_factors",
            entityId: row.id,
            details: { before: { name: before.name }, after: { name } },
          },
          tx,
        );
        return row;
      });
    }
    return factorOut(after, await optionsOf(services.db, [after.id]));
  },
});

const remove = defineRoute({
  endpoint: crmSettingsEndpoints.removeFactor,
  access: CRM_FACTORS_REQUIREMENT,
  tag: "crm",
  summary:
    "Deletes a factor with its options and the interactions' answers to it; the loss-reason factor is refused (409)",
  params: { id: crmFactors },
  handler: async ({ services, session, params, audit }) => {
    const factor = await oneFactor(services.db, session, params.id);
    if (isLocked(factor))
      throw new HttpError(409, [message("server:crm-settings.factor-locked", { name: factor.name })]);
    await services.db.transaction(async (tx) => {
      await tx.delete(crmFactors).where(eq(crmFactors.id, factor.id));
      await audit(
        { action: "deleted", entity: "crm_factors", entityId: factor.id, details: { before: { name: factor.name } } },
        tx,
      );
    });
    return { id: factor.id, name: factor.name };
  },
});

const createOption = defineRoute({
  endpoint: crmSettingsEndpoints.createOption,
  access: CRM_FACTORS_REQUIREMENT,
  tag: "crm",
  summary: "Adds an option to a factor (only with a name and a factor of the network; names unique in the factor)",
  bodyIds: { factor_id: crmFactors },
  handler: async ({ services, session, body, audit }) => {
    const factor = await oneFactor(services.db, session, body.factor_id);
    const name = cleanText(body.name);
    const [taken] = await services.db
      .select({ id: crmData.id })
      .from(crmData)
      .where(and(eq(crmData.factorId, factor.id), sql`lower(${crmData.name}) = lower(${name})`))
      .limit(1);
    if (taken) throw invalidField("name", "crm-option-name-taken");
    return services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(crmData)
        .values({ multiStoreId: session.multiStoreId, factorId: factor.id, name, createdAt: services.now() })
        .returning({ id: crmData.id, name: crmData.name });
      if (!created) throw new Error("crm option insert failed");
      await audit(
        {
          action: "created",
          entity: "crm_data",
          entityId: created.id,
          details: { after: { name, factor: factor.name } },
        },
        tx,
      );
      return created;
    });
  },
});

const removeOption = defineRoute({
  endpoint: crmSettingsEndpoints.removeOption,
  access: CRM_FACTORS_REQUIREMENT,
  tag: "crm",
  summary: "Removes an option of a factor; an option given as a customer's loss reason is refused (409)",
  params: { id: crmData },
  handler: async ({ services, session, params, audit }) => {
    const [option] = await services.db
      .select({ id: crmData.id, name: crmData.name, factor: crmFactors.name })
      .from(crmData)
      .innerJoin(crmFactors, eq(crmFactors.id, crmData.factorId))
      .where(tenantScope(crmData, session, eq(crmData.id, params.id)));
    if (!option) throw notFound();
    const [usedByStage] = await services.db
      .select({ id: customerStages.id })
      .from(customerStages)
      .where(eq(customerStages.lossOptionId, option.id))
      .limit(1);
    const [usedByMove] = await services.db
      .select({ id: crmStageMoves.id })
      .from(crmStageMoves)
      .where(eq(crmStageMoves.lossOptionId, option.id))
      .limit(1);
    if (usedByStage || usedByMove)
      throw new HttpError(409, [message("server:crm-settings.option-is-loss-reason", { name: option.name })]);
    await services.db.transaction(async (tx) => {
      await tx.delete(crmData).where(eq(crmData.id, option.id));
      await audit(
        {
          action: "deleted",
          entity: "crm_data",
          entityId: option.id,
          details: { before: { name: option.name, factor: option.factor } },
        },
        tx,
      );
    });
    return { id: option.id, name: option.name };
  },
});

export const crmFactorsRoutes = [list, create, update, remove, createOption, removeOption];
