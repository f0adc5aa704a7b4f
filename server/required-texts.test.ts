// Issue 9 review: names made only of bidi controls (and spaces) passed "required" and were stored as "" once the
// controls were stripped. A required name is checked after cleaning, so every route answers 422 and writes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceDetail } from "../src/schemas/production.ts";
import { productionSeamstresses } from "./production/schema.ts";
import { createOrder, ORDERS } from "./production/production-test-support.ts";
import { startTestApp, type TestApp } from "./test/harness.ts";

let t: TestApp;
let admin = "";
let order: AttendanceDetail;
let seamstressId = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  order = await createOrder(t, admin);
  const [cida] = await t.db.select().from(productionSeamstresses).where(eq(productionSeamstresses.name, "Dona Cida"));
  seamstressId = cida?.id ?? 0;
});
afterAll(() => t.close());

const send = async (method: string, path: string, json: unknown, locale = "pt-BR") => {
  const res = await t.request(path, { method, cookie: admin, json, headers: { "accept-language": locale } });
  return { status: res.status, body: await res.json() };
};

const required = (field: string, text = "Preenchimento Obrigatório") => ({
  status: 422,
  body: { messages: { [field]: [text] } },
});

const codePoints = (text: string) =>
  [...text].map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`).join(" ");

const INVISIBLE = ["\u202E\u2066", "\u202E", "\u202E ", "\u200F", " \u202E\u202E\t"];

describe("a required name of bidi controls and spaces only", () => {
  it.each(INVISIBLE.map((text) => [codePoints(text), text] as const))(
    "%s is empty for every route",
    async (_, text) => {
      const before = await send("GET", `${ORDERS}/${order.id}`, undefined);
      expect(await send("POST", "/api/v1/silkriar_stamps", { description: text })).toEqual(required("description"));
      expect(await send("POST", "/api/v1/seamstresses", { name: text })).toEqual(required("name"));
      expect(await send("PATCH", `/api/v1/seamstresses/${seamstressId}`, { name: text })).toEqual(required("name"));
      expect(await send("POST", ORDERS, { customer_name: text })).toEqual(required("customer_name"));
      expect(await send("PATCH", `${ORDERS}/${order.id}`, { customer_name: text })).toEqual(required("customer_name"));
      const item = { description: text, quantity: 1 };
      expect(await send("POST", ORDERS, { customer_name: "Escola", items: [item] })).toEqual(
        required("items.0.description"),
      );
      expect(await send("POST", `${ORDERS}/${order.id}/items`, item)).toEqual(required("description"));
      const itemPath = `${ORDERS}/${order.id}/items/${order.items[0]?.id}`;
      expect(await send("PATCH", itemPath, { description: text })).toEqual(required("description"));
      expect(await send("POST", "/api/v1/transporters", { name: text })).toEqual(required("name"));
      expect(
        await send("POST", "/api/v1/customers", { customerType: "F", name: text, phone1: "(31) 99876-5432" }),
      ).toEqual(required("name"));
      expect(await send("PATCH", "/api/v1/profile", { name: text, email: "admin@rededemo.com.br" }, "es-EC")).toEqual(
        required("name", "Campo obligatorio"),
      );
      expect(await send("GET", `${ORDERS}/${order.id}`, undefined)).toEqual(before);
    },
  );

  it("still takes a name with controls around real letters, stored without them", async () => {
    const res = await send("POST", "/api/v1/silkriar_stamps", { description: "\u202E Brasão \u2066" });
    expect(res).toMatchObject({ status: 201, body: { description: "Brasão" } });
  });
});
