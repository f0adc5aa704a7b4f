import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS } from "./money.ts";
import {
  applyChange,
  DEFAULT_SHIPPING_METHOD,
  discountWithinLine,
  effectiveDelivery,
  exceedsOwed,
  givesChange,
  isFinalizable,
  isValidPercentage,
  itemIssues,
  itemTotals,
  lineWithinBounds,
  meaningfulNfeObservations,
  mergeItem,
  overOwed,
  noChangeCap,
  PLAUSIBLE_PAYMENT_FACTOR,
  plausiblePaymentMax,
  removeItem,
  restToPay,
  type SaleItem,
  saleTotals,
  saleWithinBounds,
  settle,
  type Tender,
} from "./sale.ts";

const item = (over: Partial<SaleItem> = {}): SaleItem => ({
  productId: 1,
  quantity: 1,
  unitPrice: 1000,
  manualDiscount: 0,
  discountPercentageMode: false,
  status: true,
  ...over,
});

describe("itemTotals (spec 9: price × quantity − discount)", () => {
  it.each([
    // label, price, quantity, manual, percentage mode, sale %, gross, manual ¢, sale ¢, total
    ["one unit", 1000, 1, 0, false, 0, 1000, 0, 0, 1000],
    ["R$ 3,33 × 3", 333, 3, 0, false, 0, 999, 0, 0, 999],
    ["weighed 0,355 kg at R$ 49,90", 4990, 0.355, 0, false, 0, 1771, 0, 0, 1771],
    ["weighed 0,125 kg at R$ 12,99 (162,375 → 162)", 1299, 0.125, 0, false, 0, 162, 0, 0, 162],
    ["half a cent rounds away from zero", 1, 2.5, 0, false, 0, 3, 0, 0, 3],
    ["weighed 1,005 kg at R$ 39,99 (40,18995 → 40,19)", 3999, 1.005, 0, false, 0, 4019, 0, 0, 4019],
    ["manual discount in reais", 1999, 3, 100, false, 0, 5997, 100, 0, 5897],
    ["percentage mode 10% of 59,97 (5,997 → 6,00)", 1999, 3, 10, true, 0, 5997, 600, 0, 5397],
    ["sale-wide 10% after the manual discount", 1999, 3, 100, false, 10, 5997, 100, 590, 5307],
    ["12,5% mode then 7,5% sale-wide", 3333, 2, 12.5, true, 7.5, 6666, 833, 437, 5396],
    ["sale-wide 33,33% on R$ 0,10", 10, 1, 0, false, 33.33, 10, 0, 3, 7],
    ["discount equal to the price", 500, 2, 1000, false, 0, 1000, 1000, 0, 0],
    ["100% mode", 777, 3, 100, true, 15, 2331, 2331, 0, 0],
    ["sale-wide 1% on R$ 0,49 (0,0049 → 0)", 49, 1, 0, false, 1, 49, 0, 0, 49],
    ["sale-wide 1% on R$ 0,50 (0,005 → 0,01)", 50, 1, 0, false, 1, 50, 0, 1, 49],
  ])(
    "%s",
    (_, unitPrice, quantity, manualDiscount, discountPercentageMode, salePercent, gross, manual, sale, total) => {
      const totals = itemTotals(item({ unitPrice, quantity, manualDiscount, discountPercentageMode }), salePercent);
      expect(totals).toEqual({
        gross,
        manualDiscount: manual,
        saleDiscount: sale,
        discount: manual + sale,
        total,
      });
    },
  );

  it.each([
    // label, manual, percentage mode, sale %, manual ¢, total
    ["a percentage of 99.999.999,99 (the reviewer's removed line)", 99_999_999.99, true, 0, 9_999_999_990, 0],
    ["a percentage above 100", 150, true, 0, 9_999_999_990, 0],
    ["a negative percentage", -10, true, 0, 0, 9_999_999_990],
    ["a discount in reais above the gross", 9_999_999_999, false, 0, 9_999_999_990, 0],
    ["a negative discount in reais", -1, false, 0, 0, 9_999_999_990],
    ["a sale-wide percentage above 100", 0, false, 1_000_000, 0, 0],
    ["no number at all", Number.NaN, true, Number.NaN, 0, 9_999_999_990],
  ])(
    "counts %s as its nearest valid value, without throwing",
    (_, manualDiscount, percentageMode, sale, manual, total) => {
      const line = item({
        unitPrice: 999_999_999,
        quantity: 10,
        manualDiscount,
        discountPercentageMode: percentageMode,
      });
      expect(itemIssues(line).length > 0 || sale !== 0).toBe(true);
      expect(itemTotals(line, sale)).toMatchObject({ gross: 9_999_999_990, manualDiscount: manual, total });
    },
  );

  it("never goes below zero nor above the gross for a valid item", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000 }),
        (unitPrice, milli, discount, percentageMode, saleHundredths) => {
          const quantity = milli / 1000;
          const gross = itemTotals(item({ unitPrice, quantity })).gross;
          const manualDiscount = percentageMode ? discount / 100 : Math.min(discount, gross);
          const line = item({ unitPrice, quantity, manualDiscount, discountPercentageMode: percentageMode });
          expect(itemIssues(line)).toEqual([]);
          const totals = itemTotals(line, saleHundredths / 100);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.total).toBeLessThanOrEqual(totals.gross);
          expect(totals.gross - totals.discount).toBe(totals.total);
        },
      ),
    );
  });
});

