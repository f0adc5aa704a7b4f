import type { TFunction } from "i18next";
import { describeApiError, isApiError } from "../../../schemas/api-failure.ts";
import { joinSentences } from "../../../domain/text.ts";

/** The text of a failed request (spec 8): 422 messages joined by ", ", >= 500 with the status. */
export const failureText = (t: TFunction, failure: unknown, fallbackKey: string): string =>
  describeApiError(failure, { fallback: t(fallbackKey), connection: t("common:errors.connection") });

/** A 422's messages for one field ("customer_doc", "items.0.discount"), joined; null when it has none. */
export function fieldMessage(failure: unknown, ...fields: ReadonlyArray<string>): string | null {
  if (!isApiError(failure)) return null;
  const messages = fields.flatMap((field) =>
    Object.entries(failure.fields)
      .filter(([name]) => name === field || name.startsWith(`${field}.`))
      .flatMap(([, list]) => list),
  );
  return messages.length ? joinSentences(messages) : null;
}

/** Whether a failure is only about the fields a form shows (then their messages are enough). */
export function onlyFields(failure: unknown, fields: ReadonlyArray<string>): boolean {
  if (!isApiError(failure) || failure._tag !== "Invalid") return false;
  const names = Object.keys(failure.fields);
  return names.length > 0 && names.every((name) => fields.some((f) => name === f || name.startsWith(`${f}.`)));
}

/** The HTTP status of a failure, 0 when there was no answer. */
export const failureStatus = (failure: unknown): number => (isApiError(failure) ? failure.status : 0);
