import { describeApiError, isApiError } from "../../schemas/api-failure.ts";
import { joinSentences } from "../../domain/text.ts";

export type AuthErrorTexts = {
  /** Shown for a 401 (wrong login or password), when the form has one. */
  invalid?: string;
  connection: string;
  fallback: string;
};

export type DescribedAuthError = {
  /** The message above the form, or null when every problem belongs to a field. */
  message: string | null;
  /** 422 messages of the form's own fields, joined by ", ". */
  fields: Readonly<Record<string, string>>;
};

/**
 * What an auth form shows for a failed call (spec 8): the fixed invalid-credentials text for 401, the
 * server's own text for 429 (throttle), 422 messages next to their fields (others above the form), the
 * connection text when nothing answered.
 */
export function describeAuthError(
  error: unknown,
  texts: AuthErrorTexts,
  formFields: ReadonlyArray<string>,
): DescribedAuthError | null {
  if (error === null || error === undefined) return null;
  if (!isApiError(error)) return { message: texts.fallback, fields: {} };
  if (error._tag === "Unauthorized" && texts.invalid) return { message: texts.invalid, fields: {} };
  if (error._tag === "Invalid" && Object.keys(error.fields).length > 0) {
    const fields: Record<string, string> = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(error.fields)) {
      if (formFields.includes(field)) fields[field] = joinSentences(messages);
      else others.push(...messages);
    }
    return { message: others.length ? joinSentences(others) : null, fields };
  }
  return { message: describeApiError(error, texts), fields: {} };
}
