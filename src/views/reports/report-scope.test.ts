import { describe, expect, it } from "vitest";
import { queryOfScope, scopeOfUrl, urlPeriodProblem, withPreset, withScope } from "./report-scope.ts";

const TODAY = "2026-11-24";

describe("a report's scope in the URL", () => {
  it("defaults to this month on the whole network", () => {
    expect(scopeOfUrl(new URLSearchParams(), TODAY)).toEqual({
      start: "2026-11-01",
      end: "2026-11-24",
      where: "network",
      companyId: null,
      groupId: null,
    });
  });

  it("ignores a period the server would refuse", () => {
    for (const query of [
      "initialDate=2026-11-10&finalDate=2026-11-01",
      "initialDate=2024-01-01&finalDate=2026-01-01",
    ]) {
      expect(scopeOfUrl(new URLSearchParams(query), TODAY).start).toBe("2026-11-01");
    }
  });

  it("says why the URL's period was ignored, so the page can tell the user", () => {
    const problem = (query: string) => urlPeriodProblem(new URLSearchParams(query));
    expect(problem("")).toBeNull();
    expect(problem("initialDate=2026-11-01&finalDate=2026-11-10")).toBeNull();
    expect(problem("initialDate=2026-11-10&finalDate=2026-11-01")).toBe("period-order");
    expect(problem("initialDate=2024-01-01&finalDate=2026-01-01")).toBe("period-too-long");
    expect(problem("initialDate=1999-01-01&finalDate=1999-01-02")).toBe("period-too-early");
    expect(problem("initialDate=01/11/2026&finalDate=2026-11-10")).toBe("date");
    expect(problem("initialDate=2026-11-01")).toBe("date");
  });

  it("round-trips a unit, a group and the franchise units, keeping the table's parameters but its page", () => {
    const base = new URLSearchParams("page=3&filter=ana");
    const unit = withScope(base, { start: "2026-10-01", end: "2026-10-31", where: "unit", companyId: 7, groupId: 9 });
    expect(unit.toString()).toBe("filter=ana&initialDate=2026-10-01&finalDate=2026-10-31&where=unit&companyId=7");
    const scope = scopeOfUrl(unit, TODAY);
    expect(queryOfScope(scope)).toEqual({ start: "2026-10-01", end: "2026-10-31", company_id: 7 });
    const group = scopeOfUrl(new URLSearchParams("where=group&groupId=4&companyId=7"), TODAY);
    expect(queryOfScope(group)).toEqual({ start: "2026-11-01", end: "2026-11-24", group_id: 4 });
    expect(queryOfScope(scopeOfUrl(new URLSearchParams("where=franchise"), TODAY)).franchise).toBe("true");
  });

  it("applies a preset to the period only", () => {
    const scope = scopeOfUrl(new URLSearchParams("where=unit&companyId=2"), TODAY);
    expect(withPreset(scope, "last-month", TODAY)).toEqual({ ...scope, start: "2026-10-01", end: "2026-10-31" });
  });
});
