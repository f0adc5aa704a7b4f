import { describe, expect, it } from "vitest";
import {
  type AdjustmentFacts,
  adjustmentProblems,
  applyChanges,
  availableFor,
  type BulkEditValues,
  bulkEditProblems,
  chosenFields,
  fieldChanges,
  joinMessages,
  MAX_BULK_PRODUCTS,
  runSucceeded,
} from "./stock-wizard.ts";

const shirt: AdjustmentFacts = {
  incoming: 0,
  outgoing: 0,
  saleUnitDecimals: 0,
  kind: "product",
  active: true,
  stockControl: true,
  skuQuantity: 10_000,
  skuIncoming: 2_000,
  skuOutgoing: 5_000,
};

describe("stock adjustment rules", () => {
  it.each([
    ["5 in", { incoming: 5_000 }, []],
    ["2 out of 7 available", { outgoing: 2_000 }, []],
    ["7 out of 7 available", { outgoing: 7_000 }, []],
    ["8 out of 7 available", { outgoing: 8_000 }, ["insufficient"]],
    ["8 out with 1 in", { incoming: 1_000, outgoing: 8_000 }, []],
    ["nothing", {}, ["empty"]],
    ["−1 in", { incoming: -1_000 }, ["negative"]],
    ["1,5 of a unit without decimals", { incoming: 1_500 }, ["decimals"]],
    ["1,5 kg with 3 decimals", { incoming: 1_500, saleUnitDecimals: 3 }, []],
    ["0,125 kg with 2 decimals", { outgoing: 125, saleUnitDecimals: 2 }, ["decimals"]],
    ["a service", { incoming: 1_000, kind: "service" as const }, ["service"]],
    ["an inactive product", { incoming: 1_000, active: false }, ["inactive"]],
    ["out beyond stock without stock control", { outgoing: 50_000, stockControl: false }, []],
    ["too much", { incoming: 1_000_000_000 }, ["too-large"]],
    ["−1,5 of a unit without decimals", { outgoing: -1_500 }, ["negative", "decimals"]],
  ] as const)("%s", (_, change, problems) => {
    expect(adjustmentProblems({ ...shirt, ...change })).toEqual(problems);
  });

  it("counts what is available as on hand + incoming − outgoing + what this adjustment brings", () => {
    expect(availableFor({ ...shirt, incoming: 3_000 })).toBe(10_000);
    expect(availableFor({ ...shirt, incoming: -3_000 })).toBe(7_000);
  });

  it("joins a product's messages with ', ' and clears the success flag on any failure", () => {
    expect(joinMessages(["Quantidade negativa", "Produto inativo"])).toBe("Quantidade negativa, Produto inativo");
    expect(runSucceeded(["success", "success"])).toBe(true);
    expect(runSucceeded(["success", "error"])).toBe(false);
    expect(runSucceeded([])).toBe(true);
  });
});

const current: BulkEditValues = {
  price: 3990,
  cost: 1500,
  active: true,
  stockControl: true,
  departmentId: 1,
  groupId: 4,
};

describe("bulk product edit", () => {
  it("previews only the fields that really change, old → new", () => {
    expect(fieldChanges(current, { price: 4490, cost: 1500, active: false })).toEqual([
      { field: "price", before: 3990, after: 4490 },
      { field: "active", before: true, after: false },
    ]);
    expect(fieldChanges(current, { groupId: null })).toEqual([{ field: "groupId", before: 4, after: null }]);
    expect(fieldChanges(current, {})).toEqual([]);
  });

  it("leaves what was not chosen", () => {
    expect(applyChanges(current, { stockControl: false })).toEqual({ ...current, stockControl: false });
    expect(chosenFields({ price: 0, departmentId: null })).toEqual(["price", "departmentId"]);
  });

  it.each([
    ["a price for 3 products", { price: 100 }, 3, []],
    ["nothing chosen", {}, 3, ["nothing-chosen"]],
    ["no products", { active: true }, 0, ["no-products"]],
    ["a negative cost", { cost: -1 }, 1, ["invalid-money"]],
    ["a fractional price", { price: 10.5 }, 1, ["invalid-money"]],
    ["too many products", { active: false }, MAX_BULK_PRODUCTS + 1, ["too-many-products"]],
  ] as const)("%s", (_, changes, count, problems) => {
    expect(bulkEditProblems(changes, count)).toEqual(problems);
  });
});
