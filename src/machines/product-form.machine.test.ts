import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { CompanyId, ProductId } from "../schemas/ids.ts";
import type { ProductDetail } from "../schemas/stock-products.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import {
  editProduct,
  emptyProductValues,
  type ProductEdit,
  type ProductTab,
  productBodyOf,
  productFormMachine,
  productValuesOf,
  tabOfProductField,
} from "./product-form.machine.ts";
import { recordFormHarness, replayRecordFormPath } from "./record-form-harness.ts";
import type { RecordFormInput } from "./record-form.machine.ts";

const stored: ProductDetail = {
  id: 40 as ProductId,
  full_description: "Camiseta Básica",
  sku: "CAM-001",
  ean: "",
  sale_unit: "Unidade",
  sale_unit_decimals: 0,
  kind: "product",
  status: true,
  ncm: "61091000",
  cest: "",
  origin: 0,
  cost: "20.00",
  price: "49.90",
  attributes: [{ name: "Material", value: "Algodão" }],
  variation_axes: [{ name: "Tamanho", values: ["P", "M"] }],
  variations: [
    { id: 41 as ProductId, sku: "CAM-001-P", ean: "", price: "49.90", values: { Tamanho: "P" }, status: true },
  ],
  extras: [],
  components: [{ product_id: 7 as ProductId, description: "Etiqueta", sku: "ETQ", quantity: 1.5 }],
  combo_groups: [],
  department_id: 3,
  type_id: null,
  sector_id: null,
  group_id: 4,
  subgroup_id: null,
  manufacturer_id: null,
  supplier_id: null,
  configs: [
    {
      company_id: 1 as CompanyId,
      company_name: "Loja Centro",
      price_1: "59.90",
      unit_cost: "21.00",
      stock_control: true,
      min_stock: 3,
      active: true,
    },
  ],
};

const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(productFormMachine, "product form.submit.blocked");
const edit = (e: ProductEdit) => ({ type: "edit" as const, edit: e });
const refused = apiError("Invalid", 422, ["SKU já cadastrado"], { sku: ["SKU já cadastrado"] });

const modelEvents = [
  edit({ type: "change", change: { full_description: "Camiseta", sku: "CAM-9" } }),
  edit({ type: "change", change: { sku: "" } }),
  edit({ type: "component.add" }),
  edit({ type: "component.remove", index: 0 }),
  { type: "submit" },
  { type: BLOCK_OVER },
  { type: "tab", tab: "composicao" },
  { type: "retry" },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: refused },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.id !== null,
    c.tab,
    c.values.full_description !== "",
    c.values.sku !== "",
    c.values.components.map((k: { product_id: number | null }) => k.product_id !== null),
    c.submitted,
    c.failure !== null,
    c.loadError !== null,
  ];
};

const inputs: RecordFormInput<ProductTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(
  productFormMachine,
  inputs,
  modelEvents,
  project,
  (last) => last.context.values.components.length > 2,
);

describe("product form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    expect(modelCoverage(productFormMachine, paths)).toEqual({
      missingStates: ["product form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", (_, path) =>
    replayRecordFormPath(productFormMachine, path, BLOCK_OVER, project, (actual, expected) =>
      expect(actual).toEqual(expected),
    ),
  );
});

describe("product form machine (rules)", () => {
  it("does not send a product without description and SKU, and names the tab of each problem", () => {
    const { actor, emitted, saves } = recordFormHarness(productFormMachine, { id: null, tab: "composicao" });
    actor.send(edit({ type: "component.add" }));
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(emitted[0]).toMatchObject({
      type: "invalid",
      issues: { full_description: ["required"], sku: ["required"], "components.0.product_id": ["required"] },
    });
    expect(tabOfProductField("components.0.product_id")).toBe("composicao");
    expect(tabOfProductField("configs.1.min_stock")).toBe("loja-a-loja");
    expect(tabOfProductField("group_id")).toBe("estrutura-mercadologica");
    expect(tabOfProductField("ncm")).toBe("geral");
  });

  it("loads a stored product and sends it back as it came", () => {
    const values = productValuesOf(stored);
    expect(values).toMatchObject({ ncm: "6109.10.00", cost: 2000, price: 4990 });
    expect(values.components[0]?.quantity).toBe("1,5");
    const body = productBodyOf(values);
    expect(body).toMatchObject({
      ncm: "6109.10.00",
      cost: "20.00",
      price: "49.90",
      components: [{ product_id: 7, quantity: 1.5 }],
      variation_axes: [{ name: "Tamanho", values: ["P", "M"] }],
      configs: [
        { company_id: 1, price_1: "59.90", unit_cost: "21.00", stock_control: true, min_stock: 3, active: true },
      ],
    });
  });

  it("generates the grid of variations, keeping the ones that exist", () => {
    const values = editProduct(productValuesOf(stored), { type: "variations.generate" }, 9);
    expect(values.variations.map((v) => [v.id, v.sku, v.price])).toEqual([
      [41, "CAM-001-P", 4990],
      [null, "CAM-001-M", 4990],
    ]);
    const two = editProduct(
      editProduct(values, { type: "axis.add" }, 10),
      { type: "axis.change", index: 1, change: { name: "Cor", values: "Azul, Preto" } },
      11,
    );
    expect(editProduct(two, { type: "variations.generate" }, 12).variations).toHaveLength(4);
  });

  it("clears the group and subgroup when the department changes, the subgroup when the group does", () => {
    const values = { ...emptyProductValues(), department_id: 1, group_id: 2, subgroup_id: 3 };
    expect(editProduct(values, { type: "change", change: { department_id: 5 } }, 1)).toMatchObject({
      department_id: 5,
      group_id: null,
      subgroup_id: null,
    });
    expect(editProduct(values, { type: "change", change: { group_id: 6 } }, 1)).toMatchObject({
      department_id: 1,
      group_id: 6,
      subgroup_id: null,
    });
  });

  it("adds a unit's config once and changes it in place", () => {
    const config = {
      company_id: 2,
      company_name: "Loja Sul",
      price_1: 1000,
      unit_cost: 500,
      stock_control: true,
      min_stock: "0",
      active: true,
    };
    const once = editProduct(emptyProductValues(), { type: "config.change", config }, 1);
    const twice = editProduct(once, { type: "config.change", config: { ...config, active: false } }, 2);
    expect(twice.configs).toEqual([{ ...config, active: false }]);
  });
});
