import { asc, eq, inArray, sql } from "drizzle-orm";
import { decodeBase64 } from "../http/files.ts";
import { type CheckedRow, PRODUCT_SHEET_FIELDS, PRODUCT_SHEET_HEADERS } from "../../src/domain/product-import.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { centsToDecimalString } from "../../src/domain/money.ts";
import { milliToDecimalString } from "../../src/domain/stock.ts";
import type { Requirement } from "../../src/domain/permissions.ts";
import { productSheetEndpoints } from "../../src/schemas/endpoints/stock-import.ts";
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ProductImportRow,
  type ProductImportUpload,
} from "../../src/schemas/stock-import.ts";
import type { Db } from "../db/client.ts";
import { message, ValidationError } from "../http/errors.ts";
import { eachWordIn } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { runSheetJob } from "./product-import-job.ts";
import { marketStructure, productConfigs, products } from "./schema.ts";
import type { TFunction } from "i18next";

// Products to and from XLSX or CSV (issue 13 item 10; STO 3). The export takes the product list's filters; an
// import is checked whole first (POST .../import/check writes nothing) and then, once the user confirms, its valid
// rows are written in one transaction (POST .../import sends the same file, checked again).

export const PRODUCT_SHEETS_REQUIREMENT = { slug: "STO", code: 3 } as const satisfies Requirement;

const TAG = "products";
/** Room for a 5 MB file as base64 in JSON. */
const UPLOAD_BODY_BYTES = 7 * 1024 * 1024;
const EXPORT_LIMIT = 100_000;
const BATCH = 1_000;

const fileProblem = (key: string, values?: Record<string, unknown>) =>
  new ValidationError({ file: [message(`products-import:server.${key}`, values)] });

function bytesOf(upload: ProductImportUpload): { bytes: Uint8Array; format: "xlsx" | "csv" } {
  const bytes = decodeBase64(upload.content_base64);
  if (bytes === null) throw fileProblem("unreadable");
  if (bytes.length === 0) throw fileProblem("empty");
  if (bytes.length > MAX_IMPORT_BYTES) throw fileProblem("too-large");
  // An XLSX is a ZIP (PK\x03\x04); anything else is read as CSV text.
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const named = upload.file_name.toLowerCase();
  if (!zip && !named.endsWith(".csv") && !named.endsWith(".txt")) throw fileProblem("format");
  return { bytes, format: zip ? "xlsx" : "csv" };
}

/** Reads and checks the sheet's rows on its own thread, then against the network (SKUs taken, departments). */
async function checkedSheet(db: Db, session: SessionInfo, upload: ProductImportUpload) {
  const { bytes, format } = bytesOf(upload);
  const result = await runSheetJob({ kind: "read", format, bytes, maxRows: MAX_IMPORT_ROWS });
  if (result.kind === "unreadable") throw fileProblem("unreadable");
  if (result.kind === "missing") throw fileProblem("missing-columns", { columns: result.fields.join(", ") });
  if (result.kind === "too-many") throw fileProblem("too-many-rows", { max: MAX_IMPORT_ROWS });
  if (result.kind !== "rows") throw new Error(`unexpected sheet result ${result.kind}`);
  if (result.rows.length === 0) throw fileProblem("no-rows");
  const skus = [...new Set(result.rows.map((row) => row.sku.toLowerCase()).filter((sku) => sku !== ""))];
  const taken = new Set<string>();
  for (let i = 0; i < skus.length; i += BATCH) {
    const rows = await db
      .select({ sku: sql<string>`lower(${products.sku})` })
      .from(products)
      .where(tenantScope(products, session, inArray(sql`lower(${products.sku})`, skus.slice(i, i + BATCH))));
    for (const row of rows) taken.add(row.sku);
  }
  const departments = await db
    .select({ id: marketStructure.id, name: marketStructure.name })
    .from(marketStructure)
    .where(tenantScope(marketStructure, session, eq(marketStructure.level, "department")));
  const departmentIds = new Map(departments.map((d) => [d.name.trim().toLowerCase(), d.id]));
  const rows = result.rows.map((row): CheckedRow & { departmentId: number | null } => {
    const problems = [...row.problems];
    if (taken.has(row.sku.toLowerCase())) problems.push({ field: "sku", key: "sku-taken" });
    const department = row.product?.department ?? null;
    const departmentId = department === null ? null : (departmentIds.get(department.toLowerCase()) ?? null);
    if (department !== null && departmentId === null) problems.push({ field: "department", key: "department-unknown" });
    return { ...row, problems, product: problems.length > 0 ? null : row.product, departmentId };
  });
  return rows;
}

const answerRow = (row: CheckedRow, t: TFunction): ProductImportRow => ({
  line: row.line,
  sku: row.sku,
  description: row.description,
  valid: row.product !== null,
  problems: row.problems.map((problem) => ({
    field: problem.field,
    message: t(`products-import:problems.${problem.key}`),
  })),
});

const check = defineRoute({
  endpoint: productSheetEndpoints.check,
  access: PRODUCT_SHEETS_REQUIREMENT,
  tag: TAG,
  summary:
    "Checks every row of an XLSX or CSV of products (JSON { file_name, content_base64 }): required columns, SKU " +
    "unique in the sheet and the network, EAN check digit, NCM of 8 digits, money, decimals, sale unit names, " +
    "department; answers each row with its problems in the request's language and writes nothing",
  maxBodyBytes: UPLOAD_BODY_BYTES,
  handler: async ({ services, session, body, t }) => {
    const rows = await checkedSheet(services.db, session, body);
    const answered = rows.map((row) => answerRow(row, t));
    const valid = answered.filter((row) => row.valid).length;
    return { rows: answered, valid, invalid: answered.length - valid };
  },
});

