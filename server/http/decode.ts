import { Result, Schema, SchemaIssue } from "effect";
import { HttpError, type Message, message, ValidationError } from "./errors.ts";

type Decodable = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never };

function representationPayload(issue: SchemaIssue.Filter): Record<string, unknown> {
  const representation = issue.filter.annotations?.representation as { payload?: Record<string, unknown> } | undefined;
  return representation?.payload ?? {};
}

/** Each failing check becomes a `validation` key: schemas annotate their checks with one. */
const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (issue) => {
    switch (issue._tag) {
      case "MissingKey":
        return "required";
      case "UnexpectedKey":
        return "unexpected";
      case "InvalidType":
        return "type";
      default:
        return "invalid";
    }
  },
  checkHook: (issue) => {
    const key = issue.filter.annotations?.message;
    const name = typeof key === "string" ? key : "invalid";
    const payload = representationPayload(issue);
    return payload.maxLength === undefined ? name : `${name}|${payload.maxLength}`;
  },
});

/** A key from the hooks above; any other text (effect's own wording, e.g. a literal union's) is "invalid". */
function toMessage(text: string): Message {
  const [key = "", max] = text.split("|");
  if (!/^[\w.-]+$/.test(key)) return message("validation:invalid");
  return message(`validation:${key}`, max === undefined ? undefined : { max: Number(max) });
}

/** Field name of an issue path: `items.0.quantity`, or `_` for the whole body. */
const fieldOf = (path: ReadonlyArray<unknown> = []) => (path.length ? path.map(String).join(".") : "_");

export function issueMessages(issue: SchemaIssue.Issue): Record<string, Message[]> {
  // A Map, not an object: field names come from the request and may be "__proto__" or "constructor".
  const out = new Map<string, Message[]>();
  for (const { path, message: text } of formatter(issue).issues) {
    const list = out.get(fieldOf(path)) ?? [];
    const next = toMessage(text);
    if (!list.some((m) => m.key === next.key)) list.push(next);
    out.set(fieldOf(path), list);
  }
  return Object.fromEntries(out);
}

/**
 * Fields whose text holds a NUL character, which no PostgreSQL text column takes: refused here with the field's name
 * instead of failing in the database.
 */
function fieldsWithNul(input: unknown, path: string[] = [], found: string[] = []): string[] {
  // No request of the API nests this deep; a body that does is refused before it can exhaust the stack.
  if (path.length > MAX_DEPTH) throw new HttpError(400, [message("server:http.bad-json")]);
  if (typeof input === "string") {
    if (input.includes("\u0000")) found.push(fieldOf(path));
  } else if (input && typeof input === "object") {
    for (const [key, value] of Object.entries(input)) fieldsWithNul(value, [...path, key], found);
  }
  return found;
}

const MAX_DEPTH = 32;

/** Decodes untrusted input; a mismatch is a 422 with messages per field. Unknown fields are refused. */
export function decodeOrFail<S extends Decodable>(schema: S, input: unknown): S["Type"] {
  const withNul = fieldsWithNul(input);
  if (withNul.length) {
    throw new ValidationError(Object.fromEntries(withNul.map((field) => [field, [message("validation:invalid")]])));
  }
  const result = Schema.decodeUnknownResult(schema as unknown as Schema.Codec<S["Type"], S["Encoded"]>)(input, {
    onExcessProperty: "error",
    errors: "all",
  });
  if (Result.isSuccess(result)) return result.success;
  throw new ValidationError(issueMessages(result.failure.issue));
}