describe("itemIssues", () => {
  it.each([
    ["a valid unit item", item(), 0, []],
    ["a weighed quantity on a weighed unit", item({ quantity: 0.355 }), 3, []],
    ["decimals on a unit that takes none", item({ quantity: 1.5 }), 0, ["quantity"]],
    ["three decimals on a two-decimal unit", item({ quantity: 1.255 }), 2, ["quantity"]],
    ["four decimals", item({ quantity: 1.0005 }), 3, ["quantity"]],
    ["zero quantity", item({ quantity: 0 }), 0, ["quantity"]],
    ["negative quantity", item({ quantity: -1 }), 0, ["quantity"]],
    ["negative price", item({ unitPrice: -1 }), 0, ["unit-price"]],
    ["fractional cents", item({ unitPrice: 10.5 }), 0, ["unit-price"]],
    ["discount above price × quantity", item({ unitPrice: 500, quantity: 2, manualDiscount: 1001 }), 0, ["discount"]],
    ["negative discount", item({ manualDiscount: -1 }), 0, ["discount"]],
    ["percentage above 100", item({ manualDiscount: 100.01, discountPercentageMode: true }), 0, ["discount"]],
    ["percentage with 3 decimals", item({ manualDiscount: 1.005, discountPercentageMode: true }), 0, ["discount"]],
    ["percentage of 100", item({ manualDiscount: 100, discountPercentageMode: true }), 0, []],
  ])("%s", (_, line, decimals, issues) => {
    expect(itemIssues(line, decimals)).toEqual(issues);
  });

  it.each([
    [0, true],
    [12.5, true],
    [100, true],
    [100.01, false],
    [-1, false],
    [1.234, false],
    [Number.NaN, false],
    [90071992547409.92, false],
    [Number.POSITIVE_INFINITY, false],
  ])("sale percentage %s valid: %s", (percent, valid) => {
    expect(isValidPercentage(percent)).toBe(valid);
  });
});

