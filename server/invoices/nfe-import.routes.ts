import { and, eq, inArray, or } from "drizzle-orm";
import { INVOICES_REQUIREMENT, MAX_NFE_XML_BYTES } from "../../src/domain/invoices.ts";
import { centsToDecimalString } from "../../src/domain/money.ts";
import { milliToNumber } from "../../src/domain/stock.ts";
import { invoicesEndpoints } from "../../src/schemas/endpoints/invoices.ts";
import type { NfeImport, NfeItem } from "../../src/schemas/invoices.ts";
import type { Db } from "../db/client.ts";
import { invalidField } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { companies } from "../network/schema.ts";
import { products } from "../stock/schema.ts";
import { suppliers } from "../suppliers/schema.ts";
import { postedTwin } from "./invoice-store.ts";
import { type NfeLine, NfeUnreadable, readNfe } from "./nfe-xml.ts";
import { supplierProductCodes } from "./schema.ts";

// Importing a supplier's NF-e XML (issue 14 item 5): the server reads it and answers what fills the invoice form —
// the supplier by the CNPJ of emit (null: the screen offers to create it), the lines matched to products by the
// supplier's code learned before, else by EAN, the charges and the duplicatas as installments. Nothing is saved.

const money = centsToDecimalString;
type Product = NonNullable<NfeItem["product"]>;

async function matchLines(db: Db, multiStoreId: number, supplierId: number | null, lines: ReadonlyArray<NfeLine>) {
  const codes = [...new Set(lines.map((line) => line.supplierCode).filter(Boolean))];
  const learned =
    supplierId === null || codes.length === 0
      ? []
      : await db
          .select({ code: supplierProductCodes.code, productId: supplierProductCodes.productId })
          .from(supplierProductCodes)
          .where(
            and(
              eq(supplierProductCodes.multiStoreId, multiStoreId),
              eq(supplierProductCodes.supplierId, supplierId),
              inArray(supplierProductCodes.code, codes),
            ),
          );
  const eans = [...new Set(lines.map((line) => line.ean).filter(Boolean))];
  const byCodeIds = learned.map((row) => row.productId);
  const found =
    eans.length === 0 && byCodeIds.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            description: products.fullDescription,
            sku: products.sku,
            sale_unit_decimals: products.saleUnitDecimals,
            ean: products.ean,
          })
          .from(products)
          .where(
            and(
              eq(products.multiStoreId, multiStoreId),
              eq(products.kind, "product"),
              or(
                byCodeIds.length ? inArray(products.id, byCodeIds) : undefined,
                eans.length ? inArray(products.ean, eans) : undefined,
              ),
            ),
          );
  const relevant = found.filter((p) => byCodeIds.includes(p.id) || (p.ean !== null && eans.includes(p.ean)));
  const byId = new Map(relevant.map((p) => [p.id, p]));
  const byEan = new Map<string, (typeof relevant)[number]>();
  for (const product of relevant) if (product.ean && !byEan.has(product.ean)) byEan.set(product.ean, product);
  const byCode = new Map(learned.map((row) => [row.code, row.productId]));
  const productOf = (p: (typeof relevant)[number]): Product => ({
    id: p.id,
    description: p.description,
    sku: p.sku,
    sale_unit_decimals: p.sale_unit_decimals,
  });
  return lines.map((line): NfeItem => {
    const coded = byId.get(byCode.get(line.supplierCode) ?? 0);
    const withEan = line.ean ? byEan.get(line.ean) : undefined;
    return {
      supplier_code: line.supplierCode,
      ean: line.ean,
      description: line.description,
      ncm: line.ncm,
      unit: line.unit,
      quantity: milliToNumber(line.quantity),
      unit_cost: money(line.unitCost),
      total: money(line.total),
      product: coded ? productOf(coded) : withEan ? productOf(withEan) : null,
      matched_by: coded ? "supplier_code" : withEan ? "ean" : null,
    };
  });
}

const importXml = defineRoute({
  endpoint: invoicesEndpoints.importXml,
  access: INVOICES_REQUIREMENT,
  tag: "invoices",
  summary:
    "Reads a supplier's NF-e XML (procNFe or NFe 4.00, no DOCTYPE) into what fills a purchase invoice: supplier by " +
    "CNPJ, lines matched by the supplier's code or EAN, charges, duplicatas as installments; saves nothing",
  bodyIds: { company_id: companies },
  maxBodyBytes: MAX_NFE_XML_BYTES + 100_000,
  handler: async ({ services: { db }, session, body }): Promise<NfeImport> => {
    if (!session.companyIds.includes(body.company_id)) throw invalidField("company_id", "invoice-unit-not-yours");
    let nfe: ReturnType<typeof readNfe>;
    try {
      nfe = readNfe(body.xml);
    } catch (error) {
      if (error instanceof NfeUnreadable) throw invalidField("xml", "nfe-xml-unreadable");
      throw error;
    }
    const [supplier] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.multiStoreId, session.multiStoreId), eq(suppliers.docId1, nfe.issuer.cnpj)))
      .limit(1);
    const supplierId = supplier?.id ?? null;
    const items = await matchLines(db, session.multiStoreId, supplierId, nfe.lines);
    return {
      supplier: {
        id: supplierId,
        cnpj: nfe.issuer.cnpj,
        name: nfe.issuer.name,
        trade_name: nfe.issuer.tradeName,
        state_registration: nfe.issuer.stateRegistration,
        city: nfe.issuer.city,
        uf: nfe.issuer.uf,
      },
      number: nfe.number,
      series: nfe.series,
      access_key: nfe.accessKey,
      issue_date: nfe.issueDate,
      freight: money(nfe.freight),
      ipi: money(nfe.ipi),
      icms_st: money(nfe.icmsSt),
      other_costs: money(nfe.insurance + nfe.otherCosts),
      discount: money(nfe.discount),
      total: money(nfe.total),
      items,
      installments: nfe.duplicates.map((dup, index) => ({
        number: index + 1,
        due_date: dup.dueDate,
        value: money(dup.value),
      })),
      already_posted:
        supplierId !== null &&
        (await postedTwin(db, session.multiStoreId, { supplierId, number: nfe.number, series: nfe.series }, null)),
    };
  },
});

export const nfeImportRoutes = [importXml];
