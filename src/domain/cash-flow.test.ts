import { describe, expect, it } from "vitest";
import { bucketStartOf, cashFlowOf, isApiDate, periodBuckets, periodDays } from "./cash-flow.ts";

describe("bucketStartOf", () => {
  it.each([
    ["2026-11-18", "day", "2026-11-18"],
    ["2026-11-18", "week", "2026-11-16"], // a Wednesday → its Monday
    ["2026-11-16", "week", "2026-11-16"],
    ["2026-11-22", "week", "2026-11-16"], // Sunday closes the ISO week
    ["2027-01-01", "week", "2026-12-28"],
    ["2026-11-30", "month", "2026-11-01"],
  ] as const)("%s by %s starts on %s", (date, groupBy, start) => {
    expect(bucketStartOf(date, groupBy)).toBe(start);
  });
});

describe("periodBuckets", () => {
  it("cuts weeks and months at the period's ends", () => {
    expect(periodBuckets("2026-11-04", "2026-11-20", "week")).toEqual([
      { start: "2026-11-04", end: "2026-11-08" },
      { start: "2026-11-09", end: "2026-11-15" },
      { start: "2026-11-16", end: "2026-11-20" },
    ]);
    expect(periodBuckets("2026-11-15", "2027-01-10", "month")).toEqual([
      { start: "2026-11-15", end: "2026-11-30" },
      { start: "2026-12-01", end: "2026-12-31" },
      { start: "2027-01-01", end: "2027-01-10" },
    ]);
    expect(periodBuckets("2026-02-27", "2026-03-01", "day").map((b) => b.start)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(periodBuckets("2026-03-02", "2026-03-01", "day")).toEqual([]);
  });

  it("counts days and knows real dates", () => {
    expect(periodDays("2026-01-01", "2026-12-31")).toBe(365);
    expect(periodDays("2026-01-02", "2026-01-01")).toBe(0);
    expect(isApiDate("2026-02-29")).toBe(false);
    expect(isApiDate("2028-02-29")).toBe(true);
    expect(isApiDate("2026-2-1")).toBe(false);
  });
});

describe("cashFlowOf", () => {
  it("runs the realized balance and the projected one, overdue on its own line", () => {
    const flow = cashFlowOf({
      initialDate: "2026-11-01",
      finalDate: "2026-11-30",
      groupBy: "week",
      opening: 100_001n, // R$ 1.000,01
      realized: [
        { date: "2026-11-01", inflows: 3_333n, outflows: 0n },
        { date: "2026-11-03", inflows: 6_667n, outflows: 1_001n },
        { date: "2026-11-30", inflows: 0n, outflows: 33_333n },
      ],
      foreseen: [
        { date: "2026-11-10", inflows: 10_001n, outflows: 0n },
        { date: "2026-11-12", inflows: 0n, outflows: 7_777n },
      ],
      overdue: { inflows: 1_111n, outflows: 2_223n },
    });
    expect(flow.buckets.map((b) => [b.start, b.end])).toEqual([
      ["2026-11-01", "2026-11-01"],
      ["2026-11-02", "2026-11-08"],
      ["2026-11-09", "2026-11-15"],
      ["2026-11-16", "2026-11-22"],
      ["2026-11-23", "2026-11-29"],
      ["2026-11-30", "2026-11-30"],
    ]);
    expect(flow.buckets.map((b) => b.realized)).toEqual([
      { opening: 100_001n, inflows: 3_333n, outflows: 0n, closing: 103_334n },
      { opening: 103_334n, inflows: 6_667n, outflows: 1_001n, closing: 109_000n },
      { opening: 109_000n, inflows: 0n, outflows: 0n, closing: 109_000n },
      { opening: 109_000n, inflows: 0n, outflows: 0n, closing: 109_000n },
      { opening: 109_000n, inflows: 0n, outflows: 0n, closing: 109_000n },
      { opening: 109_000n, inflows: 0n, outflows: 33_333n, closing: 75_667n },
    ]);
    // projected = realized closing + overdue net (−1.112) + open so far
    expect(flow.buckets.map((b) => b.foreseen.closing)).toEqual([
      103_334n - 1_112n,
      109_000n - 1_112n,
      109_000n - 1_112n + 10_001n - 7_777n,
      109_000n - 1_112n + 2_224n,
      109_000n - 1_112n + 2_224n,
      75_667n - 1_112n + 2_224n,
    ]);
    expect(flow.totals).toEqual({
      realized: { inflows: 10_000n, outflows: 34_334n, closing: 75_667n },
      foreseen: { inflows: 10_001n, outflows: 7_777n, closing: 76_779n },
    });
  });

  it("an empty period is only its opening", () => {
    const flow = cashFlowOf({
      initialDate: "2026-11-01",
      finalDate: "2026-11-01",
      groupBy: "month",
      opening: -5n,
      realized: [],
      foreseen: [],
      overdue: { inflows: 0n, outflows: 0n },
    });
    expect(flow.buckets).toEqual([
      {
        start: "2026-11-01",
        end: "2026-11-01",
        realized: { opening: -5n, inflows: 0n, outflows: 0n, closing: -5n },
        foreseen: { inflows: 0n, outflows: 0n, closing: -5n },
      },
    ]);
  });
});
