// RFC 9110 8.3.1: type "/" subtype *( OWS ";" OWS parameter ), parameter = token "=" ( token / quoted-string ).
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
const MEDIA_TYPE = new RegExp(`^\\s*(${TOKEN}/${TOKEN})((?:\\s*;\\s*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)\\s*$`);

/**
 * The `type/subtype` of a Content-Type header, lower case, or null when the header is absent or not a media type:
 * `application/json; charset=utf-8` is `application/json`, while `application/jsonx` and `application/json garbage`
 * are not it (a prefix test would let them pass).
 */
export function mediaTypeOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  return MEDIA_TYPE.exec(header)?.[1]?.toLowerCase() ?? null;
}

export const isJsonMediaType = (header: string | undefined) => mediaTypeOf(header) === "application/json";

export const isFormMediaType = (header: string | undefined) =>
  mediaTypeOf(header) === "application/x-www-form-urlencoded";

export const isMultipartMediaType = (header: string | undefined) => mediaTypeOf(header) === "multipart/form-data";
