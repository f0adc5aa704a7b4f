import { describe, expect, it } from "vitest";
import type { OrderItem } from "../../schemas/production.ts";
import { digitsOnly, draftErrors, draftOf, itemBody, sizesSum } from "./item-draft.ts";

const SIZES = [1, 2, 3];

const item: OrderItem = {
  id: 9,
  publicId: "a1",
  description: "Camiseta branca",
  stamp_id: 2,
  stamp: { id: 2, description: "Logo frente" },
  quantity: 10,
  unit_price: "25.90",
  discount: "9.00",
  subtotal: "250.00",
  cloth: "Algodão",
  cloth_color: "Branco",
  colorful_sleeve: false,
  collar_v: true,
  colorful_collar: false,
  long_sleeve: false,
  raglan_sleeve: false,
  collar_vies: false,
  cuff_sleeve: false,
  sublimed_sleeve: false,
  pocket: true,
  orders_items_sizes: [
    { id: 1, size_id: 2, size: { id: 2, name: "P" }, quantity: 4 },
    { id: 2, size_id: 3, size: { id: 3, name: "M" }, quantity: 6 },
  ],
};

describe("item draft", () => {
  it("round-trips an item into the API body, money as decimal strings", () => {
    expect(itemBody(draftOf(item), SIZES)).toEqual({
      description: "Camiseta branca",
      stamp_id: 2,
      quantity: 10,
      unit_price: "25.90",
      discount: "9.00",
      cloth: "Algodão",
      cloth_color: "Branco",
      colorful_sleeve: false,
      collar_v: true,
      colorful_collar: false,
      long_sleeve: false,
      raglan_sleeve: false,
      collar_vies: false,
      cuff_sleeve: false,
      sublimed_sleeve: false,
      pocket: true,
      orders_items_sizes: [
        { size_id: 2, quantity: 4 },
        { size_id: 3, quantity: 6 },
      ],
    });
    expect(draftErrors(draftOf(item), SIZES)).toEqual({});
  });

  it("requires a description and a quantity from 1", () => {
    expect(draftErrors(draftOf(), SIZES)).toEqual({
      description: "general.required",
      quantity: "items.quantity-invalid",
    });
    expect(draftErrors({ ...draftOf(item), quantity: "0" }, SIZES).quantity).toBe("items.quantity-invalid");
    expect(draftErrors({ ...draftOf(item), quantity: "1000001" }, SIZES).quantity).toBe("items.quantity-invalid");
  });

  it("refuses a discount above price × quantity", () => {
    expect(draftErrors({ ...draftOf(item), discount: 25901 }, SIZES).discount).toBe("items.discount-too-high");
    expect(draftErrors({ ...draftOf(item), discount: 25900 }, SIZES).discount).toBeUndefined();
  });

  it("asks the sizes to add up to the quantity when any is given; none is fine", () => {
    const draft = { ...draftOf(item), sizes: { 2: "4", 3: "5" } };
    expect(sizesSum(draft, SIZES)).toBe(9);
    expect(draftErrors(draft, SIZES).sizes).toBe("items.sizes.mismatch");
    expect(draftErrors({ ...draft, sizes: {} }, SIZES).sizes).toBeUndefined();
    expect(draftErrors({ ...draft, sizes: { 1: "0", 2: "" } }, SIZES).sizes).toBeUndefined();
  });

  it("keeps digits only in quantities", () => {
    expect(digitsOnly("1a2.3")).toBe("123");
    expect(digitsOnly("123456789")).toBe("1234567");
  });
});
