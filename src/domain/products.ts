import { isValidEan13 } from "./barcode.ts";
import type { Requirement } from "./permissions.ts";
import { cleanText } from "./text.ts";

// The product's rules (issue 13 item 1, spec 2.4 /produtos/novo with its seven tabs): sale units, ICMS origins,
// fiscal codes, variations, extras, composition and custom combos. The browser runs them for instant feedback,
// the server as the authority; both name a problem by its key in the `products` namespace (`issues.<key>`) under
// the field it belongs to ("ncm", "variations.1.sku", "combo_groups.0.max_choices").

/** /produtos and the product API: STO 3, products and services (spec 2.9). */
export const PRODUCTS_REQUIREMENT = { slug: "STO", code: 3 } as const satisfies Requirement;

/** The sale units a product is sold in, with the decimals its quantities take and the Spanish name shown in es. */
export const SALE_UNITS = [
  { name: "Unidade", decimals: 0, es: "Unidad" },
  { name: "Quilograma", decimals: 3, es: "Kilogramo" },
  { name: "Grama", decimals: 0, es: "Gramo" },
  { name: "Litro", decimals: 3, es: "Litro" },
  { name: "Mililitro", decimals: 0, es: "Mililitro" },
  { name: "Metro", decimals: 2, es: "Metro" },
  { name: "Centímetro", decimals: 0, es: "Centímetro" },
  { name: "Metro quadrado", decimals: 2, es: "Metro cuadrado" },
  { name: "Caixa", decimals: 0, es: "Caja" },
  { name: "Pacote", decimals: 0, es: "Paquete" },
  { name: "Peça", decimals: 0, es: "Pieza" },
  { name: "Par", decimals: 0, es: "Par" },
  { name: "Dúzia", decimals: 0, es: "Docena" },
  { name: "Rolo", decimals: 0, es: "Rollo" },
  { name: "Folha", decimals: 0, es: "Hoja" },
  { name: "Serviço", decimals: 0, es: "Servicio" },
] as const;
export type SaleUnitName = (typeof SALE_UNITS)[number]["name"];
export const SALE_UNIT_NAMES = SALE_UNITS.map((unit) => unit.name) as unknown as readonly [
  SaleUnitName,
  ...SaleUnitName[],
];

/** A sale unit's name as shown in a language: the Spanish name in es, the stored (pt) name otherwise. */
export const saleUnitLabel = (name: string, language: string): string =>
  language.startsWith("es") ? (SALE_UNITS.find((unit) => unit.name === name)?.es ?? name) : name;

/** The decimals of a sale unit (0 for a name off the list, as the seeded "Unidade"). */
export const saleUnitDecimals = (name: string): number => SALE_UNITS.find((unit) => unit.name === name)?.decimals ?? 0;

/** ICMS origin of the goods (SEFAZ table A, codes 0 to 8); the texts are in locales (products:origins.<code>). */
export const PRODUCT_ORIGINS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

