import { describe, expect, it } from "vitest";
import {
  apiDateOrNull,
  DEFAULT_DISPLAY_FORMAT,
  defaultDateRange,
  monthDateRange,
  formatActivityTime,
  formatDisplayDate,
  INVALID_DATE,
  maskDate,
  parseApiDate,
  parseDisplayDate,
  toApiDate,
  toApiDateTime,
  toApiDateTimeSeconds,
  toApiTime,
} from "./dates";

const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(year, month - 1, day, hours, minutes, seconds);

describe("API and display formats", () => {
  it.each([
    [
      at(2026, 11, 21, 14, 5, 9),
      "2026-11-21",
      "2026-11-21 14:05",
      "2026-11-21 14:05:09",
      "14:05",
      "21/11/2026",
      "21/11/2026 às 14:05",
    ],
    [
      at(2026, 1, 2, 0, 0, 0),
      "2026-01-02",
      "2026-01-02 00:00",
      "2026-01-02 00:00:00",
      "00:00",
      "02/01/2026",
      "02/01/2026 às 00:00",
    ],
    [
      at(1999, 12, 31, 23, 59, 59),
      "1999-12-31",
      "1999-12-31 23:59",
      "1999-12-31 23:59:59",
      "23:59",
      "31/12/1999",
      "31/12/1999 às 23:59",
    ],
  ])("%s", (date, apiDate, apiDateTime, apiDateTimeSeconds, apiTime, display, activity) => {
    expect(toApiDate(date)).toBe(apiDate);
    expect(toApiDateTime(date)).toBe(apiDateTime);
    expect(toApiDateTimeSeconds(date)).toBe(apiDateTimeSeconds);
    expect(toApiTime(date)).toBe(apiTime);
    expect(formatDisplayDate(date)).toBe(display);
    expect(formatActivityTime(date)).toBe(activity);
  });

  it("writes the activity time with the language's word: 'às' in Portuguese, 'a las' in Spanish", () => {
    const date = at(2026, 11, 21, 14, 5, 9);
    expect(formatActivityTime(date, "pt-BR")).toBe("21/11/2026 às 14:05");
    expect(formatActivityTime(date, "es-EC")).toBe("21/11/2026 a las 14:05");
    expect(formatActivityTime(date, "es-EC")).not.toContain("às");
  });

  it("throws on an invalid Date", () => {
    expect(() => toApiDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("parseDisplayDate and parseApiDate", () => {
  it.each([
    ["21/11/2026", at(2026, 11, 21)],
    ["01/01/2026", at(2026, 1, 1)],
    ["29/02/2024", at(2024, 2, 29)],
    [" 21/11/2026 ", at(2026, 11, 21)],
  ])("display %j → %s", (text, date) => {
    expect(parseDisplayDate(text)).toEqual(date);
  });

  it.each([
    [""],
    ["31/02/2026"],
    ["29/02/2023"],
    ["00/01/2026"],
    ["32/01/2026"],
    ["01/13/2026"],
    ["1/1/2026"],
    ["21/11/26"],
    ["2026-11-21"],
    ["21-11-2026"],
    ["21/11/2026 10:00"],
    [INVALID_DATE],
  ])("display %j → null", (text) => {
    expect(parseDisplayDate(text)).toBeNull();
  });

  it.each([
    ["2026-11-21", at(2026, 11, 21)],
    ["2024-02-29", at(2024, 2, 29)],
  ])("API %j → %s", (text, date) => {
    expect(parseApiDate(text)).toEqual(date);
  });

  it.each([["2026-02-31"], ["2026-11-1"], ["21/11/2026"], [""], [INVALID_DATE]])("API %j → null", (text) => {
    expect(parseApiDate(text)).toBeNull();
  });
});

describe("maskDate", () => {
  it.each([
    ["", DEFAULT_DISPLAY_FORMAT, ""],
    ["2", DEFAULT_DISPLAY_FORMAT, "2"],
    ["21", DEFAULT_DISPLAY_FORMAT, "21"],
    ["211", DEFAULT_DISPLAY_FORMAT, "21/1"],
    ["2111", DEFAULT_DISPLAY_FORMAT, "21/11"],
    ["21112", DEFAULT_DISPLAY_FORMAT, "21/11/2"],
    ["21112026", DEFAULT_DISPLAY_FORMAT, "21/11/2026"],
    ["211120261", DEFAULT_DISPLAY_FORMAT, "21/11/2026"],
    ["21/11/2026", DEFAULT_DISPLAY_FORMAT, "21/11/2026"],
    ["21a/1b1", DEFAULT_DISPLAY_FORMAT, "21/11"],
    ["112026", "MM/YYYY", "11/2026"],
    ["1405", "HH:mm", "14:05"],
    ["20261121", "YYYY-MM-DD", "2026-11-21"],
    ["211120261405", "DD/MM/YYYY HH:mm", "21/11/2026 14:05"],
  ])("%j as %s → %j", (typed, dateFormat, masked) => {
    expect(maskDate(typed, dateFormat)).toBe(masked);
  });

  it("defaults to DD/MM/YYYY", () => {
    expect(maskDate("21112026")).toBe("21/11/2026");
  });
});

describe("defaultDateRange", () => {
  it.each([
    [at(2026, 11, 21, 15, 30), "2026-11-01", "2026-11-21"],
    [at(2026, 11, 1, 0, 0), "2026-11-01", "2026-11-01"],
    [at(2024, 2, 29, 23, 59), "2024-02-01", "2024-02-29"],
    [at(2027, 1, 1, 0, 1), "2027-01-01", "2027-01-01"],
  ])("today %s → %s to %s", (today, initialDate, finalDate) => {
    expect(defaultDateRange(today)).toEqual({ initialDate, finalDate });
  });
});

describe("monthDateRange", () => {
  it.each([
    [at(2026, 11, 21, 15, 30), "2026-11-01", "2026-11-30"],
    [at(2024, 2, 1, 0, 0), "2024-02-01", "2024-02-29"],
    [at(2026, 12, 31, 23, 59), "2026-12-01", "2026-12-31"],
  ])("today %s → %s to %s", (today, initialDate, finalDate) => {
    expect(monthDateRange(today)).toEqual({ initialDate, finalDate });
  });
});

describe("apiDateOrNull", () => {
  it.each([
    [INVALID_DATE, null],
    ["", null],
    ["  ", null],
    [null, null],
    [undefined, null],
    [new Date(Number.NaN), null],
    ["2026-11-21", "2026-11-21"],
    [at(2026, 11, 21, 14, 5), "2026-11-21"],
  ])("%j → %j", (value, sent) => {
    expect(apiDateOrNull(value)).toBe(sent);
  });
});
