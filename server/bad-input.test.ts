import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Result, Schema } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, sessions } from "./auth/schema.ts";
import { mailOutbox } from "./mail/schema.ts";
import { userLogs, users } from "./users/schema.ts";
import { type AnyRoute, isBinary } from "./http/route.ts";
import { apiRoutes } from "./routes.ts";
import { startTestApp, type TestApp } from "./test/harness.ts";

// Issue 2, item 12: no input can make the API answer 500, leak a stack trace or write anything.

type Locale = "pt-BR" | "es-EC";
type Json = ReturnType<typeof JSON.parse>;
type Codec = NonNullable<AnyRoute["body"]>;

const FAILURES = [400, 401, 403, 404, 413, 415, 422, 429];
const NUM_RUNS = Number(process.env.NUM_RUNS ?? 40);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

// --- what a good refusal looks like -------------------------------------------------------------

function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every text the server can say in a locale, with `{{values}}` as wildcards. */
function textsOf(locale: Locale): RegExp[] {
  const dir = resolve(import.meta.dirname, "../locales", locale);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => leaves(JSON.parse(readFileSync(join(dir, f), "utf8"))))
    .map((text) => new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{\w+\\\}\\\}/g, ".+")}$`, "s"));
}
const TEXTS: Record<Locale, RegExp[]> = { "pt-BR": textsOf("pt-BR"), "es-EC": textsOf("es-EC") };

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === "string");

/** `{ messages }`: strings, or for 422 strings per field; each a known text of the request's locale. */
function expectRefusal(status: number, text: string, locale: Locale) {
  expect(text).not.toMatch(/\n\s+at |\/work\/|node_modules|\.ts:\d+/);
  const body = JSON.parse(text) as { messages?: unknown };
  expect(Object.keys(body)).toEqual(["messages"]);
  const lists =
    status === 422 && !Array.isArray(body.messages)
      ? Object.values(body.messages as Record<string, unknown>)
      : [body.messages];
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) {
    expect(isStringList(list), `messages of a ${status}: ${text}`).toBe(true);
    for (const m of list as string[]) {
      expect(
        TEXTS[locale].some((re) => re.test(m)),
        `"${m}" is not a ${locale} text`,
      ).toBe(true);
    }
  }
}

async function rowCounts() {
  const [u, l, m, p, s] = await Promise.all([
    t.db.$count(users),
    t.db.$count(userLogs),
    t.db.$count(mailOutbox),
    t.db.$count(passwordResets),
    t.db.$count(sessions),
  ]);
  return { users: u, user_logs: l, mail_outbox: m, password_resets: p, sessions: s };
}

const decodes = (schema: Codec, input: unknown) =>
  Result.isSuccess(
    Schema.decodeUnknownResult(schema as unknown as Schema.Codec<unknown, unknown>)(input, {
      onExcessProperty: "error",
    }),
  );

const fieldNames = (schema: Codec): string[] =>
  Object.keys((schema as unknown as { fields?: Record<string, unknown> }).fields ?? {});

/** A real path for a route: path parameters point at row 1 (another network's or missing rows answer 404). */
const pathOf = (route: AnyRoute) => route.path.replace(/:\w+/g, "1");

/**
 * Sends one request and checks the answer: never 5xx, never a stack trace; when the input does not fit the
 * route's schema, a refusal in the request's language and not one row written.
 */
async function probe(route: AnyRoute, init: { query?: string; body?: string; valid: boolean; locale: Locale }) {
  const before = init.valid ? null : await rowCounts();
  const res = await t.request(`${pathOf(route)}${init.query ? `?${init.query}` : ""}`, {
    method: route.method.toUpperCase(),
    cookie: admin,
    headers: { "content-type": "application/json", "accept-language": init.locale },
    body: init.body,
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  // A file route (a PDF) answers its file to a valid request; every refusal is JSON.
  const file = isBinary(route.response) && res.status < 400 ? route.response.contentType : null;
  const type = res.headers.get("content-type") ?? "";
  // "application/octet-stream" declares a file whose type the request picks (CSV, XLSX, PDF): any but JSON.
  if (file === "application/octet-stream") expect(type).not.toContain("application/json");
  else expect(type).toContain(file ?? "application/json");
  if (!init.valid) expect(FAILURES, text).toContain(res.status);
  if (res.status >= 400) expectRefusal(res.status, text, init.locale);
  else expect(text).not.toMatch(/\n\s+at |\/work\/|node_modules/);
  if (before) expect(await rowCounts()).toEqual(before);
}

// --- generators -----------------------------------------------------------------------------------

const nested = (depth: number): Json => {
  let value: Json = "fundo";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Texts that often mean something to some route: ids, limits, dates, names of tables and columns, SQL. */
const TEXTS_OF_NOTE = [
  ...["", " ", "0", "-1", "1", "2", "20", "500", "501", "1.5", "1e3", "1e400", "NaN", "Infinity", "-0"],
  ...["2147483647", "2147483648", "9999999999", "99999999999999999999"],
  ...["2024-01-31", "2026-12-01", "9999-99-99", "2024-02-30", "0000-00-00"],
  ...["asc", "desc", "id", "name", "login", "email", "active", "created_at", "code", "federal_tax_id"],
  ...["users", "companies", "account_plans", "access_user", "company_id", "sessions", "pg_user"],
  ...["' or 1=1 --", "users; drop table users", "\u0000", "a\u0000b", '{"company_id":1}', '{"company_id":"1 or 1=1"}'],
  ...["__proto__", "constructor", "1.2", "private-multi-store.1", "private-user.1", "admin", "demo1234"],
];
const VALUES_OF_NOTE: Json[] = [...TEXTS_OF_NOTE, 0, 1, -1, 1.5, 2 ** 31, true, false, null, [], {}, ["a"], { a: 1 }];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.repeat(Math.ceil(10_000 / s.length))),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  fc.oneof(fc.nat(), fc.integer(), fc.bigInt({ min: 0n, max: 10n ** 30n })).map(String),
  fc.constantFrom(...TEXTS_OF_NOTE),
);

const json = fc.jsonValue({ maxDepth: 3 });
const deep = fc.integer({ min: 50, max: 2_000 }).map(nested);
const anyValue: fc.Arbitrary<Json> = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(json, { maxLength: 3 }),
  fc.dictionary(fc.string(), json, { maxKeys: 3 }),
  deep,
);

const oddKey = (names: string[]) =>
  fc
    .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "toString"))
    .filter((k) => !names.includes(k));

/** Objects shaped like the schema (its field names, any values, some missing) plus unknown fields. */
function shaped<V>(names: string[], value: fc.Arbitrary<V>) {
  const model = Object.fromEntries(names.map((n) => [n, value]));
  const extras = fc.uniqueArray(fc.tuple(oddKey(names), value), { selector: ([k]) => k, maxLength: 2 });
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), extras)
    .map(([fields, extra]) => Object.fromEntries([...extra, ...Object.entries(fields)]) as Record<string, V>);
}

/**
 * Inputs that pass the schema except, usually, for one field or one unknown key: each field takes a value of
 * note its own schema accepts, then one entry is replaced by anything. These reach the handlers and the SQL.
 */
function nearlyValid<V>(schema: Codec, notable: V[], wild: fc.Arbitrary<V>) {
  const fields = (schema as unknown as { fields: Schema.Struct.Fields }).fields;
  const names = fieldNames(schema);
  const alone = (name: string, input: unknown) =>
    decodes(Schema.Struct({ [name]: fields[name] as Schema.Struct.Fields[string] }) as unknown as Codec, input);
  const model = Object.fromEntries(
    names.map((n) => {
      const fits = notable.filter((v) => alone(n, { [n]: v }));
      return [n, fits.length ? fc.constantFrom(...fits) : wild];
    }),
  );
  const required = names.filter((n) => !alone(n, {}));
  const change = fc.option(fc.tuple(fc.oneof(fc.constantFrom(...names), oddKey(names)), wild), { freq: 4 });
  return fc
    .tuple(fc.record(model, { requiredKeys: required }), change)
    .map(([base, one]) => Object.fromEntries([...Object.entries(base), ...(one ? [one] : [])]) as Record<string, V>);
}

const bodyOf = (schema: Codec) =>
  fc
    .oneof(json, deep, shaped(fieldNames(schema), anyValue), nearlyValid(schema, VALUES_OF_NOTE, anyValue))
    .map((value) => JSON.stringify(value));

const queryOf = (schema: Codec) =>
  fc
    .oneof(shaped(fieldNames(schema), text), nearlyValid(schema, TEXTS_OF_NOTE, text))
    .map((fields) => new URLSearchParams(fields));

const locale = fc.constantFrom<Locale>("pt-BR", "es-EC");

const malformed = fc
  .oneof(
    fc.string({ minLength: 1 }),
    json.map((v) => JSON.stringify(v).slice(0, -1)),
    fc.constantFrom("{", "{'login':'admin'}", "{login: 1}", '{"a":1,}', "[1,2,", "NaN", "undefined", '"aberto'),
  )
  .filter((s) => {
    if (s.trim() === "") return false;
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  });

// --- the properties -------------------------------------------------------------------------------

const withBody = apiRoutes.filter((r) => r.body);
const withQuery = apiRoutes.filter((r) => r.query);

describe("bad input never breaks the API", () => {
  it("covers routes with bodies and with queries", () => {
    expect(withBody.length).toBeGreaterThan(0);
    expect(withQuery.length).toBeGreaterThan(0);
  });

  for (const route of withBody) {
    const schema = route.body as Codec;
    it(`${route.method.toUpperCase()} ${route.path}: arbitrary bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyOf(schema), locale, async (body, lang) => {
          await probe(route, { body, valid: decodes(schema, JSON.parse(body)), locale: lang });
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it(`${route.method.toUpperCase()} ${route.path}: malformed JSON answers 400`, async () => {
      await fc.assert(
        fc.asyncProperty(malformed, locale, async (body, lang) => {
          const before = await rowCounts();
          const res = await t.request(pathOf(route), {
            method: route.method.toUpperCase(),
            cookie: admin,
            headers: { "content-type": "application/json", "accept-language": lang },
            body,
          });
          expect(res.status).toBe(400);
          expect(await res.json()).toEqual({
            messages: [
              lang === "pt-BR"
                ? "O corpo da requisição não é um JSON válido."
                : "El cuerpo de la solicitud no es un JSON válido.",
            ],
          });
          expect(await rowCounts()).toEqual(before);
        }),
        { numRuns: 15 },
      );
    });
  }

  for (const route of withQuery) {
    const schema = route.query as Codec;
    it(`${route.method.toUpperCase()} ${route.path}: arbitrary query strings`, async () => {
      await fc.assert(
        fc.asyncProperty(queryOf(schema), locale, async (params, lang) => {
          const received = Object.fromEntries(new URLSearchParams(params.toString()));
          await probe(route, { query: params.toString(), valid: decodes(schema, received), locale: lang });
        }),
        { numRuns: NUM_RUNS },
      );
    });
  }
});

