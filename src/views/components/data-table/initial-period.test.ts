import { describe, expect, it } from "vitest";
import { initialPeriod } from "./initial-period.ts";

describe("initialPeriod", () => {
  const today = new Date(2026, 10, 24, 10, 0);

  it("starts a month to date, a whole month (payables due later this month show), or with no period", () => {
    expect(initialPeriod("current-month", today)).toEqual({ initialDate: "2026-11-01", finalDate: "2026-11-24" });
    expect(initialPeriod("whole-month", today)).toEqual({ initialDate: "2026-11-01", finalDate: "2026-11-30" });
    expect(initialPeriod("all-dates", today)).toBeNull();
    expect(initialPeriod(undefined, today)).toBeNull();
  });
});