export const PRODUCT_KINDS = ["product", "service"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Market structure levels; a group lives under a department, a subgroup under a group. */
export const MARKET_LEVELS = ["department", "type", "sector", "group", "subgroup"] as const;
export type MarketLevel = (typeof MARKET_LEVELS)[number];
/** The level whose row a level's parent_id must be. */
export const MARKET_PARENT: Readonly<Partial<Record<MarketLevel, MarketLevel>>> = {
  group: "department",
  subgroup: "group",
};

/** Most variations one product may have (the grid of its axes' values). */
export const MAX_VARIATIONS = 200;

export type ProductIssue =
  | "required"
  | "ean"
  | "ncm"
  | "cest"
  | "origin"
  | "sale-unit"
  | "duplicate"
  | "self"
  | "cycle"
  | "service-component"
  | "quantity"
  | "min-max"
  | "max-options"
  | "too-many-variations";

/** Problems by field path; empty when valid. */
export type ProductIssues = Readonly<Record<string, ReadonlyArray<ProductIssue>>>;

export type AttributeFields = { readonly name: string; readonly value: string };
export type AxisFields = { readonly name: string; readonly values: ReadonlyArray<string> };
export type VariationFields = {
  readonly sku: string;
  readonly ean: string;
  readonly values: Readonly<Record<string, string>>;
};
export type ComponentFields = { readonly product_id: number | null; readonly quantity: number };
export type ExtraFields = { readonly product_id: number | null };
export type ComboGroupFields = {
  readonly name: string;
  readonly min_choices: number;
  readonly max_choices: number;
  readonly options: ReadonlyArray<{ readonly product_id: number | null }>;
};

/** What the rules look at of a product. */
export type ProductFields = {
  readonly full_description: string;
  readonly sku: string;
  readonly ean: string;
  readonly sale_unit: string;
  readonly ncm: string;
  readonly cest: string;
  readonly origin: number;
  readonly attributes: ReadonlyArray<AttributeFields>;
  readonly variation_axes: ReadonlyArray<AxisFields>;
  readonly variations: ReadonlyArray<VariationFields>;
  readonly extras: ReadonlyArray<ExtraFields>;
  readonly components: ReadonlyArray<ComponentFields>;
  readonly combo_groups: ReadonlyArray<ComboGroupFields>;
};

const digits = (text: string) => text.replace(/\D/g, "");

/** NCM: 8 digits ("6109.10.00" or "61091000"); empty is allowed. */
export const isValidNcm = (text: string): boolean => text.trim() === "" || /^\d{8}$/.test(digits(text));
/** CEST: 7 digits ("28.038.00" or "2803800"); empty is allowed. */
export const isValidCest = (text: string): boolean => text.trim() === "" || /^\d{7}$/.test(digits(text));
/** EAN/GTIN-13 with its check digit; empty is allowed (the product has no barcode). */
export const isValidEan = (text: string): boolean => text.trim() === "" || isValidEan13(text.trim());

/** "61091000" → "6109.10.00". */
export const formatNcm = (text: string): string => {
  const d = digits(text);
  return d.length === 8 ? `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}` : text;
};
/** "2803800" → "28.038.00". */
export const formatCest = (text: string): string => {
  const d = digits(text);
  return d.length === 7 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}` : text;
};

/** Every combination of the axes' values, in order (first axis slowest): [{Tamanho: "P", Cor: "Azul"}, …]. */
export function variationGrid(axes: ReadonlyArray<AxisFields>): Array<Record<string, string>> {
  const used = axes
    .map((axis) => ({ name: cleanText(axis.name), values: axis.values.map(cleanText).filter((v) => v !== "") }))
    .filter((axis) => axis.name !== "" && axis.values.length > 0);
  if (used.length === 0) return [];
  return used.reduce<Array<Record<string, string>>>(
    (combos, axis) => combos.flatMap((combo) => axis.values.map((value) => ({ ...combo, [axis.name]: value }))),
    [{}],
  );
}

/** A variation's key on the grid ("Tamanho=P|Cor=Azul"), in the axes' order. */
export const variationKey = (axes: ReadonlyArray<AxisFields>, values: Readonly<Record<string, string>>): string =>
  axes.map((axis) => `${cleanText(axis.name)}=${values[cleanText(axis.name)] ?? ""}`).join("|");

/** A variation's SKU suggested from the parent's: "CAM-001-P-AZUL". */
export const variationSku = (parentSku: string, values: Readonly<Record<string, string>>): string =>
  [parentSku.trim(), ...Object.values(values).map((v) => v.toUpperCase().replace(/\s+/g, ""))]
    .filter((part) => part !== "")
    .join("-");

/**
 * Whether making `productId` contain `components` closes a cycle, given the stored compositions (`edges`: product
 * → its components): a kit cannot contain itself, directly or through another kit.
 */
export function closesCycle(
  productId: number | null,
  components: ReadonlyArray<number>,
  edges: ReadonlyMap<number, ReadonlyArray<number>>,
): boolean {
  if (productId === null) return false;
  const seen = new Set<number>();
  const stack = [...components];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    if (next === productId) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(edges.get(next) ?? []));
  }
  return false;
}

type Collector = { add: (field: string, issue: ProductIssue) => void; issues: Record<string, ProductIssue[]> };

const collector = (): Collector => {
  const issues: Record<string, ProductIssue[]> = {};
  return {
    issues,
    add: (field, issue) => {
      const list = issues[field] ?? [];
      if (!list.includes(issue)) list.push(issue);
      issues[field] = list;
    },
  };
};

/** Ids repeated in a list: each later one is a "duplicate". */
function duplicates(
  list: ReadonlyArray<{ readonly product_id: number | null }>,
  path: string,
  { add }: Collector,
  self: number | null,
) {
  const seen = new Set<number>();
  list.forEach((entry, index) => {
    if (entry.product_id === null) {
      add(`${path}.${index}.product_id`, "required");
      return;
    }
    if (self !== null && entry.product_id === self) add(`${path}.${index}.product_id`, "self");
    if (seen.has(entry.product_id)) add(`${path}.${index}.product_id`, "duplicate");
    seen.add(entry.product_id);
  });
}

/**
 * The product's own rules (what needs no other row): required description and SKU, EAN check digit, NCM 8 and CEST
 * 7 digits, origin 0–8, a listed sale unit, named attributes, variations with a SKU each (unique among them) and
 * valid EANs, no repeated extra or component, positive component quantities, combo groups with min ≤ max ≤ options.
 * `selfId` is the product's id when it exists (it cannot be its own extra, component or option).
 */
export function productIssues(product: ProductFields, selfId: number | null = null): ProductIssues {
  const c = collector();
  const { add } = c;
  if (cleanText(product.full_description) === "") add("full_description", "required");
  if (product.sku.trim() === "") add("sku", "required");
  if (!isValidEan(product.ean)) add("ean", "ean");
  if (!SALE_UNIT_NAMES.includes(product.sale_unit as SaleUnitName)) add("sale_unit", "sale-unit");
  if (!isValidNcm(product.ncm)) add("ncm", "ncm");
  if (!isValidCest(product.cest)) add("cest", "cest");
  if (!(PRODUCT_ORIGINS as ReadonlyArray<number>).includes(product.origin)) add("origin", "origin");
  product.attributes.forEach((attribute, index) => {
    if (cleanText(attribute.name) === "") add(`attributes.${index}.name`, "required");
  });
  product.variation_axes.forEach((axis, index) => {
    if (cleanText(axis.name) === "") add(`variation_axes.${index}.name`, "required");
    if (axis.values.every((value) => cleanText(value) === "")) add(`variation_axes.${index}.values`, "required");
  });
  if (product.variations.length > MAX_VARIATIONS) add("variations", "too-many-variations");
  const skus = new Set<string>([product.sku.trim().toLowerCase()]);
  product.variations.forEach((variation, index) => {
    const sku = variation.sku.trim().toLowerCase();
    if (sku === "") add(`variations.${index}.sku`, "required");
    else if (skus.has(sku)) add(`variations.${index}.sku`, "duplicate");
    skus.add(sku);
    if (!isValidEan(variation.ean)) add(`variations.${index}.ean`, "ean");
  });
  duplicates(product.extras, "extras", c, selfId);
  duplicates(product.components, "components", c, selfId);
  product.components.forEach((component, index) => {
    if (!(component.quantity > 0)) add(`components.${index}.quantity`, "quantity");
  });
  product.combo_groups.forEach((group, index) => {
    if (cleanText(group.name) === "") add(`combo_groups.${index}.name`, "required");
    if (group.min_choices > group.max_choices) add(`combo_groups.${index}.min_choices`, "min-max");
    if (group.max_choices > group.options.length) add(`combo_groups.${index}.max_choices`, "max-options");
    duplicates(group.options, `combo_groups.${index}.options`, c, selfId);
  });
  return c.issues;
}

/** The product as stored: description cleaned, codes as digits, SKU and EAN trimmed. */
export function normalizeProduct<T extends ProductFields>(product: T): T {
  return {
    ...product,
    full_description: cleanText(product.full_description),
    sku: product.sku.trim(),
    ean: product.ean.trim(),
    ncm: digits(product.ncm),
    cest: digits(product.cest),
    attributes: product.attributes.map((a) => ({ name: cleanText(a.name), value: cleanText(a.value) })),
    variation_axes: product.variation_axes.map((axis) => ({
      name: cleanText(axis.name),
      values: axis.values.map(cleanText).filter((v) => v !== ""),
    })),
    variations: product.variations.map((v) => ({ ...v, sku: v.sku.trim(), ean: v.ean.trim() })),
  };
}