describe("saleWithinBounds and lineWithinBounds (price × quantity and the sale at most R$ 99.999.999,99)", () => {
  const line = (unitPrice: number, quantity: number, status = true) => ({ unitPrice, quantity, status });
  it.each([
    ["the largest price once", [line(MAX_AMOUNT_CENTS, 1)], true],
    ["the largest line exactly", [line(MAX_AMOUNT_CENTS, 10), line(9, 1)], true],
    ["a cent more than the largest sale", [line(MAX_AMOUNT_CENTS, 10), line(10, 1)], false],
    ["half a cent rounds down into the bound", [line(1, MAX_TOTAL_CENTS + 0.4)], true],
    ["half a cent rounds up past it", [line(1, MAX_TOTAL_CENTS + 0.5)], false],
    ["the largest price × the largest quantity", [line(MAX_AMOUNT_CENTS, 999_999.999)], false],
    ["a removed line does not count in the sum", [line(MAX_AMOUNT_CENTS, 10), line(MAX_AMOUNT_CENTS, 10, false)], true],
    ["a removed line over the bound is still refused", [line(1, 1), line(MAX_AMOUNT_CENTS, 999_999.999, false)], false],
    ["many lines adding up past the bound", Array.from({ length: 11 }, () => line(MAX_AMOUNT_CENTS, 1)), false],
    ["the old numeric(14,2) largest price", [line(99_999_999_999_999, 1)], false],
    ["a price that is no integer of cents", [line(0.5, 1)], false],
    ["an infinite quantity", [line(1, Number.POSITIVE_INFINITY)], false],
  ])("%s → %s", (_, items, within) => {
    expect(saleWithinBounds(items)).toBe(within);
    if (items.length === 1) expect(lineWithinBounds(items[0] as (typeof items)[number])).toBe(within);
  });
});

describe("itemIssues at the bounds", () => {
  it.each([
    [item({ unitPrice: MAX_AMOUNT_CENTS }), []],
    [item({ unitPrice: MAX_AMOUNT_CENTS + 1 }), ["unit-price"]],
    [item({ unitPrice: MAX_AMOUNT_CENTS, quantity: 10 }), []],
    [item({ unitPrice: MAX_AMOUNT_CENTS, quantity: 10.001 }), ["line-total"]],
    [item({ unitPrice: MAX_AMOUNT_CENTS, quantity: 10, manualDiscount: MAX_AMOUNT_CENTS * 10 }), []],
    [item({ unitPrice: MAX_AMOUNT_CENTS, quantity: 10, manualDiscount: MAX_AMOUNT_CENTS * 10 + 1 }), ["discount"]],
  ])("%j → %j", (line, issues) => {
    expect(itemIssues(line)).toEqual(issues);
  });
});

describe("mergeItem (spec 4)", () => {
  it("sums quantity and manual discount of the same active product", () => {
    const items = [item({ productId: 7, quantity: 1, manualDiscount: 50 }), item({ productId: 8 })];
    expect(mergeItem(items, item({ productId: 7, quantity: 2, manualDiscount: 25 }))).toEqual([
      item({ productId: 7, quantity: 3, manualDiscount: 75 }),
      item({ productId: 8 }),
    ]);
  });

  it("sums weighed quantities exactly", () => {
    const merged = mergeItem([item({ quantity: 0.1 })], item({ quantity: 0.2 }));
    expect(merged[0]?.quantity).toBe(0.3);
  });

  it("sums percentages exactly in percentage mode", () => {
    const merged = mergeItem(
      [item({ manualDiscount: 0.1, discountPercentageMode: true })],
      item({ manualDiscount: 0.2, discountPercentageMode: true }),
    );
    expect(merged[0]?.manualDiscount).toBe(0.3);
  });

  it("appends a product that is only present as a removed item", () => {
    const items = [item({ productId: 7, status: false })];
    expect(mergeItem(items, item({ productId: 7 }))).toEqual([
      item({ productId: 7, status: false }),
      item({ productId: 7 }),
    ]);
  });

  it("appends another product", () => {
    expect(mergeItem([item({ productId: 1 })], item({ productId: 2 }))).toHaveLength(2);
  });

  it("keeps the existing line's price and mode", () => {
    const merged = mergeItem([item({ unitPrice: 900 })], item({ unitPrice: 1000 }));
    expect(merged).toEqual([item({ unitPrice: 900, quantity: 2 })]);
  });

  it("removes softly", () => {
    expect(removeItem([item(), item({ productId: 2 })], 1)).toEqual([item(), item({ productId: 2, status: false })]);
  });
});

