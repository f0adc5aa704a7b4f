import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "./client.ts";
import { exportReport } from "./reports.ts";

// A report's file asks the server for the columns the screen shows (Selecionar Colunas): the report builder's too,
// whose hidden dimensions and measures used to be written anyway.

const ORIGIN = "http://rede.test";
let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(request: Request) => Promise<Response>>(
    async () =>
      new Response("x", {
        headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="r.csv"' },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  configureApi({ baseUrl: ORIGIN, locale: () => "pt-BR", onUnauthorized: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function askedFor(): URLSearchParams {
  const request = fetchMock.mock.calls[0]?.[0];
  if (!request) throw new Error("nothing was fetched");
  return new URL(request.url).searchParams;
}

describe("exportReport", () => {
  it("sends the report builder's visible columns, in the screen's order, with its dataset, grouping and measures", async () => {
    const query = {
      start: "2026-11-01",
      end: "2026-11-30",
      dataset: "sales",
      group_by: "day,unit",
      measures: "count,total",
    } as never;
    await exportReport("datatables", query, "xlsx", ["day", "total"]);
    const params = askedFor();
    expect(params.get("columns")).toBe("day,total");
    expect(params.get("format")).toBe("xlsx");
    expect(params.get("group_by")).toBe("day,unit");
    expect(params.get("measures")).toBe("count,total");
  });

  it("sends the visible columns of any other report; none known: no list (the whole table)", async () => {
    await exportReport("payment-methods", { start: "2026-11-01", end: "2026-11-30" }, "csv", ["payment_method", "net"]);
    expect(askedFor().get("columns")).toBe("payment_method,net");
    fetchMock.mockClear();
    await exportReport("datatables", { start: "2026-11-01", end: "2026-11-30" }, "csv");
    expect(askedFor().has("columns")).toBe(false);
  });
});
