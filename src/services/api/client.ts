import { Result, Schema } from "effect";
import ky, { HTTPError, type Options, TimeoutError } from "ky";
import { apiError, apiErrorFromResponse } from "../../schemas/api-error.ts";
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

async function send(method: "get" | "post" | "put" | "patch" | "delete", path: string, options: CallOptions) {
  const init: Options = {
    method,
    headers: options.headers,
    searchParams: cleanParams(options.searchParams),
    signal: options.signal,
  };
  if (options.json !== undefined) init.json = options.json;
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

/** Calls the API and decodes the answer with its schema: a mismatch is an error, never a silent undefined. */
export async function call<T>(
  method: "get" | "post" | "put" | "patch" | "delete",
  path: string,
  schema: Decoder<T>,
  options: CallOptions = {},
): Promise<T> {
  const response = await send(method, path, options);
  const body = response.status === 204 ? {} : await response.json().catch(() => undefined);
  const decoded = Schema.decodeUnknownResult(schema)(body);
  if (Result.isFailure(decoded)) throw apiError("UnexpectedAnswer", response.status, [decoded.failure.message]);
  return decoded.success;
}

/** A file answer (PDF, export): its bytes and the name from Content-Disposition. */
export async function download(
  path: string,
  options: CallOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send("get", path, options);
  const disposition = response.headers.get("content-disposition") ?? "";
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const filename = match ? decodeURIComponent(match[1] ?? match[2] ?? "") : null;
  return { blob: await response.blob(), filename };
}
