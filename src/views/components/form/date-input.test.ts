import { describe, expect, it } from "vitest";
import {
  blocksSubmit,
  DEFAULT_DATE_FORMATS,
  dateInputValue,
  displayDateInput,
  invalidDateMessageKey,
  maskDateInput,
  readDateInput,
} from "./date-input.ts";

describe("date input", () => {
  it("masks the digits into the format's slots", () => {
    expect(maskDateInput("2", "DD/MM/YYYY")).toBe("2");
    expect(maskDateInput("2111", "DD/MM/YYYY")).toBe("21/11");
    expect(maskDateInput("21/11/2026x99", "DD/MM/YYYY")).toBe("21/11/2026");
    expect(maskDateInput("211120261405", DEFAULT_DATE_FORMATS.datetime)).toBe("21/11/2026 14:05");
    expect(maskDateInput("1405", "HH:mm")).toBe("14:05");
    expect(maskDateInput("112026", "MM/YYYY")).toBe("11/2026");
  });

  it.each([
    ["", "date", { kind: "empty" }],
    ["21/11", "date", { kind: "invalid", complete: false }],
    ["21/11/2026", "date", { kind: "valid", value: "2026-11-21" }],
    ["29/02/2024", "date", { kind: "valid", value: "2024-02-29" }],
    ["29/02/2026", "date", { kind: "invalid", complete: true }],
    ["31/04/2026", "date", { kind: "invalid", complete: true }],
    ["00/01/2026", "date", { kind: "invalid", complete: true }],
    ["21/13/2026", "date", { kind: "invalid", complete: true }],
    ["21/11/2026 14:05", "datetime", { kind: "valid", value: "2026-11-21 14:05" }],
    ["21/11/2026 24:00", "datetime", { kind: "invalid", complete: true }],
    ["21/11/2026 14", "datetime", { kind: "invalid", complete: false }],
    ["14:05", "time", { kind: "valid", value: "14:05" }],
    ["14:60", "time", { kind: "invalid", complete: true }],
  ] as const)("reads %j as a %s", (text, mode, expected) => {
    expect(readDateInput(text, DEFAULT_DATE_FORMATS[mode], mode)).toEqual(expected);
  });

  it("reads a custom display format", () => {
    expect(readDateInput("11/2026", "MM/YYYY", "date")).toEqual({ kind: "valid", value: "2026-11-01" });
  });

  it("shows API values in the display format", () => {
    expect(displayDateInput("2026-11-21", "DD/MM/YYYY", "date")).toBe("21/11/2026");
    expect(displayDateInput("2026-11-21 14:05", DEFAULT_DATE_FORMATS.datetime, "datetime")).toBe("21/11/2026 14:05");
    expect(displayDateInput("14:05", "HH:mm", "time")).toBe("14:05");
    expect(displayDateInput(null, "DD/MM/YYYY", "date")).toBe("");
    expect(displayDateInput("Invalid date", "DD/MM/YYYY", "date")).toBe("");
    expect(displayDateInput("2026-02-30", "DD/MM/YYYY", "date")).toBe("");
  });
});

describe("date input value", () => {
  it("is null when empty, the API text when valid and 'Invalid date' otherwise", () => {
    expect(dateInputValue({ kind: "empty" })).toBeNull();
    expect(dateInputValue({ kind: "valid", value: "2026-11-21" })).toBe("2026-11-21");
    expect(dateInputValue({ kind: "invalid", complete: false })).toBe("Invalid date");
  });
});

describe("impossible dates are refused before sending", () => {
  it("reads 31/02/2026 as a complete date that does not exist, whose value blocks the submit", () => {
    const reading = readDateInput("31/02/2026", "DD/MM/YYYY", "date");
    expect(reading).toEqual({ kind: "invalid", complete: true });
    expect(invalidDateMessageKey(reading, "date")).toBe("date.impossible");
    expect(blocksSubmit(reading)).toBe(true);
    expect(dateInputValue(reading)).toBe("Invalid date");
  });

  it("says only 'invalid' for an unfinished date or a time, and lets empty and real dates through", () => {
    expect(invalidDateMessageKey(readDateInput("31/02", "DD/MM/YYYY", "date"), "date")).toBe("date.invalid");
    expect(invalidDateMessageKey(readDateInput("25:00", "HH:mm", "time"), "time")).toBe("date.invalid");
    expect(blocksSubmit(readDateInput("31/02", "DD/MM/YYYY", "date"))).toBe(false);
    expect(blocksSubmit(readDateInput("", "DD/MM/YYYY", "date"))).toBe(false);
    expect(blocksSubmit(readDateInput("28/02/2026", "DD/MM/YYYY", "date"))).toBe(false);
  });
});