const importRows = defineRoute({
  endpoint: productSheetEndpoints.import,
  access: PRODUCT_SHEETS_REQUIREMENT,
  tag: TAG,
  summary:
    "Creates the valid rows of the sheet (checked again) in one transaction, each product with its price, cost, " +
    "minimum and active flag in every unit of the network; rows with problems are left out",
  maxBodyBytes: UPLOAD_BODY_BYTES,
  handler: async ({ services, session, body, audit }) => {
    const { db } = services;
    const rows = await checkedSheet(db, session, body);
    const valid = rows.filter((row) => row.product !== null);
    if (valid.length === 0) throw fileProblem("nothing-valid");
    const units = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.multiStoreId, session.multiStoreId))
      .orderBy(asc(companies.id));
    const now = services.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < valid.length; i += BATCH) {
        const batch = valid.slice(i, i + BATCH);
        const inserted = await tx
          .insert(products)
          .values(
            batch.map(({ product, departmentId }) => {
              const p = product as NonNullable<typeof product>;
              return {
                multiStoreId: session.multiStoreId,
                fullDescription: p.description,
                sku: p.sku,
                ean: p.ean,
                saleUnitName: p.unitName,
                saleUnitDecimals: p.unitDecimals,
                status: p.active,
                kind: p.kind,
                ncm: p.ncm,
                cest: p.cest,
                origin: p.origin,
                cost: centsToDecimalString(p.cost),
                price: centsToDecimalString(p.price),
                departmentId,
                createdAt: now,
                updatedAt: now,
              };
            }),
          )
          .returning({ id: products.id });
        const configs = inserted.flatMap((row, n) => {
          const p = batch[n]?.product as NonNullable<CheckedRow["product"]>;
          return units.map((unit) => ({
            multiStoreId: session.multiStoreId,
            companyId: unit.id,
            productId: row.id,
            price1: centsToDecimalString(p.price),
            unitCost: centsToDecimalString(p.cost),
            stockControl: p.kind === "product",
            minStock: milliToDecimalString(p.minStock),
            active: p.active,
          }));
        });
        for (let c = 0; c < configs.length; c += BATCH)
          await tx.insert(productConfigs).values(configs.slice(c, c + BATCH));
      }
      await audit(
        {
          action: "imported",
          entity: "products",
          details: { file: body.file_name, created: valid.length, skipped: rows.length - valid.length },
        },
        tx,
      );
    });
    return { created: valid.length, skipped: rows.length - valid.length };
  },
});

const yesNo = (value: boolean, locale: Locale) =>
  value ? (locale === "es-EC" ? "Sí" : "Sim") : locale === "es-EC" ? "No" : "Não";

const exportRows = defineRoute({
  endpoint: productSheetEndpoints.export,
  access: PRODUCT_SHEETS_REQUIREMENT,
  tag: TAG,
  summary:
    "The network's products as XLSX (default) or CSV (';', UTF-8 with BOM), with the list's filters (text, " +
    "department_id, active); the columns the import reads, headers in the request's language",
  queryIds: { department_id: marketStructure },
  handler: async ({ services: { db }, session, query, locale }) => {
    const format = query.format ?? "xlsx";
    const department = db
      .select({ id: marketStructure.id, name: marketStructure.name })
      .from(marketStructure)
      .as("department");
    const filter = query.filter?.trim() ?? "";
    const rows = await db
      .select({
        sku: products.sku,
        description: products.fullDescription,
        ean: products.ean,
        unit: products.saleUnitName,
        kind: products.kind,
        ncm: products.ncm,
        cest: products.cest,
        origin: products.origin,
        cost: products.cost,
        price: products.price,
        minStock: sql<string>`(select max(pc.min_stock) from product_configs pc where pc.product_id = ${products.id})`,
        department: department.name,
        active: products.status,
      })
      .from(products)
      .leftJoin(department, eq(department.id, products.departmentId))
      .where(
        tenantScope(
          products,
          session,
          query.department_id === undefined ? undefined : eq(products.departmentId, query.department_id),
          query.active === undefined ? undefined : eq(products.status, query.active === "true"),
          filter === "" ? undefined : eachWordIn([products.fullDescription, products.sku, products.ean], filter),
        ),
      )
      .orderBy(asc(sql`lower(${products.fullDescription})`), asc(products.id))
      .limit(EXPORT_LIMIT);
    const headers = PRODUCT_SHEET_HEADERS[locale];
    const kindText = (kind: string) =>
      kind === "service" ? (locale === "es-EC" ? "Servicio" : "Serviço") : locale === "es-EC" ? "Producto" : "Produto";
    const file = await runSheetJob({
      kind: "write",
      format,
      sheetName: locale === "es-EC" ? "Productos" : "Produtos",
      headers: PRODUCT_SHEET_FIELDS.map((field) => headers[field]),
      rows: rows.map((row) => [
        row.sku,
        row.description,
        row.ean ?? "",
        row.unit,
        kindText(row.kind),
        row.ncm ?? "",
        row.cest ?? "",
        row.origin,
        Number(row.cost),
        Number(row.price),
        row.minStock === null ? 0 : Number(row.minStock),
        row.department ?? "",
        yesNo(row.active, locale),
      ]),
    });
    if (file.kind !== "file") throw new Error("sheet worker gave no file");
    const name = `${locale === "es-EC" ? "productos" : "produtos"}.${format}`;
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        "content-type":
          format === "xlsx"
            ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            : "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
        "content-length": String(file.bytes.byteLength),
        "cache-control": "private, no-store",
      },
    });
  },
});

export const productSheetRoutes = [check, importRows, exportRows];
