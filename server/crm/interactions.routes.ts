import { count, desc, eq } from "drizzle-orm";
import { CRM_REQUIREMENT } from "../../src/domain/crm-interactions.ts";
import type { Interaction, InteractionInput, InteractionPatch } from "../../src/schemas/crm-interactions.ts";
import { crmInteractionsEndpoints } from "../../src/schemas/endpoints/crm-interactions.ts";
import { customers } from "../customers/schema.ts";
import { message, notFound, ValidationError } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { assertOwnUnit } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { products } from "../stock/schema.ts";
import { announceFunnelChange } from "./funnel-announce.ts";
import { currentStage, lossOptionFor, placeCard, stageTag } from "./funnel-move.ts";
import { announceInteraction } from "./interactions-announce.ts";
import {
  checkTime,
  type DbOrTx,
  insertContacts,
  insertData,
  insertOffers,
  interactionOut,
  loadInteraction,
  localTime,
  ownInteraction,
  relatedOf,
  selectInteractions,
} from "./interactions-store.ts";
import { crmData, crmStages, customersInteractions } from "./schema.ts";

// CRM interactions (spec 3, 4, 7): create with contacts, offers and factor data; change the interaction's own
// fields; remove; list by unit or customer. Every change is announced on the network's CRM channel.

const interactions = customersInteractions;

const customerRequired = () =>
  new ValidationError({ customer_id: [message("crm:interaction.server.customer-required")] });

/** The interaction's own columns from a create or patch body (fields left out are left out). */
function columnsOf(session: SessionInfo, body: InteractionPatch) {
  checkTime("next_contact_at", body.next_contact_at);
  assertOwnUnit(session, "company_id", body.company_id);
  return {
    ...(body.customer_id !== undefined ? { customerId: body.customer_id } : {}),
    ...(body.company_id !== undefined ? { companyId: body.company_id } : {}),
    ...(body.stage_id !== undefined ? { stageId: body.stage_id } : {}),
    ...(body.next_contact_at !== undefined
      ? { nextContactAt: body.next_contact_at === null ? null : localTime(body.next_contact_at) }
      : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(body.next_contact_notes !== undefined ? { nextContactNotes: body.next_contact_notes } : {}),
    ...(body.customer_temperature !== undefined ? { customerTemperature: body.customer_temperature } : {}),
    ...(body.seasonal_value !== undefined ? { seasonalValue: body.seasonal_value } : {}),
    ...(body.monthly_value !== undefined ? { monthlyValue: body.monthly_value } : {}),
    ...(body.called !== undefined ? { called: body.called } : {}),
    ...(body.crm_squad !== undefined ? { crmSquad: body.crm_squad } : {}),
  };
}

const changeOf = (action: "created" | "updated" | "deleted", interaction: Interaction) => ({
  action,
  interaction_id: interaction.id,
  customer_id: interaction.customer_id,
  stage_id: interaction.stage_id,
  user_id: interaction.user_id,
});

async function mustLoad(db: DbOrTx, session: SessionInfo, id: number): Promise<Interaction> {
  const interaction = await loadInteraction(db, session, id);
  if (!interaction) throw notFound();
  return interaction;
}

const defaultCompany = (session: SessionInfo) => session.companyIds[0] ?? null;

type Tx = Parameters<Parameters<Services["db"]["transaction"]>[0]>[0];
type Moved = { readonly customerId: number; readonly stageId: number };

/**
 * An interaction logged at another stage than the customer's card moves the card there (a loss stage takes its
 * reason from the interaction's options of 'Motivo da perda'); the same stage, or none, leaves the card alone.
 */
async function followStage(
  tx: Tx,
  session: SessionInfo,
  customerId: number,
  stageId: number | null | undefined,
  optionIds: ReadonlyArray<number>,
  companyId: number,
  now: Date,
): Promise<Moved | null> {
  if (stageId === null || stageId === undefined) return null;
  const current = await currentStage(tx, session, customerId);
  if (current?.stageId === stageId) return null;
  const lossOptionId = await lossOptionFor(tx, session, await stageTag(tx, session, stageId), optionIds, "stage_id");
  await placeCard(tx, session, { customerId, stageId, lossOptionId, companyId: () => companyId, now });
  return { customerId, stageId };
}

const announceCardMove = (services: Services, session: SessionInfo, moved: Moved) =>
  announceFunnelChange(services, session.multiStoreId, {
    kind: "moved",
    stage_id: moved.stageId,
    customer_ids: [moved.customerId],
    user_id: session.userId,
  });

async function create(services: Services, session: SessionInfo, body: InteractionInput) {
  if (body.customer_id == null) throw customerRequired();
  for (const [index, contact] of (body.contacts ?? []).entries())
    checkTime(`contacts.${index}.made_at`, contact.made_at);
  const companyId = body.company_id ?? defaultCompany(session);
  if (companyId === null) throw new ValidationError({ company_id: [message("validation:required")] });
  const id = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(interactions)
      .values({
        ...columnsOf(session, body),
        multiStoreId: session.multiStoreId,
        companyId,
        userId: session.userId,
        createdAt: services.now(),
        updatedAt: services.now(),
      })
      .returning({ id: interactions.id });
    if (!row) throw new Error("interaction insert failed");
    await insertContacts(tx, session, row.id, body.contacts ?? []);
    await insertOffers(tx, session, row.id, body.offers ?? []);
    const optionIds = (body.data ?? []).map((d) => d.option_id);
    await insertData(tx, session, row.id, optionIds);
    const moved = await followStage(
      tx,
      session,
      body.customer_id as number,
      body.stage_id,
      optionIds,
      companyId,
      services.now(),
    );
    return { id: row.id, moved };
  });
  if (id.moved) await announceCardMove(services, session, id.moved);
  return mustLoad(services.db, session, id.id);
}

