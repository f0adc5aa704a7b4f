import { Result, Schema } from "effect";
import ky, { HTTPError, type Options, TimeoutError } from "ky";
import { apiError, apiErrorFromResponse } from "../../schemas/api-error.ts";
import {
  type AnswerOf,
  type BodyOf,
  type Codec,
  type Endpoint,
  type FileAnswer,
  type Method,
  type ParamsOf,
  type PathParams,
  pathOf,
  type QueryOf,
} from "../../schemas/endpoint.ts";
import { apiHooks } from "./hooks.ts";

export { configureApi } from "./hooks.ts";

type Decoder<T> = Schema.Codec<T, unknown>;

const http = ky.create({
  prefixUrl: "/",
  credentials: "same-origin",
  timeout: 20_000,
  // Only idempotent methods are retried: a POST may have been written already.
  retry: { limit: 2, methods: ["get", "put", "head", "delete", "options"], statusCodes: [408, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set("Accept-Language", apiHooks().locale());
      },
    ],
  },
});

export type CallOptions = {
  json?: unknown;
  /** A multipart body (an upload); the browser writes its Content-Type with the boundary. */
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** Sign-in answers 401 for a wrong password; that is not a lost session. */
  allowUnauthorized?: boolean;
  signal?: AbortSignal;
};

function cleanParams(params: CallOptions["searchParams"]) {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .map(([k, v]) => [k, String(v)]),
  );
}

async function send(method: Method, path: string, options: CallOptions) {
  const init: Options = {
    method,
    headers: options.headers,
    searchParams: cleanParams(options.searchParams),
    signal: options.signal,
  };
  if (options.json !== undefined) init.json = options.json;
  if (options.body !== undefined) init.body = options.body;
  const hooks = apiHooks();
  if (hooks.baseUrl) init.prefixUrl = hooks.baseUrl;
  try {
    return await http(path.replace(/^\//, ""), init);
  } catch (error) {
    if (error instanceof HTTPError) {
      // The answer's messages are in its JSON body (none when it has no JSON body).
      const body: unknown = await error.response.json().catch(() => undefined);
      const failure = apiErrorFromResponse(error.response.status, body);
      if (failure._tag === "Unauthorized" && !options.allowUnauthorized) hooks.onUnauthorized();
      throw failure;
    }
    if (error instanceof TimeoutError || error instanceof TypeError) throw apiError("Offline", 0, []);
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw apiError("Offline", 0, []);
  }
}

type SearchParams = Record<string, string | number | boolean | undefined | null>;

/** Path parameters, query and body of a call, typed by its endpoint; a body is required where one is declared. */
export type EndpointCall<E extends Endpoint> = Omit<CallOptions, "json" | "searchParams"> &
  ([PathParams<E["path"]>] extends [never] ? { readonly params?: never } : { readonly params: ParamsOf<E> }) &
  (E["query"] extends Codec
    ? { readonly query?: { readonly [K in keyof QueryOf<E>]?: string | number | boolean | null | undefined } }
    : { readonly query?: never }) &
  (E["body"] extends Codec ? { readonly json: BodyOf<E> } : { readonly json?: never });

type Rest<E extends Endpoint> = Record<string, never> extends EndpointCall<E> ? [EndpointCall<E>?] : [EndpointCall<E>];

type JsonEndpoint = Endpoint & { readonly response: Codec };
type FileEndpoint = Endpoint & { readonly response: FileAnswer };

async function decodeAnswer<T>(response: Response, schema: Decoder<T>): Promise<T> {
  const body = response.status === 204 ? {} : await response.json().catch(() => undefined);
  const decoded = Schema.decodeUnknownResult(schema)(body);
  if (Result.isFailure(decoded)) throw apiError("UnexpectedAnswer", response.status, [decoded.failure.message]);
  return decoded.success;
}

function optionsOf(request: EndpointCall<Endpoint> | undefined): CallOptions {
  const { params: _params, query, ...rest } = request ?? {};
  return { ...rest, ...(query ? { searchParams: query as SearchParams } : {}) };
}

/**
 * Calls an endpoint declared in src/schemas/endpoints and decodes its answer with the endpoint's schema: a mismatch
 * is an error, never a silent undefined. `call(customersEndpoints.detail, { params: { id } })`.
 */
export async function call<E extends JsonEndpoint>(endpoint: E, ...[request]: Rest<E>): Promise<AnswerOf<E>> {
  const path = pathOf(endpoint.path, request?.params as Record<string, number> | undefined);
  const response = await send(endpoint.method, path, optionsOf(request as EndpointCall<Endpoint> | undefined));
  return decodeAnswer(response, endpoint.response as unknown as Decoder<AnswerOf<E>>);
}

/**
 * A call to a URL a screen hands a shared component (the advanced search, an option-create field); everywhere else
 * calls go through their endpoint with `call`.
 */
export async function callUrl<T>(
  method: Method,
  url: string,
  schema: Decoder<T>,
  options: CallOptions = {},
): Promise<T> {
  return decodeAnswer(await send(method, url, options), schema);
}

/** A file answer (PDF, export): its bytes and the name from Content-Disposition. */
export async function download<E extends FileEndpoint>(
  endpoint: E,
  ...[request]: Rest<E>
): Promise<{ blob: Blob; filename: string | null }> {
  const path = pathOf(endpoint.path, request?.params as Record<string, number> | undefined);
  const response = await send("get", path, optionsOf(request as EndpointCall<Endpoint> | undefined));
  const disposition = response.headers.get("content-disposition") ?? "";
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const filename = match ? decodeURIComponent(match[1] ?? match[2] ?? "") : null;
  return { blob: await response.blob(), filename };
}

/**
 * Uploads one file as multipart/form-data (field `file`) to an endpoint declared without a body, decoding the
 * answer with its schema: `upload(imagesEndpoints.upload, file)`.
 */
export async function upload<E extends JsonEndpoint>(
  endpoint: E,
  file: Blob,
  fileName = "file",
  signal?: AbortSignal,
): Promise<AnswerOf<E>> {
  const body = new FormData();
  body.append("file", file, fileName);
  const response = await send(endpoint.method, pathOf(endpoint.path), { body, ...(signal ? { signal } : {}) });
  return decodeAnswer(response, endpoint.response as unknown as Decoder<AnswerOf<E>>);
}
