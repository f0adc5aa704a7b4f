import { describe, expect, it } from "vitest";
import { readRuntimeConfig, startIntegrations } from "./integrations.ts";

type FakeScript = { src: string; async: boolean; dataset: Record<string, string> };

function fakeWindow(options: { global?: unknown; json?: string } = {}) {
  const appended: FakeScript[] = [];
  const document = {
    getElementById: (id: string) =>
      id === "rede-config" && options.json !== undefined ? { textContent: options.json } : null,
    createElement: (): FakeScript => ({ src: "", async: false, dataset: {} }),
    body: { appendChild: (script: FakeScript) => appended.push(script) },
  };
  const win = { document, ...(options.global === undefined ? {} : { __REDE_CONFIG__: options.global }) };
  return { win: win as unknown as Window, document: document as unknown as Document, appended };
}

describe("optional integrations (Sentry, chat widget)", () => {
  it("reads window.__REDE_CONFIG__, else the JSON config element, else nothing", () => {
    expect(readRuntimeConfig(fakeWindow({ global: { chatWidgetUrl: "https://chat.example/w.js" } }).win)).toEqual({
      chatWidgetUrl: "https://chat.example/w.js",
    });
    expect(readRuntimeConfig(fakeWindow({ json: '{"sentryDsn":"https://k@o1.ingest.example/1"}' }).win)).toEqual({
      sentryDsn: "https://k@o1.ingest.example/1",
    });
    expect(readRuntimeConfig(fakeWindow().win)).toEqual({});
  });

  it("a malformed configuration turns everything off", () => {
    expect(readRuntimeConfig(fakeWindow({ json: "{not json" }).win)).toEqual({});
    expect(readRuntimeConfig(fakeWindow({ global: { sentryDsn: 42 } }).win)).toEqual({});
  });

  it("loads the chat widget only when configured with an http(s) address", () => {
    const off = fakeWindow();
    startIntegrations({}, "1.0.0", off.document);
    expect(off.appended).toEqual([]);

    const on = fakeWindow();
    startIntegrations({ chatWidgetUrl: "https://chat.example/w.js" }, "1.0.0", on.document);
    expect(on.appended).toEqual([{ src: "https://chat.example/w.js", async: true, dataset: { integration: "chat" } }]);

    const hostile = fakeWindow();
    startIntegrations({ chatWidgetUrl: "javascript:alert(1)" }, "1.0.0", hostile.document);
    expect(hostile.appended).toEqual([]);
  });
});
