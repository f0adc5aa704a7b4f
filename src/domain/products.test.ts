import { describe, expect, it } from "vitest";
import { withEan13CheckDigit } from "./barcode.ts";
import {
  closesCycle,
  formatCest,
  formatNcm,
  isValidCest,
  isValidEan,
  isValidNcm,
  type ProductFields,
  productIssues,
  saleUnitDecimals,
  variationGrid,
  variationSku,
} from "./products.ts";

const product = (change: Partial<ProductFields> = {}): ProductFields => ({
  full_description: "Camiseta Básica Algodão",
  sku: "CAM-001",
  ean: withEan13CheckDigit("789100000001"),
  sale_unit: "Unidade",
  ncm: "6109.10.00",
  cest: "28.038.00",
  origin: 0,
  attributes: [],
  variation_axes: [],
  variations: [],
  extras: [],
  components: [],
  combo_groups: [],
  ...change,
});

describe("sale units", () => {
  it.each([
    ["Unidade", 0],
    ["Quilograma", 3],
    ["Grama", 0],
    ["Litro", 3],
    ["Mililitro", 0],
    ["Metro", 2],
    ["Metro quadrado", 2],
    ["Pacote", 0],
    ["Peça", 0],
    ["Serviço", 0],
  ])("%s takes %i decimals", (unit, decimals) => {
    expect(saleUnitDecimals(unit)).toBe(decimals);
  });
});

describe("fiscal codes", () => {
  it.each([
    ["", true, true],
    ["6109.10.00", true, false],
    ["61091000", true, false],
    ["6109100", false, true],
    ["28.038.00", false, true],
    ["abc", false, false],
  ])("%j: NCM %s, CEST %s", (text, ncm, cest) => {
    expect(isValidNcm(text)).toBe(ncm);
    expect(isValidCest(text)).toBe(cest);
  });

  it("formats NCM and CEST with their dots", () => {
    expect(formatNcm("61091000")).toBe("6109.10.00");
    expect(formatCest("2803800")).toBe("28.038.00");
  });

  it.each([
    ["", true],
    ["7891000000015", false],
    [withEan13CheckDigit("789100000001"), true],
    ["789100000001", false],
  ])("EAN %j valid: %s", (ean, valid) => {
    expect(isValidEan(ean)).toBe(valid);
  });
});

describe("variations", () => {
  it("makes every combination of the axes, the first axis slowest", () => {
    expect(
      variationGrid([
        { name: "Tamanho", values: ["P", "M", "G"] },
        { name: "Cor", values: ["Azul", " ", "Preto"] },
      ]),
    ).toEqual([
      { Tamanho: "P", Cor: "Azul" },
      { Tamanho: "P", Cor: "Preto" },
      { Tamanho: "M", Cor: "Azul" },
      { Tamanho: "M", Cor: "Preto" },
      { Tamanho: "G", Cor: "Azul" },
      { Tamanho: "G", Cor: "Preto" },
    ]);
    expect(variationGrid([{ name: "", values: ["P"] }])).toEqual([]);
  });

  it("suggests a variation's SKU from the parent's", () => {
    expect(variationSku("CAM-001", { Tamanho: "P", Cor: "Azul Claro" })).toBe("CAM-001-P-AZULCLARO");
  });
});

describe("composition cycles", () => {
  const edges = new Map([
    [2, [3]],
    [3, [4]],
  ]);
  it.each([
    [1, [2], false],
    [4, [2], true],
    [3, [3], true],
    [null, [2], false],
  ])("product %s with components %j closes a cycle: %s", (id, components, cycle) => {
    expect(closesCycle(id, components, edges)).toBe(cycle);
  });
});

describe("productIssues", () => {
  it("accepts a complete product", () => {
    expect(productIssues(product())).toEqual({});
  });

  it("names each problem under its field", () => {
    expect(
      productIssues(
        product({
          full_description: "  ",
          sku: "",
          ean: "7891000000015",
          sale_unit: "XX",
          ncm: "123",
          cest: "1",
          origin: 9,
        }),
      ),
    ).toEqual({
      full_description: ["required"],
      sku: ["required"],
      ean: ["ean"],
      sale_unit: ["sale-unit"],
      ncm: ["ncm"],
      cest: ["cest"],
      origin: ["origin"],
    });
  });

  it("checks variations: a SKU each, unique (and not the parent's), EANs with check digit", () => {
    expect(
      productIssues(
        product({
          variations: [
            { sku: "cam-001", ean: "", values: { Tamanho: "P" } },
            { sku: "", ean: "123", values: { Tamanho: "M" } },
            { sku: "CAM-001-G", ean: "", values: { Tamanho: "G" } },
            { sku: "CAM-001-g", ean: "", values: { Tamanho: "GG" } },
          ],
        }),
      ),
    ).toEqual({
      "variations.0.sku": ["duplicate"],
      "variations.1.sku": ["required"],
      "variations.1.ean": ["ean"],
      "variations.3.sku": ["duplicate"],
    });
  });

  it("checks extras, components and combos: no repeats, not itself, positive quantities, min ≤ max ≤ options", () => {
    expect(
      productIssues(
        product({
          extras: [{ product_id: 5 }, { product_id: 5 }],
          components: [
            { product_id: 7, quantity: 0 },
            { product_id: 1, quantity: 2 },
          ],
          combo_groups: [
            { name: "Bebida", min_choices: 2, max_choices: 1, options: [{ product_id: 8 }] },
            { name: "", min_choices: 0, max_choices: 3, options: [{ product_id: 8 }, { product_id: 9 }] },
            { name: "Molho", min_choices: 1, max_choices: 2, options: [{ product_id: 8 }, { product_id: 9 }] },
          ],
        }),
        1,
      ),
    ).toEqual({
      "extras.1.product_id": ["duplicate"],
      "components.0.quantity": ["quantity"],
      "components.1.product_id": ["self"],
      "combo_groups.0.min_choices": ["min-max"],
      "combo_groups.1.name": ["required"],
      "combo_groups.1.max_choices": ["max-options"],
    });
  });
});
