import type { ApiError, ApiErrorTag } from "./api-error.ts";
import { joinSentences } from "../domain/text.ts";

// Reading a failure of the API without loading effect's Schema: the sign-in page and every screen's error texts use
// these; the failure classes themselves (api-error.ts) come with the API client, which builds them.

const TAGS: ReadonlySet<string> = new Set<ApiErrorTag>([
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "Invalid",
  "PreconditionFailed",
  "Conflict",
  "TooManyRequests",
  "Rejected",
  "ServerFailure",
  "Offline",
  "UnexpectedAnswer",
]);

/** A failure of the API (any of api-error.ts's tagged errors, or a value shaped as one). */
export const isApiError = (error: unknown): error is ApiError =>
  typeof error === "object" &&
  error !== null &&
  TAGS.has(String((error as { _tag?: unknown })._tag)) &&
  typeof (error as { status?: unknown }).status === "number" &&
  Array.isArray((error as { messages?: unknown }).messages);

/** No answer came back (before any call was tried, too). */
export const OFFLINE: Pick<ApiError, "_tag" | "status" | "messages" | "fields"> = {
  _tag: "Offline",
  status: 0,
  messages: [],
  fields: {},
};

/**
 * The text a flow shows for a failure (spec 8): 422 joins the server's messages as sentences,
 * a status >= 500 appends the status, a lost connection has its own text, anything else the flow's fallback.
 */
export function describeApiError(error: unknown, texts: { fallback: string; connection: string }): string {
  if (!isApiError(error)) return texts.fallback;
  if (error._tag === "Offline") return texts.connection;
  if (error._tag === "Invalid" && error.messages.length) return joinSentences(error.messages);
  if (error._tag === "ServerFailure") return `${texts.fallback} (${error.status})`;
  return error.messages.length ? joinSentences(error.messages) : texts.fallback;
}
