import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "./routes.ts";
import { API_VERSION } from "./system/version.ts";
import { startTestApp, type TestApp } from "./test/harness.ts";

// GET /api/docs: the OpenAPI 3.1 description generated from the route table and its schemas (issue 2, item 7).

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
};
type Parameter = { name: string; in: "query" | "path"; required: boolean; schema: Schema };
type Operation = {
  summary: string;
  tags: string[];
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
  security: unknown[];
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.request("/api/docs");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  doc = (await res.json()) as Document;
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");
const operationOf = (route: (typeof apiRoutes)[number]) => doc.paths[openApiPath(route.path)]?.[route.method];

/** Every `$ref` in the document points at a defined component. */
function refs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refs);
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refs(v)));
}

describe("GET /api/docs", () => {
  it("is an OpenAPI 3.1.0 document of this API version, public", async () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "Rede API", version: API_VERSION });
    expect(doc.components.securitySchemes.session).toEqual({ type: "apiKey", in: "cookie", name: "rede_session" });
    expect(doc.security).toEqual([{ session: [] }]);
  });

  it("describes every route of the route table, with {name} path parameters, and nothing else", () => {
    const expected = apiRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
    const described = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(described).toEqual(expected);
    expect(Object.keys(doc.paths).every((p) => !p.includes(":"))).toBe(true);
  });

  it("gives every operation a summary, a tag and a unique operationId", () => {
    const ids = apiRoutes.map((route) => {
      const op = operationOf(route);
      expect(op?.summary, route.path).toBe(route.summary);
      expect(op?.tags, route.path).toEqual([route.tag]);
      return op?.operationId;
    });
    expect(new Set(ids).size).toBe(apiRoutes.length);
  });

  it("declares path parameters as required positive integers", () => {
    for (const route of apiRoutes.filter((r) => r.params)) {
      const names = Object.keys(route.params ?? {});
      const declared = (operationOf(route)?.parameters ?? []).filter((p) => p.in === "path");
      expect(
        declared.map((p) => p.name),
        route.path,
      ).toEqual(names);
      for (const p of declared) expect(p).toMatchObject({ required: true, schema: { type: "integer", minimum: 1 } });
      expect(operationOf(route)?.responses["404"], route.path).toBeDefined();
    }
  });

  it("declares the request body of every route that takes one, closed to unknown fields", () => {
    for (const route of apiRoutes) {
      const body = operationOf(route)?.requestBody;
      if (!route.body) {
        expect(body, route.path).toBeUndefined();
        continue;
      }
      expect(body?.required, route.path).toBe(true);
      const schema = body?.content["application/json"]?.schema;
      expect(schema?.type, route.path).toBe("object");
      expect(schema?.additionalProperties, route.path).toBe(false);
    }
  });

  it("declares the query parameters of every route that takes a query, never as null", () => {
    for (const route of apiRoutes) {
      const query = (operationOf(route)?.parameters ?? []).filter((p) => p.in === "query");
      if (!route.query) {
        expect(query, route.path).toEqual([]);
        continue;
      }
      const fields = Object.keys((route.query as unknown as { fields: Record<string, unknown> }).fields);
      expect(query.map((p) => p.name).sort(), route.path).toEqual([...fields].sort());
      for (const p of query) expect(JSON.stringify(p.schema), `${route.path} ${p.name}`).not.toContain('"null"');
    }
    const unique = doc.paths["/api/v1/validate/unique"]?.get?.parameters ?? [];
    const byName = Object.fromEntries(unique.map((p) => [p.name, p]));
    expect(byName.table).toEqual({
      name: "table",
      in: "query",
      required: true,
      schema: { type: "string", minLength: 1, maxLength: 64 },
    });
    expect(byName.ignore?.required).toBe(false);
    expect(byName.extra?.schema).toMatchObject({ type: "string", maxLength: 500 });
  });

  it("lists 401 for routes that need a session, 403 for routes that need a permission, 422 where input is decoded", () => {
    for (const route of apiRoutes) {
      const responses = operationOf(route)?.responses ?? {};
      const codes = Object.keys(responses);
      expect(codes, route.path).toContain(String(route.status ?? 200));
      expect(codes.includes("401"), route.path).toBe(route.access !== "public");
      expect(codes.includes("403"), route.path).toBe(typeof route.access === "object");
      expect(codes.includes("422"), route.path).toBe(Boolean(route.body || route.query));
      if (route.access === "public") expect(operationOf(route)?.security, route.path).toEqual([]);
    }
    const users = doc.paths["/api/v1/users"]?.get?.responses ?? {};
    expect(users["422"]?.content?.["application/json"]?.schema).toMatchObject({
      type: "object",
      properties: { messages: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } },
      required: ["messages"],
    });
    expect(users["403"]?.content?.["application/json"]?.schema).toMatchObject({
      properties: { messages: { type: "array", items: { type: "string" } } },
    });
  });

  it("describes POST /api/v1/auth: login and password required, with their maximum lengths", () => {
    const schema = doc.paths["/api/v1/auth"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(schema).toEqual({
      type: "object",
      properties: {
        login: { type: "string", minLength: 1, maxLength: 120 },
        password: { type: "string", minLength: 1, maxLength: 200 },
      },
      required: ["login", "password"],
      additionalProperties: false,
    });
    const ok = doc.paths["/api/v1/auth"]?.post?.responses["200"]?.content?.["application/json"]?.schema;
    expect(ok?.required).toEqual(expect.arrayContaining(["id", "name", "permissions", "multiStoreId", "hasOnlinePos"]));
  });

  it("does not offer null for optional fields the API refuses null in", () => {
    const me = doc.paths["/api/v1/me"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(me?.required).not.toContain("crmDayFocus");
    expect(me?.properties?.crmDayFocus?.type).toBe("object");
    expect(me?.properties?.crmDayFocus?.anyOf).toBeUndefined();
    // a field that really is nullable keeps its null
    expect(me?.properties?.crmDayFocus?.properties?.seenIn).toEqual({ anyOf: [{ type: "string" }, { type: "null" }] });
  });

  it("resolves every $ref to a component", () => {
    for (const ref of refs(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.replace("#/components/schemas/", "")], ref).toBeDefined();
    }
  });
});
