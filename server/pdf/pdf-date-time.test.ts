import { describe, expect, it } from "vitest";
import { printedAt } from "./report-pdf.ts";

describe("printedAt", () => {
  it("writes the print time as DD/MM/YYYY HH:mm in São Paulo, 24 hours", () => {
    expect(printedAt("2026-11-25T00:52:00.000Z")).toBe("24/11/2026 21:52");
    expect(printedAt("2026-01-05T12:07:00.000Z")).toBe("05/01/2026 09:07");
  });
});
