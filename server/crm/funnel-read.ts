import { type SQL, sql } from "drizzle-orm";
import type { FunnelCard, FunnelOperator, FunnelQuery, FunnelStage, StageTag } from "../../src/schemas/crm-funnel.ts";
import { centsToDecimalString, parseMoney, sumBigCents } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";
import type { SessionInfo } from "../http/route.ts";
import { LOSS_REASON_FACTOR } from "./start.ts";

// Reads the funnel of GET /api/v1/customers_stages: stages in order, each with its cards, filtered on the server by
// spec 3's CRM filter query against each customer's latest interaction (limit 1, newest first by id).

/** At most this many cards per stage travel; the counts and sums cover them all. */
export const CARDS_PER_STAGE = 300;

const COMPARE: Record<FunnelOperator, SQL> = { gte: sql.raw(">="), lte: sql.raw("<="), equal: sql.raw("=") };

const compare = (column: SQL, operator: FunnelOperator | undefined, value: string | undefined): SQL | null =>
  operator && value !== undefined ? sql`coalesce(${column}, 0) ${COMPARE[operator]} ${value}::numeric` : null;

const localDay = (column: SQL) => sql`(${column} at time zone ${BUSINESS_TIME_ZONE})::date`;

/** The conditions of the filter query on a card row (`cs` the customer's stage, `li` its latest interaction). */
function filters(query: FunnelQuery): SQL[] {
  const conditions: Array<SQL | null> = [
    query.customerName ? sql`c.name ilike ${`%${query.customerName.replace(/[\\%_]/g, "\\$&")}%`}` : null,
    compare(sql`li.customer_temperature`, query.customerTemperatureOperator, query.customerTemperatureValue),
    compare(sql`li.seasonal_value`, query.seasonalValueOperator, query.seasonalValueValue),
    compare(sql`li.monthly_value`, query.monthlyValueOperator, query.monthlyValueValue),
    query.initialNextContactDate
      ? sql`${localDay(sql`li.next_contact_at`)} >= ${query.initialNextContactDate}::date`
      : null,
    query.finalNextContactDate
      ? sql`${localDay(sql`li.next_contact_at`)} <= ${query.finalNextContactDate}::date`
      : null,
    query.userId !== undefined ? sql`cs.user_id = ${query.userId}` : null,
    query.called !== undefined ? sql`coalesce(li.called, false) = ${query.called === "true"}` : null,
    query.customerGroups
      ? sql`exists (select 1 from customer_group_members m join customer_groups g on g.id = m.group_id
          where m.customer_id = cs.customer_id and g.multi_store_id = cs.multi_store_id
          and g.id in (${sql.join(
            query.customerGroups.split(",").map((id) => sql`${Number(id)}`),
            sql`, `,
          )}))`
      : null,
  ];
  return conditions.filter((condition): condition is SQL => condition !== null);
}

type StageRow = { id: number; name: string; tag: string; position: number; color: string };
type CardRow = {
  stage_id: number;
  customer_id: number;
  customer_name: string;
  company_id: number;
  user_id: number | null;
  user_name: string | null;
  loss_option_id: number | null;
  loss_option_name: string | null;
  moved_at: string;
  interaction_id: number | null;
  customer_temperature: number | null;
  next_contact_at: string | null;
  seasonal_value: string | null;
  monthly_value: string | null;
  called: boolean | null;
  notes: string | null;
  interaction_user: string | null;
  interaction_at: string | null;
  rank: number;
};

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const asTag = (tag: string): StageTag =>
  tag === "begin" || tag === "positive_ending" || tag === "negative_ending" ? tag : "none";

