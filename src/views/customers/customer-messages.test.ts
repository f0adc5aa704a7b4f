import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { apiError } from "../../schemas/api-error.ts";
import { saveFailureText } from "./customer-messages.ts";

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe("customer save failure text", () => {
  it.each([
    [apiError("Invalid", 422, ["CPF já cadastrado", "UF inválida."]), "CPF já cadastrado. UF inválida."],
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
