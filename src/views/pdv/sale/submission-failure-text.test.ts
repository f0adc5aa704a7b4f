import { describe, expect, it } from "vitest";
import { Invalid, NotFound } from "../../../schemas/api-error.ts";
import { apiErrorDetail, submissionFailureText } from "./submission-failure-text.ts";

const t = (key: string) => key;
const messages = ["Quantidade inválida", "Estoque insuficiente para Camiseta."];

describe("the PDV's texts for refused requests (issue 11: messages read as sentences)", () => {
  it("a 422 on finalize shows the messages as sentences, not joined by a comma", () => {
    const text = submissionFailureText({ action: "finalize", kind: "validation", status: 422, messages }, t);
    expect(text).toEqual({
      title: "sale.fix-fields",
      detail: "Quantidade inválida. Estoque insuficiente para Camiseta.",
    });
  });

  it("a 412 on a budget is titled with its sentences, or the fallback when it carries none", () => {
    expect(submissionFailureText({ action: "budget", kind: "warning", status: 412, messages }, t).title).toBe(
      "Quantidade inválida. Estoque insuficiente para Camiseta.",
    );
    expect(submissionFailureText({ action: "budget", kind: "warning", status: 412, messages: [] }, t).title).toBe(
      "budget.generate-error",
    );
  });

  it("a toast's detail joins the server's messages as sentences; only a 422's when asked", () => {
    const invalid = new Invalid({ status: 422, messages, fields: {} });
    const missing = new NotFound({ status: 404, messages: ["Cliente não encontrado", "Tente outro"], fields: {} });
    expect(apiErrorDetail(invalid)).toBe("Quantidade inválida. Estoque insuficiente para Camiseta.");
    expect(apiErrorDetail(missing)).toBe("Cliente não encontrado. Tente outro.");
    expect(apiErrorDetail(missing, true)).toBe("");
    expect(apiErrorDetail(new Error("x"))).toBe("");
  });
});
