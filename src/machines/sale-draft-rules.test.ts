import { describe, expect, it } from "vitest";
import type { ProductHit } from "../schemas/pdv.ts";
import type { DraftPayment } from "../schemas/sale-draft.ts";
import {
  addPayment,
  addProduct,
  budgetPayload,
  discountAboveLine,
  draftInProgress,
  draftTotals,
  emptyDraft,
  paymentWithinOwed,
  removeLine,
  salePayload,
  updateItem,
} from "./sale-draft-rules.ts";

// The PDV's rules on the draft (spec 4 PDV, spec 10 POS and sale), with the spec's numbers.

const shirt: ProductHit = {
  id: 77,
  full_description: "Camiseta Básica Algodão Preta M",
  sku: "VES-01101-M",
  ean: "7890000000017",
  price_1: "39.90",
  stock_control: true,
  stock: { quantity: 5, incoming: 0, outgoing: 0, available: 5 },
  sale_unit: { name: "Unidade", decimals: 0 },
};
const cap: ProductHit = { ...shirt, id: 78, sku: "ACE-BONE", ean: null, price_1: "25.00", stock_control: false };

const pay = (kind: DraftPayment["kind"], received: number): DraftPayment => ({
  paymentMethodId: kind === "money" ? 1 : 2,
  name: kind,
  kind,
  received,
  quantity: 1,
  dueDate: "2026-03-10",
});

describe("sale draft rules", () => {
  it("item total = price_1 × quantity − discount; sale total = delivery charge + items total", () => {
    let draft = addProduct(emptyDraft(), shirt, 2);
    draft = updateItem(draft, "1", { manualDiscount: 500 });
    draft = addProduct(draft, cap);
    expect(draftTotals(draft).itemsTotal).toBe(2 * 3990 - 500 + 2500);
    const delivered = { ...draft, shippingMethod: 1, deliveryCharge: 1000 };
    expect(draftTotals(delivered).total).toBe(9980 + 1000);
  });

  it("the delivery charge applies only with shipping method 1 (default 9)", () => {
    const draft = { ...addProduct(emptyDraft(), cap), deliveryCharge: 1000 };
    expect(draft.shippingMethod).toBe(9);
    expect(draftTotals(draft).total).toBe(2500);
    expect(draftTotals({ ...draft, shippingMethod: 1 }).total).toBe(3500);
  });

  it("adding an active product again merges it, summing quantity and manual discount", () => {
    let draft = addProduct(emptyDraft(), shirt);
    draft = updateItem(draft, "1", { manualDiscount: 100 });
    draft = addProduct(draft, shirt, 2);
    expect(draft.items).toHaveLength(1);
    expect(draft.items[0]).toMatchObject({ quantity: 3 });
  });

  it("removal is soft: the line stays with status false and leaves the total", () => {
    const draft = removeLine(addProduct(addProduct(emptyDraft(), shirt), cap), "1");
    expect(draft.items.map((item) => item.status)).toEqual([false, true]);
    expect(draftTotals(draft)).toMatchObject({ activeItems: 1, itemsTotal: 2500 });
  });

  it("percentage mode takes the manual discount as a percentage of price × quantity", () => {
    const draft = updateItem(addProduct(emptyDraft(), cap, 2), "1", {
      discountPercentageMode: true,
      manualDiscount: 10,
    });
    expect(draftTotals(draft).itemsTotal).toBe(5000 - 500);
  });

  it("rest to pay = total − inflows; finalizable with an active item and nothing left; change off the first payment", () => {
    const draft = addProduct(emptyDraft(), shirt);
    expect(draftTotals(draft).canFinalize).toBe(false);
    const part = addPayment(draft, pay("money", 2000));
    expect(draftTotals(part).settlement).toMatchObject({ restToPay: 1990, finalizable: false });
    const paid = addPayment(draft, pay("money", 5000));
    const totals = draftTotals(paid);
    expect(totals.settlement).toMatchObject({ restToPay: -1010, change: 1010, finalizable: true });
    expect(totals.canFinalize).toBe(true);
    const body = salePayload(paid, { cashMovementId: 12, companyId: 1 }, "2026-03-10");
    expect(body.sale).toMatchObject({ total: "39.90", total_change: "10.10" });
    expect(body.financial_inflows[0]).toMatchObject({ received_value: "50.00", billing_value: "39.90" });
  });

  it("card, PIX and boleto at most what is owed; money may exceed it", () => {
    const draft = addProduct(emptyDraft(), shirt);
    expect(paymentWithinOwed(draft, pay("card", 3990))).toBe(true);
    expect(paymentWithinOwed(draft, pay("card", 3991))).toBe(false);
    expect(paymentWithinOwed(draft, pay("money", 10000))).toBe(true);
  });

  it("a budget carries the items and totals without payments", () => {
    const draft = { ...addProduct(emptyDraft(), cap, 2), shippingMethod: 1, deliveryCharge: 1000 };
    const body = budgetPayload(draft, 1);
    expect(body).toMatchObject({ company_id: 1, shipping_method: 1, delivery_charge: "10.00", total: "60.00" });
    expect(body.items).toHaveLength(1);
    expect(body).not.toHaveProperty("financial_inflows");
  });

  it("a discount above the line is refused (issue 11): the dialog's check, the line's issue, never a negative sale", () => {
    const line = { unitPrice: 3990, quantity: 2, discountPercentageMode: false };
    expect(discountAboveLine({ ...line, manualDiscount: 7980 })).toBe(false);
    expect(discountAboveLine({ ...line, manualDiscount: 7981 })).toBe(true);
    expect(discountAboveLine({ ...line, discountPercentageMode: true, manualDiscount: 100 })).toBe(false);
    expect(discountAboveLine({ ...line, discountPercentageMode: true, manualDiscount: 100.5 })).toBe(true);
    const draft = updateItem(addProduct(emptyDraft(), shirt, 2), "1", { manualDiscount: 10_000 });
    const totals = draftTotals(addPayment(draft, pay("money", 1000)));
    expect(totals.issues[0]).toEqual(["discount"]);
    expect(totals.canFinalize).toBe(false);
    expect(totals.total).toBe(0);
    expect(totals.settlement.change).toBe(0);
  });
});

describe("draftInProgress", () => {
  it("is a sale under way with an active line or a payment, not an empty one", () => {
    const empty = emptyDraft();
    expect(draftInProgress(empty)).toBe(false);
    const sold = addProduct(empty, shirt);
    expect(draftInProgress(sold)).toBe(true);
    expect(draftInProgress(addPayment(empty, pay("money", 1000)))).toBe(true);
    const lineId = sold.items[0]?.lineId ?? "";
    const removed = removeLine(sold, lineId);
    expect(draftInProgress(removed)).toBe(false);
  });
});
