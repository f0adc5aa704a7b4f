import { describe, expect, it } from "vitest";
import { isValidLogin, type UserRuleFields, userIssues } from "./users.ts";

const valid: UserRuleFields = {
  name: "Paula Caixa",
  login: "paula.caixa",
  email: "paula@rede.com.br",
  companyIds: [1],
  password: { choice: "type", password: "segredo123", confirmation: "segredo123" },
};

describe("userIssues", () => {
  it("accepts a complete user", () => {
    expect(userIssues(valid)).toEqual({});
    expect(userIssues({ ...valid, password: null })).toEqual({});
  });

  it("requires name, login, e-mail and at least one unit", () => {
    expect(userIssues({ ...valid, name: " \u200e ", login: "", email: "", companyIds: [] })).toEqual({
      name: ["required"],
      login: ["required"],
      email: ["required"],
      company_ids: ["units"],
    });
  });

  it("checks the login's characters and the e-mail's shape", () => {
    expect(userIssues({ ...valid, login: "paula caixa", email: "paula@" })).toEqual({
      login: ["login"],
      email: ["email"],
    });
    expect(["ana.beatriz", "joao_1", "x@y.com", "a-b"].every(isValidLogin)).toBe(true);
    expect(["ab", "joão", "a b", "a/b"].some(isValidLogin)).toBe(false);
  });

  it("asks a typed first password of 8 characters with its confirmation", () => {
    const typed = (password: string, confirmation: string) =>
      userIssues({ ...valid, password: { choice: "type", password, confirmation } });
    expect(typed("", "")).toEqual({ password: ["required"] });
    expect(typed("1234567", "1234567")).toEqual({ password: ["password-min"] });
    expect(typed("12345678", "12345679")).toEqual({ passwordConfirmation: ["confirmation"] });
  });

  it("asks no password when the user defines it from the mail", () => {
    expect(userIssues({ ...valid, password: { choice: "mail", password: "", confirmation: "x" } })).toEqual({});
  });
});