describe("effectiveDelivery (spec 9)", () => {
  it.each([
    [9, 0, 0],
    [1, 1500, 0],
    [0, 0, 800],
    [2, 0, 800],
    [3, 0, 800],
    [4, 0, 800],
  ])("method %s: charge %s, cost %s", (method, charge, cost) => {
    expect(effectiveDelivery(method, 1500, 800)).toEqual({ charge, cost });
  });

  it("defaults to method 9", () => {
    expect(DEFAULT_SHIPPING_METHOD).toBe(9);
    expect(saleTotals({ items: [item()], deliveryCharge: 1500, deliveryCost: 800 })).toMatchObject({
      deliveryCharge: 0,
      deliveryCost: 0,
      total: 1000,
    });
  });
});

describe("saleTotals", () => {
  const items = [
    item({ productId: 1, unitPrice: 1999, quantity: 3, manualDiscount: 100 }),
    item({ productId: 2, unitPrice: 4990, quantity: 0.355 }),
    item({ productId: 3, unitPrice: 99_999, status: false }),
    item({ productId: 4, unitPrice: 333, quantity: 1, manualDiscount: 10, discountPercentageMode: true }),
  ];

  it.each([
    // percent, method, charge, gross, discount, items total, charge, cost, total
    [0, 9, 0, 8101, 133, 7968, 0, 0, 7968],
    [10, 9, 0, 8101, 133 + 590 + 177 + 30, 7171, 0, 0, 7171],
    [0, 1, 1234, 8101, 133, 7968, 1234, 0, 9202],
    [0, 0, 1234, 8101, 133, 7968, 0, 555, 7968],
  ])(
    "%s%% sale-wide, method %s, charge %s",
    (percent, method, charge, gross, discount, itemsTotal, effCharge, effCost, total) => {
      const totals = saleTotals({
        items,
        percentageDiscount: percent,
        shippingMethod: method,
        deliveryCharge: charge,
        deliveryCost: 555,
      });
      expect(totals).toMatchObject({
        activeItems: 3,
        grossTotal: gross,
        discountTotal: discount,
        itemsTotal,
        deliveryCharge: effCharge,
        deliveryCost: effCost,
        total,
      });
      expect(totals.lines).toHaveLength(4);
    },
  );

  it("excludes removed items", () => {
    expect(saleTotals({ items: [item({ status: false })] })).toMatchObject({ activeItems: 0, itemsTotal: 0, total: 0 });
  });

  it("sums the lines exactly", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            milli: fc.integer({ min: 1, max: 10_000 }),
            status: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, hundredths) => {
          const sale = lines.map((l) => item({ unitPrice: l.unitPrice, quantity: l.milli / 1000, status: l.status }));
          const totals = saleTotals({ items: sale, percentageDiscount: hundredths / 100 });
          const active = totals.lines.filter((_, i) => sale[i]?.status);
          expect(totals.itemsTotal).toBe(active.reduce((s, l) => s + l.total, 0));
          expect(totals.grossTotal - totals.discountTotal).toBe(totals.itemsTotal);
        },
      ),
    );
  });
});

const cash = (received: number): Tender => ({ received, methodGivesChange: true, receivedNow: true });
const card = (received: number): Tender => ({ received, methodGivesChange: false, receivedNow: true });
const pix = (received: number): Tender => ({ received, methodGivesChange: false, receivedNow: true });
const boleto = (received: number, receivedNow = false): Tender => ({ received, methodGivesChange: false, receivedNow });

