import { and, eq, inArray, sql } from "drizzle-orm";
import { CRM_FUNNEL_REQUIREMENT } from "../../src/domain/permissions.ts";
import { crmFunnelEndpoints } from "../../src/schemas/endpoints/crm-funnel.ts";
import { customers } from "../customers/schema.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { assertOwnUnit } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { announceFunnelChange } from "./funnel-announce.ts";
import { funnelInvalid, lossOptionFor, placeCard, stageTag } from "./funnel-move.ts";
import { importCandidates, lossOptions, networkSellers, readFunnel } from "./funnel-read.ts";
import { crmData, crmStageMoves, crmStages, customerStages } from "./schema.ts";

// The sales funnel (spec 2.9 CRM 1; docs/api/crm.md, Funnel): the stages with their cards, moving a card (a loss
// stage asks why, from the factor 'Motivo da perda') and importing customers into a stage. Every write keeps the
// customer's one customer_stages row and a crm_stage_moves row in one transaction, then tells open funnels.

const invalid = funnelInvalid;

const list = defineRoute({
  endpoint: crmFunnelEndpoints.list,
  access: CRM_FUNNEL_REQUIREMENT,
  tag: "crm",
  summary:
    "The network's funnel stages in order; with customers=true each stage's cards, filtered by the CRM filter query",
  queryIds: { company_id: companies, userId: users },
  handler: async ({ services: { db }, session, query }) => {
    const [funnel, options, sellers] = await Promise.all([
      readFunnel(db, session, query),
      lossOptions(db, session.multiStoreId),
      networkSellers(db, session.multiStoreId),
    ]);
    return {
      data: funnel.stages,
      meta: { page: 1, per_page: funnel.perPage, total: funnel.total },
      loss_options: options,
      sellers,
    };
  },
});

const candidates = defineRoute({
  endpoint: crmFunnelEndpoints.candidates,
  access: CRM_FUNNEL_REQUIREMENT,
  tag: "crm",
  summary: "Active customers of the network whose name holds filter, those not in the funnel first (import modal)",
  handler: async ({ services: { db }, session, query }) => ({
    data: await importCandidates(db, session.multiStoreId, query.filter),
  }),
});

const unitOf = (session: SessionInfo, companyId: number | undefined): number => {
  const unit = companyId ?? session.companyIds[0];
  if (unit === undefined || !session.companyIds.includes(unit)) throw invalid("company_id", "unit");
  return unit;
};

const move = defineRoute({
  endpoint: crmFunnelEndpoints.move,
  access: CRM_FUNNEL_REQUIREMENT,
  tag: "crm",
  summary:
    "Moves a customer's card to a stage (entering the funnel if new); a negative_ending stage needs loss_option_id",
  params: { stageId: crmStages, customerId: customers },
  bodyIds: { loss_option_id: crmData, company_id: companies },
  handler: async ({ services, session, params, body, audit }) => {
    const { db } = services;
    const tag = await stageTag(db, session, params.stageId);
    const lossOptionId = await lossOptionFor(
      db,
      session,
      tag,
      body.loss_option_id === null || body.loss_option_id === undefined ? [] : [body.loss_option_id],
    );
    const now = services.now();
    const moved = await db.transaction(async (tx) => {
      const { companyId, fromStageId } = await placeCard(tx, session, {
        customerId: params.customerId,
        stageId: params.stageId,
        lossOptionId,
        companyId: () => unitOf(session, body.company_id),
        now,
      });
      await audit(
        {
          action: "crm_card_moved",
          entity: "customers",
          entityId: params.customerId,
          companyId,
          details: { from: fromStageId, to: params.stageId, lossOptionId },
        },
        tx,
      );
      return {
        customer_id: params.customerId,
        from_stage_id: fromStageId,
        stage_id: params.stageId,
        loss_option_id: lossOptionId,
      };
    });
    await announceFunnelChange(services, session.multiStoreId, {
      kind: "moved",
      stage_id: params.stageId,
      customer_ids: [params.customerId],
      user_id: session.userId,
    });
    return moved;
  },
});

const bulkImport = defineRoute({
  endpoint: crmFunnelEndpoints.bulkImport,
  access: CRM_FUNNEL_REQUIREMENT,
  tag: "crm",
  summary:
    "Puts customers into a stage (new to the funnel, or moved), given in turn to the sellers in users; not into a loss stage",
  params: { id: crmStages },
  bodyIds: { "customers_ids[]": customers, "users[]": users, company_id: companies },
  handler: async ({ services, session, params, body, audit }) => {
    const { db } = services;
    const customerIds = [...new Set(body.customers_ids)];
    if (customerIds.length === 0) throw invalid("customers_ids", "customers-required");
    // A loss needs a reason per customer, which an import does not ask.
    if ((await stageTag(db, session, params.id)) === "negative_ending") throw invalid("stage_id", "import-loss-stage");
    const sellers = [...new Set(body.users ?? [])];
    if (sellers.length > 0) {
      const inactive = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, sellers), eq(users.active, false)));
      if (inactive.length > 0) throw invalid("users", "seller-inactive");
    }
    const unit = body.company_id;
    assertOwnUnit(session, "company_id", unit);
    const now = services.now();
    await db.transaction(async (tx) => {
      const current = await tx
        .select({
          customerId: customerStages.customerId,
          stageId: customerStages.stageId,
          companyId: customerStages.companyId,
          userId: customerStages.userId,
        })
        .from(customerStages)
        .where(
          and(eq(customerStages.multiStoreId, session.multiStoreId), inArray(customerStages.customerId, customerIds)),
        )
        .for("update");
      const byCustomer = new Map(current.map((row) => [row.customerId, row]));
      const rows = customerIds.map((customerId, index) => {
        const before = byCustomer.get(customerId);
        return {
          multiStoreId: session.multiStoreId,
          companyId: unit ?? before?.companyId ?? unitOf(session, undefined),
          customerId,
          stageId: params.id,
          userId: sellers.length > 0 ? (sellers[index % sellers.length] ?? null) : (before?.userId ?? session.userId),
          lossOptionId: null,
          movedAt: now,
          fromStageId: before?.stageId ?? null,
        };
      });
      await tx
        .insert(customerStages)
        .values(rows.map(({ fromStageId: _, ...row }) => row))
        .onConflictDoUpdate({
          target: [customerStages.multiStoreId, customerStages.customerId],
          set: {
            stageId: sql`excluded.stage_id`,
            companyId: sql`excluded.company_id`,
            userId: sql`excluded.user_id`,
            lossOptionId: null,
            movedAt: sql`excluded.moved_at`,
          },
        });
      await tx.insert(crmStageMoves).values(
        rows.map((row) => ({
          multiStoreId: row.multiStoreId,
          companyId: row.companyId,
          customerId: row.customerId,
          fromStageId: row.fromStageId,
          toStageId: params.id,
          userId: session.userId,
          movedAt: now,
        })),
      );
      await audit(
        {
          action: "crm_customers_imported",
          entity: "crm_stages",
          entityId: params.id,
          details: { customers: customerIds.length, users: sellers },
        },
        tx,
      );
    });
    await announceFunnelChange(services, session.multiStoreId, {
      kind: "imported",
      stage_id: params.id,
      customer_ids: customerIds,
      user_id: session.userId,
    });
    return { stage_id: params.id, imported: customerIds.length };
  },
});

export const funnelRoutes = [list, candidates, move, bulkImport];
