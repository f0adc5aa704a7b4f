import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { clientAddress, isTrustedProxy, normalizeAddress, parseTrustProxy, UNKNOWN_ADDRESS } from "./proxy.ts";

// Issue 9, item 4: forwarding headers are believed only from configured proxies (TRUST_PROXY).

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:10.1.2.3", "10.1.2.3"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
    ["unknown", null],
    ["", null],
    ["evil.example", null],
    ["1.2.3", null],
    ["999.1.1.1", null],
    ["_hidden", null],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe("parseTrustProxy", () => {
  it("reads addresses and CIDR ranges of both families", () => {
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1,fd00::/8,,")).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    expect(parseTrustProxy("")).toEqual([]);
    expect(parseTrustProxy("::ffff:192.0.2.1")).toEqual(["192.0.2.1"]);
  });

  it.each([
    "localhost",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.0/",
    "10.0.0.0/8/8",
    "10.0.0.0/-1",
    "10.0.0.0/x",
    "10.0.0.1:80",
    "[::1]",
    "*",
    "true",
  ])("refuses %j with a message naming it", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY: "${value}" is not an IP address or CIDR range`);
  });

  it("is decoded by loadConfig at start: a bad value stops the server", () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,::1" }).trustProxy).toEqual(["10.0.0.0/8", "::1"]);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/8,proxy.local" })).toThrow(/TRUST_PROXY: "proxy.local"/);
  });
});

describe("isTrustedProxy", () => {
  const ranges = parseTrustProxy("10.0.0.0/8,127.0.0.1,::1,2001:db8::/32");
  it.each([
    ["10.1.2.3", true],
    ["10.255.255.255", true],
    ["11.0.0.1", false],
    ["127.0.0.1", true],
    ["127.0.0.2", false],
    ["::ffff:127.0.0.1", true],
    ["::ffff:10.9.9.9", true],
    ["::1", true],
    ["2001:db8:abcd::5", true],
    ["2001:db9::5", false],
    [UNKNOWN_ADDRESS, false],
  ])("%s → %s", (address, expected) => {
    expect(isTrustedProxy(ranges, address)).toBe(expected);
  });

  it("trusts nobody when nothing is configured", () => {
    expect(isTrustedProxy([], "127.0.0.1")).toBe(false);
  });
});

describe("clientAddress", () => {
  const proxies = parseTrustProxy("10.0.0.0/8,::1");
  it.each<[string, string | undefined, string | undefined, ReadonlyArray<string>, string]>([
    ["no proxy configured: the socket, whatever the header says", "203.0.113.9", "1.1.1.1", [], "203.0.113.9"],
    ["no header", "203.0.113.9", undefined, proxies, "203.0.113.9"],
    ["an untrusted peer's header is ignored", "203.0.113.9", "10.0.0.5", proxies, "203.0.113.9"],
    ["a trusted peer names the client", "10.0.0.2", "198.51.100.4", proxies, "198.51.100.4"],
    ["IPv4-mapped trusted peer", "::ffff:10.0.0.2", "198.51.100.4", proxies, "198.51.100.4"],
    ["IPv6 trusted peer", "::1", "2001:db8::42", proxies, "2001:db8::42"],
    ["a forged left part is skipped", "10.0.0.2", "6.6.6.6, 198.51.100.4", proxies, "198.51.100.4"],
    ["a chain of trusted proxies is walked", "10.0.0.2", "198.51.100.4, 10.0.0.9, 10.0.0.8", proxies, "198.51.100.4"],
    [
      "forged entries beyond the first untrusted hop",
      "10.0.0.2",
      "10.0.0.7, 6.6.6.6, 198.51.100.4",
      proxies,
      "198.51.100.4",
    ],
    ["every hop trusted: the leftmost", "10.0.0.2", "10.0.0.3, 10.0.0.4", proxies, "10.0.0.3"],
    ["garbage at the right stops at the proxy", "10.0.0.2", "198.51.100.4, not-an-ip", proxies, "10.0.0.2"],
    ["garbage at the left is never reached", "10.0.0.2", "not-an-ip, 198.51.100.4", proxies, "198.51.100.4"],
    ["ports and brackets are dropped", "10.0.0.2", "[2001:db8::7]:4431", proxies, "2001:db8::7"],
    ["no socket: unknown, even with a header", undefined, "198.51.100.4", proxies, UNKNOWN_ADDRESS],
  ])("%s", (_, peer, forwarded, trusted, expected) => {
    expect(clientAddress(peer, forwarded, trusted)).toBe(expected);
  });
});
