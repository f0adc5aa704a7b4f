import { describe, expect, it } from "vitest";
import { isLocalDateTime } from "./crm-interactions.ts";

describe("interaction times", () => {
  it("takes real minutes with or without seconds", () => {
    expect(isLocalDateTime("2026-03-10 14:30")).toBe(true);
    expect(isLocalDateTime("2026-03-10 23:59:59")).toBe(true);
  });
  it("refuses days and hours that do not exist", () => {
    expect(isLocalDateTime("2026-02-30 10:00")).toBe(false);
    expect(isLocalDateTime("2026-03-10 24:00")).toBe(false);
    expect(isLocalDateTime("2026-03-10 10:60:00")).toBe(false);
    expect(isLocalDateTime("10/03/2026 10:00")).toBe(false);
  });
});