describe("rest to pay, change and finalizing (spec 4)", () => {
  it.each([
    // total, active items, payments, rest, finalizable, change, billing
    [8735, 1, [cash(5000), cash(5000)], -1265, true, 1265, [3735, 5000]],
    [8735, 1, [cash(8735)], 0, true, 0, [8735]],
    [8735, 1, [cash(5000)], 3735, false, 0, [5000]],
    [8735, 1, [cash(1000), cash(10000)], -2265, true, 2265, [0, 8735]],
    [8735, 0, [cash(10000)], -1265, false, 0, [10000]],
    [0, 1, [], 0, true, 0, []],
    [1001, 2, [cash(333), cash(333), cash(333), cash(333)], -331, true, 331, [2, 333, 333, 333]],
    [10000, 1, [card(3333), pix(3333), cash(3334)], 0, true, 0, [3333, 3333, 3334]],
    [9999, 1, [cash(3333), card(3333), cash(3334)], -1, true, 1, [3332, 3333, 3334]],
    // Issue 11: the change comes off the money, never off the card or PIX before it.
    [8000, 1, [pix(6000), cash(5000)], -3000, true, 3000, [6000, 2000]],
    [8000, 1, [card(7999), boleto(0), cash(5000)], -4999, true, 4999, [7999, 0, 1]],
    [8000, 1, [cash(1000), card(2000), cash(9000)], -4000, true, 4000, [0, 2000, 6000]],
  ] satisfies Array<[number, number, Tender[], number, boolean, number, number[]]>)(
    "total %s with %s items paid %j",
    (total, active, tenders, rest, finalizable, change, billing) => {
      const received = tenders.map((tender) => tender.received);
      expect(restToPay(total, received)).toBe(rest);
      expect(isFinalizable(active, rest)).toBe(finalizable);
      expect(settle(total, active, tenders)).toEqual({
        inflowsTotal: received.reduce((s, v) => s + v, 0),
        restToPay: rest,
        finalizable,
        change,
        billing,
        overOwed: tenders.map(() => false),
      });
    },
  );

  const arbitraryTender = fc.record({
    received: fc.integer({ min: 0, max: 500_000 }),
    methodGivesChange: fc.boolean(),
    receivedNow: fc.boolean(),
  });

  it("bills exactly the total when finalizable, never a negative payment", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(arbitraryTender, { minLength: 1, maxLength: 6 }),
        (total, tenders) => {
          const result = settle(total, 1, tenders);
          if (!result.finalizable) return;
          expect(result.billing.reduce((s, v) => s + v, 0)).toBe(total);
          expect(result.billing.every((v) => v >= 0)).toBe(true);
          expect(result.change).toBe(tenders.reduce((s, t) => s + t.received, 0) - total);
        },
      ),
    );
  });

  it("gives change only out of the money handed over, and bills card, PIX and boleto at what they received", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(arbitraryTender, { minLength: 1, maxLength: 6 }),
        (total, tenders) => {
          const result = settle(total, 1, tenders);
          const money = tenders.filter(givesChange).reduce((s, t) => s + t.received, 0);
          expect(result.change).toBeLessThanOrEqual(money);
          tenders.forEach((tender, i) => {
            if (!givesChange(tender)) expect(result.billing[i]).toBe(tender.received);
          });
        },
      ),
    );
  });

  it("takes change from the first money payment first", () => {
    expect(applyChange([cash(2000), cash(3000)], 500)).toEqual([1500, 3000]);
    expect(applyChange([cash(2000), cash(3000)], 2500)).toEqual([0, 2500]);
    expect(applyChange([cash(2000)], 0)).toEqual([2000]);
    expect(applyChange([card(2000), cash(3000)], 500)).toEqual([2000, 2500]);
    expect(applyChange([pix(2000), boleto(1000, true), cash(100), cash(3000)], 500)).toEqual([2000, 1000, 0, 2600]);
  });
});

