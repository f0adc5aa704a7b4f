import { Schema } from "effect";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiError, apiErrorFromResponse } from "../../schemas/api-error.ts";
import { describeApiError, isApiError } from "../../schemas/api-failure.ts";
import { apiVersion, signIn } from "./auth.ts";
import { endpoint } from "../../schemas/endpoint.ts";
import { call, callUrl, configureApi, download } from "./client.ts";
import { getCustomer } from "./customers.ts";
import { updateAttendanceItem } from "./production.ts";
import { listUsers } from "./users.ts";

// The browser's API client (issue 2, item 8) against a stubbed fetch: decoding, error mapping, retries, hooks.

const ORIGIN = "http://rede.test";
const TEXTS = {
  fallback: "Erro ao abrir caixa",
  connection:
    "Algo ocorreu com a sua conexão. Tente novamente mais tarde ou entre em contato com o suporte caso o problema persistir",
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const EMPTY_PAGE = { data: [], meta: { page: 1, per_page: 20, total: 0 } };

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

/** Bodies of the requests fetch was given, read when it was called. */
let bodies: string[] = [];

/** Queues the answers fetch gives, one per call. */
function answer(...responses: Array<Response | Error>) {
  for (const r of responses) {
    fetchMock.mockImplementationOnce(async (request: Request) => {
      bodies.push(await request.clone().text());
      if (r instanceof Error) throw r;
      return r;
    });
  }
}
const sent = (n = 0) => fetchMock.mock.calls[n]?.[0] as Request;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

beforeEach(() => {
  fetchMock = vi.fn<(request: Request) => Promise<Response>>();
  bodies = [];
  onUnauthorized = vi.fn<() => void>();
  vi.stubGlobal("fetch", fetchMock);
  configureApi({ baseUrl: ORIGIN, locale: () => "pt-BR", onUnauthorized });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("call", () => {
  it("sends the request to the API path with the user's language and decodes the answer", async () => {
    answer(json({ version: "1.2.3", maintenance: false }));
    expect(await apiVersion()).toEqual({ version: "1.2.3", maintenance: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent().url).toBe(`${ORIGIN}/api/version`);
    expect(sent().method).toBe("GET");
    expect(sent().headers.get("accept-language")).toBe("pt-BR");

    configureApi({ locale: () => "es-EC" });
    answer(json({ version: "1.2.3", maintenance: true }));
    await apiVersion();
    expect(sent(1).headers.get("accept-language")).toBe("es-EC");
  });

  it("sends JSON bodies and query strings without empty values", async () => {
    answer(json({ id: 1, name: "Mariana", permissions: [], multiStoreId: 1, hasOnlinePos: true }));
    await signIn("admin", "demo1234");
    expect(sent().method).toBe("POST");
    expect(sent().headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(bodies[0] ?? "")).toEqual({ login: "admin", password: "demo1234" });

    answer(json(EMPTY_PAGE));
    await listUsers({ page: 2, filter: "", sort_direction: "desc" });
    const url = new URL(sent(1).url);
    expect(url.pathname).toBe("/api/v1/users");
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "2", sort_direction: "desc" });
  });

  it("takes method and path from the endpoint, filling its parameters", async () => {
    answer(json({ messages: ["Não encontrado"] }, 404));
    expect((await failure(getCustomer(7)))._tag).toBe("NotFound");
    expect(sent().method).toBe("GET");
    expect(new URL(sent().url).pathname).toBe("/api/v1/customers/7");
    answer(json({ messages: ["Não encontrado"] }, 404));
    await failure(updateAttendanceItem(12, 34, { quantity: 2 }));
    expect(sent(1).method).toBe("PATCH");
    expect(new URL(sent(1).url).pathname).toBe("/api/v1/silkriar_attendances/12/items/34");
    expect(JSON.parse(bodies[1] ?? "")).toEqual({ quantity: 2 });
    const Echo = endpoint({ method: "get", path: "/api/v1/test/:id", response: Schema.Struct({ id: Schema.Int }) });
    answer(json({ id: 3 }));
    expect(await call(Echo, { params: { id: 3 } })).toEqual({ id: 3 });
  });

  it("fails with Decode when the answer does not match the schema", async () => {
    answer(json({ version: 123, maintenance: "não" }));
    const error = await failure(apiVersion());
    expect(error._tag).toBe("UnexpectedAnswer");
    expect(error.status).toBe(200);

    answer(new Response("<!doctype html><html></html>", { status: 200, headers: { "content-type": "text/html" } }));
    expect((await failure(apiVersion()))._tag).toBe("UnexpectedAnswer");

    const Strict = Schema.Struct({ status: Schema.Boolean });
    answer(json({ status: true, extra: "ignored" }));
    expect(await callUrl("get", "/api/v1/validate/unique", Strict)).toEqual({ status: true });
  });

  it("maps 422 to Validation with the messages per field, joined as sentences for display", async () => {
    answer(
      json(
        { messages: { login: ["Preenchimento Obrigatório"], password: ["Preenchimento Obrigatório", "Curta"] } },
        422,
      ),
    );
    const error = await failure(signIn("", ""));
    expect(error._tag).toBe("Invalid");
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({
      login: ["Preenchimento Obrigatório"],
      password: ["Preenchimento Obrigatório", "Curta"],
    });
    expect(error.messages).toEqual(["Preenchimento Obrigatório", "Preenchimento Obrigatório", "Curta"]);
    expect(describeApiError(error, TEXTS)).toBe("Preenchimento Obrigatório. Preenchimento Obrigatório. Curta.");
  });

  it("maps a status >= 500 to Server, shown with the status", async () => {
    answer(json({ messages: ["Algo de errado aconteceu."] }, 500));
    const error = await failure(signIn("admin", "demo1234"));
    expect(error._tag).toBe("ServerFailure");
    expect(error.status).toBe(500);
    expect(describeApiError(error, TEXTS)).toBe("Erro ao abrir caixa (500)");

    answer(new Response("Bad Gateway", { status: 502 }));
    const gateway = await failure(signIn("admin", "demo1234"));
    expect(gateway._tag).toBe("ServerFailure");
    expect(describeApiError(gateway, TEXTS)).toBe("Erro ao abrir caixa (502)");
  });

  it("maps a lost connection to Network with the connection text", async () => {
    answer(new TypeError("fetch failed"));
    const error = await failure(signIn("admin", "demo1234"));
    expect(error._tag).toBe("Offline");
    expect(error.status).toBe(0);
    expect(describeApiError(error, TEXTS)).toBe(TEXTS.connection);
  });

  it("calls onUnauthorized on a 401, except where a 401 is an answer (sign-in)", async () => {
    answer(json({ messages: ["Sua sessão expirou. Entre novamente."] }, 401));
    const lost = await failure(listUsers({}));
    expect(lost._tag).toBe("Unauthorized");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    answer(json({ messages: ["Usuário e/ou senha inválido(s)."] }, 401));
    const wrong = await failure(signIn("admin", "errada"));
    expect(wrong._tag).toBe("Unauthorized");
    expect(describeApiError(wrong, TEXTS)).toBe("Usuário e/ou senha inválido(s).");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("retries a GET answered 503, never a POST", async () => {
    answer(json({ messages: ["Em manutenção"] }, 503), json(EMPTY_PAGE));
    expect(await listUsers({})).toEqual(EMPTY_PAGE);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockClear();
    answer(json({ messages: ["Em manutenção"] }, 503), json({ id: 1 }));
    const error = await failure(signIn("admin", "demo1234"));
    expect(error._tag).toBe("ServerFailure");
    expect(error.messages).toEqual(["Em manutenção"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("does not retry a POST that lost its connection either", async () => {
    answer(new TypeError("fetch failed"), json({ id: 1 }));
    expect((await failure(signIn("admin", "demo1234")))._tag).toBe("Offline");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("passes an abort through untouched", async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockImplementation(async (request: Request) => {
      request.signal.throwIfAborted();
      return json(EMPTY_PAGE);
    });
    await expect(listUsers({}, controller.signal)).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("download", () => {
  it("answers the bytes and the file name from Content-Disposition", async () => {
    answer(
      new Response("a;b\n1;2\n", {
        headers: {
          "content-type": "text/csv",
          "content-disposition": "attachment; filename*=UTF-8''usu%C3%A1rios.csv",
        },
      }),
    );
    const file = await download(
      endpoint({ method: "get", path: "/api/v1/users/export", response: { contentType: "text/csv" } }),
    );
    expect(file.filename).toBe("usuários.csv");
    expect(await file.blob.text()).toBe("a;b\n1;2\n");
  });
});

describe("apiErrorFromResponse", () => {
  it.each([
    [401, "Unauthorized"],
    [403, "Forbidden"],
    [404, "NotFound"],
    [409, "Conflict"],
    [412, "PreconditionFailed"],
    [413, "Rejected"],
    [422, "Invalid"],
    [429, "TooManyRequests"],
    [500, "ServerFailure"],
    [503, "ServerFailure"],
  ])("maps %i to %s", (status, tag) => {
    expect(apiErrorFromResponse(status, { messages: ["x"] })._tag).toBe(tag);
  });

  it("survives bodies without messages", () => {
    for (const body of [null, undefined, "texto", { messages: "solta" }, { outra: 1 }]) {
      const error = apiErrorFromResponse(400, body);
      expect(error._tag).toBe("Rejected");
      expect(describeApiError(error, TEXTS)).toBe(
        Array.isArray((body as { messages?: unknown } | null)?.messages) ? "" : TEXTS.fallback,
      );
    }
  });

  it("describes anything that is not an ApiError with the fallback", () => {
    expect(describeApiError(new Error("boom"), TEXTS)).toBe(TEXTS.fallback);
    expect(describeApiError("boom", TEXTS)).toBe(TEXTS.fallback);
  });
});
