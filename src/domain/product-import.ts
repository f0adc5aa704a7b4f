import { isValidEan13 } from "./barcode.ts";
import { type Cents, MAX_AMOUNT_CENTS, parseMoney } from "./money.ts";
import { type Milli, parseQuantity, quantityDecimals } from "./stock.ts";
import { SALE_UNITS } from "./products.ts";
import { fromInertCellText } from "./text.ts";

// Products read from a sheet (XLSX or CSV, spec issue 13 item 10): the columns a sheet may have, in Portuguese or
// Spanish, and each row's rules. A row either becomes a product to create or carries its problems, as message keys
// of the `products-import` namespace that the server translates into the user's language.

/** The sheet's columns, in the order the export writes them. */
export const PRODUCT_SHEET_FIELDS = [
  "sku",
  "description",
  "ean",
  "unit",
  "kind",
  "ncm",
  "cest",
  "origin",
  "cost",
  "price",
  "minStock",
  "department",
  "active",
] as const;
export type ProductSheetField = (typeof PRODUCT_SHEET_FIELDS)[number];

/** Header texts as the export writes them, per language. */
export const PRODUCT_SHEET_HEADERS: Readonly<Record<"pt-BR" | "es-EC", Readonly<Record<ProductSheetField, string>>>> = {
  "pt-BR": {
    sku: "SKU",
    description: "Descrição",
    ean: "EAN",
    unit: "Unidade",
    kind: "Tipo",
    ncm: "NCM",
    cest: "CEST",
    origin: "Origem",
    cost: "Custo",
    price: "Preço",
    minStock: "Estoque mínimo",
    department: "Departamento",
    active: "Ativo",
  },
  "es-EC": {
    sku: "SKU",
    description: "Descripción",
    ean: "EAN",
    unit: "Unidad",
    kind: "Tipo",
    ncm: "NCM",
    cest: "CEST",
    origin: "Origen",
    cost: "Costo",
    price: "Precio",
    minStock: "Stock mínimo",
    department: "Departamento",
    active: "Activo",
  },
};

/** Columns a sheet must have. */
export const REQUIRED_SHEET_FIELDS: ReadonlyArray<ProductSheetField> = ["sku", "description", "unit", "price"];

/** Lower case without accents or extra spaces: "Descrição " → "descricao". */
export const foldText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

const HEADER_FIELDS: ReadonlyMap<string, ProductSheetField> = new Map(
  Object.values(PRODUCT_SHEET_HEADERS).flatMap((headers) =>
    Object.entries(headers).map(([field, header]) => [foldText(header), field as ProductSheetField] as const),
  ),
);

/** The field a header names (either language, any case or accents), or null. */
export const fieldOfHeader = (header: string): ProductSheetField | null => HEADER_FIELDS.get(foldText(header)) ?? null;

const UNIT_BY_NAME = new Map(
  SALE_UNITS.flatMap((unit) => [
    [foldText(unit.name), unit],
    [foldText(unit.es), unit],
  ]),
);
const UNIT_ABBREVIATIONS: Readonly<Record<string, string>> = {
  un: "Unidade",
  und: "Unidade",
  kg: "Quilograma",
  g: "Grama",
  l: "Litro",
  lt: "Litro",
  m: "Metro",
  m2: "Metro quadrado",
  ml: "Mililitro",
  cm: "Centímetro",
  cx: "Caixa",
  pc: "Peça",
  pct: "Pacote",
  par: "Par",
  dz: "Dúzia",
  rl: "Rolo",
  fl: "Folha",
  sv: "Serviço",
};

/** The sale unit a cell names (name in pt or es, or its abbreviation), or null. */
export const saleUnitOf = (text: string) => {
  const folded = foldText(text);
  const abbreviated = UNIT_ABBREVIATIONS[folded.replace(/\.$/, "")];
  return UNIT_BY_NAME.get(abbreviated ? foldText(abbreviated) : folded) ?? null;
};

/** A cell as read from the sheet: text, a number or a boolean (XLSX keeps types; CSV gives text). */
export type SheetCell = string | number | boolean | null;
export type SheetRow = { readonly line: number; readonly cells: Partial<Record<ProductSheetField, SheetCell>> };

