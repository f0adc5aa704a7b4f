import { Schema } from "effect";
import { ErrorBody, ValidationErrorBody } from "../src/schemas/common.ts";
import { type AnyRoute, isBinary, requirementsOf } from "./http/route.ts";
import { API_VERSION } from "./system/version.ts";

type JsonObject = Record<string, unknown>;

const isNullType = (node: unknown) =>
  typeof node === "object" && node !== null && Object.keys(node).length === 1 && (node as JsonObject).type === "null";

/**
 * effect documents the canonical JSON codec, where an optional field also takes null; the API decodes with the
 * schema itself, which refuses null there. Optional properties are documented as "absent or the value".
 */
function withoutNullForOptional(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNullForOptional);
  if (typeof node !== "object" || node === null) return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withoutNullForOptional(v)])) as JsonObject;
  const properties = out.properties as Record<string, JsonObject> | undefined;
  if (out.type !== "object" || typeof properties !== "object" || properties === null) return out;
  const required = new Set(Array.isArray(out.required) ? out.required : []);
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name) || !Array.isArray(property.anyOf) || !property.anyOf.some(isNullType)) continue;
    const { anyOf, ...rest } = property;
    const members = (anyOf as unknown[]).filter((m) => !isNullType(m));
    properties[name] = members.length === 1 ? { ...(members[0] as JsonObject), ...rest } : { ...rest, anyOf: members };
  }
  return out;
}

function jsonSchema(schema: Schema.Top, definitions: JsonObject): JsonObject {
  const document = Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" });
  Object.assign(definitions, withoutNullForOptional(document.definitions));
  const text = JSON.stringify(withoutNullForOptional(document.schema));
  return JSON.parse(text.replaceAll("#/$defs/", "#/components/schemas/")) as JsonObject;
}

const errorResponse = (description: string, schema: JsonObject) => ({
  description,
  content: { "application/json": { schema } },
});

function operation(route: AnyRoute, definitions: JsonObject): JsonObject {
  const required = requirementsOf(route.access);
  const errors = jsonSchema(ErrorBody, definitions);
  const parameters: JsonObject[] = Object.keys(route.params ?? {}).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "integer", minimum: 1 },
  }));
  if (route.query) {
    const query = jsonSchema(route.query, definitions) as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema });
    }
  }
  const ok = isBinary(route.response)
    ? { description: "OK", content: { [route.response.contentType]: { schema: { type: "string", format: "binary" } } } }
    : { description: "OK", content: { "application/json": { schema: jsonSchema(route.response, definitions) } } };
  const responses: JsonObject = { [String(route.status ?? 200)]: ok };
  if (route.body || route.query)
    responses["422"] = errorResponse("Invalid fields", jsonSchema(ValidationErrorBody, definitions));
  if (route.access !== "public") responses["401"] = errorResponse("No session", errors);
  if (required.length > 0) responses["403"] = errorResponse("Missing permission", errors);
  if (route.params) responses["404"] = errorResponse("Not found in this network account", errors);
  const requirement =
    required.length > 0
      ? `Requires ${required.map((r) => `${r.slug} sub-permission ${r.code} at level ${r.level ?? 1}`).join(" or ")}.`
      : route.access === "signed-in"
        ? "Requires a session."
        : "Public.";
  return {
    tags: [route.tag],
    summary: route.summary,
    description: requirement,
    operationId: `${route.method}${route.path.replace(/[/:{}]+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(route.body, definitions) } },
          },
        }
      : {}),
    responses,
    ...(route.access === "public" ? { security: [] } : {}),
  };
}

/** OpenAPI 3.1, generated from the same route table and schemas the server enforces. */
export function openApiDocument(routes: ReadonlyArray<AnyRoute>): JsonObject {
  const definitions: JsonObject = {};
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method]: operation(route, definitions) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Rede API",
      version: API_VERSION,
      description: "API of Rede. Errors answer { messages } in the request's language.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "rede_session" } },
    },
    security: [{ session: [] }],
  };
}