describe("transport refusals", () => {
  const post = (path: string, init: { body: string; type?: string; lang?: Locale; length?: boolean }) =>
    t.request(path, {
      method: "POST",
      cookie: admin,
      headers: {
        ...(init.type ? { "content-type": init.type } : {}),
        ...(init.length ? { "content-length": String(Buffer.byteLength(init.body)) } : {}),
        "accept-language": init.lang ?? "pt-BR",
      },
      body: init.body,
    });

  it("answers 413 with a message to bodies over 1 MB, on every route with a body", async () => {
    const big = JSON.stringify({ login: "a".repeat(1024 * 1024) });
    // Upload routes declare their own, larger limit (tested with their module).
    for (const route of withBody.filter((r) => r.maxBodyBytes === undefined)) {
      const before = await rowCounts();
      for (const length of [true, false]) {
        const res = await post(pathOf(route), { body: big, type: "application/json", length });
        expect(res.status, route.path).toBe(413);
        expect(await res.json()).toEqual({ messages: ["A requisição excede o tamanho máximo de 1 MB."] });
      }
      expect(await rowCounts()).toEqual(before);
    }
    const es = await post("/api/v1/auth", { body: big, type: "application/json", lang: "es-EC" });
    expect(await es.json()).toEqual({ messages: ["La solicitud excede el tamaño máximo de 1 MB."] });
  });

  it("answers 400 to a body nested deeper than any request, before it can exhaust the stack", async () => {
    const deep = `{"name":"x","notes":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const res = await post("/api/v1/auth", { body: deep, type: "application/json", length: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ messages: [expect.any(String)] });
  });

  it("answers 415 to a body that is not JSON, declared length or not", async () => {
    const body = "login=admin&password=demo1234";
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      undefined,
    ]) {
      for (const length of [true, false]) {
        const res = await post("/api/v1/auth", { body, type, length });
        expect(res.status, `${type} ${length}`).toBe(415);
        expect(await res.json()).toEqual({
          messages: ["Envie os dados em JSON (Content-Type: application/json)."],
        });
      }
    }
    const es = await post("/api/v1/change_password", { body, type: "text/plain", lang: "es-EC", length: true });
    expect(es.status).toBe(415);
    expect(await es.json()).toEqual({ messages: ["Envíe los datos en JSON (Content-Type: application/json)."] });
  });

  it("answers 400 to malformed JSON in the request's language", async () => {
    const pt = await post("/api/v1/auth", { body: "{login:", type: "application/json" });
    expect(pt.status).toBe(400);
    expect(await pt.json()).toEqual({ messages: ["O corpo da requisição não é um JSON válido."] });
    const es = await post("/api/v1/auth", { body: "{login:", type: "application/json", lang: "es-EC" });
    expect(await es.json()).toEqual({ messages: ["El cuerpo de la solicitud no es un JSON válido."] });
  });

  it("answers 422 per field in Spanish for es-EC", async () => {
    const res = await post("/api/v1/change_password", {
      body: JSON.stringify({ oldPassword: 1, newPassword: "x".repeat(201), intruso: true }),
      type: "application/json",
      lang: "es-EC",
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: {
        oldPassword: ["Valor inválido"],
        newPassword: ["El campo debe tener como máximo 200 caracteres."],
        confirmedNewPassword: ["Campo obligatorio"],
        intruso: ["Campo no permitido."],
      },
    });
  });

  // Issue 10 review: a NUL character reached PostgreSQL (which refuses it in text) and came back as a bare 400.
  it("answers 422 naming the field to a NUL character in a body or a query, writing nothing", async () => {
    const logs = (await t.db.select().from(userLogs)).length;
    const body = await t.request("/api/v1/profile", {
      method: "PATCH",
      cookie: admin,
      json: { name: "Admin\u0000Demo" },
      headers: { "accept-language": "es-EC" },
    });
    expect(body.status).toBe(422);
    expect(await body.json()).toEqual({ messages: { name: ["Valor inválido"] } });
    const query = await t.request("/api/v1/users?filter=a%00b", { cookie: admin });
    expect(query.status).toBe(422);
    expect(await query.json()).toEqual({ messages: { filter: ["Valor inválido"] } });
    expect((await t.db.select().from(userLogs)).length).toBe(logs);
  });

  it("answers 422 to a query with unknown or over-long values, 404 JSON to unknown API paths", async () => {
    const res = await t.request(`/api/v1/users?filter=${"a".repeat(10_000)}&intruso=1`, { cookie: admin });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      messages: { filter: ["O campo deve ter no máximo 200 caracteres."], intruso: ["Campo não permitido."] },
    });
    const unknown = await t.request("/api/v1/nada/por/aqui", { cookie: admin });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ messages: ["Recurso não encontrado."] });
  });
});