/** One problem of a row: the `products-import:problems.<key>` message with its values. */
export type RowProblem = { readonly field: ProductSheetField | "row"; readonly key: string };

/** A row that passed: the product to create. */
export type ImportedProduct = {
  readonly sku: string;
  readonly description: string;
  readonly ean: string | null;
  readonly unitName: string;
  readonly unitDecimals: number;
  readonly kind: "product" | "service";
  readonly ncm: string | null;
  readonly cest: string | null;
  readonly origin: number;
  readonly cost: Cents;
  readonly price: Cents;
  readonly minStock: Milli;
  /** The department's name as typed (the server finds its id); null without one. */
  readonly department: string | null;
  readonly active: boolean;
};

export type CheckedRow = {
  readonly line: number;
  readonly sku: string;
  readonly description: string;
  readonly product: ImportedProduct | null;
  readonly problems: ReadonlyArray<RowProblem>;
};

const textOf = (cell: SheetCell | undefined): string => {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isInteger(cell) ? String(cell) : String(cell);
  // A text the export kept from running as a formula ("'=1+1") comes back as it was typed.
  return fromInertCellText(String(cell).trim());
};

/** Digits of a code cell: "4901.10.00" → "49011000"; a number cell loses no leading zero it never had. */
const digitsOf = (cell: SheetCell | undefined): string => textOf(cell).replace(/[.\-\s]/g, "");

/** Money from a cell: a number (12.5 is R$ 12,50) or text ("12,50", "R$ 1.234,56"). */
export const moneyOfCell = (cell: SheetCell | undefined): Cents | null => {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 0) return null;
    const cents = Math.round(cell * 100);
    return Math.abs(cents - cell * 100) < 1e-6 && cents <= MAX_AMOUNT_CENTS ? cents : null;
  }
  const cents = parseMoney(textOf(cell));
  return cents !== null && cents >= 0 && cents <= MAX_AMOUNT_CENTS ? cents : null;
};

/** A quantity from a cell: 2.5 or "2,5" (comma or dot as the decimal sign). */
export const quantityOfCell = (cell: SheetCell | undefined): Milli | null => {
  if (typeof cell === "number") return Number.isFinite(cell) ? parseQuantity(cell) : null;
  const text = textOf(cell);
  return parseQuantity(text.includes(",") ? text.replaceAll(".", "").replace(",", ".") : text);
};

const YES = new Set(["sim", "si", "s", "yes", "y", "true", "1", "ativo", "activo", "x"]);
const NO = new Set(["nao", "no", "n", "false", "0", "inativo", "inactivo"]);
const PRODUCT_KINDS = new Set(["produto", "producto", "product", "p"]);
const SERVICE_KINDS = new Set(["servico", "servicio", "service", "s"]);

export const MAX_SKU_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 120;

