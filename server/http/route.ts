import type { Context } from "hono";
import type { TFunction } from "i18next";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Locale } from "../../src/domain/locale.ts";
import type {
  BodyOf,
  Codec as EndpointCodec,
  Endpoint,
  FileAnswer,
  ParamsOf,
  PathParams,
  QueryOf,
} from "../../src/schemas/endpoint.ts";
import type { ModuleSlug, Permissions, Requirement } from "../../src/domain/permissions.ts";
import type { Db } from "../db/client.ts";
import type { Services } from "./services.ts";
import type { UserLogValues } from "../users/public.ts";

/**
 * Who may call a route: anyone, any signed-in user, a module sub-permission level (spec 6),
 * or any one of several (e.g. POS 1 or POS 10).
 */
export type Access = "public" | "signed-in" | Requirement | ReadonlyArray<Requirement>;

/** The module a route's writes are logged under: the slug of its (first) permission, "" for signed-in routes. */
export const moduleOfAccess = (access: Access): string => requirementsOf(access)[0]?.slug ?? "";

/** The requirements of a permission-checked route (one of them is enough). */
export const requirementsOf = (access: Access): ReadonlyArray<Requirement> =>
  access === "public" || access === "signed-in" ? [] : Array.isArray(access) ? access : [access as Requirement];

export type SessionInfo = {
  readonly sessionId: number;
  readonly userId: number;
  readonly name: string;
  readonly login: string;
  readonly email: string;
  readonly multiStoreId: number;
  readonly hasOnlinePos: boolean;
  /** The network's currency code (multi_stores.currency); absent in older test fixtures, meaning BRL. */
  readonly currency?: string;
  /** Blind close (users.blind_close): no expected values before this user's counts are confirmed. */
  readonly blindClose: boolean;
  /** Feature flags of the network account (multi_stores, spec 6); absent in older test fixtures, meaning off. */
  readonly newFeatures?: boolean;
  readonly homologationPartner?: boolean;
  readonly permissions: Permissions;
  readonly companyIds: ReadonlyArray<number>;
  /** Modules switched off in every unit the user works in (src/domain/network.ts); absent in older fixtures. */
  readonly unavailableModules?: ReadonlyArray<ModuleSlug>;
};

/** A table whose rows belong to one network account: path ids pointing at it are checked against the session's. */
export type TenantTable = PgTable & { readonly id: AnyPgColumn; readonly multiStoreId: AnyPgColumn };

/**
 * Paths of the number fields of a decoded body or query, for declaring which of them are ids: `company_id`,
 * `sale.customer_id`, `items[].product_id`, `items[].orders_items_sizes[].size_id` (`[]`: every element).
 */
export type IdPath<T, P extends string = ""> =
  NonNullable<T> extends ReadonlyArray<infer E>
    ? IdPath<E, `${P}[]`>
    : NonNullable<T> extends number
      ? P
      : NonNullable<T> extends object
        ? {
            [K in keyof NonNullable<T> & string]-?: IdPath<NonNullable<T>[K], P extends "" ? K : `${P}.${K}`>;
          }[keyof NonNullable<T> & string]
        : never;

/** Which fields of a body or query hold ids of which tenant table: each is checked against the session's network. */
export type IdFields<T = unknown> = Readonly<Partial<Record<IdPath<T>, TenantTable>>>;

type Codec = EndpointCodec;
type Binary = FileAnswer;

export type AuditEntry = {
  /** The module the write belongs to (a spec 6 slug); by default the slug of the route's permission. */
  readonly module?: string;
  readonly action: string;
  readonly entity: string;
  readonly entityId?: string | number | null;
  readonly companyId?: number | null;
  readonly details?: Record<string, unknown>;
};

export type HandlerContext<A extends Access, Q, B, P> = {
  readonly c: Context;
  readonly services: Services;
  readonly locale: Locale;
  readonly t: TFunction;
  readonly ip: string;
  readonly session: A extends "public" ? SessionInfo | null : SessionInfo;
  readonly query: Q;
  readonly body: B;
  readonly params: P;
  /** Writes a user_logs row for the signed-in user (architecture 4, Audit); pass a transaction to write it in one. */
  readonly audit: (entry: AuditEntry, db?: Db) => Promise<void>;
  /** The audit row `audit` would write, for a write that inserts it in its own statement; null without a session. */
  readonly auditRow: (entry: AuditEntry) => UserLogValues | null;
};

type Out<R> = R extends Codec ? R["Type"] : Response;

/** Path parameters: each is an id of a tenant-owned row, checked against the session's network (else 404). */
type ParamTables<E extends Endpoint> = [PathParams<E["path"]>] extends [never]
  ? { readonly params?: never }
  : { readonly params: Readonly<Record<PathParams<E["path"]>, TenantTable>> };

/**
 * A route: the endpoint declared in src/schemas/endpoints (method, path, query, body, answer, status) and what the
 * server adds to it: who may call it, its documentation, which ids the request holds, and the handler.
 */
export type RouteSpec<A extends Access, E extends Endpoint> = {
  readonly endpoint: E;
  readonly access: A;
  readonly summary: string;
  readonly tag: string;
  /** Body fields holding ids of tenant-owned rows: another network's id (or none) answers 422 on that field. */
  readonly bodyIds?: IdFields<BodyOf<E>>;
  /** The same for query fields (e.g. a `company_id` filter). */
  readonly queryIds?: IdFields<QueryOf<E>>;
  /** State-changing routes that take form posts instead of JSON (pusher-js channel auth). */
  readonly acceptsForm?: boolean;
  /** A larger request body than the API's 1 MB (uploads as base64 JSON). */
  readonly maxBodyBytes?: number;
  /** Takes multipart/form-data uploads, read by the handler (`c.req.formData()`); the endpoint declares no body. */
  readonly acceptsUpload?: boolean;
  readonly handler: (
    ctx: HandlerContext<A, QueryOf<E>, BodyOf<E>, ParamsOf<E>>,
  ) => Promise<Out<E["response"]> | Response>;
} & ParamTables<E>;

/** The erased shape the app, the OpenAPI generator and the route-enumerating tests read. */
export type AnyRoute = {
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly tag: string;
  readonly query?: Codec;
  readonly body?: Codec;
  readonly params?: Readonly<Record<string, TenantTable>>;
  readonly bodyIds?: Readonly<Record<string, TenantTable | undefined>>;
  readonly queryIds?: Readonly<Record<string, TenantTable | undefined>>;
  readonly response: Codec | Binary;
  readonly status?: 200 | 201;
  readonly acceptsForm?: boolean;
  readonly maxBodyBytes?: number;
  readonly acceptsUpload?: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: erased at the registry; defineRoute checked the types
  readonly handler: (ctx: any) => Promise<unknown>;
};

/** A route of the table: the endpoint's method, path and schemas, flattened for the app and the OpenAPI document. */
export function defineRoute<A extends Access, const E extends Endpoint>(spec: RouteSpec<A, E>): AnyRoute {
  const { endpoint, ...server } = spec;
  const { method, path, query, body, response, status } = endpoint;
  return {
    ...(server as Omit<AnyRoute, "method" | "path" | "response">),
    method,
    path,
    response,
    ...(query ? { query } : {}),
    ...(body ? { body } : {}),
    ...(status ? { status } : {}),
  };
}

export const isBinary = (response: Codec | Binary): response is Binary => "contentType" in response;
