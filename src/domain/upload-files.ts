import { stripBidiControls } from "./text.ts";

// Uploaded files are recognised by their first bytes, never by the name or the type the browser claims.

export type SniffedType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf";

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of an image or PDF from its content; null for anything else. */
export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/**
 * A file name safe to store and to send back: no folders, no control characters, no bidi controls (which make
 * "x\u202Egnp.exe" look like "xexe.png"), at most 200 characters.
 */
export function cleanFileName(name: string): string {
  const base = stripBidiControls(name.split(/[\\/]/).pop() ?? "");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean === "" ? "arquivo" : clean).slice(0, 200);
}
