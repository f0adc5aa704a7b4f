import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AttendanceCreate, AttendanceDetail } from "../../src/schemas/production.ts";
import { hashPassword } from "../auth/public.ts";
import { multiStores } from "../network/schema.ts";
import { productionOrders, productionSizes, productionStamps } from "./schema.ts";
import { userCompanies, userPermissions, users } from "../users/schema.ts";
import type { TestApp } from "../test/harness.ts";
import { businessDay } from "./status-text.ts";

// Helpers shared by the production route tests.

export const ORDERS = "/api/v1/silkriar_attendances";

let passwordHash: string | null = null;

/** A Rede Demo user with SLK sub-permissions `[code, value]` (and the first unit); returns the session cookie. */
export async function productionUser(t: TestApp, login: string, codes: ReadonlyArray<readonly [number, number]>) {
  passwordHash ??= await hashPassword("demo1234");
  const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  if (!store) throw new Error("no Rede Demo");
  const [user] = await t.db
    .insert(users)
    .values({ multiStoreId: store.id, name: `Teste ${login}`, login, email: `${login}@teste.com.br`, passwordHash })
    .returning();
  if (!user) throw new Error("user insert failed");
  const [admin] = await t.db.select().from(users).where(eq(users.login, "admin"));
  const units = await t.db
    .select()
    .from(userCompanies)
    .where(eq(userCompanies.userId, admin?.id ?? 0));
  const first = units.map((u) => u.companyId).sort((a, b) => a - b)[0];
  if (first !== undefined)
    await t.db.insert(userCompanies).values({ userId: user.id, companyId: first, multiStoreId: store.id });
  if (codes.length) {
    await t.db
      .insert(userPermissions)
      .values(codes.map(([code, value]) => ({ multiStoreId: store.id, userId: user.id, slug: "SLK", code, value })));
  }
  return t.login(login);
}

export const today = () => businessDay(new Date());

export const dayOffset = (days: number): string => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function productionCatalog(t: TestApp) {
  const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  const sizes = await t.db
    .select()
    .from(productionSizes)
    .where(eq(productionSizes.multiStoreId, store?.id ?? 0));
  const stamps = await t.db
    .select()
    .from(productionStamps)
    .where(eq(productionStamps.multiStoreId, store?.id ?? 0));
  const size = (name: string) => sizes.find((s) => s.name === name)?.id ?? 0;
  return { multiStoreId: store?.id ?? 0, size, stampId: stamps[0]?.id ?? 0 };
}

/** A new order with one item of 10 pieces (P 4, M 6), by the admin unless a cookie is given. */
export async function createOrder(
  t: TestApp,
  cookie: string,
  fields: Partial<AttendanceCreate> = {},
): Promise<AttendanceDetail> {
  const { size, stampId } = await productionCatalog(t);
  const res = await t.request(ORDERS, {
    method: "POST",
    cookie,
    json: {
      customer_name: "Escola Estadual Rui Barbosa",
      customer_phone: "(11) 98765-4321",
      delivery_date: dayOffset(10),
      items: [
        {
          description: "Camiseta Malha PV Branca",
          stamp_id: stampId,
          quantity: 10,
          unit_price: "25.90",
          orders_items_sizes: [
            { size_id: size("P"), quantity: 4 },
            { size_id: size("M"), quantity: 6 },
          ],
        },
      ],
      ...fields,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AttendanceDetail;
}

/** Puts an order straight into a status (test setup, no history). */
export async function placeOrder(t: TestApp, id: number, statusId: number) {
  await t.db.update(productionOrders).set({ statusId }).where(eq(productionOrders.id, id));
}

export async function patch(t: TestApp, cookie: string, id: number, json: unknown, locale?: string) {
  const res = await t.request(`${ORDERS}/${id}`, {
    method: "PATCH",
    cookie,
    json,
    ...(locale ? { headers: { "accept-language": locale } } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
