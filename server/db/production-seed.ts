import { and, eq, inArray } from "drizzle-orm";
import { centsToDecimalString } from "../../src/domain/money.ts";
import { CANCELLED_STATUS, FINISHED_STATUS, itemSubtotal } from "../../src/domain/production.ts";
import { businessDay } from "../production/status-text.ts";
import type { Db } from "./client.ts";
import { companies, multiStores } from "../network/schema.ts";
import {
  productionActivities,
  productionDocuments,
  productionOrderItems,
  productionOrderItemSizes,
  productionOrders,
  productionOrderSeamstresses,
  productionSeamstresses,
  productionSizes,
  productionStamps,
} from "../production/schema.ts";
import { users } from "../users/schema.ts";

// Demo print-shop production: Rede Demo gets 40 orders over every stage (some late, some returned once);
// Outra Rede a couple, so the tenant tests have rows of another network in every production table.

const SIZES: ReadonlyArray<[string, boolean]> = [
  ["PP", false],
  ["P", false],
  ["M", false],
  ["G", false],
  ["GG", false],
  ["XG", false],
  ["XGG", false],
  ["2", true],
  ["4", true],
  ["6", true],
  ["8", true],
  ["10", true],
  ["12", true],
  ["14", true],
  ["16", true],
];

const STAMPS = [
  "Logo frente 10x10 cm, 1 cor",
  "Brasão da escola no peito",
  "Nome nas costas, 2 cores",
  "Silk 4 cores costas (A3)",
  "Sublimação total",
  "Bordado peito esquerdo",
  "Número nas costas",
  "Transfer DTF manga",
];

const SEAMSTRESSES: ReadonlyArray<[string, string, boolean]> = [
  ["Dona Cida", "(11) 98765-1201", true],
  ["Maria das Graças Souza", "(11) 97654-3321", true],
  ["Rosângela Alves", "(11) 3456-7890", true],
  ["Tereza Cristina Lopes", "(31) 99812-4470", true],
  ["Jussara Lima", "(31) 98877-0012", false],
];

const CUSTOMERS: ReadonlyArray<[string, string, string]> = [
  ["Escola Municipal Monteiro Lobato", "(11) 3322-4455", ""],
  ["Academia Corpo em Forma", "(11) 98811-2233", ""],
  ["Igreja Batista Central", "(31) 3224-5566", ""],
  ["Colégio Santa Mônica", "(11) 3871-9900", ""],
  ["Time de Futsal Unidos da Vila", "(11) 99123-4567", ""],
  ["Padaria Pão de Ouro", "(31) 3441-2020", ""],
  ["Corrida Solidária Amigos do Bem", "(11) 97788-6655", ""],
  ["Clínica Odontológica Sorriso", "(31) 3295-1122", ""],
  ["Auto Escola Direção Certa", "(11) 3567-8899", ""],
  ["Festa Junina Arraiá do Bairro", "(31) 98444-3322", ""],
  ["Construtora Alicerce", "(11) 3030-4040", ""],
  ["Formatura Medicina UFMG 2026", "(31) 99555-7788", ""],
  ["Restaurante Sabor Mineiro", "(31) 3261-7070", ""],
  ["Escola de Dança Passo a Passo", "(11) 98222-1144", ""],
  ["Mercado Bom Preço", "(11) 3655-2211", ""],
  ["Associação de Moradores Jardim Europa", "(11) 97000-8899", ""],
  ["Pet Shop Amigo Fiel", "(31) 98123-9876", ""],
  ["Grupo de Escoteiros Tupã", "(11) 99876-5432", ""],
  ["Ana Paula Ribeiro", "(31) 99711-2030", ""],
  ["Carlos Eduardo Mendes", "(11) 98345-6712", ""],
];

