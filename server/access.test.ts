// Walks every registered API route and proves the two rules every route must keep (issue "Platform" 6):
// no session → 401 and missing permission → 403; a path id of another network → 404, never its data.
import { and, eq, sql } from "drizzle-orm";
import { getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "./auth/passwords.ts";
import { multiStores, userPermissions, users } from "./db/schema.ts";
import { type AnyRoute, requirementsOf } from "./http/route.ts";
import { apiRoutes } from "./routes.ts";
import { startTestApp, type TestApp } from "./test/harness.ts";
import { MODULE_CODES, MODULE_SLUGS } from "../src/domain/permissions.ts";

/** Routes anyone may call; a new public route must be added here on purpose. */
const PUBLIC_ROUTES = new Set([
  "get /api/version",
  "get /api/docs",
  "post /api/v1/auth",
  "post /api/v1/password_resets",
  "post /api/v1/password_resets/confirm",
]);

let t: TestApp;
let demoId = 0;
let otherId = 0;
let adminCookie = "";
let nobodyCookie = "";
let lowCookie = "";

const name = (route: AnyRoute) => `${route.method} ${route.path}`;
const withIds = (route: AnyRoute, ids: Record<string, number>) =>
  route.path.replace(/:(\w+)/g, (_, param: string) => String(ids[param] ?? 1));
const call = (route: AnyRoute, path: string, cookie?: string) =>
  t.request(path, {
    method: route.method.toUpperCase(),
    ...(cookie ? { cookie } : {}),
    ...(route.method === "get" || route.method === "delete" ? {} : { json: {} }),
  });

async function addUser(login: string, value: number | null) {
  const [user] = await t.db
    .insert(users)
    .values({
      multiStoreId: demoId,
      name: `Teste ${login}`,
      login,
      email: `${login}@teste.com.br`,
      passwordHash: await hashPassword("demo1234"),
    })
    .returning();
  if (!user) throw new Error("insert failed");
  if (value !== null) {
    await t.db
      .insert(userPermissions)
      .values(
        MODULE_SLUGS.flatMap((slug) =>
          MODULE_CODES[slug].map((code) => ({ multiStoreId: demoId, userId: user.id, slug, code, value })),
        ),
      );
  }
  return t.login(login);
}

beforeAll(async () => {
  t = await startTestApp();
  const stores = await t.db.select().from(multiStores);
  demoId = stores.find((s) => s.name === "Rede Demo")?.id ?? 0;
  otherId = stores.find((s) => s.name === "Outra Rede")?.id ?? 0;
  adminCookie = await t.login("admin");
  nobodyCookie = await addUser("sem.permissao", null);
  lowCookie = await addUser("nivel.um", 1);
});
afterAll(() => t.close());

describe("every API route", () => {
  it("is registered once per method and path", () => {
    const names = apiRoutes.map(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is public only when listed as public", () => {
    const publicOnes = apiRoutes.filter((r) => r.access === "public").map(name);
    expect(new Set(publicOnes)).toEqual(PUBLIC_ROUTES);
  });

  it.each(apiRoutes.filter((r) => r.access !== "public").map((r) => [name(r), r] as const))(
    "%s answers 401 without a session",
    async (_, route) => {
      const res = await call(route, withIds(route, {}));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ messages: ["Sua sessão expirou. Entre novamente."] });
    },
  );

  it.each(apiRoutes.filter((r) => typeof r.access === "object").map((r) => [name(r), r] as const))(
    "%s answers 403 without its permission",
    async (_, route) => {
      const res = await call(route, withIds(route, {}), nobodyCookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ messages: ["Você não tem permissão para acessar este recurso."] });
    },
  );

  it.each(
    apiRoutes
      .filter((r) => {
        const required = requirementsOf(r.access);
        return required.length > 0 && required.every((q) => (q.level ?? 1) > 1);
      })
      .map((r) => [name(r), r] as const),
  )("%s answers 403 below its level", async (_, route) => {
    const res = await call(route, withIds(route, {}), lowCookie);
    expect(res.status).toBe(403);
  });

  it.each(apiRoutes.filter((r) => r.params).map((r) => [name(r), r] as const))(
    "%s answers 404 for another network's id",
    async (_, route) => {
      const ids: Record<string, number> = {};
      for (const [param, table] of Object.entries(route.params ?? {})) {
        const [row] = (await t.db
          .select({ id: table.id })
          .from(table as never)
          .where(and(eq(table.multiStoreId, otherId)))
          .limit(1)) as Array<{ id: unknown }>;
        if (!row) throw new Error(`seed a row of Outra Rede in ${getTableName(table)} to test ${name(route)}`);
        ids[param] = Number(row.id);
      }
      const res = await call(route, withIds(route, ids), adminCookie);
      expect(res.status).toBe(404);
      const body = JSON.stringify(await res.json());
      expect(body).not.toContain("Outra Rede");
    },
  );

  it.each(
    apiRoutes
      .filter((r) => r.method === "get" && !r.params && r.access !== "public" && !("contentType" in r.response))
      .map((r) => [name(r), r] as const),
  )("%s shows nothing of another network", async (_, route) => {
    // A fresh session each time: GET /api/v1/logout is one of these routes.
    const res = await call(route, withIds(route, {}), await t.login("admin"));
    const body = await res.text();
    const foreign = await t.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.multiStoreId, otherId));
    for (const user of foreign) {
      expect(body).not.toContain(user.email);
      expect(body).not.toContain(user.name);
    }
    expect(body).not.toContain("Outra Rede");
  });
});

describe("tenant isolation", () => {
  it("keeps Outra Rede's administrator to their own users", async () => {
    const cookie = await t.login("outra.admin");
    const res = await t.request("/api/v1/users?per_page=500", { cookie });
    const body = (await res.json()) as { data: Array<{ login: string }> };
    expect(body.data.map((u) => u.login)).toEqual(["outra.admin"]);
  });

  it("answers a user of the same network by id", async () => {
    const [own] = await t.db.select().from(users).where(eq(users.login, "caixa"));
    const res = await t.request(`/api/v1/users/${own?.id}`, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      login: "caixa",
      companies: [{ name: "Rede Demo Centro" }],
      permissions: [
        { slug: "CUS", subPermissions: [{ code: 1, value: 1 }] },
        { slug: "POS", subPermissions: [{ code: 1, value: 1 }] },
      ],
    });
    expect((await t.request("/api/v1/users/0", { cookie: adminCookie })).status).toBe(404);
    expect((await t.request("/api/v1/users/abc", { cookie: adminCookie })).status).toBe(404);
  });

  it("has every demo user in exactly one network", async () => {
    const rows = await t.db.select({ count: sql<number>`count(distinct ${users.multiStoreId})::int` }).from(users);
    expect(rows[0]?.count).toBe(2);
  });
});
