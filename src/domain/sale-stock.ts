import type { Milli } from "./stock.ts";

// What a sale takes out of stock (issue 13, item 2): a service never touches stock; a product with a composition
// (a kit or a recipe) takes its components out, each quantity × the component's quantity per unit; any other
// product takes itself out.

export type StockedProduct = {
  readonly service: boolean;
  /** Thousandths of each component's sale unit per one unit of the product; empty when it has no composition. */
  readonly components: ReadonlyArray<{ readonly id: number; readonly quantity: Milli; readonly service: boolean }>;
};

export type SoldLine = { readonly productId: number; readonly quantity: Milli; readonly status: boolean };

/** Thousandths × thousandths per unit, in thousandths, rounded half up (2,5 kits × 0,333 kg = 0,833 kg). */
export const componentQuantity = (sold: Milli, perUnit: Milli): Milli => Math.round((sold * perUnit) / 1000);

/**
 * Quantity taken out per product over the active lines, components expanded (a product may appear on several
 * lines, or as a component of several). Lines of products the catalog does not know take nothing.
 */
export function stockDemandOf(
  lines: ReadonlyArray<SoldLine>,
  catalog: ReadonlyMap<number, StockedProduct>,
): Map<number, Milli> {
  const demand = new Map<number, Milli>();
  const add = (id: number, quantity: Milli) => {
    if (quantity > 0) demand.set(id, (demand.get(id) ?? 0) + quantity);
  };
  for (const line of lines) {
    const product = catalog.get(line.productId);
    if (!line.status || !product || product.service) continue;
    if (product.components.length === 0) {
      add(line.productId, line.quantity);
      continue;
    }
    for (const component of product.components) {
      if (!component.service) add(component.id, componentQuantity(line.quantity, component.quantity));
    }
  }
  return demand;
}
