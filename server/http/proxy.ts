import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import type { Config } from "../config.ts";

/**
 * The address of a request without a socket (in-process `app.request()` calls). The Node adapter always has one,
 * so no client on the network lands here; it is never trusted as a proxy.
 */
export const UNKNOWN_ADDRESS = "unknown";

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * An address as the throttles key it: no brackets, port or zone, lower case, IPv4-mapped IPv6 (`::ffff:10.0.0.1`)
 * as plain IPv4; null when it is no IP address.
 */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim().toLowerCase();
  value = BRACKETED.exec(value)?.[1] ?? IPV4_WITH_PORT.exec(value)?.[1] ?? value;
  value = value.replace(/%.*$/, "");
  value = IPV4_MAPPED.exec(value)?.[1] ?? value;
  return isIP(value) ? value : null;
}

/**
 * Reads `TRUST_PROXY`: comma-separated IP addresses and CIDR ranges, IPv4 or IPv6 (`10.0.0.0/8,127.0.0.1,::1`).
 * Throws a message naming the bad entry.
 */
export function parseTrustProxy(value: string): ReadonlyArray<string> {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries.map((entry) => {
    const [address = "", prefix, ...rest] = entry.split("/");
    const normalized = normalizeAddress(address);
    const family = normalized ? isIP(normalized) : 0;
    const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    const valid =
      normalized !== null &&
      isIP(address.trim()) !== 0 &&
      rest.length === 0 &&
      (bits === null || (bits >= 0 && bits <= (family === 4 ? 32 : 128)));
    if (!valid) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an IP address or CIDR range (expected e.g. 10.0.0.0/8,127.0.0.1,::1)`,
      );
    }
    return bits === null ? normalized : `${normalized}/${bits}`;
  });
}

const compiled = new WeakMap<ReadonlyArray<string>, BlockList>();

function blockListOf(ranges: ReadonlyArray<string>): BlockList {
  const known = compiled.get(ranges);
  if (known) return known;
  const list = new BlockList();
  for (const range of ranges) {
    const [address = "", bits] = range.split("/");
    const family = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  compiled.set(ranges, list);
  return list;
}

/** Whether a (normalized) address is one of the configured proxies; matches IPv4 ranges on IPv4-mapped IPv6 too. */
export function isTrustedProxy(ranges: ReadonlyArray<string>, address: string): boolean {
  if (ranges.length === 0 || address === UNKNOWN_ADDRESS) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return blockListOf(ranges).check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address. X-Forwarded-For is believed only when the socket peer is a trusted proxy; it is then
 * walked from the right (each proxy appends the address it saw), skipping trusted proxies, up to the first
 * address that is not one: whatever stands to the left of it was written by the client and proves nothing.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlyArray<string>,
): string {
  const socket = peer ? normalizeAddress(peer) : null;
  if (!socket) return UNKNOWN_ADDRESS;
  if (!forwardedFor || !isTrustedProxy(trusted, socket)) return socket;
  const hops = forwardedFor.split(",");
  let client = socket;
  for (let i = hops.length - 1; i >= 0 && isTrustedProxy(trusted, client); i--) {
    const hop = normalizeAddress(hops[i] ?? "");
    // A trusted proxy passed on something that is no address: the proxy is the last hop we can vouch for.
    if (!hop) break;
    client = hop;
  }
  return client;
}

/** The socket peer's address, as the Node adapter hands it over; undefined in in-process test requests. */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export const clientIp = (c: Context, config: Pick<Config, "trustProxy">): string =>
  clientAddress(peerAddress(c), c.req.header("x-forwarded-for"), config.trustProxy);

/** X-Forwarded-Proto, only from a trusted proxy (the first value: the scheme the client used). */
export function forwardedProto(c: Context, config: Pick<Config, "trustProxy">): string | null {
  const peer = normalizeAddress(peerAddress(c) ?? "");
  if (!peer || !isTrustedProxy(config.trustProxy, peer)) return null;
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() || null;
}
