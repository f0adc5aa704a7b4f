import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: "./data",
      databaseUrl: null,
      pusher: null,
      maintenance: false,
      seedDemo: true,
    });
  });

  it("publishes no realtime secret: without PUSHER_SECRET the app uses the one it keeps in its database", () => {
    expect(loadConfig({})).toMatchObject({ realtimeKey: "rede-local", realtimeSecret: null });
    expect(loadConfig({ PUSHER_SECRET: "s" }).realtimeSecret).toBe("s");
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/srv/rede",
      DATABASE_URL: "postgres://rede@db:5432/rede",
      PUSHER_APP_ID: "1",
      PUSHER_KEY: "k",
      PUSHER_SECRET: "s",
      PUSHER_HOST: "soketi.local",
      PUSHER_PORT: "6001",
      PUSHER_SCHEME: "http",
      SMTP_URL: "smtp://mail:25",
      MAINTENANCE: "true",
      SEED_DEMO: "false",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/srv/rede",
      databaseUrl: "postgres://rede@db:5432/rede",
      pusher: { appId: "1", key: "k", secret: "s", host: "soketi.local", port: 6001, useTLS: false },
      smtpUrl: "smtp://mail:25",
      maintenance: true,
      seedDemo: false,
    });
  });

  it("seeds the demo by default, but not in production unless asked", () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("treats empty variables as unset and refuses bad values", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeNull();
    expect(() => loadConfig({ PORT: "porta" })).toThrow();
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow();
    expect(() => loadConfig({ MAINTENANCE: "talvez" })).toThrow();
  });

  it("uses the external Pusher service only when all four variables are set", () => {
    expect(loadConfig({ PUSHER_KEY: "k", PUSHER_SECRET: "s" }).pusher).toBeNull();
  });
});
