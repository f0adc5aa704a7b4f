import { Schema } from "effect";

/**
 * The error side of the contract (spec 8): one tagged schema per kind of failure, produced by the API client
 * and branched on by `_tag` in the machines. Every failure carries the HTTP status (0 when no answer came back)
 * and the server's messages, already in the user's language; `Invalid` (422) also carries them per field.
 */
const Failure = {
  status: Schema.Number,
  messages: Schema.Array(Schema.String),
  fields: Schema.Record(Schema.String, Schema.Array(Schema.String)),
};

/** 401: no session, or a wrong password at sign-in. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", Failure) {}
/** 403: the session lacks the permission. */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", Failure) {}
/** 404: no such record in this network. */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", Failure) {}
/** 422: the input was refused, with messages per field. */
export class Invalid extends Schema.TaggedError<Invalid>()("Invalid", Failure) {}
/** 412: a business precondition failed (stock, an open register, …). */
export class PreconditionFailed extends Schema.TaggedError<PreconditionFailed>()("PreconditionFailed", Failure) {}
/** 409: the record changed or already exists. */
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", Failure) {}
/** 429: too many attempts. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()("TooManyRequests", Failure) {}
/** Any other 4xx (400, 413, 415, …). */
export class Rejected extends Schema.TaggedError<Rejected>()("Rejected", Failure) {}
/** 5xx. */
export class ServerFailure extends Schema.TaggedError<ServerFailure>()("ServerFailure", Failure) {}
/** No answer: the connection dropped or timed out. */
export class Offline extends Schema.TaggedError<Offline>()("Offline", Failure) {}
/** An answer that does not match its schema. */
export class UnexpectedAnswer extends Schema.TaggedError<UnexpectedAnswer>()("UnexpectedAnswer", Failure) {}

export const ApiError = Schema.Union([
  Unauthorized,
  Forbidden,
  NotFound,
  Invalid,
  PreconditionFailed,
  Conflict,
  TooManyRequests,
  Rejected,
  ServerFailure,
  Offline,
  UnexpectedAnswer,
]);
export type ApiError = typeof ApiError.Type;
export type ApiErrorTag = ApiError["_tag"];

const CLASSES = {
  Unauthorized,
  Forbidden,
  NotFound,
  Invalid,
  PreconditionFailed,
  Conflict,
  TooManyRequests,
  Rejected,
  ServerFailure,
  Offline,
  UnexpectedAnswer,
} as const;

/** Builds the failure of a tag (the client, and tests standing in for it). */
export function apiError(
  tag: ApiErrorTag,
  status: number,
  messages: ReadonlyArray<string> = [],
  fields: Readonly<Record<string, ReadonlyArray<string>>> = {},
): ApiError {
  return new CLASSES[tag]({ status, messages: [...messages], fields: { ...fields } });
}

function tagOf(status: number): ApiErrorTag {
  if (status === 422) return "Invalid";
  if (status === 401) return "Unauthorized";
  if (status === 403) return "Forbidden";
  if (status === 404) return "NotFound";
  if (status === 409) return "Conflict";
  if (status === 412) return "PreconditionFailed";
  if (status === 429) return "TooManyRequests";
  return status >= 500 ? "ServerFailure" : "Rejected";
}

function messagesOf(body: unknown): { messages: string[]; fields: Record<string, string[]> } {
  const raw = (body as { messages?: unknown } | null)?.messages;
  if (Array.isArray(raw)) return { messages: raw.map(String), fields: {} };
  if (raw && typeof raw === "object") {
    const fields = Object.fromEntries(
      Object.entries(raw).map(([field, list]) => [field, Array.isArray(list) ? list.map(String) : [String(list)]]),
    );
    return { messages: Object.values(fields).flat(), fields };
  }
  return { messages: [], fields: {} };
}

export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const { messages, fields } = messagesOf(body);
  return apiError(tagOf(status), status, messages, fields);
}
