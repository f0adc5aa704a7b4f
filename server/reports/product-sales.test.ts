import { describe, expect, it } from "vitest";
import { summaryPieces } from "./product-sales.ts";

describe("summaryPieces", () => {
  it("reads a calendar year as one year", () => {
    expect(summaryPieces("2025-01-01", "2025-12-31")).toEqual({ years: ["2025-01-01"], months: [], days: [] });
  });

  it("reads whole months as months and the edges as days", () => {
    expect(summaryPieces("2025-01-15", "2025-04-10")).toEqual({
      years: [],
      months: ["2025-02-01", "2025-03-01"],
      days: [
        ["2025-01-15", "2025-01-31"],
        ["2025-04-01", "2025-04-10"],
      ],
    });
  });

  it("mixes years, months and days over several years (leap February included)", () => {
    expect(summaryPieces("2023-11-30", "2025-02-28")).toEqual({
      years: ["2024-01-01"],
      months: ["2023-12-01", "2025-01-01", "2025-02-01"],
      days: [["2023-11-30", "2023-11-30"]],
    });
    expect(summaryPieces("2024-02-01", "2024-02-28").days).toEqual([["2024-02-01", "2024-02-28"]]);
    expect(summaryPieces("2024-02-01", "2024-02-29").months).toEqual(["2024-02-01"]);
  });

  it("reads a day, a month's part and an empty period", () => {
    expect(summaryPieces("2025-10-07", "2025-10-07")).toEqual({
      years: [],
      months: [],
      days: [["2025-10-07", "2025-10-07"]],
    });
    expect(summaryPieces("2025-10-01", "2025-10-31")).toEqual({ years: [], months: ["2025-10-01"], days: [] });
    expect(summaryPieces("2025-10-02", "2025-10-01")).toEqual({ years: [], months: [], days: [] });
  });
});
