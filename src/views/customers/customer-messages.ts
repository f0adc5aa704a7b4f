import type { TFunction } from "i18next";
import type { CustomerIssues } from "../../domain/customers.ts";
import { isApiError } from "../../schemas/api-error.ts";
import type { CustomerTab } from "./customer-paths.ts";

// What the customer page says about a field or a failed save (spec 5.1, 8).

/** The text under a field: the rules' messages once a save was tried, else the server's for that field. */
export type FieldMessage = (field: string) => string | null;

export function fieldMessages(
  t: TFunction,
  { issues, showIssues, failure }: { issues: CustomerIssues; showIssues: boolean; failure: unknown },
): FieldMessage {
  const server = isApiError(failure) && failure._tag === "Invalid" ? failure.fields : {};
  return (field) => {
    const own = showIssues ? (issues[field] ?? []) : [];
    if (own.length > 0) return own.map((issue) => t(`customers:issues.${issue}`)).join(", ");
    const theirs = server[field] ?? [];
    return theirs.length > 0 ? theirs.join(", ") : null;
  };
}

/** The tab a field is on: addresses.* on endereco, contacts.* on contatos, the rest on geral. */
export const tabOfField = (field: string): CustomerTab =>
  field.startsWith("addresses.") ? "endereco" : field.startsWith("contacts.") ? "contatos" : "geral";

/** The tabs with something to fix, from the rules' issues or a refused save's fields. */
export function tabsWithProblems(fields: ReadonlyArray<string>): ReadonlySet<CustomerTab> {
  return new Set(fields.map(tabOfField));
}

/** The fields a refused save named (422), or none. */
export const failedFields = (failure: unknown): string[] =>
  isApiError(failure) && failure._tag === "Invalid" ? Object.keys(failure.fields) : [];

/**
 * Spec 8, customer create: a 422 shows the server's messages joined by ", ", a status >= 500 the fallback with the
 * status, anything else (no answer, a refusal without messages) 'Ocorreu um erro no cadastro de clientes.'.
 */
export function saveFailureText(t: TFunction, failure: unknown): string {
  const fallback = t("customers:messages.save-failed");
  if (!isApiError(failure)) return fallback;
  if (failure._tag === "Invalid" && failure.messages.length > 0) return failure.messages.join(", ");
  if (failure._tag === "ServerFailure") return `${fallback} (${failure.status})`;
  if (failure._tag !== "Offline" && failure.messages.length > 0) return failure.messages.join(", ");
  return fallback;
}
