import { count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { CRM_REQUIREMENT } from "../../src/domain/crm-interactions.ts";
import type { ContactType, SellerDay } from "../../src/schemas/crm-interactions.ts";
import { crmInteractionsEndpoints } from "../../src/schemas/endpoints/crm-interactions.ts";
import { customers } from "../customers/schema.ts";
import { BUSINESS_TIME_ZONE, businessDate, defaultPeriod, listPage, withinDates } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { users } from "../users/schema.ts";
import { SECOND_FORMAT } from "./interactions-store.ts";
import { crmData, crmFactors, crmStageMoves, crmStages, customersInteractions, interactionContacts } from "./schema.ts";

// The CRM's own views of interactions (spec 2.9 CRM 1): the contacts made (/crm/contatos) and each seller's day
// with the period's conversions and losses (/crm/painel).

const contacts = interactionContacts;
const interactions = customersInteractions;

const contactsList = defineRoute({
  endpoint: crmInteractionsEndpoints.contacts,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "Contacts made in interactions, by period (made_at), type and seller (user_id); newest first",
  queryIds: { user_id: users },
  handler: async ({ services: { db, now }, session, query }) => {
    const seller = sql<string>`coalesce(${users.name}, '')`;
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: contacts, session },
      sort: {
        by: { made_at: contacts.madeAt, type: contacts.type, customer: sql`lower(${customers.name})`, seller },
        field: "made_at",
        direction: "desc",
        tieBreak: [desc(contacts.id)],
      },
      search: { columns: [customers.name, contacts.notes, users.name] },
      dates: { column: contacts.madeAt, period: defaultPeriod(query, now()) },
      where: [
        query.type ? eq(contacts.type, query.type) : undefined,
        query.user_id ? eq(contacts.userId, query.user_id) : undefined,
      ],
      rows: db
        .select({
          id: contacts.id,
          interactionId: contacts.interactionId,
          madeAt: sql<string>`to_char(${contacts.madeAt} at time zone ${BUSINESS_TIME_ZONE}, ${SECOND_FORMAT})`,
          type: contacts.type,
          customerId: interactions.customerId,
          customerName: customers.name,
          seller,
          notes: contacts.notes,
        })
        .from(contacts)
        .innerJoin(interactions, eq(interactions.id, contacts.interactionId))
        .leftJoin(customers, eq(customers.id, interactions.customerId))
        .leftJoin(users, eq(users.id, contacts.userId))
        .$dynamic(),
      totals: db
        .select({ count: count() })
        .from(contacts)
        .innerJoin(interactions, eq(interactions.id, contacts.interactionId))
        .leftJoin(customers, eq(customers.id, interactions.customerId))
        .leftJoin(users, eq(users.id, contacts.userId))
        .$dynamic(),
      item: (row) => ({
        id: row.id,
        interaction_id: row.interactionId,
        made_at: row.madeAt,
        type: row.type as ContactType,
        customer_id: row.customerId,
        customer_name: row.customerName ?? "",
        seller: row.seller,
        notes: row.notes,
      }),
    });
    return { data, meta };
  },
});

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const emptyDay = (userId: number, name: string): Mutable<SellerDay> => ({
  user_id: userId,
  name,
  calls_today: 0,
  pending: 0,
  overdue: 0,
  contacts: 0,
  conversions: 0,
  losses: 0,
});

