import type { TFunction } from "i18next";
import { isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";

// What the customer page says about a failed save (spec 8); the messages under the fields are the form kit's.

/**
 * Spec 8, customer create: a 422 shows the server's messages joined by ", ", a status >= 500 the fallback with the
 * status, anything else (no answer, a refusal without messages) 'Ocorreu um erro no cadastro de clientes.'.
 */
export function saveFailureText(t: TFunction, failure: unknown): string {
  const fallback = t("customers:messages.save-failed");
  if (!isApiError(failure)) return fallback;
  if (failure._tag === "Invalid" && failure.messages.length > 0) return joinSentences(failure.messages);
  if (failure._tag === "ServerFailure") return `${fallback} (${failure.status})`;
  if (failure._tag !== "Offline" && failure.messages.length > 0) return joinSentences(failure.messages);
  return fallback;
}
