import { describe, expect, it } from "vitest";
import { afterLoginHref, loginHref } from "./login-redirect.ts";

describe("login redirect", () => {
  it("after login: the remembered page of this app, otherwise home", () => {
    expect(afterLoginHref("/usuarios?page=2", "pt-BR")).toBe("/usuarios?page=2");
    expect(afterLoginHref(null, "es-EC")).toBe("/es");
    expect(afterLoginHref("https://evil.example/", "pt-BR")).toBe("/");
    expect(afterLoginHref("//evil.example/x", "pt-BR")).toBe("/");
    expect(afterLoginHref("/\\evil.example/x", "pt-BR")).toBe("/");
    expect(loginHref("es-EC")).toBe("/es/user/login");
  });
});
