import { percentChange } from "./reports.ts";
import { describe, expect, it } from "vitest";
import {
  addDays,
  changeTone,
  daysOf,
  divideRounded,
  periodLength,
  presetOf,
  insightsPresetPeriod,
  previousInsightsPeriod,
  validPeriod,
} from "./insights.ts";

describe("percentChange", () => {
  it.each([
    [300n, 200n, 50],
    [200n, 300n, -33.33],
    [100n, 300n, -66.67],
    [1000n, 300n, 233.33],
    [200n, 200n, 0],
    [0n, 200n, -100],
    [0n, 0n, 0],
    [5n, 0n, null],
    [1n, 3n, -66.67],
    [2n, 3n, -33.33],
    [1n, 8n, -87.5],
    [100_000n, 99_999n, 0],
    [100_005n, 100_000n, 0.01],
  ])("%s after %s → %s", (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });
});

describe("periods", () => {
  it("counts days with both ends included and lists them", () => {
    expect(periodLength({ start: "2026-02-27", end: "2026-03-02" })).toBe(4);
    expect(daysOf({ start: "2028-02-28", end: "2028-03-01" })).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("takes the same-length period just before as the previous one", () => {
    expect(previousInsightsPeriod({ start: "2026-11-01", end: "2026-11-24" })).toEqual({
      start: "2026-10-08",
      end: "2026-10-31",
    });
    expect(previousInsightsPeriod({ start: "2026-11-24", end: "2026-11-24" })).toEqual({
      start: "2026-11-23",
      end: "2026-11-23",
    });
    expect(previousInsightsPeriod({ start: "2026-03-01", end: "2026-03-31" })).toEqual({
      start: "2026-01-29",
      end: "2026-02-28",
    });
    expect(previousInsightsPeriod({ start: "2026-01-01", end: "2026-12-31" })).toEqual({
      start: "2025-01-01",
      end: "2025-12-31",
    });
  });

  it.each([
    ["today", { start: "2026-11-24", end: "2026-11-24" }],
    ["7-days", { start: "2026-11-18", end: "2026-11-24" }],
    ["this-month", { start: "2026-11-01", end: "2026-11-24" }],
    ["last-month", { start: "2026-10-01", end: "2026-10-31" }],
    ["this-year", { start: "2026-01-01", end: "2026-11-24" }],
  ] as const)("preset %s on 24/11/2026", (preset, period) => {
    expect(insightsPresetPeriod(preset, "2026-11-24")).toEqual(period);
    expect(presetOf(period, "2026-11-24")).toBe(preset === "this-month" ? "this-month" : preset);
  });

  it("last month of January is December of the year before, February ends on its last day", () => {
    expect(insightsPresetPeriod("last-month", "2026-01-15")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(insightsPresetPeriod("last-month", "2028-03-10")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(insightsPresetPeriod("custom", "2026-01-15")).toBeNull();
    expect(presetOf({ start: "2026-01-02", end: "2026-01-09" }, "2026-11-24")).toBe("custom");
  });

  it("refuses a period that ends before it starts or is longer than two years", () => {
    expect(validPeriod({ start: "2026-11-24", end: "2026-11-23" })).toBe(false);
    expect(validPeriod({ start: "2024-01-01", end: "2025-12-31" })).toBe(true);
    expect(validPeriod({ start: "2020-01-01", end: "2025-12-31" })).toBe(false);
  });
});

describe("divideRounded and changeTone", () => {
  it("rounds half up and answers 0 for nothing to divide by", () => {
    expect(divideRounded(1000n, 3n)).toBe(333n);
    expect(divideRounded(2000n, 3n)).toBe(667n);
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(5n, 0n)).toBe(0n);
  });

  it("styles zero and no base apart from up and down", () => {
    expect(changeTone(12.5)).toBe("positive");
    expect(changeTone(-0.01)).toBe("negative");
    expect(changeTone(0)).toBe("zero");
    expect(changeTone(null)).toBe("zero");
  });
});
