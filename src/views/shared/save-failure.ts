import { isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";

/**
 * What an edit page says about a failed save (spec 8): a 422 shows the server's messages joined by ", ", a status
 * >= 500 the fallback with the status, anything else (no answer, a refusal without messages) the fallback.
 */
export function saveFailureMessage(fallback: string, failure: unknown): string {
  if (!isApiError(failure)) return fallback;
  if (failure._tag === "Invalid" && failure.messages.length > 0) return joinSentences(failure.messages);
  if (failure._tag === "ServerFailure") return `${fallback} (${failure.status})`;
  if (failure._tag !== "Offline" && failure.messages.length > 0) return joinSentences(failure.messages);
  return fallback;
}
