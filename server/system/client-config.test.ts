import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp | undefined;
afterEach(() => t?.close());

const read = async (app: TestApp) => {
  const res = await app.request("/config.js");
  expect(res.headers.get("content-type")).toContain("text/javascript");
  const text = await res.text();
  return JSON.parse(text.replace(/^window\.__REDE_CONFIG__=/, "").replace(/;\s*$/, ""));
};

describe("GET /config.js", () => {
  it("tells the browser the embedded realtime key and no optional integrations", async () => {
    t = await startTestApp();
    expect(await read(t)).toEqual({
      realtime: { key: "rede-local", host: null, port: null, useTLS: null },
      sentryDsn: null,
      chatWidgetUrl: null,
    });
  });

  it("points the browser at an external Pusher service and the configured integrations", async () => {
    t = await startTestApp({
      config: {
        pusher: {
          appId: "1",
          key: "pk",
          secret: "never-sent",
          host: "ws.example.com",
          port: 443,
          useTLS: true,
          cluster: "mt1",
        },
        sentryDsn: "https://abc@o1.ingest.sentry.io/2",
        chatWidgetUrl: "https://chat.example.com/widget.js",
      },
    });
    const config = await read(t);
    expect(config).toEqual({
      realtime: { key: "pk", host: "ws.example.com", port: 443, useTLS: true },
      sentryDsn: "https://abc@o1.ingest.sentry.io/2",
      chatWidgetUrl: "https://chat.example.com/widget.js",
    });
    expect(JSON.stringify(config)).not.toContain("never-sent");
  });
});
