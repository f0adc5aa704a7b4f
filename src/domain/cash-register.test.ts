import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS, sumBigCents } from "./money.ts";
import { settle, type Tender } from "./sale.ts";
import {
  canTakeFromDrawer,
  closingDifferences,
  drawerMoney,
  expectedAtClosing,
  type PaymentKind,
  type RegisterFlows,
  receivedByKind,
} from "./cash-register.ts";

const flows = (over: Partial<RegisterFlows> = {}): RegisterFlows => ({
  cashSupply: 10_000n,
  moneyReceived: 0n,
  pixReceived: 0n,
  cardReceived: 0n,
  change: 0n,
  sangrias: 0n,
  outflows: 0n,
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
        { kind: "boleto", receivedValue: 1_500, received: true },
        { kind: "other", receivedValue: 700, received: true },
      ]),
    ).toEqual({ money: 6_667n, pix: 1_001n, card: 2_999n, boleto: 1_500n, other: 700n });
  });
});

describe("expected at closing (issue 4: float + cash received − change − sangrias − outflows)", () => {
  it.each([
    // label, flows, money, pix, card
    ["only the float", flows(), 10_000n, 0n, 0n],
    [
      "a day with odd cents",
      flows({
        cashSupply: 10_000n,
        moneyReceived: 33_333n,
        change: 1_267n,
        sangrias: 15_000n,
        outflows: 2_999n,
        pixReceived: 12_345n,
        cardReceived: 67_891n,
      }),
      24_067n,
      12_345n,
      67_891n,
    ],
    [
      "PIX up to the total, change out of the money",
      flows({ pixReceived: 9_000n, moneyReceived: 2_000n, change: 1_000n }),
      11_000n,
      9_000n,
      0n,
    ],
    ["no float", flows({ cashSupply: 0n, moneyReceived: 1n }), 1n, 0n, 0n],
  ])("%s", (_, day, money, pix, card) => {
    expect(expectedAtClosing(day)).toEqual({ money, pix, card });
    expect(drawerMoney(day)).toBe(money);
  });
});

describe("a register's expected money through sales (issue 11: only money gives change)", () => {
  // Each method as seeded: money gives change (payment_methods.gives_change), the others do not.
  const tender = fc
    .record({
      received: fc.integer({ min: 0, max: 200_000 }),
      kind: fc.constantFrom<PaymentKind>("money", "pix", "card", "boleto", "other"),
      receivedNow: fc.boolean(),
    })
    .map((t) => ({ ...t, methodGivesChange: t.kind === "money" }));
  const sale = fc.record({
    total: fc.integer({ min: 0, max: 300_000 }),
    tenders: fc.array(tender, { minLength: 1, maxLength: 5 }),
  });

  /** The register after the sales the rules finalize, as registerTotals sums them. */
  const afterSales = (
    cashSupply: bigint,
    sales: ReadonlyArray<{ total: number; tenders: Array<Tender & { kind: PaymentKind }> }>,
  ) => {
    const finalized = sales.map((s) => ({ ...s, settlement: settle(s.total, 1, s.tenders) }));
    const kept = finalized.filter((s) => s.settlement.finalizable);
    const byKind = receivedByKind(
      kept.flatMap((s) => s.tenders.map((t) => ({ kind: t.kind, receivedValue: t.received, received: t.receivedNow }))),
    );
    return flows({
      cashSupply,
      moneyReceived: byKind.money,
      pixReceived: byKind.pix,
      cardReceived: byKind.card,
      change: sumBigCents(kept.map((s) => s.settlement.change)),
    });
  };

  it("never drops below the opening float, whatever is paid with what", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1_000_000n }), fc.array(sale, { maxLength: 12 }), (supply, sales) => {
        const day = afterSales(supply, sales);
        expect(drawerMoney(day)).toBeGreaterThanOrEqual(supply);
        expect(expectedAtClosing(day).money).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it("does not let a boleto to be received pay R$ 980,00 of change out of a drawer of R$ 1.000,00", () => {
    const boleto = { received: 100_000, kind: "boleto" as const, methodGivesChange: false, receivedNow: false };
    const day = afterSales(100_000n, [{ total: 2_000, tenders: [boleto] }]);
    expect(expectedAtClosing(day).money).toBe(100_000n);
  });

  it("nor a card, PIX or received boleto overpayment, even on an empty drawer", () => {
    const overpaid = (["card", "pix", "boleto", "other"] as const).map((kind) => ({
      total: 2_000,
      tenders: [{ received: 3_000, kind, methodGivesChange: false, receivedNow: true }],
    }));
    expect(expectedAtClosing(afterSales(0n, overpaid)).money).toBe(0n);
  });
});

describe("closingDifferences (counted − expected)", () => {
  it.each([
    [
      { money: 24_067n, pix: 12_345n, card: 67_891n },
      { money: 24_067n, pix: 12_345n, card: 67_891n },
      { money: 0n, pix: 0n, card: 0n },
    ],
    [
      { money: 24_067n, pix: 12_345n, card: 67_891n },
      { money: 24_000n, pix: 12_346n, card: 67_890n },
      { money: -67n, pix: 1n, card: -1n },
    ],
    [
      { money: 0n, pix: 0n, card: 0n },
      { money: 1n, pix: 0n, card: 0n },
      { money: 1n, pix: 0n, card: 0n },
    ],
  ])("case %#", (expected, counted, difference) => {
    expect(closingDifferences(expected, counted)).toEqual(difference);
  });
});

describe("canTakeFromDrawer (sangria and outflows)", () => {
  const day = flows({ cashSupply: 10_000n, moneyReceived: 2_001n, change: 1n });
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

describe("a register holding the largest sale many times over (sums past the safe integer range stay exact)", () => {
  const sales = 2_000_000n; // 2 million sales of R$ 99.999.999,99: R$ 199.999.999.980.000,00, past 2^53 cents
  const money = BigInt(MAX_TOTAL_CENTS) * sales;
  const day = flows({
    cashSupply: BigInt(MAX_AMOUNT_CENTS),
    moneyReceived: money,
    pixReceived: money * 3n,
    cardReceived: money + 1n,
    change: 7n,
    sangrias: BigInt(MAX_AMOUNT_CENTS),
  });

  it("expects the exact money, PIX and card", () => {
    expect(money > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(expectedAtClosing(day)).toEqual({ money: money - 7n, pix: money * 3n, card: money + 1n });
  });

  it("takes the counted difference exactly, however far apart", () => {
    const counted = { money: BigInt(MAX_TOTAL_CENTS), pix: 0n, card: money + 2n };
    expect(closingDifferences(expectedAtClosing(day), counted)).toEqual({
      money: BigInt(MAX_TOTAL_CENTS) - money + 7n,
      pix: -money * 3n,
      card: 1n,
    });
  });

  it.each([
    [MAX_AMOUNT_CENTS, true],
    [MAX_TOTAL_CENTS, true],
    [Number.MAX_SAFE_INTEGER, true],
  ])("allows a withdrawal of %s cents", (value, allowed) => {
    expect(canTakeFromDrawer(day, value)).toBe(allowed);
  });

  it("sums per kind without a RangeError", () => {
    const lines = Array.from({ length: 1_000 }, () => ({
      kind: "card" as const,
      receivedValue: Number.MAX_SAFE_INTEGER,
      received: true,
    }));
    expect(receivedByKind(lines).card).toBe(BigInt(Number.MAX_SAFE_INTEGER) * 1_000n);
    expect(sumBigCents(lines.map((line) => line.receivedValue))).toBe(BigInt(Number.MAX_SAFE_INTEGER) * 1_000n);
  });
});
