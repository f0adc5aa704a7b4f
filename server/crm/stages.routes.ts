import { and, asc, count, eq, sql } from "drizzle-orm";
import { CRM_STAGES_REQUIREMENT, CUSTOMER_EXPORT_REQUIREMENT } from "../../src/domain/permissions.ts";
import { moved } from "../../src/domain/crm-settings.ts";
import { cleanText } from "../../src/domain/text.ts";
import type { CrmStage } from "../../src/schemas/crm-settings.ts";
import { crmSettingsEndpoints } from "../../src/schemas/endpoints/crm-settings.ts";
import type { Db } from "../db/client.ts";
import { HttpError, invalidField, message, notFound } from "../http/errors.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { crmStageMoves, crmStages, customerStages } from "./schema.ts";

// Funnel stages (/settings/customers-stages, CNF 5, issue 15): in order, with their spec 4 tag. At most one stage
// begins the funnel; names are unique in the network; a stage still holding customers is not deleted.

type Row = typeof crmStages.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const stageOut = (row: Row, customers: number): CrmStage => ({
  id: row.id,
  name: row.name,
  tag: row.tag as CrmStage["tag"],
  position: row.position,
  customers,
});

const audited = (row: Row) => ({ name: row.name, tag: row.tag, position: row.position });

/** The network's stages in order, locked for the write under way (two admins reordering at once queue up). */
async function lockedStages(tx: Tx, session: SessionInfo): Promise<Row[]> {
  return tx
    .select()
    .from(crmStages)
    .where(tenantScope(crmStages, session))
    .orderBy(asc(crmStages.position), asc(crmStages.id))
    .for("update");
}

async function customersIn(db: Db | Tx, session: SessionInfo, stageId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerStages)
    .where(tenantScope(customerStages, session, eq(customerStages.stageId, stageId)));
  return row?.n ?? 0;
}

function refuseTakenName(stages: ReadonlyArray<Row>, name: string, id: number | null): void {
  const lower = name.toLocaleLowerCase("pt-BR");
  if (stages.some((s) => s.id !== id && s.name.toLocaleLowerCase("pt-BR") === lower))
    throw invalidField("name", "crm-stage-name-taken");
}

function refuseSecondBegin(stages: ReadonlyArray<Row>, tag: string | undefined, id: number | null): void {
  if (tag !== "begin") return;
  const other = stages.find((s) => s.id !== id && s.tag === "begin");
  if (other) throw invalidField("tag", "crm-stage-begin-taken", { name: other.name });
}

/** Writes positions 0..n-1 in the given order, only for the stages whose position changed. */
async function renumber(tx: Tx, order: ReadonlyArray<Row>): Promise<void> {
  for (const [position, stage] of order.entries()) {
    if (stage.position !== position) await tx.update(crmStages).set({ position }).where(eq(crmStages.id, stage.id));
  }
}

const list = defineRoute({
  endpoint: crmSettingsEndpoints.listStages,
  access: [CRM_STAGES_REQUIREMENT, { slug: "CRM", code: 1 }, CUSTOMER_EXPORT_REQUIREMENT],
  tag: "crm",
  summary: "The network's funnel stages in order, with their tag and how many customers each holds",
  handler: async ({ services: { db }, session }) => {
    const held = db
      .select({ stageId: customerStages.stageId, n: count().as("n") })
      .from(customerStages)
      .where(eq(customerStages.multiStoreId, session.multiStoreId))
      .groupBy(customerStages.stageId)
      .as("held");
    const rows = await db
      .select({ stage: crmStages, n: sql<number>`coalesce(${held.n}, 0)::int` })
      .from(crmStages)
      .leftJoin(held, eq(held.stageId, crmStages.id))
      .where(tenantScope(crmStages, session))
      .orderBy(asc(crmStages.position), asc(crmStages.id));
    return { data: rows.map((r) => stageOut(r.stage, Number(r.n))) };
  },
});