const GARMENTS: ReadonlyArray<{ description: string; cloth: string; color: string; price: number; kids?: boolean }> = [
  { description: "Camiseta Malha PV Branca", cloth: "Malha PV", color: "Branca", price: 2590 },
  { description: "Camiseta Algodão Fio 30 Preta", cloth: "Algodão fio 30", color: "Preta", price: 3290 },
  { description: "Camiseta Dry Fit Azul Royal", cloth: "Dry fit", color: "Azul royal", price: 2990 },
  { description: "Camiseta Infantil Malha PV Amarela", cloth: "Malha PV", color: "Amarela", price: 2190, kids: true },
  { description: "Regata Dry Fit Branca", cloth: "Dry fit", color: "Branca", price: 2490 },
  { description: "Moletom Canguru Cinza Mescla", cloth: "Moletom flanelado", color: "Cinza mescla", price: 8990 },
  { description: "Polo Piquet Verde Bandeira", cloth: "Piquet", color: "Verde bandeira", price: 4590 },
  { description: "Jaleco Brim Branco", cloth: "Brim leve", color: "Branco", price: 6900 },
  { description: "Abadá Malha Fria Laranja", cloth: "Malha fria", color: "Laranja", price: 1990 },
];

const RETURN_REASONS = [
  "Arte com o nome do cliente grafado errado.",
  "Tela com falha na revelação, refazer.",
  "Cor da malha diferente da aprovada pelo cliente.",
  "Faltam 5 peças no tamanho M.",
];

/** Status of each of the 40 demo orders: every stage, a few finished, one cancelled. */
const DEMO_STATUSES = [
  ...Array<number>(7).fill(1),
  ...Array<number>(6).fill(2),
  ...Array<number>(5).fill(3),
  ...Array<number>(5).fill(4),
  ...Array<number>(5).fill(5),
  ...Array<number>(5).fill(6),
  ...Array<number>(4).fill(7),
  FINISHED_STATUS,
  FINISHED_STATUS,
  CANCELLED_STATUS,
];

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Small deterministic generator: the same demo every time. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: ReadonlyArray<T>): T => list[Math.floor(next() * list.length)] as T,
  };
}

type Network = {
  multiStoreId: number;
  companyIds: number[];
  userIds: number[];
  sizes: Array<{ id: number; name: string; kids: boolean }>;
  stamps: number[];
  seamstresses: number[];
};

async function networkOf(
  db: Db,
  name: string,
  logins: string[],
): Promise<Omit<Network, "sizes" | "stamps" | "seamstresses">> {
  const [store] = await db.select().from(multiStores).where(eq(multiStores.name, name));
  if (!store) throw new Error(`production seed: no network ${name}`);
  const units = await db.select({ id: companies.id }).from(companies).where(eq(companies.multiStoreId, store.id));
  const staff = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(and(eq(users.multiStoreId, store.id), inArray(users.login, logins)));
  const userIds = logins.flatMap((login) => staff.filter((u) => u.login === login).map((u) => u.id));
  return { multiStoreId: store.id, companyIds: units.map((u) => u.id).sort((a, b) => a - b), userIds };
}

async function seedCatalog(
  db: Db,
  base: Omit<Network, "sizes" | "stamps" | "seamstresses">,
  stamps: ReadonlyArray<string>,
  seamstresses: ReadonlyArray<[string, string, boolean]>,
): Promise<Network> {
  const multiStoreId = base.multiStoreId;
  const sizes = await db
    .insert(productionSizes)
    .values(SIZES.map(([name, kids], position) => ({ multiStoreId, name, kids, position })))
    .returning();
  const stampRows = await db
    .insert(productionStamps)
    .values(stamps.map((description) => ({ multiStoreId, description })))
    .returning();
  const seamstressRows = await db
    .insert(productionSeamstresses)
    .values(seamstresses.map(([name, phone, active]) => ({ multiStoreId, name, phone, active })))
    .returning();
  return {
    ...base,
    sizes: sizes.map((s) => ({ id: s.id, name: s.name, kids: s.kids })),
    stamps: stampRows.map((s) => s.id),
    seamstresses: seamstressRows.filter((s) => s.active).map((s) => s.id),
  };
}

type DemoOrder = {
  number: number;
  statusId: number;
  customer: [string, string, string];
  deliveryDate: string;
  companyId: number;
  ageDays: number;
  /** A stage where the order was returned once on its way (and sent on again). */
  returnedAt?: number;
  /** The order sits in its stage because the next one returned it: canceled_reason is set. */
  returnedNow?: boolean;
};

