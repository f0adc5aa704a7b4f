import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type {
  Interaction,
  InteractionContact,
  InteractionContactInput,
  InteractionDataItem,
  InteractionOffer,
  InteractionOfferInput,
} from "../../src/schemas/crm-interactions.ts";
import { isLocalDateTime } from "../../src/domain/crm-interactions.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { customers } from "../customers/schema.ts";
import { invalidField } from "../http/errors.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { users } from "../users/schema.ts";
import {
  crmData,
  crmFactors,
  crmStages,
  customersInteractions,
  interactionContacts,
  interactionData,
  interactionFiles,
  interactionOffers,
} from "./schema.ts";

// Reading and writing interactions with what they hold; the routes add the rules of the request around it.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

const interactions = customersInteractions;

/** "YYYY-MM-DD HH:mm[:ss]" in São Paulo time as timestamptz. */
export const localTime = (text: string): SQL<Date> =>
  sql`(${text}::timestamp at time zone ${BUSINESS_TIME_ZONE})`.mapWith((value) => new Date(value));

const localText = (column: SQL | typeof interactions.nextContactAt, format: string) =>
  sql<string | null>`to_char(${column} at time zone ${BUSINESS_TIME_ZONE}, ${format})`;

export const MINUTE_FORMAT = "YYYY-MM-DD HH24:MI";
export const SECOND_FORMAT = "YYYY-MM-DD HH24:MI:SS";

/** A 422 on `field` when the time names no real minute. */
export function checkTime(field: string, text: string | null | undefined): void {
  if (text && !isLocalDateTime(text)) throw invalidField(field, "date");
}

const interactionColumns = {
  id: interactions.id,
  companyId: interactions.companyId,
  customerId: interactions.customerId,
  customerName: customers.name,
  userId: interactions.userId,
  userName: users.name,
  stageId: interactions.stageId,
  stageName: crmStages.name,
  nextContactAt: localText(interactions.nextContactAt, MINUTE_FORMAT),
  notes: interactions.notes,
  nextContactNotes: interactions.nextContactNotes,
  temperature: interactions.customerTemperature,
  seasonalValue: interactions.seasonalValue,
  monthlyValue: interactions.monthlyValue,
  called: interactions.called,
  crmSquad: interactions.crmSquad,
  createdAt: sql<string>`to_char(${interactions.createdAt} at time zone ${BUSINESS_TIME_ZONE}, ${MINUTE_FORMAT})`,
};

/** The select of interactions with their customer, seller and stage names; the caller adds where and order. */
export const selectInteractions = (db: DbOrTx) =>
  db
    .select(interactionColumns)
    .from(interactions)
    .innerJoin(users, eq(users.id, interactions.userId))
    .leftJoin(customers, eq(customers.id, interactions.customerId))
    .leftJoin(crmStages, eq(crmStages.id, interactions.stageId))
    .$dynamic();

export type InteractionRow = Awaited<ReturnType<ReturnType<typeof selectInteractions>["execute"]>>[number];

export const interactionOut = (row: InteractionRow): Interaction => ({
  id: row.id,
  company_id: row.companyId,
  customer_id: row.customerId,
  customer_name: row.customerName ?? "",
  user_id: row.userId,
  user_name: row.userName,
  stage_id: row.stageId,
  stage_name: row.stageName ?? "",
  next_contact_at: row.nextContactAt,
  notes: row.notes ?? "",
  next_contact_notes: row.nextContactNotes ?? "",
  customer_temperature: row.temperature,
  seasonal_value: row.seasonalValue,
  monthly_value: row.monthlyValue,
  called: row.called,
  crm_squad: row.crmSquad ?? "",
  created_at: row.createdAt,
});