describe("only money gives change (issue 11)", () => {
  it.each([
    ["money handed over now", cash(1), true],
    ["money to be received later", { ...cash(1), receivedNow: false }, false],
    ["card", card(1), false],
    ["PIX", pix(1), false],
    ["a received boleto", boleto(1, true), false],
    ["a boleto to be received", boleto(1), false],
    ["a method set to give change (issue 12)", { received: 1, methodGivesChange: true, receivedNow: true }, true],
  ] as const)("%s gives change: %s", (_, tender, gives) => {
    expect(givesChange(tender)).toBe(gives);
  });

  it.each([
    // The reviewer's sale: R$ 20,00 paid with a boleto of R$ 1.000,00 not received, R$ 980,00 of "change".
    ["a boleto not received past the total", 2000, [boleto(100_000)], [true]],
    ["a received boleto past the total", 2000, [boleto(2001, true)], [true]],
    ["a card past the total", 2000, [card(3000)], [true]],
    ["PIX past the total", 2000, [pix(2001)], [true]],
    ["money to be received later past the total", 2000, [{ ...cash(5000), receivedNow: false }], [true]],
    ["card and PIX together past the total", 2000, [card(1500), cash(1000), pix(501)], [false, false, true]],
    ["card up to the total, money on top", 2000, [card(2000), cash(5000)], [false, false]],
    ["money first, then card within the total", 2000, [cash(5000), card(2000)], [false, false]],
    ["a boleto of zero after the total", 2000, [card(2000), boleto(0)], [false, false]],
  ] satisfies Array<[string, number, Tender[], boolean[]]>)("%s", (_, total, tenders, over) => {
    expect(overOwed(total, tenders)).toEqual(over);
    const result = settle(total, 1, tenders);
    if (over.includes(true)) expect(result).toMatchObject({ finalizable: false, change: 0, overOwed: over });
  });

  it("the reviewer's boleto sale is not finalizable and gives no change", () => {
    expect(settle(2000, 1, [boleto(100_000)])).toEqual({
      inflowsTotal: 100_000,
      restToPay: -98_000,
      finalizable: false,
      change: 0,
      billing: [100_000],
      overOwed: [true],
    });
  });

  it("caps a new payment that gives no change at what is still owed, an edited one at what the sale accepts", () => {
    const paid = [card(3000), cash(1000), pix(500)];
    expect(noChangeCap(10_000, paid)).toBe(5500);
    expect(noChangeCap(3000, [cash(5000)])).toBe(0);
    // The card edited: the total less the PIX; the money gives change.
    expect(noChangeCap(10_000, paid, 0)).toBe(9500);
    expect(noChangeCap(10_000, paid, 2)).toBe(7000);
    expect(noChangeCap(2000, [card(1500), pix(1000)], 0)).toBe(1000);
    expect(exceedsOwed(card(5501), 5500)).toBe(true);
    expect(exceedsOwed(pix(5500), 5500)).toBe(false);
    expect(exceedsOwed(boleto(5501, true), 5500)).toBe(true);
    expect(exceedsOwed(cash(60_000), 5500)).toBe(false);
  });

  it("never caps an edited payment below a value the sale accepts, nor above one it refuses", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({
            received: fc.integer({ min: 0, max: 100_000 }),
            methodGivesChange: fc.boolean(),
            receivedNow: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.nat(),
        (total, tenders, pick) => {
          const index = pick % tenders.length;
          const edited = tenders[index] as Tender;
          if (givesChange(edited)) return;
          const othersFine = !overOwed(
            total,
            tenders.filter((_, i) => i !== index),
          ).includes(true);
          if (!othersFine) return;
          const accepted = !overOwed(total, tenders).includes(true);
          expect(exceedsOwed(edited, noChangeCap(total, tenders, index))).toBe(!accepted);
        },
      ),
    );
  });
});

