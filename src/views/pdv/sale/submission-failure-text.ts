import { joinSentences } from "../../../domain/text.ts";
import type { SubmissionFailure } from "../../../machines/sale.machine.ts";
import { isApiError } from "../../../schemas/api-failure.ts";

/** Spec 8 (sale, budget): the text shown for a refused finalize or budget; server messages read as sentences. */
export function submissionFailureText(
  failure: SubmissionFailure,
  t: (key: string) => string,
): { title: string; detail: string } {
  const fallback = t(failure.action === "finalize" ? "sale.finalize-error" : "budget.generate-error");
  if (failure.kind === "validation") return { title: t("sale.fix-fields"), detail: joinSentences(failure.messages) };
  if (failure.kind === "warning") return { title: joinSentences(failure.messages) || fallback, detail: "" };
  if (failure.kind === "server") return { title: `${fallback} (${failure.status})`, detail: "" };
  return { title: fallback, detail: "" };
}

/** The server's messages of a failed request as sentences (a toast's detail); "" when it carries none. */
export const apiErrorDetail = (error: unknown, onlyInvalid = false): string =>
  isApiError(error) && (!onlyInvalid || error._tag === "Invalid") ? joinSentences(error.messages) : "";
