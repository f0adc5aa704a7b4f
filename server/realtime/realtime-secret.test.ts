// The secret that signs private channels: generated per deployment and kept in its database, never a default.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSecret } from "./app-secrets.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { signChannelAuthorization } from "./channel-auth.ts";
import { moduleChannel } from "./channel-names.ts";
import { REALTIME_SECRET_NAME, startRealtime } from "./start-realtime.ts";

const SOCKET = "123.456";
const CHANNEL = moduleChannel(1, "pdv");
let one: TestApp;
let other: TestApp;

beforeAll(async () => {
  [one, other] = await Promise.all([startTestApp(), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
});

async function signatureOf(t: TestApp, realtimeSecret: string | null = null) {
  const realtime = await startRealtime({ config: { ...t.services.config, realtimeSecret, pusher: null }, db: t.db });
  try {
    return realtime.hub.authorizeChannel(SOCKET, CHANNEL).auth;
  } finally {
    await realtime.close();
  }
}

describe("realtime secret", () => {
  it("is the same for every start on one database and differs between databases", async () => {
    const first = await signatureOf(one);
    expect(await signatureOf(one)).toBe(first);
    expect(await signatureOf(other)).not.toBe(first);
    expect(first).not.toBe(
      signChannelAuthorization({ key: "rede-local", secret: "rede-local-secret" }, SOCKET, CHANNEL).auth,
    );
  });

  it("is 32 random bytes, and instances starting at the same moment all read the one stored first", async () => {
    const secrets = await Promise.all(Array.from({ length: 6 }, () => appSecret(other.db, "several-at-once")));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await appSecret(other.db, REALTIME_SECRET_NAME)).not.toBe(await appSecret(one.db, REALTIME_SECRET_NAME));
  });

  it("is PUSHER_SECRET when that is set", async () => {
    expect(await signatureOf(one, "configured-secret")).toBe(
      signChannelAuthorization({ key: one.services.config.realtimeKey, secret: "configured-secret" }, SOCKET, CHANNEL)
        .auth,
    );
  });
});
