import { describe, expect, it } from "vitest";
import {
  orderAffected,
  type ProductionChange,
  productionChange,
  seamstressesAffected,
  stageListAffected,
} from "./production-events.ts";

const moved = (from: number, to: number, id = 5): ProductionChange => ({
  kind: "moved",
  event: { id, number: 105, company_id: 1, from, to },
});
const updated = (
  statusId: number,
  change: "created" | "items" | "seamstresses" = "items",
  id = 5,
): ProductionChange => ({
  kind: "updated",
  event: { id, number: 105, company_id: 1, status_id: statusId, change },
});
const resync: ProductionChange = { kind: "resync" };

describe("production realtime changes", () => {
  it("decodes the two events of the contract and ignores anything else", () => {
    expect(productionChange("production.order-moved", { id: 5, number: 105, company_id: 1, from: 2, to: 3 })).toEqual(
      moved(2, 3),
    );
    expect(
      productionChange("production.order-updated", {
        id: 5,
        number: 105,
        company_id: 1,
        status_id: 2,
        change: "items",
      }),
    ).toEqual(updated(2));
    expect(productionChange("production.order-moved", { id: "5" })).toBeNull();
    expect(
      productionChange("production.order-updated", { id: 5, number: 1, company_id: 1, status_id: 2, change: "x" }),
    ).toBeNull();
    expect(productionChange("sale.created", {})).toBeNull();
  });

  it("reloads a stage list when an order leaves it, arrives in it or one of its orders changes", () => {
    expect(stageListAffected(2, moved(2, 3))).toBe(true);
    expect(stageListAffected(3, moved(2, 3))).toBe(true);
    expect(stageListAffected(3, moved(3, 2))).toBe(true);
    expect(stageListAffected(4, moved(2, 3))).toBe(false);
    expect(stageListAffected(1, updated(1, "created"))).toBe(true);
    expect(stageListAffected(2, updated(1, "created"))).toBe(false);
    expect(stageListAffected(5, resync)).toBe(true);
  });

  it("reloads an order page only for its own order", () => {
    expect(orderAffected(5, moved(2, 3, 5))).toBe(true);
    expect(orderAffected(6, moved(2, 3, 5))).toBe(false);
    expect(orderAffected(5, updated(2, "items", 5))).toBe(true);
    expect(orderAffected(6, resync)).toBe(true);
  });

  it("reloads the seamstresses when sewing's orders or distributions change", () => {
    expect(seamstressesAffected(moved(5, 6))).toBe(true);
    expect(seamstressesAffected(moved(6, 7))).toBe(true);
    expect(seamstressesAffected(moved(2, 3))).toBe(false);
    expect(seamstressesAffected(updated(6, "seamstresses"))).toBe(true);
    expect(seamstressesAffected(updated(6, "items"))).toBe(false);
    expect(seamstressesAffected(resync)).toBe(true);
  });
});
