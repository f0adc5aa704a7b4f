import { Schema } from "effect";
import { PRODUCT_SHEET_FIELDS } from "../domain/product-import.ts";
import { IdFromString } from "./fields.ts";

// Products to and from a sheet (issue 13 item 10): the export's query, the import's upload, the check of every row
// and the answer once the valid rows are written.

export const SHEET_FORMATS = ["xlsx", "csv"] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** GET /api/v1/products/export: the list's filters and the file's format. */
export const ProductExportQuery = Schema.Struct({
  format: Schema.optional(Schema.Literals(SHEET_FORMATS)),
  filter: Schema.optional(Schema.String.check(Schema.isMaxLength(200, { message: "max-length" }))),
  department_id: Schema.optional(IdFromString),
  active: Schema.optional(Schema.Literals(["true", "false"])),
});
export type ProductExportQuery = typeof ProductExportQuery.Type;

/** The most a sheet may hold, and its size as a file. */
export const MAX_IMPORT_ROWS = 5_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** POST /api/v1/products/import/check and /api/v1/products/import: the file, as base64 (a data: URL is accepted). */
export const ProductImportUpload = Schema.Struct({
  file_name: Schema.String.check(Schema.isMinLength(1, { message: "required" }), Schema.isMaxLength(255)),
  content_base64: Schema.String.check(Schema.isMinLength(1, { message: "required" })),
});
export type ProductImportUpload = typeof ProductImportUpload.Type;

export const ProductImportProblem = Schema.Struct({
  field: Schema.Literals([...PRODUCT_SHEET_FIELDS, "row"]),
  message: Schema.String,
});

export const ProductImportRow = Schema.Struct({
  /** The row's line in the sheet (the header is line 1). */
  line: Schema.Int,
  sku: Schema.String,
  description: Schema.String,
  valid: Schema.Boolean,
  problems: Schema.Array(ProductImportProblem),
});
export type ProductImportRow = typeof ProductImportRow.Type;

/** The check: every row with its problems in the user's language; nothing written. */
export const ProductImportCheck = Schema.Struct({
  rows: Schema.Array(ProductImportRow),
  valid: Schema.Int,
  invalid: Schema.Int,
});
export type ProductImportCheck = typeof ProductImportCheck.Type;

/** The import: the valid rows written in one transaction, the others left out. */
export const ProductImportResult = Schema.Struct({ created: Schema.Int, skipped: Schema.Int });
export type ProductImportResult = typeof ProductImportResult.Type;