async function seedOrder(db: Db, network: Network, order: DemoOrder, now: Date, rnd: ReturnType<typeof randomFrom>) {
  const { multiStoreId } = network;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const [causer = null, worker = causer] = network.userIds;
  const created = at(order.ageDays);
  const closed = order.statusId === FINISHED_STATUS || order.statusId === CANCELLED_STATUS;
  const [row] = await db
    .insert(productionOrders)
    .values({
      multiStoreId,
      companyId: order.companyId,
      number: order.number,
      customerName: order.customer[0],
      customerPhone: order.customer[1],
      customerDoc: order.customer[2],
      deliveryDate: order.deliveryDate,
      statusId: order.statusId,
      notes: rnd.int(0, 2) === 0 ? "Cliente retira na loja." : "",
      createdBy: causer,
      createdAt: created,
      updatedAt: at(0.05),
      finishedAt: order.statusId === FINISHED_STATUS ? at(0.5) : null,
    })
    .returning();
  if (!row) throw new Error("production seed: order insert failed");

  let pieces = 0;
  for (let i = 0, lines = rnd.int(1, 3); i < lines; i++) {
    const garment = rnd.pick(GARMENTS);
    const sizes = network.sizes.filter((s) => s.kids === Boolean(garment.kids)).slice(0, rnd.int(3, 6));
    const grid = sizes.map((s) => ({ sizeId: s.id, quantity: rnd.int(2, 15) }));
    const quantity = grid.reduce((sum, g) => sum + g.quantity, 0);
    const discount = rnd.int(0, 3) === 0 ? 500 * rnd.int(1, 4) : 0;
    pieces += quantity;
    const [item] = await db
      .insert(productionOrderItems)
      .values({
        multiStoreId,
        orderId: row.id,
        description: garment.description,
        stampId: rnd.pick(network.stamps),
        quantity,
        unitPrice: centsToDecimalString(garment.price),
        discount: centsToDecimalString(discount),
        subtotal: centsToDecimalString(itemSubtotal(garment.price, quantity, discount) ?? 0),
        cloth: garment.cloth,
        clothColor: garment.color,
        colorfulSleeve: rnd.int(0, 4) === 0,
        collarV: rnd.int(0, 3) === 0,
        colorfulCollar: rnd.int(0, 4) === 0,
        longSleeve: garment.description.startsWith("Jaleco") || garment.description.startsWith("Moletom"),
        raglanSleeve: rnd.int(0, 5) === 0,
        collarVies: rnd.int(0, 2) === 0,
        cuffSleeve: garment.description.startsWith("Moletom"),
        sublimedSleeve: rnd.int(0, 6) === 0,
        pocket: garment.description.startsWith("Jaleco") || garment.description.startsWith("Moletom"),
        createdAt: created,
      })
      .returning();
    if (!item) throw new Error("production seed: item insert failed");
    await db
      .insert(productionOrderItemSizes)
      .values(grid.map((g) => ({ multiStoreId, itemId: item.id, sizeId: g.sizeId, quantity: g.quantity })));
  }

  if (order.statusId >= 6 && !(order.statusId === CANCELLED_STATUS) && network.seamstresses.length) {
    const first = network.seamstresses[order.number % network.seamstresses.length] as number;
    const second = network.seamstresses[(order.number + 1) % network.seamstresses.length] as number;
    const half = Math.ceil(pieces / 2);
    await db.insert(productionOrderSeamstresses).values(
      first === second
        ? [{ multiStoreId, orderId: row.id, seamstressId: first, quantity: pieces }]
        : [
            { multiStoreId, orderId: row.id, seamstressId: first, quantity: half },
            { multiStoreId, orderId: row.id, seamstressId: second, quantity: pieces - half },
          ],
    );
  }

  // History: created, one step at a time up to the current stage (with a return on some), or a cancellation.
  const reached = closed ? (order.statusId === FINISHED_STATUS ? FINISHED_STATUS : 2) : order.statusId;
  const events: Array<typeof productionActivities.$inferInsert> = [
    {
      multiStoreId,
      orderId: row.id,
      causerId: causer,
      kind: "created",
      toStatus: 1,
      details: { number: order.number },
    },
  ];
  for (let to = 2; to <= reached; to++) {
    events.push({ multiStoreId, orderId: row.id, causerId: worker, kind: "sent", fromStatus: to - 1, toStatus: to });
    if (order.returnedAt === to && to > 2) {
      const reason = RETURN_REASONS[order.number % RETURN_REASONS.length] as string;
      events.push(
        { multiStoreId, orderId: row.id, causerId: worker, kind: "returned", fromStatus: to, toStatus: to - 1, reason },
        { multiStoreId, orderId: row.id, causerId: worker, kind: "sent", fromStatus: to - 1, toStatus: to },
      );
    }
  }
  if (order.returnedNow) {
    const reason = RETURN_REASONS[(order.number + 1) % RETURN_REASONS.length] as string;
    const from = order.statusId + 1;
    events.push(
      { multiStoreId, orderId: row.id, causerId: worker, kind: "sent", fromStatus: order.statusId, toStatus: from },
      {
        multiStoreId,
        orderId: row.id,
        causerId: worker,
        kind: "returned",
        fromStatus: from,
        toStatus: order.statusId,
        reason,
      },
    );
    await db.update(productionOrders).set({ canceledReason: reason }).where(eq(productionOrders.id, row.id));
  }
  if (order.statusId === CANCELLED_STATUS) {
    events.push({
      multiStoreId,
      orderId: row.id,
      causerId: causer,
      kind: "status-set",
      fromStatus: 2,
      toStatus: CANCELLED_STATUS,
      reason: "Cliente desistiu do pedido.",
    });
    await db
      .update(productionOrders)
      .set({ canceledReason: "Cliente desistiu do pedido." })
      .where(eq(productionOrders.id, row.id));
  }
  const span = order.ageDays - 0.1;
  await db
    .insert(productionActivities)
    .values(
      events.map((e, i) => ({ ...e, createdAt: at(order.ageDays - (span * i) / Math.max(events.length - 1, 1)) })),
    );
  return row;
}

