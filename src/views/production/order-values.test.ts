import { describe, expect, it } from "vitest";
import { centsOfPrice, dayOf, instantOf, priceText } from "./order-values.ts";

describe("order values", () => {
  it("turns money strings into cents and back without float error", () => {
    expect(centsOfPrice("25.90")).toBe(2590);
    expect(centsOfPrice("0.07")).toBe(7);
    expect(centsOfPrice("1234.5")).toBe(123450);
    expect(priceText(2590)).toBe("25.90");
    expect(priceText(0)).toBe("0.00");
  });

  it("reads API dates and timestamps", () => {
    expect(dayOf("2026-05-20")?.getDate()).toBe(20);
    expect(dayOf(null)).toBeNull();
    expect(dayOf("20/05/2026")).toBeNull();
    expect(instantOf("2026-05-20T13:05:00.000Z")?.toISOString()).toBe("2026-05-20T13:05:00.000Z");
    expect(instantOf("ontem")).toBeNull();
  });
});