const create = defineRoute({
  endpoint: crmSettingsEndpoints.createStage,
  access: CRM_STAGES_REQUIREMENT,
  tag: "crm",
  summary: "Adds a funnel stage, last unless a position is given; at most one begin stage; names unique",
  handler: async ({ services, session, body, audit }) => {
    const name = cleanText(body.name);
    const tag = body.tag ?? "none";
    const row = await services.db.transaction(async (tx) => {
      const stages = await lockedStages(tx, session);
      refuseTakenName(stages, name, null);
      refuseSecondBegin(stages, tag, null);
      const [created] = await tx
        .insert(crmStages)
        .values({ multiStoreId: session.multiStoreId, name, tag, position: stages.length })
        .returning();
      if (!created) throw new Error("crm stage insert failed");
      const order = moved([...stages, created], stages.length, body.position ?? stages.length);
      await renumber(tx, order);
      const placed = { ...created, position: order.indexOf(created) };
      await audit(
        { action: "created", entity: "crm_stages", entityId: created.id, details: { after: audited(placed) } },
        tx,
      );
      return placed;
    });
    return stageOut(row, 0);
  },
});

const update = defineRoute({
  endpoint: crmSettingsEndpoints.updateStage,
  access: CRM_STAGES_REQUIREMENT,
  tag: "crm",
  summary:
    "Renames, re-tags or moves a stage (position: its new place, the others shift); fields left out keep their value",
  params: { id: crmStages },
  handler: async ({ services, session, params, body, audit }) => {
    const row = await services.db.transaction(async (tx) => {
      const stages = await lockedStages(tx, session);
      const before = stages.find((s) => s.id === params.id);
      if (!before) throw notFound();
      const name = body.name === undefined ? before.name : cleanText(body.name);
      refuseTakenName(stages, name, before.id);
      refuseSecondBegin(stages, body.tag, before.id);
      const tag = body.tag ?? before.tag;
      let after = before;
      if (name !== before.name || tag !== before.tag) {
        const [changed] = await tx
          .update(crmStages)
          .set({ name, tag, updatedAt: services.now() })
          .where(eq(crmStages.id, before.id))
          .returning();
        if (!changed) throw notFound();
        after = changed;
      }
      if (body.position !== undefined) {
        const order = moved(stages, stages.indexOf(before), body.position);
        await renumber(tx, order);
        after = { ...after, position: order.indexOf(before) };
      }
      await audit(
        {
          action: "updated",
          entity: "crm_stages",
          entityId: before.id,
          details: { before: audited(before), after: audited(after) },
        },
        tx,
      );
      return after;
    });
    return stageOut(row, await customersIn(services.db, session, row.id));
  },
});

const remove = defineRoute({
  endpoint: crmSettingsEndpoints.removeStage,
  access: CRM_STAGES_REQUIREMENT,
  tag: "crm",
  summary: "Deletes a stage that holds no customer and no funnel history (409 says why otherwise); the others close up",
  params: { id: crmStages },
  handler: async ({ services, session, params, audit }) => {
    return services.db.transaction(async (tx) => {
      const stages = await lockedStages(tx, session);
      const stage = stages.find((s) => s.id === params.id);
      if (!stage) throw notFound();
      const held = await customersIn(tx, session, stage.id);
      if (held > 0)
        throw new HttpError(409, [
          message("server:crm-settings.stage-has-customers", { name: stage.name, count: held }),
        ]);
      const [moves] = await tx
        .select({ id: crmStageMoves.id })
        .from(crmStageMoves)
        .where(
          and(
            eq(crmStageMoves.multiStoreId, session.multiStoreId),
            sql`(${crmStageMoves.toStageId} = ${stage.id} or ${crmStageMoves.fromStageId} = ${stage.id})`,
          ),
        )
        .limit(1);
      if (moves) throw new HttpError(409, [message("server:crm-settings.stage-has-history", { name: stage.name })]);
      await tx.delete(crmStages).where(eq(crmStages.id, stage.id));
      await renumber(
        tx,
        stages.filter((s) => s.id !== stage.id),
      );
      await audit(
        { action: "deleted", entity: "crm_stages", entityId: stage.id, details: { before: audited(stage) } },
        tx,
      );
      return { id: stage.id, name: stage.name };
    });
  },
});

export const crmStagesRoutes = [list, create, update, remove];
