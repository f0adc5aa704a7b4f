import { describe, expect, it } from "vitest";
import {
  commissionOf,
  shareInPercent,
  averageTicket,
  MAX_REPORT_DAYS,
  percentChange,
  periodProblem,
  presetPeriod,
  previousPeriod,
  reportDays,
} from "./reports.ts";

describe("report periods", () => {
  it.each([
    ["2026-11-01", "2026-11-30", { start: "2026-10-02", end: "2026-10-31" }],
    ["2026-11-01", "2026-11-10", { start: "2026-10-22", end: "2026-10-31" }],
    ["2026-03-01", "2026-03-01", { start: "2026-02-28", end: "2026-02-28" }],
    ["2024-03-01", "2024-03-02", { start: "2024-02-28", end: "2024-02-29" }],
    ["2026-01-01", "2026-12-31", { start: "2025-01-01", end: "2025-12-31" }],
  ])("the period before %s to %s has the same length and ends the day before", (start, end, previous) => {
    expect(previousPeriod(start, end)).toEqual(previous);
    expect(reportDays(previous.start, previous.end)).toBe(reportDays(start, end));
  });

  it("refuses an end before the start and a period longer than a leap year", () => {
    expect(periodProblem("2026-11-02", "2026-11-01")).toBe("period-order");
    expect(periodProblem("1999-12-31", "2000-01-05")).toBe("period-too-early");
    expect(periodProblem("0100-01-01", "0100-01-01")).toBe("period-too-early");
    expect(periodProblem("2000-01-01", "2000-01-05")).toBeNull();
    expect(periodProblem("2026-01-01", "2026-12-31")).toBeNull();
    expect(reportDays("2024-01-01", "2024-12-31")).toBe(MAX_REPORT_DAYS);
    expect(periodProblem("2024-01-01", "2025-01-01")).toBe("period-too-long");
  });

  it("gives the presets on a day", () => {
    expect(presetPeriod("today", "2026-03-15")).toEqual({ start: "2026-03-15", end: "2026-03-15" });
    expect(presetPeriod("last-7", "2026-03-03")).toEqual({ start: "2026-02-25", end: "2026-03-03" });
    expect(presetPeriod("this-month", "2026-03-15")).toEqual({ start: "2026-03-01", end: "2026-03-15" });
    expect(presetPeriod("last-month", "2026-03-15")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(presetPeriod("last-month", "2026-01-10")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(presetPeriod("this-year", "2026-03-15")).toEqual({ start: "2026-01-01", end: "2026-03-15" });
  });
});

describe("percent change", () => {
  it.each([
    [150, 100, 50],
    [100, 150, -33.33],
    [13333, 5000, 166.66],
    [2, 3, -33.33],
    [1, 3, -66.67],
    [100, 100, 0],
    [0, 100, -100],
    [0, 0, 0],
    [5, 0, null],
    [-5, 0, null],
    [10n ** 15n, 10n ** 14n, 900],
  ])("to %s from %s is %s %%", (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change);
  });
});

describe("average ticket", () => {
  it("rounds half up to the cent and is 0 without tickets", () => {
    expect(averageTicket(13333, 2)).toBe(6667n);
    expect(averageTicket(33333, 3)).toBe(11111n);
    expect(averageTicket(10000, 3)).toBe(3333n);
    expect(averageTicket(20000, 3)).toBe(6667n);
    expect(averageTicket(500, 0)).toBe(0n);
  });
});

describe("margin percent and commission", () => {
  it("gives a part of a whole in percent, two decimals half up, null without a whole", () => {
    expect(shareInPercent(6345n, 12345n)).toBe(51.4);
    expect(shareInPercent(17457n, 19360n)).toBe(90.17);
    expect(shareInPercent(1n, 8n)).toBe(12.5);
    expect(shareInPercent(-500n, 1000n)).toBe(-50);
    expect(shareInPercent(5n, 0n)).toBeNull();
  });

  it("rounds a commission half up to the cent", () => {
    expect(commissionOf(1010n, 500n)).toBe(51n); // 0,505
    expect(commissionOf(18017n, 250n)).toBe(450n); // 4,50425
    expect(commissionOf(12345n, 300n)).toBe(370n); // 3,7035
    expect(commissionOf(100n, 0n)).toBe(0n);
  });
});
