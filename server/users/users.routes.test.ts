import { asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserListItem } from "../../src/schemas/users.ts";
import { multiStores } from "../network/schema.ts";
import { users } from "./schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

// GET /api/v1/users: the paged list of the session's network account (architecture 4, Lists).

type Page = { data: UserListItem[]; meta: { page: number; per_page: number; total: number } };

let t: TestApp;
let admin: string;
let demoId = 0;
let demoTotal = 0;
/** ids of Rede Demo's users in id order; each was created on its own day from 2025-01-01 on. */
let demoIds: number[] = [];

const DAY = 86_400_000;
/** Noon in São Paulo (UTC-3) of 2025-01-01 plus `days`. */
const dayAt = (days: number) => new Date(Date.UTC(2025, 0, 1, 15) + days * DAY);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  const [demo] = await t.db.select({ id: multiStores.id }).from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  demoId = demo?.id ?? 0;
  const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.multiStoreId, demoId)).orderBy(users.id);
  demoIds = rows.map((r) => r.id);
  demoTotal = rows.length;
  // Seeded in one transaction, every user has the same created_at: spread them over days, newest last.
  for (const [i, id] of demoIds.entries()) {
    await t.db
      .update(users)
      .set({ createdAt: dayAt(i) })
      .where(eq(users.id, id));
  }
  // 23:30 in São Paulo on 2025-03-31 is already 2025-04-01 in UTC: it belongs to March 31.
  await t.db
    .update(users)
    .set({ createdAt: new Date("2025-04-01T02:30:00Z") })
    .where(eq(users.login, "vendedor"));
});
afterAll(() => t.close());

async function list(params: Record<string, string | number> = {}, cookie = admin) {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await t.request(`/api/v1/users?${search}`, { cookie });
  return { status: res.status, body: (await res.json()) as Page };
}

