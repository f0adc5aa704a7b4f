import { describe, expect, it } from "vitest";
import { sellerIssues } from "./sellers.ts";

const valid = { name: "Joana Prado", commissionPercentage: 2.5, phone: "(11) 98888-7777", email: "joana@loja.com.br" };

describe("sellerIssues (issue 12)", () => {
  it("takes a seller with a name and nothing else, and one with everything", () => {
    expect(sellerIssues({ name: "Joana", commissionPercentage: null, phone: "", email: "" })).toEqual({});
    expect(sellerIssues(valid)).toEqual({});
    expect(sellerIssues({ ...valid, commissionPercentage: 100 })).toEqual({});
    expect(sellerIssues({ ...valid, commissionPercentage: 0 })).toEqual({});
  });

  it.each([
    ["no name", { name: "  " }, { name: ["required"] }],
    ["a commission above 100 %", { commissionPercentage: 100.01 }, { commission_percentage: ["percentage"] }],
    ["a negative commission", { commissionPercentage: -1 }, { commission_percentage: ["percentage"] }],
    ["a commission with three decimals", { commissionPercentage: 1.125 }, { commission_percentage: ["percentage"] }],
    ["a short phone", { phone: "1234" }, { phone: ["phone"] }],
    ["a broken e-mail", { email: "joana@" }, { email: ["email"] }],
  ])("refuses %s", (_, change, issues) => {
    expect(sellerIssues({ ...valid, ...change })).toEqual(issues);
  });
});
