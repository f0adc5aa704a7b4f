import { Schema } from "effect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import { apiRoutes } from "../routes.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { endpoint } from "../../src/schemas/endpoint.ts";
import { type AnyRoute, defineRoute } from "./route.ts";

// The request pipeline on routes made for the test: tenant-owned path ids, encoding, and what a crash shows.

const UserId = Schema.Struct({ id: Schema.Int });
const Assignment = Schema.Struct({
  company_id: Schema.Int,
  lines: Schema.Array(Schema.Struct({ user_id: Schema.NullOr(Schema.Int) })),
});

const probes: AnyRoute[] = [
  defineRoute({
    endpoint: endpoint({ method: "get", path: "/api/v1/test/users/:id", response: UserId }),
    access: { slug: "USR", code: 1 },
    tag: "test",
    summary: "Echoes a tenant-owned user id",
    params: { id: users },
    handler: async ({ params }) => ({ id: params.id }),
  }),
  defineRoute({
    endpoint: endpoint({
      method: "post",
      path: "/api/v1/test/assignments",
      body: Assignment,
      query: Schema.Struct({ company_id: Schema.optional(Schema.NumberFromString) }),
      response: Assignment,
    }),
    access: { slug: "USR", code: 1 },
    tag: "test",
    summary: "Echoes a body whose ids are tenant-owned rows",
    bodyIds: { company_id: companies, "lines[].user_id": users },
    queryIds: { company_id: companies },
    handler: async ({ body }) => body,
  }),
  defineRoute({
    endpoint: endpoint({ method: "get", path: "/api/v1/test/wrong-shape", response: UserId }),
    access: "signed-in",
    tag: "test",
    summary: "Answers what its schema does not allow",
    handler: async () => ({ id: "um" }) as unknown as { id: number },
  }),
  defineRoute({
    endpoint: endpoint({ method: "get", path: "/api/v1/test/crash", response: UserId }),
    access: "signed-in",
    tag: "test",
    summary: "Throws",
    handler: async () => {
      throw new Error("conexão perdida em /work/main/server/db/client.ts:42");
    },
  }),
  defineRoute({
    endpoint: endpoint({ method: "get", path: "/api/v1/test/bad-value", response: UserId }),
    access: "signed-in",
    tag: "test",
    summary: "Sends the database a value it cannot take",
    handler: async ({ services }) => {
      await services.db.select().from(users).where(eq(users.login, "nul\u0000byte"));
      return { id: 1 };
    },
  }),
];

let t: TestApp;
let admin: string;
let ownId = 0;
let otherId = 0;
beforeAll(async () => {
  t = await startTestApp({ routes: [...apiRoutes, ...probes] });
  admin = await t.login("admin");
  const [own] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, "caixa"));
  const [other] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, "outra.admin"));
  ownId = own?.id ?? 0;
  otherId = other?.id ?? 0;
});
afterAll(() => t.close());

describe("tenant-owned path ids", () => {
  it("passes the network's own row on as a number", async () => {
    const res = await t.request(`/api/v1/test/users/${ownId}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: ownId });
  });

  it("answers 404 for another network's row, never its data", async () => {
    const res = await t.request(`/api/v1/test/users/${otherId}`, { cookie: admin });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ messages: ["Registro não encontrado."] });
  });

  it("answers 404 for ids that cannot name a row, however large", async () => {
    for (const id of [
      "0",
      "-1",
      "01",
      "1.0",
      "1e3",
      "abc",
      "%20",
      "2147483648",
      "9999999999",
      "99999999999999999999",
    ]) {
      const res = await t.request(`/api/v1/test/users/${id}`, { cookie: admin });
      expect(res.status, id).toBe(404);
      expect(await res.json(), id).toEqual({ messages: ["Registro não encontrado."] });
    }
    expect((await t.request("/api/v1/test/users/2147483647", { cookie: admin })).status).toBe(404);
  });

  it("checks the session and the permission before the row", async () => {
    expect((await t.request(`/api/v1/test/users/${otherId}`)).status).toBe(401);
    const caixa = await t.login("caixa");
    expect((await t.request(`/api/v1/test/users/${ownId}`, { cookie: caixa })).status).toBe(403);
  });
});

describe("tenant-owned ids in bodies and queries", () => {
  const post = async (json: unknown, query = "") =>
    t.request(`/api/v1/test/assignments${query}`, { method: "POST", cookie: admin, json });
  const units = async (network: string) =>
    (await t.db.select({ id: companies.id, name: companies.name }).from(companies)).filter((c) =>
      c.name.startsWith(network),
    );

  it("passes the network's own rows on, and skips nulls", async () => {
    const [unit] = await units("Rede Demo");
    const body = { company_id: unit?.id, lines: [{ user_id: ownId }, { user_id: null }] };
    const res = await post(body, `?company_id=${unit?.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(body);
  });

  it("names every field whose id is another network's or no row's, in the body and the query at once", async () => {
    const [mine] = await units("Rede Demo");
    const [theirs] = await units("Outra Rede");
    const res = await post(
      { company_id: theirs?.id, lines: [{ user_id: ownId }, { user_id: otherId }, { user_id: 2_000_000_000 }] },
      `?company_id=${theirs?.id}`,
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        company_id: ["Registro não encontrado."],
        "lines.1.user_id": ["Registro não encontrado."],
        "lines.2.user_id": ["Registro não encontrado."],
      },
    });
    const onlyQuery = await post({ company_id: mine?.id, lines: [] }, `?company_id=${theirs?.id}`);
    expect(await onlyQuery.json()).toEqual({ messages: { company_id: ["Registro não encontrado."] } });
  });
});

describe("failures", () => {
  const internal = { messages: ["Algo de errado aconteceu. Tente novamente ou entre em contato com o suporte."] };

  it("an answer that breaks its own schema is a 500 without details", async () => {
    const res = await t.request("/api/v1/test/wrong-shape", { cookie: admin });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(internal);
  });

  it("a crash shows neither its message nor a stack", async () => {
    const res = await t.request("/api/v1/test/crash", { cookie: admin, headers: { "accept-language": "es-EC" } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/conexão|\/work\/|\.ts:|\n\s+at /);
    expect(JSON.parse(text)).toEqual({
      messages: ["Algo salió mal. Intente nuevamente o contacte al soporte."],
    });
  });

  it("a value the database refuses (a NUL byte) is a 400, not a 500", async () => {
    const res = await t.request("/api/v1/test/bad-value", { cookie: admin });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ messages: ["Requisição inválida."] });
  });
});