/** The print-shop demo of both networks; runs inside seedDemo's transaction, after the accounts. */
export async function seedProductionDemo(db: Db, now: Date = new Date()): Promise<void> {
  const today = businessDay(now);
  const demo = await seedCatalog(db, await networkOf(db, "Rede Demo", ["producao", "admin"]), STAMPS, SEAMSTRESSES);
  const rnd = randomFrom(20_260_305);
  for (const [index, statusId] of DEMO_STATUSES.entries()) {
    const number = index + 1;
    // About one open order in five is late; the rest are due in the next weeks.
    const late = statusId <= 7 && number % 5 === 0;
    const deliveryDate = late ? addDays(today, -rnd.int(1, 9)) : addDays(today, rnd.int(1, 25));
    await seedOrder(
      db,
      demo,
      {
        number,
        statusId,
        customer: CUSTOMERS[index % CUSTOMERS.length] as [string, string, string],
        deliveryDate: statusId === FINISHED_STATUS ? addDays(today, -rnd.int(0, 3)) : deliveryDate,
        companyId: demo.companyIds[number % 3 === 0 ? 1 : 0] ?? (demo.companyIds[0] as number),
        ageDays: 1 + (statusId % 8) * 1.5 + rnd.int(0, 3),
        ...(number % 4 === 1 ? { returnedAt: Math.min(statusId, 7) } : {}),
        ...(number % 7 === 3 && statusId >= 2 && statusId <= 6 ? { returnedNow: true } : {}),
      },
      now,
      rnd,
    );
  }

  const other = await seedCatalog(
    db,
    await networkOf(db, "Outra Rede", ["outra.admin"]),
    ["Logo Outra frente"],
    [["Costureira da Matriz", "(41) 99999-0001", true]],
  );
  const otherRnd = randomFrom(41);
  const otherOrders = [];
  for (const [index, statusId] of [1, 6].entries()) {
    otherOrders.push(
      await seedOrder(
        db,
        other,
        {
          number: index + 1,
          statusId,
          customer: ["Clube Atlético Curitibano", "(41) 3333-2222", ""],
          deliveryDate: addDays(today, 10),
          companyId: other.companyIds[0] as number,
          ageDays: 3,
        },
        now,
        otherRnd,
      ),
    );
  }
  const [first] = otherOrders;
  if (first) {
    // A document row for the tenant tests (its file is not in the demo storage).
    await db.insert(productionDocuments).values({
      multiStoreId: other.multiStoreId,
      orderId: first.id,
      fileName: "arte-aprovada.pdf",
      contentType: "application/pdf",
      size: 1024,
      storageKey: `production/${other.multiStoreId}/${first.id}/seed-arte-aprovada`,
      uploadedBy: other.userIds[0] ?? null,
    });
  }
}
