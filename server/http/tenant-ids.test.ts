import { describe, expect, it } from "vitest";
import { idsAt } from "./tenant-ids.ts";

describe("idsAt", () => {
  it("finds a top-level and a nested id under its field name", () => {
    expect(idsAt({ company_id: 3 }, "company_id")).toEqual([{ field: "company_id", id: 3 }]);
    expect(idsAt({ sale: { customer_object_id: 7 } }, "sale.customer_object_id")).toEqual([
      { field: "sale.customer_object_id", id: 7 },
    ]);
  });

  it("walks every element of arrays, nested ones too, naming each by its index", () => {
    const body = {
      items: [
        { stamp_id: 1, orders_items_sizes: [{ size_id: 10 }, { size_id: 11 }] },
        { orders_items_sizes: [] },
        { orders_items_sizes: [{ size_id: 12 }] },
      ],
    };
    expect(idsAt(body, "items[].orders_items_sizes[].size_id")).toEqual([
      { field: "items.0.orders_items_sizes.0.size_id", id: 10 },
      { field: "items.0.orders_items_sizes.1.size_id", id: 11 },
      { field: "items.2.orders_items_sizes.0.size_id", id: 12 },
    ]);
    expect(idsAt(body, "items[].stamp_id")).toEqual([{ field: "items.0.stamp_id", id: 1 }]);
  });

  it("skips absent, null and sentinel values, which name no row", () => {
    expect(idsAt({}, "sale.customer_id")).toEqual([]);
    expect(idsAt({ sale: null }, "sale.customer_id")).toEqual([]);
    expect(idsAt({ sale: { customer_id: null } }, "sale.customer_id")).toEqual([]);
    expect(idsAt({ sale: { cash_movement_id: -1 } }, "sale.cash_movement_id")).toEqual([]);
    expect(idsAt({ items: "none" }, "items[].product_id")).toEqual([]);
  });

  it("reads only the body's own fields, never inherited ones", () => {
    expect(idsAt({}, "constructor.length")).toEqual([]);
  });
});
