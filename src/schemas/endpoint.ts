import type { Schema } from "effect";

// One declaration per API endpoint (issue 10, item 5): method, path, query, body, answer schema and status. The
// server's route takes it (server/http/route.ts defineRoute({ endpoint, ... })) and the browser calls it
// (src/services/api/client.ts call(endpoint, { params, query, json })), so neither writes a method or a path.

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** A schema the API decodes and encodes without services. */
export type Codec = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never };

/** An answer that is a file (PDF, upload) instead of JSON. */
export type FileAnswer = { readonly contentType: string };

export type Endpoint = {
  readonly method: Method;
  /** Hono path: `/api/v1/customers/:id`; every `:name` is the id of a row. */
  readonly path: string;
  readonly query?: Codec;
  readonly body?: Codec;
  readonly response: Codec | FileAnswer;
  readonly status?: 200 | 201;
};

/** The names of a path's parameters: `/orders/:id/items/:itemId` → "id" | "itemId". */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, each a row id. */
export type ParamsOf<E extends Endpoint> = Readonly<Record<PathParams<E["path"]>, number>>;

type Empty = Record<string, never>;
/** What an endpoint's query decodes to (an empty object when it takes none). */
export type QueryOf<E extends Endpoint> = E["query"] extends Codec ? E["query"]["Type"] : Empty;
/** What an endpoint's body decodes to (an empty object when it takes none). */
export type BodyOf<E extends Endpoint> = E["body"] extends Codec ? E["body"]["Type"] : Empty;
/** What an endpoint answers, decoded. */
export type AnswerOf<E extends Endpoint> = E["response"] extends Codec ? E["response"]["Type"] : never;

/** Declares an endpoint, keeping its path a literal so that its parameters are known. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

export const isFileAnswer = (response: Codec | FileAnswer): response is FileAnswer => "contentType" in response;

/** The URL path of an endpoint with its parameters filled in. */
export function pathOf(path: string, params: Readonly<Record<string, number | string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
