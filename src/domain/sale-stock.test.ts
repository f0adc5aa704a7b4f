import { describe, expect, it } from "vitest";
import { componentQuantity, type StockedProduct, stockDemandOf } from "./sale-stock.ts";

const plain: StockedProduct = { service: false, components: [] };
const service: StockedProduct = { service: true, components: [] };
// A kit: 2 shirts (id 10) and 0,25 kg of rice (id 11) and a service (id 12) per kit.
const kit: StockedProduct = {
  service: false,
  components: [
    { id: 10, quantity: 2000, service: false },
    { id: 11, quantity: 250, service: false },
    { id: 12, quantity: 1000, service: true },
  ],
};
const catalog = new Map<number, StockedProduct>([
  [1, plain],
  [2, service],
  [3, kit],
  [10, plain],
  [11, plain],
  [12, service],
]);

describe("stock a sale takes out", () => {
  it.each([
    [1000, 2000, 2000],
    [3000, 250, 750],
    [2500, 333, 833],
    [1500, 1, 2],
    [1, 1, 0],
  ])("%i × %i per unit = %i thousandths", (sold, perUnit, expected) => {
    expect(componentQuantity(sold, perUnit)).toBe(expected);
  });

  it("takes a plain product out, never a service, and sums lines of one product", () => {
    const lines = [
      { productId: 1, quantity: 2000, status: true },
      { productId: 2, quantity: 5000, status: true },
      { productId: 1, quantity: 1500, status: true },
    ];
    expect([...stockDemandOf(lines, catalog)]).toEqual([[1, 3500]]);
  });

  it("takes the components of a composition out instead of the product, services among them left alone", () => {
    const lines = [
      { productId: 3, quantity: 3000, status: true },
      { productId: 10, quantity: 1000, status: true },
    ];
    expect(Object.fromEntries(stockDemandOf(lines, catalog))).toEqual({ 10: 7000, 11: 750 });
  });

  it("ignores removed lines and products it does not know", () => {
    const lines = [
      { productId: 3, quantity: 1000, status: false },
      { productId: 99, quantity: 1000, status: true },
    ];
    expect(stockDemandOf(lines, catalog).size).toBe(0);
  });
});
