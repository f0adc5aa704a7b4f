import { Schema } from "effect";

/**
 * Optional third parties, off unless the server configures them (architecture 3): the page carries
 * `<script id="rede-config" type="application/json">{"sentryDsn": "...", "chatWidgetUrl": "..."}</script>`
 * (data, so the CSP needs no inline script) or sets `window.__REDE_CONFIG__`.
 */
export const RuntimeConfig = Schema.Struct({
  sentryDsn: Schema.optional(Schema.NullOr(Schema.String)),
  chatWidgetUrl: Schema.optional(Schema.NullOr(Schema.String)),
  environment: Schema.optional(Schema.NullOr(Schema.String)),
});
export type RuntimeConfig = typeof RuntimeConfig.Type;

const decode = Schema.decodeUnknownOption(RuntimeConfig);

/** The runtime configuration of the page, or an empty one when absent or malformed. */
export function readRuntimeConfig(win: Window & { __REDE_CONFIG__?: unknown }): RuntimeConfig {
  let raw: unknown = win.__REDE_CONFIG__;
  if (raw === undefined) {
    const text = win.document.getElementById("rede-config")?.textContent;
    if (text) {
      try {
        raw = JSON.parse(text);
      } catch {
        raw = undefined;
      }
    }
  }
  const decoded = decode(raw ?? {});
  return decoded._tag === "Some" ? decoded.value : {};
}

const isHttpUrl = (value: string) => {
  try {
    return ["https:", "http:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Starts what is configured; does nothing otherwise. */
export function startIntegrations(config: RuntimeConfig, release: string, doc: Document = document): void {
  const { sentryDsn, chatWidgetUrl } = config;
  if (sentryDsn) {
    void import("@sentry/browser").then((Sentry) =>
      Sentry.init({ dsn: sentryDsn, release, environment: config.environment ?? "production" }),
    );
  }
  if (chatWidgetUrl && isHttpUrl(chatWidgetUrl)) {
    const script = doc.createElement("script");
    script.src = chatWidgetUrl;
    script.async = true;
    script.dataset.integration = "chat";
    doc.body.appendChild(script);
  }
}
