import { describe, expect, it } from "vitest";
import { addDaysToApiDate, type SalePaymentLine, saleBookEntries } from "./sale-receivables";

const line = (over: Partial<SalePaymentLine>): SalePaymentLine => ({
  kind: "money",
  paymentMethodId: 1,
  billing: 10_000,
  installments: 1,
  receivedNow: true,
  dueDate: "2026-03-10",
  feePercentage: 0,
  daysToReceive: 0,
  ...over,
});

const brief = (lines: SalePaymentLine[]) =>
  saleBookEntries("2026-01-31", lines).map((e) => [e.role, e.value, e.dueDate, e.settledNow, e.installmentNumber]);

describe("saleBookEntries", () => {
  it.each([
    ["money at once", line({}), [["receivable", 10_000, "2026-01-31", true, 1]]],
    ["PIX at once", line({ kind: "pix" }), [["receivable", 10_000, "2026-01-31", true, 1]]],
    ["money later", line({ receivedNow: false }), [["receivable", 10_000, "2026-03-10", false, 1]]],
    ["boleto", line({ kind: "boleto", receivedNow: false }), [["receivable", 10_000, "2026-03-10", false, 1]]],
    ["other", line({ kind: "other" }), [["receivable", 10_000, "2026-03-10", false, 1]]],
    [
      "card in 3, cents that do not divide, 2,99 % fee, 30 days",
      line({ kind: "card", billing: 10_000, installments: 3, feePercentage: 2.99, daysToReceive: 30 }),
      [
        ["receivable", 3_334, "2026-03-02", false, 1],
        ["receivable", 3_333, "2026-04-01", false, 2],
        ["receivable", 3_333, "2026-05-01", false, 3],
        ["fee", 100, "2026-03-02", false, 1],
        ["fee", 100, "2026-04-01", false, 2],
        ["fee", 99, "2026-05-01", false, 3],
      ],
    ],
    [
      "debit card, no fee, next day",
      line({ kind: "card", daysToReceive: 1 }),
      [["receivable", 10_000, "2026-02-01", false, 1]],
    ],
    ["a zero line books nothing", line({ billing: 0 }), []],
  ])("%s", (_, payment, expected) => {
    expect(brief([payment])).toEqual(expected);
  });

  it("adds days across months and years", () => {
    expect(addDaysToApiDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToApiDate("2028-02-28", 1)).toBe("2028-02-29");
  });
});
