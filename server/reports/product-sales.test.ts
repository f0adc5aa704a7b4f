import { describe, expect, it } from "vitest";
import { type SummaryPiece, summaryPieces } from "./product-sales.ts";

const piece = (kind: SummaryPiece["kind"], first: string, last: string, sign: 1 | -1 = 1): SummaryPiece => ({
  kind,
  first,
  last,
  sign,
});

describe("summaryPieces", () => {
  it("reads a calendar year as one year", () => {
    expect(summaryPieces("2025-01-01", "2025-12-31")).toEqual([piece("year", "2025-01-01", "2025-12-31")]);
  });

  it("reads whole months as months and the edges as days", () => {
    expect(summaryPieces("2025-01-15", "2025-04-10")).toEqual([
      piece("days", "2025-01-15", "2025-01-31"),
      piece("month", "2025-02-01", "2025-02-28"),
      piece("month", "2025-03-01", "2025-03-31"),
      piece("days", "2025-04-01", "2025-04-10"),
    ]);
  });

  it("reads the last 12 months as each year less what lies outside, when that reads fewer rows", () => {
    // 2024: 21 Nov to 31 Dec is cheapest added; 2025: the year less 21 Nov to 31 Dec.
    expect(summaryPieces("2024-11-21", "2025-11-20")).toEqual([
      piece("days", "2024-11-21", "2024-11-30"),
      piece("month", "2024-12-01", "2024-12-31"),
      piece("year", "2025-01-01", "2025-12-31"),
      piece("days", "2025-11-21", "2025-11-30", -1),
      piece("month", "2025-12-01", "2025-12-31", -1),
    ]);
    // February to December of a year: the year less January.
    expect(summaryPieces("2025-02-01", "2025-12-31")).toEqual([
      piece("year", "2025-01-01", "2025-12-31"),
      piece("month", "2025-01-01", "2025-01-31", -1),
    ]);
  });

  it("counts leap Februaries and keeps short periods added", () => {
    expect(summaryPieces("2024-02-01", "2024-02-28")).toEqual([piece("days", "2024-02-01", "2024-02-28")]);
    expect(summaryPieces("2024-02-01", "2024-02-29")).toEqual([piece("month", "2024-02-01", "2024-02-29")]);
    expect(summaryPieces("2025-10-07", "2025-10-07")).toEqual([piece("days", "2025-10-07", "2025-10-07")]);
    expect(summaryPieces("2025-10-02", "2025-10-01")).toEqual([]);
  });

  it("covers every day of the period once, whatever the split", () => {
    const periods: Array<[string, string]> = [
      ["2023-03-17", "2024-03-16"],
      ["2024-11-21", "2025-11-20"],
      ["2025-06-30", "2025-07-01"],
      ["2024-01-01", "2024-12-30"],
      ["2025-12-31", "2026-11-10"],
    ];
    for (const [start, end] of periods) {
      const count = new Map<string, number>();
      for (const p of summaryPieces(start, end))
        for (
          let day = p.first;
          day <= p.last;
          day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        )
          count.set(day, (count.get(day) ?? 0) + p.sign);
      const covered = [...count].filter(([, n]) => n !== 0);
      expect(covered.every(([, n]) => n === 1)).toBe(true);
      expect(covered.map(([day]) => day).sort()).toEqual(
        covered
          .map(([day]) => day)
          .filter((day) => day >= start && day <= end)
          .sort(),
      );
      expect(covered.length).toBe((Date.parse(end) - Date.parse(start)) / 86_400_000 + 1);
    }
  });

  it("splits periods at the ends of the calendar a report date may name (years 0001 to 9999)", () => {
    // The day after 9999-12-31 has no YYYY-MM-DD: a piece ending there must end the split (it looped forever), and
    // years below 100 are no 19xx (Date.UTC) nor written with fewer than four digits.
    expect(summaryPieces("9999-12-31", "9999-12-31")).toEqual([piece("days", "9999-12-31", "9999-12-31")]);
    expect(summaryPieces("9999-01-05", "9999-12-30")).toEqual([
      piece("year", "9999-01-01", "9999-12-31"),
      piece("days", "9999-01-01", "9999-01-04", -1),
      piece("days", "9999-12-31", "9999-12-31", -1),
    ]);
    expect(summaryPieces("9999-02-01", "9999-12-31")).toEqual([
      piece("year", "9999-01-01", "9999-12-31"),
      piece("month", "9999-01-01", "9999-01-31", -1),
    ]);
    expect(summaryPieces("0001-01-01", "0001-01-02")).toEqual([piece("days", "0001-01-01", "0001-01-02")]);
    expect(summaryPieces("0099-12-01", "0100-01-31")).toEqual([
      piece("month", "0099-12-01", "0099-12-31"),
      piece("month", "0100-01-01", "0100-01-31"),
    ]);
  });
});