const panel = defineRoute({
  endpoint: crmInteractionsEndpoints.panel,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary:
    "Each seller's day (next contacts today, after today and overdue, not yet made) and, in the period " +
    "(default this month), contacts made and customers moved to conversion or loss stages",
  handler: async ({ services: { db, now }, session, query }) => {
    const period = defaultPeriod(query, now());
    const todaySql = sql`(${now().toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date`;
    const nextDay = sql`(${interactions.nextContactAt} at time zone ${BUSINESS_TIME_ZONE})::date`;
    const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const [calls, made, moves, stages] = await Promise.all([
      db
        .select({
          userId: interactions.userId,
          today: countWhere(sql`${nextDay} = ${todaySql}`),
          pending: countWhere(sql`${nextDay} > ${todaySql}`),
          overdue: countWhere(sql`${nextDay} < ${todaySql}`),
        })
        .from(interactions)
        .where(tenantScope(interactions, session, eq(interactions.called, false)))
        .groupBy(interactions.userId),
      db
        .select({ userId: contacts.userId, made: count() })
        .from(contacts)
        .where(tenantScope(contacts, session, withinDates(contacts.madeAt, period)))
        .groupBy(contacts.userId),
      db
        .select({
          userId: crmStageMoves.userId,
          conversions: countWhere(sql`${crmStages.tag} = 'positive_ending'`),
          losses: countWhere(sql`${crmStages.tag} = 'negative_ending'`),
        })
        .from(crmStageMoves)
        .innerJoin(crmStages, eq(crmStages.id, crmStageMoves.toStageId))
        .where(tenantScope(crmStageMoves, session, withinDates(crmStageMoves.movedAt, period)))
        .groupBy(crmStageMoves.userId),
      db
        .select({
          stageId: crmStages.id,
          name: crmStages.name,
          tag: crmStages.tag,
          moves: sql<number>`count(${crmStageMoves.id})`.mapWith(Number),
        })
        .from(crmStages)
        .leftJoin(
          crmStageMoves,
          sql`${crmStageMoves.toStageId} = ${crmStages.id} and ${withinDates(crmStageMoves.movedAt, period) ?? sql`true`}`,
        )
        .where(tenantScope(crmStages, session))
        .groupBy(crmStages.id)
        .orderBy(crmStages.position, crmStages.id),
    ]);
    const ids = [
      ...new Set([...calls, ...made, ...moves].map((row) => row.userId).filter((id): id is number => id !== null)),
    ];
    const names =
      ids.length === 0
        ? []
        : await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(tenantScope(users, session, inArray(users.id, ids)));
    const days = new Map(names.map((user) => [user.id, emptyDay(user.id, user.name)]));
    for (const row of calls) {
      const day = days.get(row.userId);
      if (day) Object.assign(day, { calls_today: row.today, pending: row.pending, overdue: row.overdue });
    }
    for (const row of made) {
      const day = row.userId === null ? undefined : days.get(row.userId);
      if (day) day.contacts = row.made;
    }
    for (const row of moves) {
      const day = row.userId === null ? undefined : days.get(row.userId);
      if (day) Object.assign(day, { conversions: row.conversions, losses: row.losses });
    }
    const today = businessDate(now());
    return {
      initial_date: period.initial_date ?? today,
      final_date: period.final_date ?? today,
      sellers: [...days.values()].sort((a, b) => a.name.localeCompare(b.name)),
      stages: stages.map((stage) => ({
        stage_id: stage.stageId,
        name: stage.name,
        tag: stage.tag,
        moves: stage.moves,
      })),
    };
  },
});

const choices = defineRoute({
  endpoint: crmInteractionsEndpoints.choices,
  access: CRM_REQUIREMENT,
  tag: "crm",
  summary: "The network's funnel stages, CRM factors with their options and its users, for interactions and filters",
  handler: async ({ services: { db }, session }) => {
    const [stages, factors, options, sellers] = await Promise.all([
      db
        .select({ id: crmStages.id, name: crmStages.name, tag: crmStages.tag })
        .from(crmStages)
        .where(tenantScope(crmStages, session))
        .orderBy(crmStages.position, crmStages.id),
      db
        .select({ id: crmFactors.id, name: crmFactors.name })
        .from(crmFactors)
        .where(tenantScope(crmFactors, session))
        .orderBy(crmFactors.name),
      db
        .select({ id: crmData.id, factorId: crmData.factorId, name: crmData.name })
        .from(crmData)
        .where(tenantScope(crmData, session))
        .orderBy(crmData.name),
      db.select({ id: users.id, name: users.name }).from(users).where(tenantScope(users, session)).orderBy(users.name),
    ]);
    return {
      stages,
      factors: factors.map((factor) => ({
        ...factor,
        options: options.filter((o) => o.factorId === factor.id).map((o) => ({ id: o.id, name: o.name })),
      })),
      sellers,
    };
  },
});

export const interactionsPanelRoutes = [contactsList, panel, choices];
