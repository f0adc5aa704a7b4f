import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isApiError } from "../../schemas/api-failure.ts";
import { configureApi } from "./client.ts";
import { newIdempotencyKey } from "./idempotency.ts";
import { searchProducts } from "./pdv.ts";
import { closeCashMovement, lastOpenedCashMovement } from "./pdv-cash.ts";
import { downloadSalePdf, finalizeSale } from "./pdv-sales.ts";

// The PDV's browser calls against a stubbed fetch: paths, the Idempotency-Key header, 204, decoding.

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const sent = () => fetchMock.mock.calls[0]?.[0] as Request;

beforeEach(() => {
  fetchMock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal("fetch", fetchMock);
  configureApi({ baseUrl: "http://rede.test", locale: () => "pt-BR", onUnauthorized: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe("PDV API calls", () => {
  it("reads no open register from a 204", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await lastOpenedCashMovement()).toBeNull();
    expect(new URL(sent().url).pathname).toBe("/api/v1/cash_movements/last_opened");
  });

  it("reads the open register from a 200", async () => {
    const data = {
      id: 7,
      company_id: 1,
      company: "Rede Demo Centro",
      company_has_sync_installments: false,
      cash_supply: "100.00",
      opened_at: "2026-03-10T11:00:00.000Z",
    };
    fetchMock.mockResolvedValueOnce(json({ data }));
    expect(await lastOpenedCashMovement()).toEqual(data);
  });

  it("sends the Idempotency-Key of a money-moving call", async () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    fetchMock.mockResolvedValueOnce(
      json({
        id: 7,
        company_id: 1,
        closed_at: "2026-03-10T21:00:00.000Z",
        money: { expected: "97.47", counted: "97.40", difference: "-0.07" },
        pix: { expected: "0.00", counted: "0.00", difference: "0.00" },
        card: { expected: "0.00", counted: "0.00", difference: "0.00" },
      }),
    );
    const closing = await closeCashMovement(
      { id: 7, inserted_money_value: "97.40", inserted_pix_value: "0", inserted_card_value: "0" },
      key,
    );
    expect(closing.money.difference).toBe("-0.07");
    expect(sent().headers.get("idempotency-key")).toBe(key);
    expect(sent().method).toBe("POST");
  });

  it("turns a 412 stock warning into a Precondition error with the messages", async () => {
    fetchMock.mockResolvedValueOnce(json({ messages: ["Camiseta: estoque insuficiente"] }, 412));
    const error = await finalizeSale(
      {
        sale: { cash_movement_id: 7, total: "39.90", total_change: "0.00" },
        items: [],
        financial_inflows: [],
      },
      newIdempotencyKey(),
    ).catch((e: unknown) => e);
    expect(isApiError(error) && error._tag).toBe("PreconditionFailed");
    expect(isApiError(error) && error.messages).toEqual(["Camiseta: estoque insuficiente"]);
  });

  it("searches products with the query and decodes the hits", async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [], match: "all", next_cursor: null }));
    await searchProducts({ company_id: 1, q: "camiseta preta", limit: 20 });
    const url = new URL(sent().url);
    expect(url.pathname).toBe("/api/v1/products/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({ company_id: "1", q: "camiseta preta", limit: "20" });
  });

  it("downloads the sale PDF with its file name", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response("%PDF-1.3", {
        status: 200,
        headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="venda-12.pdf"' },
      }),
    );
    expect((await downloadSalePdf(12)).filename).toBe("venda-12.pdf");
  });
});