const createRoute = defineRoute({
  endpoint: crmInteractionsEndpoints.create,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary:
    "Creates an interaction with a customer for the signed-in seller, with its contacts made, offers and factor " +
    "options (crm_data ids); times YYYY-MM-DD HH:mm (contacts HH:mm:ss) in São Paulo time",
  bodyIds: {
    customer_id: customers,
    company_id: companies,
    stage_id: crmStages,
    "offers[].product_id": products,
    "data[].option_id": crmData,
  },
  handler: async ({ services, session, body, audit }) => {
    const saved = await create(services, session, body);
    await audit({ module: "CRM", action: "created", entity: "customers_interactions", entityId: saved.id });
    await announceInteraction(services, session.multiStoreId, changeOf("created", saved));
    return saved;
  },
});

const updateRoute = defineRoute({
  endpoint: crmInteractionsEndpoints.update,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Changes an interaction's own fields (contacts, offers, files and data have their own endpoints)",
  params: { id: interactions },
  bodyIds: { customer_id: customers, company_id: companies, stage_id: crmStages },
  handler: async ({ services, session, params, body, audit }) => {
    if (body.customer_id === null) throw customerRequired();
    const columns = columnsOf(session, body);
    const moved = await services.db.transaction(async (tx) => {
      await tx
        .update(interactions)
        .set({ ...columns, updatedAt: services.now() })
        .where(ownInteraction(session, params.id));
      if (body.stage_id === undefined) return null;
      const current = await mustLoad(tx, session, params.id);
      if (current.customer_id === null) return null;
      const optionIds = (current.data ?? []).map((d) => d.option_id);
      return followStage(
        tx,
        session,
        current.customer_id,
        body.stage_id,
        optionIds,
        current.company_id,
        services.now(),
      );
    });
    if (moved) await announceCardMove(services, session, moved);
    const saved = await mustLoad(services.db, session, params.id);
    await audit({
      module: "CRM",
      action: "updated",
      entity: "customers_interactions",
      entityId: saved.id,
      details: { fields: Object.keys(body) },
    });
    await announceInteraction(services, session.multiStoreId, changeOf("updated", saved));
    return saved;
  },
});

const removeRoute = defineRoute({
  endpoint: crmInteractionsEndpoints.remove,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Removes an interaction with its contacts, offers, files and factor data",
  params: { id: interactions },
  handler: async ({ services, session, params, audit }) => {
    const current = await mustLoad(services.db, session, params.id);
    await services.db.delete(interactions).where(ownInteraction(session, params.id));
    await audit({ module: "CRM", action: "deleted", entity: "customers_interactions", entityId: params.id });
    await announceInteraction(services, session.multiStoreId, changeOf("deleted", current));
    return { ok: true };
  },
});

const detailRoute = defineRoute({
  endpoint: crmInteractionsEndpoints.detail,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "One interaction with its contacts made, offers, files and factor data",
  params: { id: interactions },
  handler: ({ services, session, params }) => mustLoad(services.db, session, params.id),
});

const isTrue = (flag: string | undefined) => flag === "true" || flag === "1";

const listRoute = defineRoute({
  endpoint: crmInteractionsEndpoints.list,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary:
    "Interactions of the network, by unit (company_id) or customer (customer_id); sort_by id, created_at or " +
    "next_contact_at; limit is per_page; verbose=true adds contacts, offers, files and data; pagination=false " +
    "answers the first page only (e.g. the last interaction: limit=1, sort_by=id, sort_direction=desc)",
  queryIds: { company_id: companies, customer_id: customers },
  handler: async ({ services: { db }, session, query }) => {
    const paged = {
      ...query,
      sort_field: query.sort_by ?? query.sort_field,
      per_page: query.limit ?? query.per_page,
      page: query.pagination === "false" || query.pagination === "0" ? 1 : query.page,
    };
    const { data, meta } = await listPage({
      db,
      query: paged,
      scope: { table: interactions, session },
      sort: {
        by: { id: interactions.id, created_at: interactions.createdAt, next_contact_at: interactions.nextContactAt },
        field: "id",
        direction: "desc",
        tieBreak: [desc(interactions.id)],
        nullsLast: true,
      },
      search: { columns: [customers.name, interactions.notes] },
      dates: { column: interactions.createdAt },
      where: [
        query.company_id ? eq(interactions.companyId, query.company_id) : undefined,
        query.customer_id ? eq(interactions.customerId, query.customer_id) : undefined,
      ],
      rows: selectInteractions(db),
      totals: db
        .select({ count: count() })
        .from(interactions)
        .leftJoin(customers, eq(customers.id, interactions.customerId))
        .$dynamic(),
      item: interactionOut,
    });
    if (!isTrue(query.verbose)) return { data, meta };
    const related = await relatedOf(
      db,
      session,
      data.map((interaction) => interaction.id),
    );
    return { data: data.map((interaction) => ({ ...interaction, ...related.get(interaction.id) })), meta };
  },
});

export const interactionsRoutes = [createRoute, updateRoute, removeRoute, detailRoute, listRoute];
