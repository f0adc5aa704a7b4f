/** A message key (`ns:key`) with its interpolation values, translated when the response is written. */
export type Message = { readonly key: string; readonly values?: Record<string, unknown> };

/** Thrown anywhere in a handler; the app turns it into `{ messages }` in the request's language. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429 | 503,
    readonly messages: ReadonlyArray<Message>,
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.map((m) => m.key).join(", "));
  }
}

/** 422 with messages per field (`validation` keys). */
export class ValidationError extends Error {
  constructor(readonly fields: Readonly<Record<string, ReadonlyArray<Message>>>) {
    super(`validation: ${Object.keys(fields).join(", ")}`);
  }
}

export const message = (key: string, values?: Record<string, unknown>): Message => (values ? { key, values } : { key });

export const notFound = () => new HttpError(404, [message("server:http.not-found")]);
export const forbidden = () => new HttpError(403, [message("server:auth.forbidden")]);
export const unauthenticated = () => new HttpError(401, [message("server:auth.unauthenticated")]);
export const invalidField = (field: string, key: string, values?: Record<string, unknown>) =>
  new ValidationError({ [field]: [message(`validation:${key}`, values)] });
