import { describe, expect, it } from "vitest";
import {
  addMonthsToApiDate,
  compareAccountPlanCodes,
  DEFAULT_LATE_CHARGES,
  daysPastDue,
  ENTRY_STATUS,
  entryDraftIssues,
  entryStatus,
  installmentPreview,
  lateCharges,
  settlementAmount,
  settlementProblem,
  signedAmount,
  splitInstallments,
} from "./finance";

describe("splitInstallments", () => {
  it.each([
    [10_000, 3, [3_334, 3_333, 3_333]],
    [10_001, 2, [5_001, 5_000]],
    [1, 3, [1, 0, 0]],
    [99_999, 4, [25_000, 25_000, 25_000, 24_999]],
  ])("%i cents in %i → %j, summing exactly", (total, count, values) => {
    const installments = splitInstallments(total, count, "2026-01-15");
    expect(installments.map((i) => i.value)).toEqual(values);
    expect(installments.reduce((sum, i) => sum + i.value, 0)).toBe(total);
    expect(installments.map((i) => i.number)).toEqual(values.map((_, index) => index + 1));
  });

  it("dates a month apart, kept at the month's end from the first due date", () => {
    expect(splitInstallments(300, 4, "2026-01-31").map((i) => i.dueDate)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
    expect(addMonthsToApiDate("2027-11-30", 3)).toBe("2028-02-29");
  });

  it("refuses 0 or more than 120 installments", () => {
    expect(() => splitInstallments(100, 0, "2026-01-01")).toThrow(RangeError);
    expect(() => splitInstallments(100, 121, "2026-01-01")).toThrow(RangeError);
  });
});

describe("settlements", () => {
  it("moves principal + interest + fine − discount", () => {
    expect(settlementAmount({ value: 50_001, interest: 133, fine: 1_000, discount: 7 })).toBe(51_127);
  });

  it.each([
    [{ value: 0, interest: 0, fine: 0, discount: 0 }, 100, "value-required"],
    [{ value: 101, interest: 0, fine: 0, discount: 0 }, 100, "value-above-open"],
    [{ value: 100, interest: 0, fine: 0, discount: 101 }, 100, "discount-above-total"],
    [{ value: 100, interest: -1, fine: 0, discount: 0 }, 100, "too-large"],
    [{ value: 1_000_000_000, interest: 0, fine: 0, discount: 0 }, 2_000_000_000, "too-large"],
    [{ value: 100, interest: 0, fine: 0, discount: 100 }, 100, null],
    [{ value: 33, interest: 1, fine: 2, discount: 0 }, 100, null],
  ])("%j against %i open → %s", (parts, open, problem) => {
    expect(settlementProblem(parts, open)).toBe(problem);
  });

  it("signs money in for receivables and out for payables", () => {
    expect(signedAmount("receive", 100)).toBe(100);
    expect(signedAmount("pay", 100)).toBe(-100);
  });
});

describe("entryStatus (spec 4: 1 paid, 2 to pay, 3 past deadline)", () => {
  it.each([
    [{ value: 100, settled: 100, dueDate: "2026-01-01" }, ENTRY_STATUS.paid],
    [{ value: 100, settled: 99, dueDate: "2026-11-24" }, ENTRY_STATUS.open],
    [{ value: 100, settled: 99, dueDate: "2026-11-23" }, ENTRY_STATUS.overdue],
  ])("%j on 2026-11-24 → %i", (entry, status) => {
    expect(entryStatus(entry, "2026-11-24")).toBe(status);
  });
});

describe("compareAccountPlanCodes", () => {
  it("orders codes by their numeric parts", () => {
    expect(["10", "2", "1.10", "1.2", "1", "9.3", "10.1", "6.2.1"].sort(compareAccountPlanCodes)).toEqual([
      "1",
      "1.2",
      "1.10",
      "2",
      "6.2.1",
      "9.3",
      "10",
      "10.1",
    ]);
  });
});

describe("lateCharges (2 % fine, 1 % a month interest pro rata per day by default; half up to the cent)", () => {
  it.each([
    [10_000, "2026-01-10", "2026-01-10", { fine: 0, interest: 0 }],
    [10_000, "2026-01-10", "2026-01-02", { fine: 0, interest: 0 }],
    [10_000, "2026-01-10", "2026-01-11", { fine: 200, interest: 3 }],
    [10_000, "2026-01-10", "2026-02-09", { fine: 200, interest: 100 }],
    [33_333, "2026-01-10", "2026-01-25", { fine: 667, interest: 167 }],
    [1, "2026-01-10", "2026-01-11", { fine: 0, interest: 0 }],
    [25, "2026-01-10", "2026-01-11", { fine: 1, interest: 0 }],
    [999_999_999, "2016-01-01", "2025-12-29", { fine: 20_000_000, interest: 1_216_666_665 }],
  ])("%i cents due %s paid %s → %j", (value, due, paid, charges) => {
    expect(lateCharges(value, due, paid)).toEqual(charges);
  });

  it.each([
    [12_345, { finePercent: 2.5, monthlyInterestPercent: 1.99 }, "2026-04-15", { fine: 309, interest: 368 }],
    [10_000, { finePercent: 0, monthlyInterestPercent: 0 }, "2026-03-11", { fine: 0, interest: 0 }],
    [7, { finePercent: 10, monthlyInterestPercent: 30 }, "2026-03-02", { fine: 1, interest: 0 }],
    [100_001, { finePercent: 1, monthlyInterestPercent: 3 }, "2026-03-08", { fine: 1_000, interest: 700 }],
  ])("%i cents at %j, due 2026-03-01 paid %s → %j", (value, rates, paid, charges) => {
    expect(daysPastDue("2026-03-01", paid)).toBeGreaterThan(0);
    expect(lateCharges(value, "2026-03-01", paid, rates)).toEqual(charges);
  });

  it("counts calendar days across short months", () => {
    expect(daysPastDue("2026-01-31", "2026-03-01")).toBe(29);
    expect(daysPastDue("2026-03-01", "2026-01-31")).toBe(0);
  });

  it("suggests the usual boleto rates and refuses rates outside 0 to 100 %", () => {
    expect(DEFAULT_LATE_CHARGES).toEqual({ finePercent: 2, monthlyInterestPercent: 1 });
    expect(() => lateCharges(100, "2026-01-01", "2026-01-05", { finePercent: -1, monthlyInterestPercent: 1 })).toThrow(
      RangeError,
    );
    expect(() => lateCharges(100.5, "2026-01-01", "2026-01-05")).toThrow(RangeError);
  });

  it("settles an installment split with odd cents plus its charges exactly", () => {
    const [first] = splitInstallments(10_000, 3, "2026-01-10");
    const charges = lateCharges(first?.value ?? 0, "2026-01-10", "2026-01-20");
    expect(first?.value).toBe(3_334);
    expect(charges).toEqual({ fine: 67, interest: 11 });
    expect(settlementAmount({ value: 3_334, ...charges, discount: 0 })).toBe(3_412);
  });
});

describe("entryDraftIssues and installmentPreview (the entry form)", () => {
  const draft = {
    kind: "pay" as const,
    description: "Aluguel",
    companyId: 1,
    competencyDate: "2026-03-01",
    dueDate: "2026-03-10",
    value: 100_00,
    installments: 3,
  };
  it.each([
    [{}, {}],
    [{ description: "  " }, { description: ["required"] }],
    [{ companyId: null }, { companyId: ["required"] }],
    [
      { dueDate: null, competencyDate: "Invalid date" },
      { dueDate: ["required"], competencyDate: ["date"] },
    ],
    [{ value: 0 }, { value: ["value-required"] }],
    [{ value: null }, { value: ["value-required"] }],
    [{ value: 1_000_000_000 }, { value: ["value-required"] }],
    [{ installments: 0 }, { installments: ["installments"] }],
    [{ installments: 121 }, { installments: ["installments"] }],
  ])("%j → %j", (change, issues) => {
    expect(entryDraftIssues({ ...draft, ...change })).toEqual(issues);
  });

  it("previews R$ 100,00 in 3 as 33,34 + 33,33 + 33,33 a month apart, nothing while incomplete", () => {
    expect(installmentPreview(draft)).toEqual([
      { number: 1, value: 3_334, dueDate: "2026-03-10" },
      { number: 2, value: 3_333, dueDate: "2026-04-10" },
      { number: 3, value: 3_333, dueDate: "2026-05-10" },
    ]);
    expect(installmentPreview({ ...draft, value: null })).toEqual([]);
    expect(installmentPreview({ ...draft, installments: 200 })).toEqual([]);
  });
});
