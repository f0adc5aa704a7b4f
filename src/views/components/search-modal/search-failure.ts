import { describeApiError, isApiError } from "../../../schemas/api-failure.ts";

export type SearchFailureTexts = { readonly fallback: string; readonly connection: string };

/**
 * The texts a failed search shows (spec 8): the server's messages when it sent some, otherwise the
 * connection or fallback text (with the status for >= 500). Decoding details are not for users.
 */
export function searchFailureMessages(error: unknown, texts: SearchFailureTexts): ReadonlyArray<string> {
  if (!isApiError(error) || error._tag === "UnexpectedAnswer") return [texts.fallback];
  if (error._tag !== "Offline" && error.messages.length > 0) return [...error.messages];
  return [describeApiError(error, texts)];
}
