import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { customers } from "../customers/schema.ts";
import { products } from "../stock/schema.ts";
import { userCompanies, users } from "../users/schema.ts";
import {
  crmData,
  crmStages,
  customersInteractions,
  interactionContacts,
  interactionData,
  interactionOffers,
} from "./schema.ts";

// The demo seller's CRM history (issue 15): interactions over the last weeks across a few dozen demo customers, with
// contacts made, offers and factor data, and the open next contacts the notification bell counts (two today, two
// pending: server/crm/day-focus.routes.test.ts).

/** Open next contacts, in São Paulo days from today and hours of that day. */
const DEMO_NEXT_CONTACTS: ReadonlyArray<{ days: number; hour: number; called?: boolean; notes: string }> = [
  { days: 0, hour: 9, notes: "Retornar sobre o orçamento de uniformes" },
  { days: 0, hour: 14, notes: "Confirmar a data de entrega das camisetas" },
  { days: 0, hour: 16, called: true, notes: "Apresentar a nova coleção" },
  { days: -2, hour: 10, notes: "Cobrar retorno da proposta enviada" },
  { days: -6, hour: 15, notes: "Oferecer condição especial para pedido recorrente" },
  { days: 3, hour: 11, notes: "Agendar visita à loja do cliente" },
];

/** Past interactions already worked: one every day or two over the last five weeks. */
const HISTORY_SIZE = 30;
const HISTORY_NOTES = [
  "Cliente pediu catálogo atualizado",
  "Enviada proposta de camisetas personalizadas",
  "Negociado prazo de pagamento",
  "Cliente comparando com concorrente",
  "Pedido recorrente confirmado",
  "Sem orçamento neste mês",
];
const CONTACT_TYPES = ["whatsapp", "email", "call", "meeting", "online"] as const;

/** "At `days` from today's São Paulo midnight plus `hour` hours", as timestamptz. */
const at = (days: number, hour: number) =>
  sql`(date_trunc('day', now() at time zone 'America/Sao_Paulo') + make_interval(days => ${days}, hours => ${hour})) at time zone 'America/Sao_Paulo'`;

export async function seedCrmInteractions(db: Db): Promise<void> {
  const [seller] = await db
    .select({ id: users.id, multiStoreId: users.multiStoreId, companyId: userCompanies.companyId })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(eq(users.login, "vendedor"))
    .orderBy(userCompanies.companyId)
    .limit(1);
  if (!seller) throw new Error("demo seller not found");
  const network = seller.multiStoreId;
  const [demoCustomers, stages, options, demoProducts] = await readAll(db, [
    () =>
      db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.multiStoreId, network), eq(customers.active, true)))
        .orderBy(asc(customers.id))
        .limit(36),
    () =>
      db
        .select({ id: crmStages.id, tag: crmStages.tag })
        .from(crmStages)
        .where(eq(crmStages.multiStoreId, network))
        .orderBy(crmStages.position),
    () =>
      db
        .select({ id: crmData.id, factorId: crmData.factorId })
        .from(crmData)
        .where(eq(crmData.multiStoreId, network))
        .orderBy(crmData.id),
    () =>
      db
        .select({ id: products.id, description: products.fullDescription, price: products.price })
        .from(products)
        .where(eq(products.multiStoreId, network))
        .orderBy(products.id)
        .limit(12),
  ]);
  if (demoCustomers.length === 0 || stages.length === 0) throw new Error("demo customers or stages missing");
  const pick = <T>(list: ReadonlyArray<T>, i: number): T => list[i % list.length] as T;
  const open = stages.filter((stage) => stage.tag === "none" || stage.tag === "begin");
  const base = {
    multiStoreId: network,
    companyId: seller.companyId,
    userId: seller.id,
  };
  const planned = DEMO_NEXT_CONTACTS.map((c, i) => ({
    ...base,
    customerId: pick(demoCustomers, i).id,
    stageId: pick(open, i).id,
    nextContactAt: at(c.days, c.hour),
    called: c.called ?? false,
    notes: c.notes,
    nextContactNotes: c.notes,
    customerTemperature: (i % 5) + 1,
    createdAt: at(-7 - i, 10),
  }));
  const history = Array.from({ length: HISTORY_SIZE }, (_, i) => {
    const daysAgo = 35 - i;
    return {
      ...base,
      customerId: pick(demoCustomers, i + DEMO_NEXT_CONTACTS.length).id,
      stageId: pick(stages, i).id,
      // Worked: next contacts made (called) or none; the bell counts only the planned ones above.
      nextContactAt: i % 3 === 0 ? null : at(-daysAgo + 2, 10 + (i % 7)),
      called: true,
      notes: pick(HISTORY_NOTES, i),
      customerTemperature: i % 6,
      seasonalValue: i % 4 === 0 ? `${(i + 1) * 250}.00` : null,
      monthlyValue: i % 2 === 0 ? `${(i + 3) * 90}.50` : null,
      crmSquad: i % 2 === 0 ? "Varejo" : "Corporativo",
      createdAt: at(-daysAgo, 9 + (i % 8)),
    };
  });
  const rows = await db
    .insert(customersInteractions)
    .values([...planned, ...history])
    .returning({ id: customersInteractions.id });
  const contacts = rows.flatMap((row, i) =>
    Array.from({ length: 1 + (i % 2) }, (_, k) => ({
      multiStoreId: network,
      interactionId: row.id,
      type: pick(CONTACT_TYPES, i + k),
      madeAt: at(i < planned.length ? -7 - i : -(35 - (i - planned.length)), 10 + k * 3),
      userId: seller.id,
      notes: k === 0 ? "Primeiro contato do dia" : "Retorno com a proposta",
    })),
  );
  await db.insert(interactionContacts).values(contacts);
  if (demoProducts.length > 0) {
    const offers = rows
      .filter((_, i) => i % 2 === 0)
      .map((row, i) => {
        const product = pick(demoProducts, i);
        return {
          multiStoreId: network,
          interactionId: row.id,
          productId: product.id,
          description: product.description,
          quantity: String(1 + (i % 5) * 10),
          value: product.price,
        };
      });
    await db.insert(interactionOffers).values(offers);
  }
  if (options.length > 0) {
    const data = rows.flatMap((row, i) => {
      const first = pick(options, i * 2);
      const second = pick(options, i * 2 + 7);
      const chosen = first.factorId === second.factorId ? [first] : [first, second];
      return chosen.map((option) => ({
        multiStoreId: network,
        interactionId: row.id,
        factorId: option.factorId,
        optionId: option.id,
      }));
    });
    await db.insert(interactionData).values(data).onConflictDoNothing();
  }
}
