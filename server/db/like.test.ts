import { describe, expect, it } from "vitest";
import { containing, startsWith } from "./like.ts";

describe("LIKE patterns from typed text", () => {
  it("escapes %, _ and the escape character so they match only themselves", () => {
    expect(containing("50% off")).toBe("%50\\% off%");
    expect(containing("a_b\\c")).toBe("%a\\_b\\\\c%");
    expect(startsWith("789_")).toBe("789\\_%");
  });
});
