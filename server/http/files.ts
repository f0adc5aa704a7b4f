// Files sent as base64 in JSON and sent back as downloads: one reading and one naming for every module.

import { sniffContentType } from "../../src/domain/upload-files.ts";
import { HttpError, invalidField, message, ValidationError } from "./errors.ts";

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

/** The i18n keys of one module's upload and download answers (e.g. `suppliers:server.document-empty`). */
export type UploadTexts = {
  readonly empty: string;
  readonly tooLarge: string;
  readonly type: string;
  readonly missing: string;
};

/**
 * The bytes of an uploaded file (JSON { content_type, content_base64 }), checked as every upload is: base64, not
 * empty, at most `maxBytes`, and of the declared type as its bytes say (422 on the field otherwise).
 */
export function uploadedBytes(
  body: { readonly content_type: string; readonly content_base64: string },
  maxBytes: number,
  texts: UploadTexts,
): Uint8Array {
  const bytes = decodeBase64(body.content_base64);
  if (bytes === null) throw invalidField("content_base64", "invalid");
  if (bytes.length === 0) throw new ValidationError({ content_base64: [message(texts.empty)] });
  if (bytes.length > maxBytes) throw new ValidationError({ content_base64: [message(texts.tooLarge)] });
  if (sniffContentType(bytes) !== body.content_type) throw new ValidationError({ content_type: [message(texts.type)] });
  return bytes;
}

/** A stored file sent back with its own name, never cached; 404 with the module's text when its bytes are gone. */
export function fileAnswer(
  bytes: Uint8Array<ArrayBuffer> | null,
  file: { readonly contentType: string; readonly fileName: string },
  texts: Pick<UploadTexts, "missing">,
  kind: "attachment" | "inline" = "attachment",
): Response {
  if (!bytes) throw new HttpError(404, [message(texts.missing)]);
  return new Response(bytes, {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(bytes.length),
      "content-disposition": contentDisposition(file.fileName, kind),
      "cache-control": "private, no-store",
    },
  });
}