/** Checks one row on its own (SKUs repeated in the sheet or taken in the network are checked by `checkRows`). */
export function checkRow(row: SheetRow): CheckedRow {
  const { cells } = row;
  const problems: RowProblem[] = [];
  const problem = (field: RowProblem["field"], key: string) => problems.push({ field, key });
  const sku = textOf(cells.sku);
  const description = textOf(cells.description);
  if (sku === "") problem("sku", "sku-required");
  else if (sku.length > MAX_SKU_LENGTH || /\s/.test(sku)) problem("sku", "sku-invalid");
  if (description === "") problem("description", "description-required");
  else if (description.length > MAX_DESCRIPTION_LENGTH) problem("description", "description-too-long");
  const ean = digitsOf(cells.ean);
  if (ean !== "" && !isValidEan13(ean)) problem("ean", "ean-invalid");
  const unitText = textOf(cells.unit);
  const unit = unitText === "" ? null : saleUnitOf(unitText);
  if (unitText === "") problem("unit", "unit-required");
  else if (unit === null) problem("unit", "unit-unknown");
  const kindText = foldText(textOf(cells.kind));
  const kind =
    kindText === "" || PRODUCT_KINDS.has(kindText) ? "product" : SERVICE_KINDS.has(kindText) ? "service" : null;
  if (kind === null) problem("kind", "kind-unknown");
  const ncm = digitsOf(cells.ncm);
  if (ncm !== "" && !/^\d{8}$/.test(ncm)) problem("ncm", "ncm-invalid");
  const cest = digitsOf(cells.cest);
  if (cest !== "" && !/^\d{7}$/.test(cest)) problem("cest", "cest-invalid");
  const originText = textOf(cells.origin);
  const origin = originText === "" ? 0 : Number(originText);
  if (!Number.isInteger(origin) || origin < 0 || origin > 8) problem("origin", "origin-invalid");
  const costEmpty = textOf(cells.cost) === "";
  const cost = costEmpty ? 0 : moneyOfCell(cells.cost);
  if (cost === null) problem("cost", "cost-invalid");
  const priceEmpty = textOf(cells.price) === "";
  const price = priceEmpty ? null : moneyOfCell(cells.price);
  if (priceEmpty) problem("price", "price-required");
  else if (price === null) problem("price", "price-invalid");
  const minText = textOf(cells.minStock);
  const minStock = minText === "" ? 0 : quantityOfCell(cells.minStock);
  if (minStock === null || minStock < 0) problem("minStock", "min-stock-invalid");
  else if (unit !== null && quantityDecimals(minStock) > unit.decimals) problem("minStock", "min-stock-decimals");
  const activeText = foldText(textOf(cells.active));
  const active = activeText === "" || YES.has(activeText) ? true : NO.has(activeText) ? false : null;
  if (active === null) problem("active", "active-invalid");
  const department = textOf(cells.department);
  const product: ImportedProduct | null =
    problems.length > 0 || unit === null || kind === null || cost === null || price === null || minStock === null
      ? null
      : {
          sku,
          description,
          ean: ean === "" ? null : ean,
          unitName: unit.name,
          unitDecimals: unit.decimals,
          kind,
          ncm: ncm === "" ? null : ncm,
          cest: cest === "" ? null : cest,
          origin,
          cost,
          price,
          minStock,
          department: department === "" ? null : department,
          active: active ?? true,
        };
  return { line: row.line, sku, description, product, problems };
}

/** Every row checked, and each SKU repeated within the sheet flagged on its later rows. */
export function checkRows(rows: ReadonlyArray<SheetRow>): CheckedRow[] {
  const firstLineOf = new Map<string, number>();
  return rows.map((row) => {
    const checked = checkRow(row);
    const key = checked.sku.toLowerCase();
    if (key === "") return checked;
    if (!firstLineOf.has(key)) {
      firstLineOf.set(key, row.line);
      return checked;
    }
    return {
      ...checked,
      product: null,
      problems: [...checked.problems, { field: "sku", key: "sku-repeated" }],
    };
  });
}

/** The rows of a sheet: its header (first non-empty row) named fields; unknown columns are ignored. */
export function sheetRows(grid: ReadonlyArray<ReadonlyArray<SheetCell>>): {
  rows: SheetRow[];
  missing: ProductSheetField[];
} {
  const headerIndex = grid.findIndex((cells) => cells.some((cell) => textOf(cell) !== ""));
  if (headerIndex < 0) return { rows: [], missing: [...REQUIRED_SHEET_FIELDS] };
  const header = grid[headerIndex] ?? [];
  const columns = header.map((cell) => fieldOfHeader(textOf(cell)));
  const present = new Set(columns.filter((field) => field !== null));
  const missing = REQUIRED_SHEET_FIELDS.filter((field) => !present.has(field));
  const rows: SheetRow[] = [];
  grid.forEach((cells, index) => {
    if (index <= headerIndex || cells.every((cell) => textOf(cell) === "")) return;
    const named: Partial<Record<ProductSheetField, SheetCell>> = {};
    columns.forEach((field, column) => {
      if (field !== null) named[field] = cells[column] ?? null;
    });
    rows.push({ line: index + 1, cells: named });
  });
  return { rows, missing };
}
