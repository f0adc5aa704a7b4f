import { describe, expect, it } from "vitest";
import { givesChangeByDefault, parseDays, paymentMethodIssues } from "./payment-methods.ts";

describe("payment methods (issue 12)", () => {
  it.each([
    ["", 0],
    ["0", 0],
    [" 30 ", 30],
    ["3650", 3650],
    ["3651", null],
    ["-1", null],
    ["1,5", null],
    ["dez", null],
  ])("reads %j days as %s", (text, days) => {
    expect(parseDays(text)).toBe(days);
  });

  it("takes a PIX with a 1,99 % fee received the next day", () => {
    expect(paymentMethodIssues({ name: "PIX Banco Azul", feePercentage: 1.99, daysToReceive: "1" })).toEqual({});
    expect(paymentMethodIssues({ name: "Dinheiro", feePercentage: null, daysToReceive: "" })).toEqual({});
  });

  it("says what is wrong, field by field", () => {
    expect(paymentMethodIssues({ name: " ", feePercentage: 100.5, daysToReceive: "4000" })).toEqual({
      name: "required",
      fee_percentage: "percentage",
      days_to_receive: "days",
    });
    expect(paymentMethodIssues({ name: "Cartão", feePercentage: 2.345, daysToReceive: "30" })).toEqual({
      fee_percentage: "percentage",
    });
  });

  it("gives change by default with money only", () => {
    expect(givesChangeByDefault("money")).toBe(true);
    for (const kind of ["pix", "card", "boleto", "other"]) expect(givesChangeByDefault(kind)).toBe(false);
  });
});