describe("meaningfulNfeObservations (spec 5.5)", () => {
  const empty = { quantity: 0, specie: "", brand: "", numbering: "", gross_weight: 0, net_weight: 0 };
  it.each([
    ["all empty", empty, false],
    ["blank texts", { ...empty, specie: "  ", brand: " " }, false],
    ["a quantity", { ...empty, quantity: 2 }, true],
    ["a gross weight", { ...empty, gross_weight: 0.5 }, true],
    ["a net weight", { ...empty, net_weight: 0.001 }, true],
    ["a specie", { ...empty, specie: "Caixa" }, true],
    ["a brand", { ...empty, brand: "Rede" }, true],
    ["a numbering", { ...empty, numbering: "1/2" }, true],
  ])("%s → sent: %s", (_, observations, sent) => {
    expect(meaningfulNfeObservations(observations)).toBe(sent ? observations : null);
  });

  it("is null when missing", () => {
    expect(meaningfulNfeObservations(null)).toBeNull();
    expect(meaningfulNfeObservations(undefined)).toBeNull();
  });
});

describe("a discount never makes a line or a sale negative (issue 11)", () => {
  it.each([
    ["R$ 39,90 off a R$ 39,90 line", item({ unitPrice: 3990, manualDiscount: 3990 }), true],
    ["R$ 39,91 off a R$ 39,90 line", item({ unitPrice: 3990, manualDiscount: 3991 }), false],
    ["R$ 50,00 off 2 × R$ 39,90 (R$ 79,80)", item({ unitPrice: 3990, quantity: 2, manualDiscount: 5000 }), true],
    ["R$ 79,81 off 2 × R$ 39,90", item({ unitPrice: 3990, quantity: 2, manualDiscount: 7981 }), false],
    ["10 % (typed 10)", item({ manualDiscount: 10, discountPercentageMode: true }), true],
    ["100 %", item({ manualDiscount: 100, discountPercentageMode: true }), true],
    ["100,01 %", item({ manualDiscount: 100.01, discountPercentageMode: true }), false],
    ["a negative discount", item({ manualDiscount: -100 }), false],
  ])("%s: within the line %s", (_, line, within) => {
    expect(discountWithinLine(line)).toBe(within);
    expect(itemIssues(line).includes("discount")).toBe(!within);
  });

  it("a 10 % discount typed as 10 on a R$ 39,90 line leaves R$ 35,91", () => {
    const totals = itemTotals(item({ unitPrice: 3990, manualDiscount: 10, discountPercentageMode: true }));
    expect(totals).toMatchObject({ gross: 3990, discount: 399, total: 3591 });
  });

  it("a discount above the line (refused everywhere) still counts as the whole line: total R$ 0,00, no change", () => {
    const totals = saleTotals({ items: [item({ unitPrice: 3990, manualDiscount: 999_999 })], percentageDiscount: 0 });
    expect(totals.total).toBe(0);
    const settlement = settle(totals.total, totals.activeItems, [
      { received: 0, methodGivesChange: true, receivedNow: true },
    ]);
    expect(settlement.change).toBe(0);
  });

  it("no line, total, rest or change is ever negative, whatever the discounts", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
            manualDiscount: fc.integer({ min: -1_000, max: 10_000_000 }),
            discountPercentageMode: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.double({ min: -50, max: 500, noNaN: true }),
        (lines, salePercent) => {
          const totals = saleTotals({
            items: lines.map((line, i) => item({ ...line, productId: i + 1 })),
            percentageDiscount: salePercent,
          });
          for (const line of totals.lines) expect(line.total).toBeGreaterThanOrEqual(0);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          const settlement = settle(totals.total, totals.activeItems, []);
          expect(settlement.restToPay).toBeGreaterThanOrEqual(0);
          expect(settlement.change).toBe(0);
        },
      ),
    );
  });
});

describe("plausiblePaymentMax (issue 11: ten times what is owed asks for confirmation)", () => {
  it.each([
    [690, 6900],
    [1, 10],
    [0, undefined],
    [-100, undefined],
  ])("owed %s → %s", (owed, max) => {
    expect(plausiblePaymentMax(owed)).toBe(max);
  });

  it("uses a factor of ten", () => {
    expect(PLAUSIBLE_PAYMENT_FACTOR).toBe(10);
  });
});
