import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceDetail, ProductionDocument } from "../../src/schemas/production.ts";
import { productionDocuments, productionOrders } from "./schema.ts";
import { userLogs } from "../users/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createOrder, ORDERS, placeOrder, productionUser } from "./production-test-support.ts";

let t: TestApp;
let admin = "";
let arts = "";
let order: AttendanceDetail;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  arts = await productionUser(t, "so.artes", [[2, 1]]);
  order = await createOrder(t, admin);
  await placeOrder(t, order.id, 2);
});
afterAll(() => t.close());

const upload = async (json: unknown, cookie = admin, orderId = order.id, headers: Record<string, string> = {}) => {
  const res = await t.request(`${ORDERS}/${orderId}/documents`, { method: "POST", cookie, json, headers });
  return { status: res.status, body: (await res.json()) as ProductionDocument & { messages?: unknown } };
};

describe("documents of an order", () => {
  it("uploads, lists, downloads with content-disposition and deletes a PDF", async () => {
    const up = await upload(
      { file_name: "Arte final — Escola.pdf", content_type: "application/pdf", content_base64: PDF.toString("base64") },
      arts,
    );
    expect(up.status).toBe(201);
    expect(up.body).toEqual({
      id: expect.any(Number),
      file_name: "Arte final — Escola.pdf",
      content_type: "application/pdf",
      size: PDF.length,
      uploaded_by: { id: expect.any(Number), full_name: "Teste so.artes" },
      created_at: expect.any(String),
      url: `${ORDERS}/${order.id}/documents/${up.body.id}`,
    });
    expect(t.storage.keys()).toHaveLength(1);

    const detail = (await (await t.request(`${ORDERS}/${order.id}`, { cookie: arts })).json()) as AttendanceDetail;
    expect(detail.documents).toEqual([up.body]);
    expect(detail.activities[0]).toMatchObject({
      kind: "document-added",
      description: "Anexou o documento Arte final — Escola.pdf.",
      causer: { full_name: "Teste so.artes" },
    });

    const file = await t.request(up.body.url, { cookie: arts });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Arte final  Escola.pdf"; filename*=UTF-8''Arte%20final%20%E2%80%94%20Escola.pdf`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // A PDF is never shown inline.
    const inline = await t.request(`${up.body.url}?disposition=inline`, { cookie: arts });
    expect(inline.headers.get("content-disposition")).toMatch(/^attachment;/);

    const removed = await t.request(up.body.url, { method: "DELETE", cookie: arts });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true });
    expect(t.storage.keys()).toEqual([]);
    expect((await t.request(up.body.url, { cookie: arts })).status).toBe(404);
    const after = (await (await t.request(`${ORDERS}/${order.id}`, { cookie: arts })).json()) as AttendanceDetail;
    expect(after.documents).toEqual([]);
    expect(after.activities[0]?.description).toBe("Excluiu o documento Arte final — Escola.pdf.");
    const audits = await t.db
      .select({ action: userLogs.action })
      .from(userLogs)
      .where(and(eq(userLogs.entity, "silkriar_attendances"), eq(userLogs.entityId, String(order.id))));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(["production.order.document-added", "production.order.document-removed"]),
    );
    const changes = t.broadcasts
      .filter((b) => (b.data as { id: number }).id === order.id)
      .map((b) => (b.data as { change?: string }).change);
    expect(changes.filter((c) => c === "documents")).toHaveLength(2);
  });

  it("takes a data: URL and shows images inline on request", async () => {
    const up = await upload({
      file_name: "C:\\fotos\\prova de cor.png",
      content_type: "image/png",
      content_base64: `data:image/png;base64,${PNG.toString("base64")}`,
    });
    expect(up.status).toBe(201);
    expect(up.body.file_name).toBe("prova de cor.png");
    const inline = await t.request(`${up.body.url}?disposition=inline`, { cookie: admin });
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; filename="prova de cor.png"/);
    expect(inline.headers.get("content-type")).toBe("image/png");
  });

  it("stores a file name without bidi controls, so it shows as what it is", async () => {
    const up = await upload({
      file_name: "contrato\u202Efdp.exe",
      content_type: "application/pdf",
      content_base64: PDF.toString("base64"),
    });
    expect(up.status).toBe(201);
    expect(up.body.file_name).toBe("contratofdp.exe");
    const [stored] = await t.db.select().from(productionDocuments).where(eq(productionDocuments.id, up.body.id));
    expect(stored?.fileName).toBe("contratofdp.exe");
  });

  it.each([
    [
      "an HTML page posing as a PNG",
      { content_type: "image/png", content_base64: Buffer.from("<html><script>").toString("base64") },
      "content_type",
      "Envie apenas imagens (PNG, JPG, GIF, WEBP) ou PDF.",
    ],
    [
      "a PDF posing as a JPEG",
      { content_type: "image/jpeg", content_base64: PDF.toString("base64") },
      "content_type",
      "Envie apenas imagens (PNG, JPG, GIF, WEBP) ou PDF.",
    ],
    [
      "a type that is not allowed",
      { content_type: "image/svg+xml", content_base64: PNG.toString("base64") },
      "content_type",
      "Valor inválido",
    ],
    [
      "text that is not base64",
      { content_type: "image/png", content_base64: "não é base64!" },
      "content_base64",
      "Valor inválido",
    ],
    ["an empty file", { content_type: "image/png", content_base64: "" }, "content_base64", "Preenchimento Obrigatório"],
    [
      "a file of zero bytes",
      { content_type: "image/png", content_base64: "data:image/png;base64," },
      "content_base64",
      "O arquivo está vazio.",
    ],
  ])("refuses %s", async (_, fields, field, text) => {
    const { status, body } = await upload({ file_name: "x.png", ...fields });
    expect(status).toBe(422);
    expect(body).toEqual({ messages: { [field]: [text] } });
    expect(t.storage.keys().filter((k) => !k.includes("seed"))).toHaveLength(
      (await t.db.select().from(productionDocuments).where(eq(productionDocuments.orderId, order.id))).length,
    );
  });

  it("refuses a file over 10 MB, and a body over the upload limit with 413", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PDF.copy(big);
    const tooBig = await upload({
      file_name: "grande.pdf",
      content_type: "application/pdf",
      content_base64: big.toString("base64"),
    });
    expect(tooBig).toEqual({
      status: 422,
      body: { messages: { content_base64: ["O arquivo deve ter no máximo 10 MB."] } },
    });
    const huge = "A".repeat(15 * 1024 * 1024);
    const res = await t.request(`${ORDERS}/${order.id}/documents`, {
      method: "POST",
      cookie: admin,
      json: { file_name: "x.pdf", content_type: "application/pdf", content_base64: huge },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ messages: ["A requisição excede o tamanho máximo de 14 MB."] });
    // Other routes keep the 1 MB limit.
    const other = await t.request(`${ORDERS}/${order.id}`, {
      method: "PATCH",
      cookie: admin,
      json: { notes: "A".repeat(1024 * 1024) },
    });
    expect(other.status).toBe(413);
  });

  it("answers in Spanish for es-EC", async () => {
    const { body } = await upload(
      { file_name: "x.png", content_type: "image/png", content_base64: PDF.toString("base64") },
      admin,
      order.id,
      { "accept-language": "es-EC" },
    );
    expect(body).toEqual({ messages: { content_type: ["Envíe solo imágenes (PNG, JPG, GIF, WEBP) o PDF."] } });
  });

  it("needs to see the order, which must be open to change its documents", async () => {
    const other = await createOrder(t, admin);
    await placeOrder(t, other.id, 3);
    const json = { file_name: "a.pdf", content_type: "application/pdf", content_base64: PDF.toString("base64") };
    expect((await upload(json, arts, other.id)).status).toBe(403);
    const mine = await upload(json, admin, other.id);
    expect((await t.request(mine.body.url, { cookie: arts })).status).toBe(403);
    expect((await t.request(mine.body.url, { method: "DELETE", cookie: arts })).status).toBe(403);
    await placeOrder(t, other.id, 8);
    expect((await upload(json, admin, other.id)).status).toBe(409);
    expect((await t.request(mine.body.url, { method: "DELETE", cookie: admin })).status).toBe(409);
    // Finished orders' documents can still be downloaded.
    expect((await t.request(mine.body.url, { cookie: admin })).status).toBe(200);
  });

  it("answers 404 for a document of another order, and a clear message when its file is gone", async () => {
    const other = await createOrder(t, admin);
    const json = { file_name: "a.pdf", content_type: "application/pdf", content_base64: PDF.toString("base64") };
    const doc = await upload(json, admin, other.id);
    expect((await t.request(`${ORDERS}/${order.id}/documents/${doc.body.id}`, { cookie: admin })).status).toBe(404);
    expect(
      (await t.request(`${ORDERS}/${order.id}/documents/${doc.body.id}`, { method: "DELETE", cookie: admin })).status,
    ).toBe(404);
    const [row] = await t.db.select().from(productionDocuments).where(eq(productionDocuments.id, doc.body.id));
    await t.storage.delete(row?.storageKey ?? "");
    const gone = await t.request(doc.body.url, { cookie: admin });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ messages: ["O arquivo deste documento não foi encontrado."] });
    const [foreign] = await t.db
      .select()
      .from(productionDocuments)
      .where(eq(productionDocuments.fileName, "arte-aprovada.pdf"));
    const [foreignOrder] = await t.db
      .select()
      .from(productionOrders)
      .where(eq(productionOrders.id, foreign?.orderId ?? 0));
    expect((await t.request(`${ORDERS}/${foreignOrder?.id}/documents/${foreign?.id}`, { cookie: admin })).status).toBe(
      404,
    );
  });
});
