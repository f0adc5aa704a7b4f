import { describe, expect, it } from "vitest";
import {
  canTakeFromDrawer,
  closingDifferences,
  drawerMoney,
  expectedAtClosing,
  type RegisterFlows,
  receivedByKind,
} from "./cash-register.ts";

const flows = (over: Partial<RegisterFlows> = {}): RegisterFlows => ({
  cashSupply: 10_000,
  moneyReceived: 0,
  pixReceived: 0,
  cardReceived: 0,
  change: 0,
  sangrias: 0,
  outflows: 0,
  ...over,
});

describe("receivedByKind", () => {
  it("sums received lines per kind and leaves out what is to be received later", () => {
    expect(
      receivedByKind([
        { kind: "money", receivedValue: 3_333, received: true },
        { kind: "money", receivedValue: 3_334, received: true },
        { kind: "pix", receivedValue: 1_001, received: true },
        { kind: "card", receivedValue: 2_999, received: true },
        { kind: "card", receivedValue: 5_000, received: false },
        { kind: "other", receivedValue: 700, received: true },
      ]),
    ).toEqual({ money: 6_667, pix: 1_001, card: 2_999, other: 700 });
  });
});

describe("expected at closing (issue 4: float + cash received − change − sangrias − outflows)", () => {
  it.each([
    // label, flows, money, pix, card
    ["only the float", flows(), 10_000, 0, 0],
    [
      "a day with odd cents",
      flows({
        cashSupply: 10_000,
        moneyReceived: 33_333,
        change: 1_267,
        sangrias: 15_000,
        outflows: 2_999,
        pixReceived: 12_345,
        cardReceived: 67_891,
      }),
      24_067,
      12_345,
      67_891,
    ],
    ["change paid for a PIX overpayment", flows({ pixReceived: 10_000, change: 1_000 }), 9_000, 10_000, 0],
    ["no float", flows({ cashSupply: 0, moneyReceived: 1 }), 1, 0, 0],
  ])("%s", (_, day, money, pix, card) => {
    expect(expectedAtClosing(day)).toEqual({ money, pix, card });
    expect(drawerMoney(day)).toBe(money);
  });
});

describe("closingDifferences (counted − expected)", () => {
  it.each([
    [
      { money: 24_067, pix: 12_345, card: 67_891 },
      { money: 24_067, pix: 12_345, card: 67_891 },
      { money: 0, pix: 0, card: 0 },
    ],
    [
      { money: 24_067, pix: 12_345, card: 67_891 },
      { money: 24_000, pix: 12_346, card: 67_890 },
      { money: -67, pix: 1, card: -1 },
    ],
    [
      { money: 0, pix: 0, card: 0 },
      { money: 1, pix: 0, card: 0 },
      { money: 1, pix: 0, card: 0 },
    ],
  ])("expected %j, counted %j → %j", (expected, counted, difference) => {
    expect(closingDifferences(expected, counted)).toEqual(difference);
  });
});

describe("canTakeFromDrawer (sangria and outflows)", () => {
  const day = flows({ cashSupply: 10_000, moneyReceived: 2_001, change: 1 });
  it.each([
    [12_000, true],
    [12_001, false],
    [1, true],
    [0, false],
    [-1, false],
  ])("R$ %s cents out of 120,00 → %s", (value, allowed) => {
    expect(canTakeFromDrawer(day, value)).toBe(allowed);
  });
});
