import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { apiError } from "../../schemas/api-error.ts";
import { failedFields, fieldMessages, saveFailureText, tabOfField, tabsWithProblems } from "./customer-messages.ts";

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe("customer page messages", () => {
  it("shows the rules' messages once a save was tried, else the server's for the field", () => {
    const failure = apiError("Invalid", 422, ["CPF já cadastrado"], { docId1: ["CPF já cadastrado"] });
    const untried = fieldMessages(t, { issues: { name: ["required"] }, showIssues: false, failure });
    expect(untried("name")).toBeNull();
    expect(untried("docId1")).toBe("CPF já cadastrado");
    const tried = fieldMessages(t, { issues: { name: ["required"], docId1: ["cpf"] }, showIssues: true, failure });
    expect(tried("name")).toBe("[customers:issues.required]");
    expect(tried("docId1")).toBe("[customers:issues.cpf]");
    expect(tried("email")).toBeNull();
  });

  it("finds the tab of a field", () => {
    expect(tabOfField("name")).toBe("geral");
    expect(tabOfField("addresses.0.uf")).toBe("endereco");
    expect(tabOfField("contacts.2.email")).toBe("contatos");
    expect([...tabsWithProblems(["name", "contacts.0.name"])]).toEqual(["geral", "contatos"]);
    expect(failedFields(apiError("Invalid", 422, ["x"], { "addresses.0.id": ["x"] }))).toEqual(["addresses.0.id"]);
    expect(failedFields(new Error("boom"))).toEqual([]);
  });

  it.each([
    [apiError("Invalid", 422, ["CPF já cadastrado", "UF inválida."]), "CPF já cadastrado, UF inválida."],
    [apiError("ServerFailure", 500, []), "[customers:messages.save-failed] (500)"],
    [
      apiError("Forbidden", 403, ["Você não tem permissão para acessar este recurso."]),
      "Você não tem permissão para acessar este recurso.",
    ],
    [apiError("Offline", 0, []), "[customers:messages.save-failed]"],
    [apiError("Rejected", 400, []), "[customers:messages.save-failed]"],
    [new Error("boom"), "[customers:messages.save-failed]"],
  ])("a failed save %o says %j", (failure, text) => {
    expect(saveFailureText(t, failure)).toBe(text);
  });
});
