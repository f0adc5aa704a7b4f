import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { publicOrigin } from "./public-origin.ts";

// Issue 9, item 2: links and the same-origin check use the configured origin, never the request's headers.

describe("publicOrigin", () => {
  it.each<[Record<string, string>, string]>([
    [{}, "http://localhost:3000"],
    [{ PORT: "8080" }, "http://localhost:8080"],
    [{ HOST: "0.0.0.0", PORT: "8080" }, "http://localhost:8080"],
    [{ HOST: "::" }, "http://localhost:3000"],
    [{ HOST: "192.168.0.10" }, "http://192.168.0.10:3000"],
    [{ HOST: "::1" }, "http://[::1]:3000"],
    [{ HOST: "127.0.0.1", PORT: "80" }, "http://127.0.0.1"],
    [{ PUBLIC_URL: "https://rede.exemplo.com.br" }, "https://rede.exemplo.com.br"],
    [{ PUBLIC_URL: "https://rede.exemplo.com.br/", HOST: "10.0.0.3" }, "https://rede.exemplo.com.br"],
    [{ PUBLIC_URL: "https://Rede.Exemplo.com.br:8443/app" }, "https://rede.exemplo.com.br:8443"],
  ])("%j → %s", (env, expected) => {
    expect(publicOrigin(loadConfig(env))).toBe(expected);
  });

  it("PUBLIC_URL must be an http(s) address", () => {
    for (const value of ["rede.exemplo.com.br", "ftp://rede.exemplo.com.br", "https://", "javascript:alert(1)"]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow();
    }
  });
});