/** Contacts, offers, files and factor data of the interactions `ids`, by interaction. */
export async function relatedOf(db: DbOrTx, session: SessionInfo, ids: ReadonlyArray<number>) {
  const none = {
    contacts: [] as InteractionContact[],
    offers: [] as InteractionOffer[],
    files: [] as Array<{ id: number; name: string; content_type: string; size: number }>,
    data: [] as InteractionDataItem[],
  };
  const byId = new Map(ids.map((id) => [id, structuredClone(none)]));
  if (ids.length === 0) return byId;
  const of = (table: { interactionId: AnyPgColumn }) => inArray(table.interactionId, [...ids]);
  const [contacts, offers, files, data] = await readAll(db, [
    () =>
      db
        .select({
          id: interactionContacts.id,
          interactionId: interactionContacts.interactionId,
          type: interactionContacts.type,
          madeAt: sql<string>`to_char(${interactionContacts.madeAt} at time zone ${BUSINESS_TIME_ZONE}, ${SECOND_FORMAT})`,
          notes: interactionContacts.notes,
          userName: users.name,
        })
        .from(interactionContacts)
        .leftJoin(users, eq(users.id, interactionContacts.userId))
        .where(tenantScope(interactionContacts, session, of(interactionContacts)))
        .orderBy(asc(interactionContacts.madeAt), asc(interactionContacts.id)),
    () =>
      db
        .select()
        .from(interactionOffers)
        .where(tenantScope(interactionOffers, session, of(interactionOffers)))
        .orderBy(asc(interactionOffers.id)),
    () =>
      db
        .select()
        .from(interactionFiles)
        .where(tenantScope(interactionFiles, session, of(interactionFiles)))
        .orderBy(asc(interactionFiles.id)),
    () =>
      db
        .select({
          id: interactionData.id,
          interactionId: interactionData.interactionId,
          factorId: interactionData.factorId,
          factorName: crmFactors.name,
          optionId: interactionData.optionId,
          optionName: crmData.name,
        })
        .from(interactionData)
        .innerJoin(crmFactors, eq(crmFactors.id, interactionData.factorId))
        .innerJoin(crmData, eq(crmData.id, interactionData.optionId))
        .where(tenantScope(interactionData, session, of(interactionData)))
        .orderBy(asc(interactionData.id)),
  ]);
  for (const c of contacts)
    byId.get(c.interactionId)?.contacts.push({
      id: c.id,
      type: c.type as InteractionContact["type"],
      made_at: c.madeAt,
      notes: c.notes,
      user_name: c.userName ?? "",
    });
  for (const o of offers)
    byId.get(o.interactionId)?.offers.push({
      id: o.id,
      product_id: o.productId,
      description: o.description,
      quantity: Number(o.quantity),
      value: o.value,
    });
  for (const f of files)
    byId.get(f.interactionId)?.files.push({ id: f.id, name: f.name, content_type: f.contentType, size: f.size });
  for (const d of data)
    byId.get(d.interactionId)?.data.push({
      id: d.id,
      factor_id: d.factorId,
      factor_name: d.factorName,
      option_id: d.optionId,
      option_name: d.optionName,
    });
  return byId;
}

/** One interaction of the session's network with everything it holds, or null. */
export async function loadInteraction(db: DbOrTx, session: SessionInfo, id: number): Promise<Interaction | null> {
  const [row] = await selectInteractions(db).where(tenantScope(interactions, session, eq(interactions.id, id)));
  if (!row) return null;
  const related = (await relatedOf(db, session, [id])).get(id);
  return { ...interactionOut(row), ...related };
}

export async function insertContacts(
  tx: DbOrTx,
  session: SessionInfo,
  interactionId: number,
  contacts: ReadonlyArray<InteractionContactInput>,
): Promise<number[]> {
  if (contacts.length === 0) return [];
  const rows = await tx
    .insert(interactionContacts)
    .values(
      contacts.map((contact) => ({
        multiStoreId: session.multiStoreId,
        interactionId,
        type: contact.type,
        madeAt: localTime(contact.made_at),
        userId: session.userId,
        notes: contact.notes ?? "",
      })),
    )
    .returning({ id: interactionContacts.id });
  return rows.map((row) => row.id);
}

export async function insertOffers(
  tx: DbOrTx,
  session: SessionInfo,
  interactionId: number,
  offers: ReadonlyArray<InteractionOfferInput>,
): Promise<number[]> {
  if (offers.length === 0) return [];
  const rows = await tx
    .insert(interactionOffers)
    .values(
      offers.map((offer) => ({
        multiStoreId: session.multiStoreId,
        interactionId,
        productId: offer.product_id ?? null,
        description: offer.description ?? "",
        quantity: String(offer.quantity ?? 1),
        value: offer.value,
      })),
    )
    .returning({ id: interactionOffers.id });
  return rows.map((row) => row.id);
}

/** Records factor options (crm_data ids of the network, checked by the pipeline) on an interaction; repeats kept once. */
export async function insertData(
  tx: DbOrTx,
  session: SessionInfo,
  interactionId: number,
  optionIds: ReadonlyArray<number>,
): Promise<number[]> {
  const unique = [...new Set(optionIds)];
  if (unique.length === 0) return [];
  const options = await tx
    .select({ id: crmData.id, factorId: crmData.factorId })
    .from(crmData)
    .where(tenantScope(crmData, session, inArray(crmData.id, unique)));
  const rows = await tx
    .insert(interactionData)
    .values(
      options.map((option) => ({
        multiStoreId: session.multiStoreId,
        interactionId,
        factorId: option.factorId,
        optionId: option.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: interactionData.id });
  return rows.map((row) => row.id);
}

/** Where an interaction of the network with `id` is. */
export const ownInteraction = (session: SessionInfo, id: number) =>
  tenantScope(interactions, session, eq(interactions.id, id));
