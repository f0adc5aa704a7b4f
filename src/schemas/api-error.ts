/** What went wrong with an API call, in terms the flows branch on (spec 8): the error side of the contract. */
export type ApiErrorTag =
  | "Validation"
  | "Unauthorized"
  | "Forbidden"
  | "NotFound"
  | "Conflict"
  | "Precondition"
  | "TooMany"
  | "Client"
  | "Server"
  | "Network"
  | "Decode";

export class ApiError extends Error {
  constructor(
    readonly _tag: ApiErrorTag,
    /** HTTP status, 0 when no answer came back. */
    readonly status: number,
    /** The server's messages, already in the user's language. */
    readonly messages: ReadonlyArray<string>,
    /** 422 only: messages per field. */
    readonly fields: Readonly<Record<string, ReadonlyArray<string>>> = {},
  ) {
    super(messages.join(", ") || _tag);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

function tagOf(status: number): ApiErrorTag {
  if (status === 422) return "Validation";
  if (status === 401) return "Unauthorized";
  if (status === 403) return "Forbidden";
  if (status === 404) return "NotFound";
  if (status === 409) return "Conflict";
  if (status === 412) return "Precondition";
  if (status === 429) return "TooMany";
  return status >= 500 ? "Server" : "Client";
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
  return new ApiError(tagOf(status), status, messages, fields);
}

/**
 * The text a flow shows for a failure (spec 8): 422 joins the server's messages with ", ",
 * a status >= 500 appends the status, a lost connection has its own text, anything else the flow's fallback.
 */
export function describeApiError(error: unknown, texts: { fallback: string; connection: string }): string {
  if (!isApiError(error)) return texts.fallback;
  if (error._tag === "Network") return texts.connection;
  if (error._tag === "Validation" && error.messages.length) return error.messages.join(", ");
  if (error._tag === "Server") return `${texts.fallback} (${error.status})`;
  return error.messages.length ? error.messages.join(", ") : texts.fallback;
}
