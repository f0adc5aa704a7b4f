import { describe, expect, it } from "vitest";
import { pdfDateTime } from "./pdf-date-time.ts";

describe("pdfDateTime", () => {
  it("writes a moment as DD/MM/YYYY HH:mm in São Paulo, 24 hours", () => {
    expect(pdfDateTime("2026-11-25T00:52:00.000Z")).toBe("24/11/2026 21:52");
    expect(pdfDateTime(new Date("2026-01-05T12:07:00.000Z"))).toBe("05/01/2026 09:07");
  });
});
