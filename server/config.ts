import { Schema } from "effect";
import { parseTrustProxy } from "./http/proxy.ts";

const Flag = Schema.Literals(["true", "false", "1", "0", ""]);
const Port = Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 }));

const Env = Schema.Struct({
  PORT: Schema.optional(Port),
  HOST: Schema.optional(Schema.String),
  DATA_DIR: Schema.optional(Schema.String),
  DATABASE_URL: Schema.optional(Schema.String.check(Schema.isPattern(/^postgres(ql)?:\/\//))),
  DATABASE_POOL_SIZE: Schema.optional(Port),
  PUBLIC_URL: Schema.optional(Schema.String.check(Schema.isPattern(/^https?:\/\/[^/?#\s]+/))),
  TRUST_PROXY: Schema.optional(Schema.String),
  SESSION_TTL_HOURS: Schema.optional(Port),
  PUSHER_APP_ID: Schema.optional(Schema.String),
  PUSHER_KEY: Schema.optional(Schema.String),
  PUSHER_SECRET: Schema.optional(Schema.String),
  PUSHER_HOST: Schema.optional(Schema.String),
  PUSHER_PORT: Schema.optional(Port),
  PUSHER_SCHEME: Schema.optional(Schema.Literals(["http", "https"])),
  PUSHER_CLUSTER: Schema.optional(Schema.String),
  SMTP_URL: Schema.optional(Schema.String),
  MAIL_FROM: Schema.optional(Schema.String),
  MAINTENANCE: Schema.optional(Flag),
  SEED_DEMO: Schema.optional(Flag),
  LOG_LEVEL: Schema.optional(Schema.Literals(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  SENTRY_DSN: Schema.optional(Schema.String),
  CHAT_WIDGET_URL: Schema.optional(Schema.String),
  FIPE_API_URL: Schema.optional(Schema.String.check(Schema.isPattern(/^https?:\/\/[^/?#\s]+/))),
  NODE_ENV: Schema.optional(Schema.String),
});

export type PusherConfig = {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  useTLS: boolean;
  cluster: string;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  /** Public origin (PUBLIC_URL); null means the address the server listens on, see publicOrigin(). */
  publicUrl: string | null;
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY); empty: none. */
  trustProxy: ReadonlyArray<string>;
  sessionTtlHours: number;
  /** External Pusher-compatible service; null means the embedded hub. */
  pusher: PusherConfig | null;
  /** Key of the embedded hub (or of the external service): public, browsers see it. */
  realtimeKey: string;
  /**
   * PUSHER_SECRET when set; otherwise null, and the app uses the secret it generated and keeps in the database
   * (server/realtime/realtime-secret.ts), never a published default.
   */
  realtimeSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  maintenance: boolean;
  seedDemo: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  sentryDsn: string | null;
  chatWidgetUrl: string | null;
  /** A parallelum-style public FIPE service (FIPE_API_URL); null: the FIPE sample table Rede ships. */
  fipeApiUrl: string | null;
  production: boolean;
};

const isOn = (flag: string | undefined) => flag === "true" || flag === "1";

/** Reads and checks the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in Env.fields && v !== undefined && v !== ""),
  );
  const e = Schema.decodeUnknownSync(Env)(known);
  const pusherSet = e.PUSHER_APP_ID && e.PUSHER_KEY && e.PUSHER_SECRET && e.PUSHER_HOST;
  const pusher: PusherConfig | null = pusherSet
    ? {
        appId: e.PUSHER_APP_ID as string,
        key: e.PUSHER_KEY as string,
        secret: e.PUSHER_SECRET as string,
        host: e.PUSHER_HOST as string,
        port: e.PUSHER_PORT ?? (e.PUSHER_SCHEME === "http" ? 80 : 443),
        useTLS: e.PUSHER_SCHEME !== "http",
        cluster: e.PUSHER_CLUSTER ?? "mt1",
      }
    : null;
  return {
    port: e.PORT ?? 3000,
    host: e.HOST ?? "0.0.0.0",
    dataDir: e.DATA_DIR ?? "./data",
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    publicUrl: e.PUBLIC_URL ?? null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY ?? ""),
    sessionTtlHours: e.SESSION_TTL_HOURS ?? 12,
    pusher,
    realtimeKey: e.PUSHER_KEY ?? "rede-local",
    realtimeSecret: e.PUSHER_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? "Rede <nao-responda@rede.local>",
    maintenance: isOn(e.MAINTENANCE),
    // The demo is on by default for trying Rede out, off in production unless asked for.
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== "production" : isOn(e.SEED_DEMO),
    logLevel: e.LOG_LEVEL ?? "info",
    sentryDsn: e.SENTRY_DSN ?? null,
    chatWidgetUrl: e.CHAT_WIDGET_URL ?? null,
    fipeApiUrl: e.FIPE_API_URL ? e.FIPE_API_URL.replace(/\/+$/, "") : null,
    production: e.NODE_ENV === "production",
  };
}
