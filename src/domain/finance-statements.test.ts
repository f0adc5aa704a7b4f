import { describe, expect, it } from "vitest";
import { daysBetween, isAccountPlanCode, type StatementCandidate, statementMatches } from "./finance";

describe("isAccountPlanCode", () => {
  it.each([
    ["1", true],
    ["6.2.10", true],
    [" 6.2 ", true],
    ["1.2.3.4.5.6", true],
    ["1.2.3.4.5.6.7", false],
    ["", false],
    ["1.", false],
    [".1", false],
    ["1..2", false],
    ["A.1", false],
    ["12345", false],
  ])("%j → %s", (code, valid) => {
    expect(isAccountPlanCode(code)).toBe(valid);
  });
});

describe("daysBetween", () => {
  it.each([
    ["2026-01-01", "2026-01-04", 3],
    ["2026-01-04", "2026-01-01", -3],
    ["2026-02-27", "2026-03-02", 3],
    ["2026-03-28", "2026-03-30", 2],
  ])("%s → %s = %i", (a, b, days) => {
    expect(daysBetween(a, b)).toBe(days);
  });
});

const open = (entryId: number, kind: "pay" | "receive", amount: number, date: string): StatementCandidate => ({
  entryId,
  settlementId: null,
  kind,
  amount,
  date,
});
const settled = (entryId: number, settlementId: number, kind: "pay" | "receive", amount: number, date: string) => ({
  ...open(entryId, kind, amount, date),
  settlementId,
});

describe("statementMatches", () => {
  const candidates = [
    open(1, "pay", 15_033, "2026-03-10"),
    open(2, "pay", 15_033, "2026-03-25"),
    settled(3, 30, "pay", 15_033, "2026-03-12"),
    settled(4, 40, "pay", 15_033, "2026-03-16"),
    open(5, "receive", 15_033, "2026-03-11"),
    open(6, "pay", 15_034, "2026-03-11"),
  ];

  it.each([
    // a debit of 150,33 on 13/03: settlements first (1 and 3 days away), then the entry due 3 days before; not the
    // entry due 12 days later (past OPEN_MATCH_DAYS), nor the receivable, nor the other value
    [{ amount: -15_033, date: "2026-03-13" }, [3, 4, 1]],
    // on 20/03 the settlements are 8 and 4 days away (past SETTLED_MATCH_DAYS): the open entries, closest first
    [{ amount: -15_033, date: "2026-03-20" }, [2, 1]],
    [{ amount: 15_033, date: "2026-03-11" }, [5]],
    [{ amount: -15_034, date: "2026-03-22" }, []],
    [{ amount: 0, date: "2026-03-11" }, []],
    [{ amount: -15_033, date: "2026-04-30" }, []],
  ])("%j → entries %j", (line, entries) => {
    expect(statementMatches(line, candidates).map((c) => c.entryId)).toEqual(entries);
  });
});
