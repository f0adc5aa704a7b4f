// Files sent as base64 in JSON and sent back as downloads: one reading and one naming for every module.

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

/** Bytes of base64 text (a `data:...;base64,` prefix and line breaks allowed); null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const body = text.replace(DATA_URL, "").replace(/\s+/g, "");
  if (body.length % 4 !== 0 || !BASE64.test(body)) return null;
  return new Uint8Array(Buffer.from(body, "base64"));
}

/** `filename="ascii"; filename*=UTF-8''utf8`: every browser gets a usable name (spec 7: downloads use it). */
export function contentDisposition(fileName: string, kind: "attachment" | "inline" = "attachment"): string {
  const ascii =
    fileName
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "arquivo";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
