// Parsing what clients send: the upgrade URL and protocol messages. Never throws.
import type { RawData } from "ws";

export type ClientMessage = { event: string; data: unknown };

export type UpgradeTarget = { key: string; protocol: number };

const APP_PATH = /^\/app\/([^/]+)$/;

/** `/app/{key}?protocol=7` → key and protocol; null for any other path or a malformed URL. */
export const parseUpgradeTarget = (url: string | undefined): UpgradeTarget | null => {
  // Only the path and query are taken from the client: an absolute or `//host` URL must not match.
  if (!url?.startsWith("/") || url.startsWith("//")) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://hub.invalid");
  } catch {
    return null;
  }
  const encodedKey = APP_PATH.exec(parsed.pathname)?.[1];
  if (!encodedKey) return null;
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    key = encodedKey;
  }
  return { key, protocol: Number(parsed.searchParams.get("protocol")) };
};

export const rawText = (raw: RawData): string => {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString("utf8");
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString("utf8");
  return raw.toString("utf8");
};

export const parseClientMessage = (text: string): ClientMessage | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("event" in parsed)) return null;
  if (typeof parsed.event !== "string") return null;
  return { event: parsed.event, data: "data" in parsed ? parsed.data : undefined };
};

/** Reads a field of a message's data, which clients send as an object or as a JSON string. */
export const dataField = (data: unknown, name: string): unknown => {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || !Object.hasOwn(value, name)) {
    return undefined;
  }
  return (value as Record<string, unknown>)[name];
};
