import { inflateRawSync } from "node:zlib";

/** Reads a zip archive's entries (stored or deflated) by its central directory; enough for .xlsx checks. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const endSignature = 0x06054b50;
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== endSignature) end--;
  if (end < 0) throw new Error("not a zip archive: no end of central directory");
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error("broken central directory");
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localHeader = bytes.readUInt32LE(at + 42);
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    const dataStart = localHeader + 30 + bytes.readUInt16LE(localHeader + 26) + bytes.readUInt16LE(localHeader + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** All text of an .xlsx (shared strings and inline strings of every sheet). */
export function xlsxText(bytes: Buffer): string {
  const entries = unzip(bytes);
  return [...entries]
    .filter(([name]) => name.startsWith("xl/") && name.endsWith(".xml"))
    .map(([, data]) => data.toString("utf8"))
    .join("\n");
}