const minute = (column: SQL) => sql`to_char(${column} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;

/** The card of a row (money as numeric text with two places). */
function cardOf(row: CardRow): FunnelCard {
  return {
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    company_id: row.company_id,
    user_id: row.user_id,
    user_name: row.user_name,
    loss_option_id: row.loss_option_id,
    loss_option_name: row.loss_option_name,
    moved_at: row.moved_at,
    customer_temperature: row.customer_temperature ?? 0,
    next_contact_at: row.next_contact_at,
    seasonal_value: row.seasonal_value,
    monthly_value: row.monthly_value,
    last_interaction:
      row.interaction_id === null
        ? null
        : {
            id: row.interaction_id,
            notes: row.notes,
            next_contact_at: row.next_contact_at,
            called: row.called ?? false,
            user_name: row.interaction_user ?? "",
            created_at: row.interaction_at ?? "",
          },
  };
}

/** The network's stages in order (at most `perPage`), with their cards when `withCards`. */
export async function readFunnel(
  db: Db,
  session: SessionInfo,
  query: FunnelQuery,
): Promise<{ stages: FunnelStage[]; total: number; perPage: number }> {
  const perPage = query.per_page ?? 100;
  const stages = await rowsOf<StageRow>(
    db,
    sql`select id, name, tag, position, color from crm_stages where multi_store_id = ${session.multiStoreId}
        order by position, id limit ${perPage}`,
  );
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from crm_stages where multi_store_id = ${session.multiStoreId}`,
  );
  const units = query.company_id !== undefined ? [query.company_id] : [...session.companyIds];
  const where = [
    sql`cs.multi_store_id = ${session.multiStoreId}`,
    units.length > 0
      ? sql`cs.company_id in (${sql.join(
          units.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`,
    ...filters(query),
  ];
  const cards = await rowsOf<CardRow>(
    db,
    sql`select cs.stage_id, cs.customer_id, c.name as customer_name, cs.company_id, cs.user_id, u.name as user_name,
          cs.loss_option_id, d.name as loss_option_name, ${minute(sql`cs.moved_at`)} as moved_at,
          li.id as interaction_id, li.customer_temperature, ${minute(sql`li.next_contact_at`)} as next_contact_at,
          li.seasonal_value::text as seasonal_value, li.monthly_value::text as monthly_value, li.called, li.notes,
          iu.name as interaction_user, ${minute(sql`li.created_at`)} as interaction_at,
          (row_number() over (partition by cs.stage_id order by cs.moved_at desc, cs.id desc))::int as rank
        from customer_stages cs
        join customers c on c.id = cs.customer_id and c.multi_store_id = cs.multi_store_id
        left join users u on u.id = cs.user_id
        left join crm_data d on d.id = cs.loss_option_id
        left join lateral (
          select i.* from customers_interactions i
          where i.customer_id = cs.customer_id and i.multi_store_id = cs.multi_store_id
          order by i.id desc limit 1
        ) li on true
        left join users iu on iu.id = li.user_id
        where ${sql.join(where, sql` and `)}
        order by cs.stage_id, cs.moved_at desc, cs.id desc`,
  );
  const withCards = query.customers === "true";
  return {
    total: count?.total ?? 0,
    perPage,
    stages: stages.map((stage) => {
      const mine = cards.filter((card) => card.stage_id === stage.id);
      return {
        id: stage.id,
        name: stage.name,
        tag: asTag(stage.tag),
        position: stage.position,
        color: stage.color,
        customers_count: mine.length,
        seasonal_total: centsToDecimalString(sumBigCents(mine.map((card) => cents(card.seasonal_value)))),
        monthly_total: centsToDecimalString(sumBigCents(mine.map((card) => cents(card.monthly_value)))),
        customers: withCards ? mine.filter((card) => card.rank <= CARDS_PER_STAGE).map(cardOf) : [],
      };
    }),
  };
}

const cents = (money: string | null): number => (money === null ? 0 : (parseMoney(money) ?? 0));

/** The options of the network's factor 'Motivo da perda'. */
export async function lossOptions(db: Db, multiStoreId: number): Promise<Array<{ id: number; name: string }>> {
  return rowsOf(
    db,
    sql`select d.id, d.name from crm_data d join crm_factors f on f.id = d.factor_id
        where f.multi_store_id = ${multiStoreId} and d.multi_store_id = ${multiStoreId} and f.name = ${LOSS_REASON_FACTOR}
        order by d.name, d.id`,
  );
}

/** The network's active users, by name. */
export async function networkSellers(db: Db, multiStoreId: number): Promise<Array<{ id: number; name: string }>> {
  return rowsOf(
    db,
    sql`select id, name from users where multi_store_id = ${multiStoreId} and active order by lower(name), id`,
  );
}

/** Customers of the network whose name holds `filter`, with the stage they stand in (null: not in the funnel). */
export async function importCandidates(
  db: Db,
  multiStoreId: number,
  filter: string | undefined,
): Promise<Array<{ id: number; name: string; stage_id: number | null }>> {
  const like = filter ? sql`and c.name ilike ${`%${filter.replace(/[\\%_]/g, "\\$&")}%`}` : sql``;
  return rowsOf(
    db,
    sql`select c.id, c.name, cs.stage_id from customers c
        left join customer_stages cs on cs.customer_id = c.id and cs.multi_store_id = c.multi_store_id
        where c.multi_store_id = ${multiStoreId} and c.active ${like}
        order by cs.stage_id nulls first, lower(c.name), c.id limit 50`,
  );
}