describe("GET /api/v1/users", () => {
  it("needs USR sub-permission 1: 401 without a session, 403 for caixa and vendedor", async () => {
    expect((await t.request("/api/v1/users")).status).toBe(401);
    for (const login of ["caixa", "vendedor"]) {
      const res = await t.request("/api/v1/users", { cookie: await t.login(login) });
      expect(res.status, login).toBe(403);
      expect(await res.json()).toEqual({ messages: ["Você não tem permissão para acessar este recurso."] });
    }
  });

  it("pages with meta: 20 per page by default", async () => {
    expect(demoTotal).toBe(25);
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, per_page: 20, total: 25 });
    expect(first.body.data).toHaveLength(20);
    const second = await list({ page: 2 });
    expect(second.body.meta).toEqual({ page: 2, per_page: 20, total: 25 });
    expect(second.body.data).toHaveLength(5);
    const seen = [...first.body.data, ...second.body.data].map((u) => u.id);
    expect(new Set(seen).size).toBe(25);
    expect([...seen].sort((a, b) => a - b)).toEqual(demoIds);

    const small = await list({ page: 3, per_page: 10 });
    expect(small.body.meta).toEqual({ page: 3, per_page: 10, total: 25 });
    expect(small.body.data).toHaveLength(5);
    const beyond = await list({ page: 9, per_page: 10 });
    expect(beyond.body).toEqual({ data: [], meta: { page: 9, per_page: 10, total: 25 } });
  });

  it("answers the list item shape, inactive users included", async () => {
    const { body } = await list({ per_page: 100 });
    const me = body.data.find((u) => u.login === "admin");
    expect(me).toEqual({
      id: demoIds[0],
      name: "Mariana Albuquerque",
      login: "admin",
      email: "admin@rededemo.com.br",
      companies: ["Rede Demo Centro", "Rede Demo Savassi"],
      active: true,
      created_at: dayAt(0).toISOString(),
    });
    expect(body.data.find((u) => u.login === "gabriela.pinto")?.active).toBe(false);
  });

  it("names each user's units", async () => {
    const { body } = await list({ per_page: 100 });
    const units = Object.fromEntries(body.data.map((u) => [u.login, u.companies]));
    expect(units.caixa).toEqual(["Rede Demo Centro"]);
    expect(units.vendedor).toEqual(["Rede Demo Centro", "Rede Demo Savassi"]);
    expect(units["ana.beatriz"]).toEqual(["Rede Demo Centro", "Rede Demo Savassi"]);
    expect(units["bruno.lima"]).toEqual(["Rede Demo Centro"]);
  });

  it("answers only the session's network account", async () => {
    const res = await t.request("/api/v1/users?per_page=500", { cookie: admin });
    const text = await res.text();
    expect(text).not.toMatch(/outra/i);
    const outra = await list({ per_page: 500 }, await t.login("outra.admin"));
    expect(outra.body.meta.total).toBe(1);
    expect(outra.body.data.map((u) => [u.login, u.companies])).toEqual([["outra.admin", ["Outra Rede Matriz"]]]);
    expect(JSON.stringify(outra.body)).not.toMatch(/rede ?demo/i);
    expect((await list({ filter: "outra" })).body.meta.total).toBe(0);
  });

  describe("sorting", () => {
    const columns = {
      id: users.id,
      name: users.name,
      login: users.login,
      email: users.email,
      active: users.active,
      created_at: users.createdAt,
    } as const;

    for (const [field, column] of Object.entries(columns)) {
      for (const direction of ["asc", "desc"] as const) {
        it(`by ${field} ${direction}`, async () => {
          const { status, body } = await list({ sort_field: field, sort_direction: direction, per_page: 500 });
          expect(status).toBe(200);
          // The database's own order (its collation for text), ties by id.
          const expected = await t.db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.multiStoreId, demoId))
            .orderBy(direction === "asc" ? asc(column) : desc(column), asc(users.id));
          expect(body.data.map((u) => u.id)).toEqual(expected.map((r) => r.id));
        });
      }
    }

    it("orders numbers, flags and dates as such", async () => {
      const ids = (await list({ sort_field: "id", sort_direction: "desc", per_page: 500 })).body.data.map((u) => u.id);
      expect(ids).toEqual([...demoIds].reverse());
      const flags = (await list({ sort_field: "active", per_page: 500 })).body.data.map((u) => u.active);
      expect(flags.indexOf(true)).toBeGreaterThan(flags.lastIndexOf(false));
      const dates = (await list({ sort_field: "created_at", sort_direction: "desc", per_page: 500 })).body.data;
      const times = dates.map((u) => Date.parse(u.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(dates[0]?.login).toBe("vendedor");
    });

    it("sorts by name ascending by default, and pages keep that order", async () => {
      const all = (await list({ sort_field: "name", per_page: 500 })).body.data.map((u) => u.id);
      const first = (await list({ per_page: 10 })).body.data.map((u) => u.id);
      const second = (await list({ per_page: 10, page: 2 })).body.data.map((u) => u.id);
      expect([...first, ...second]).toEqual(all.slice(0, 20));
    });

    it("refuses a column off the list or an unknown direction", async () => {
      expect(await list({ sort_field: "password_hash" })).toEqual({
        status: 422,
        body: { messages: { sort_field: ["Valor inválido"] } },
      });
      expect(await list({ sort_direction: "up" })).toEqual({
        status: 422,
        body: { messages: { sort_direction: ["Valor inválido"] } },
      });
    });
  });

  describe("filter", () => {
    const logins = async (filter: string) =>
      (await list({ filter, per_page: 500 })).body.data.map((u) => u.login).sort();

    it("matches name, login or e-mail, ignoring case", async () => {
      expect(await logins("MARIANA")).toEqual(["admin"]);
      expect(await logins("albuquerque")).toEqual(["admin"]);
      expect(await logins("CAIXA")).toEqual(["caixa", "caixa10"]);
      expect(await logins("Bruno.Lima")).toEqual(["bruno.lima"]);
      expect(await logins("PRODUCAO@REDEDEMO")).toEqual(["producao"]);
      expect(await logins("@rededemo.com.br")).toHaveLength(25);
      expect(await logins("  caixa10  ")).toEqual(["caixa10"]);
      expect(await logins("ninguém-com-esse-nome")).toEqual([]);
    });

    it("counts only what matches", async () => {
      const { body } = await list({ filter: "caixa", per_page: 1 });
      expect(body.meta.total).toBe(2);
      expect(body.data).toHaveLength(1);
    });

    it("takes % and _ literally", async () => {
      expect(await logins("%")).toEqual([]);
      expect(await logins("_")).toEqual([]);
      expect(await logins("caixa_0")).toEqual([]);
      expect(await logins("\\")).toEqual([]);
    });
  });

  describe("date range on created_at (business days in São Paulo)", () => {
    it("keeps both ends inclusive", async () => {
      const { body } = await list({ initial_date: "2025-01-06", final_date: "2025-01-08", per_page: 500 });
      expect(body.data.map((u) => u.id).sort((a, b) => a - b)).toEqual(demoIds.slice(5, 8));
      expect(body.meta.total).toBe(3);
    });

    it("takes either end alone", async () => {
      expect((await list({ initial_date: "2025-01-24" })).body.meta.total).toBe(2 + 1); // days 23, 24 and vendedor
      expect((await list({ final_date: "2025-01-02" })).body.meta.total).toBe(2);
    });

    it("counts a late-evening user on the São Paulo day, not the UTC one", async () => {
      const march = await list({ initial_date: "2025-03-31", final_date: "2025-03-31" });
      expect(march.body.data.map((u) => u.login)).toEqual(["vendedor"]);
      expect((await list({ initial_date: "2025-04-01", final_date: "2025-04-01" })).body.meta.total).toBe(0);
    });

    it("refuses dates not in YYYY-MM-DD", async () => {
      expect(await list({ initial_date: "01/02/2025" })).toEqual({
        status: 422,
        body: { messages: { initial_date: ["Data inválida."] } },
      });
    });
  });

  it("leaves users untouched", async () => {
    const before = await t.db.$count(users, eq(users.multiStoreId, demoId));
    await list({ filter: "x'); delete from users; --" });
    expect(await t.db.$count(users, eq(users.multiStoreId, demoId))).toBe(before);
  });
});
