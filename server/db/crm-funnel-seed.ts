import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { crmStageMoves, crmStages, customerStages, customersInteractions } from "../crm/schema.ts";
import { customers } from "../customers/schema.ts";
import { userCompanies, users } from "../users/schema.ts";
import { LOSS_REASON_FACTOR } from "../crm/public.ts";
import { crmData, crmFactors } from "../crm/schema.ts";
import type { Db } from "./client.ts";

// The demo seller's sales funnel: a few dozen customers across the stages, each with an interaction giving its card
// a temperature, next contact and values. Next contacts of these interactions lie after today (or were called), so
// the day focus keeps counting only seed.ts's calls, which are attached here to five more customers.

const FUNNEL_CUSTOMERS = 36;
/** Customers per stage, in stage order; the rest stay out of the funnel for the import. */
const PER_STAGE = [7, 6, 5, 4, 3, 3] as const;
const NOTES = [
  "Pediu catálogo da nova coleção",
  "Interessado em uniformes para a equipe",
  "Aguardando aprovação do orçamento",
  "Negociando prazo de pagamento",
  "Quer amostras de tecido",
  "Retornar após as férias",
];

export async function seedCrmFunnelDemo(db: Db): Promise<void> {
  const [seller] = await db
    .select({ id: users.id, multiStoreId: users.multiStoreId, companyId: userCompanies.companyId })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(eq(users.login, "vendedor"))
    .orderBy(userCompanies.companyId)
    .limit(1);
  if (!seller) throw new Error("demo seller not found");
  const network = seller.multiStoreId;
  const stages = await db
    .select({ id: crmStages.id, tag: crmStages.tag })
    .from(crmStages)
    .where(eq(crmStages.multiStoreId, network))
    .orderBy(asc(crmStages.position));
  const people = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.multiStoreId, network))
    .orderBy(asc(customers.id))
    .limit(FUNNEL_CUSTOMERS + 10);
  const [lossReason] = await db
    .select({ id: crmData.id })
    .from(crmData)
    .innerJoin(crmFactors, eq(crmFactors.id, crmData.factorId))
    .where(and(eq(crmFactors.multiStoreId, network), eq(crmFactors.name, LOSS_REASON_FACTOR)))
    .orderBy(asc(crmData.id))
    .limit(1);
  const placed = PER_STAGE.flatMap((count, stageIndex) =>
    Array.from({ length: count }, () => stages[stageIndex]).filter((stage) => stage !== undefined),
  )
    .map((stage, i) => ({ stage, customerId: people[i]?.id }))
    .filter((row): row is { stage: { id: number; tag: string }; customerId: number } => row.customerId !== undefined);
  if (placed.length === 0) return;
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  const rows = placed.map(({ stage, customerId }, i) => ({
    multiStoreId: network,
    companyId: seller.companyId,
    customerId,
    stageId: stage.id,
    userId: seller.id,
    lossOptionId: stage.tag === "negative_ending" ? (lossReason?.id ?? null) : null,
    movedAt: daysAgo(i % 9),
  }));
  await db.insert(customerStages).values(rows);
  await db.insert(crmStageMoves).values(
    rows.map((row) => ({
      multiStoreId: network,
      companyId: row.companyId,
      customerId: row.customerId,
      toStageId: row.stageId,
      userId: seller.id,
      lossOptionId: row.lossOptionId,
      movedAt: row.movedAt,
    })),
  );
  // Every other card has an interaction: its next contact 2 to 20 days ahead, or already called.
  await db.insert(customersInteractions).values(
    placed
      .filter((_, i) => i % 6 !== 5)
      .map(({ customerId }, i) => ({
        multiStoreId: network,
        companyId: seller.companyId,
        customerId,
        userId: seller.id,
        nextContactAt: sql`now() + make_interval(days => ${2 + (i % 19)})`,
        called: i % 7 === 3,
        notes: NOTES[i % NOTES.length] ?? null,
        customerTemperature: (i * 3) % 11,
        seasonalValue: `${String(((i * 7919) % 9000) + 500)}.00`,
        monthlyValue: `${String(((i * 4001) % 3000) + 150)}.50`,
      })),
  );
  // seed.ts's day-focus calls (no customer yet) go to the funnel's first customers without an interaction of their own.
  const bare = placed.filter((_, i) => i % 6 === 5).map((row) => row.customerId);
  const focus = await db
    .select({ id: customersInteractions.id })
    .from(customersInteractions)
    .where(and(eq(customersInteractions.userId, seller.id), isNull(customersInteractions.customerId)))
    .orderBy(asc(customersInteractions.id));
  for (const [i, interaction] of focus.entries()) {
    const customerId = bare[i % Math.max(bare.length, 1)];
    if (customerId === undefined) break;
    await db
      .update(customersInteractions)
      .set({ customerId, customerTemperature: 6 + (i % 4), seasonalValue: "1800.00", monthlyValue: "320.00" })
      .where(eq(customersInteractions.id, interaction.id));
  }
}
