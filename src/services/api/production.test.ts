import { beforeEach, describe, expect, it, vi } from "vitest";

const calls: Array<{ method: string; path: string; options: unknown }> = [];
type Request = { params?: Record<string, number>; [option: string]: unknown };

vi.mock("./client.ts", async () => {
  const { pathOf } = await import("../../schemas/endpoint.ts");
  const record = (endpoint: { method: string; path: string }, request: Request = {}) => {
    const { params, ...options } = request;
    calls.push({ method: endpoint.method, path: pathOf(endpoint.path, params), options });
  };
  return {
    call: async (endpoint: { method: string; path: string }, request?: Request) => {
      record(endpoint, request);
      return {};
    },
    download: async (endpoint: { method: string; path: string }, request?: Request) => {
      record(endpoint, request);
      return { blob: new Blob(), filename: null };
    },
  };
});

const api = await import("./production.ts");

beforeEach(() => {
  calls.length = 0;
});

describe("production API calls (spec 7)", () => {
  it("sends a move as { status_id } and a return as { status_id, canceled_reason }", async () => {
    await api.moveAttendance({ orderId: 12, statusId: 4 });
    await api.moveAttendance({ orderId: 12, statusId: 2, canceledReason: "Tela borrada" });
    expect(calls).toEqual([
      { method: "patch", path: "/api/v1/silkriar_attendances/12", options: { json: { status_id: 4 } } },
      {
        method: "patch",
        path: "/api/v1/silkriar_attendances/12",
        options: { json: { status_id: 2, canceled_reason: "Tela borrada" } },
      },
    ]);
  });

  it("calls the order, status, item, document and seamstress paths", async () => {
    await api.setAttendanceStatus(3, { status_id: 8 });
    await api.updateAttendanceItem(3, 9, { quantity: 2 });
    await api.removeAttendanceDocument(3, 5);
    await api.downloadAttendanceDocument(3, 5);
    await api.assignSeamstresses(3, { assignments: [] });
    await api.listAttendances({ stage: "artes", late: "true" });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "put /api/v1/silkriar_attendances/3/status",
      "patch /api/v1/silkriar_attendances/3/items/9",
      "delete /api/v1/silkriar_attendances/3/documents/5",
      "get /api/v1/silkriar_attendances/3/documents/5",
      "put /api/v1/silkriar_attendances/3/seamstresses",
      "get /api/v1/silkriar_attendances",
    ]);
    expect(calls.at(-1)?.options).toMatchObject({ query: { stage: "artes", late: "true" } });
  });

  it("reads images and PDFs as base64 and refuses other files", async () => {
    const pdf = new File(["%PDF-1.7"], "arte.pdf", { type: "application/pdf" });
    expect(await api.fileToUpload(pdf)).toEqual({
      file_name: "arte.pdf",
      content_type: "application/pdf",
      content_base64: btoa("%PDF-1.7"),
    });
    expect(await api.fileToUpload(new File(["<svg/>"], "x.svg", { type: "image/svg+xml" }))).toBeNull();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(await api.fileToUpload(big)).toBeNull();
  });
});
