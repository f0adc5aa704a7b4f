import { and, eq, inArray } from "drizzle-orm";
import { cleanDocument, isValidCnpj, isValidCpf } from "../../src/domain/documents.ts";
import type { Db } from "../db/client.ts";
import { customerAddresses } from "../customers/schema.ts";
import { paymentMethods } from "../finance/schema.ts";
import { productConfigs, products } from "../stock/schema.ts";
import { message } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { kindOf } from "./lookups.routes.ts";
import type { CatalogProduct, FieldErrors, PaymentMethodInfo } from "./sale-plan.ts";
import { centsOfNumeric } from "./values.ts";

/** The network's products among `ids`, with their config in the unit (price null when not sold there). */
export async function loadCatalog(
  db: Db,
  session: SessionInfo,
  companyId: number,
  ids: ReadonlyArray<number>,
): Promise<Map<number, CatalogProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      description: products.fullDescription,
      sku: products.sku,
      unitName: products.saleUnitName,
      unitDecimals: products.saleUnitDecimals,
      active: products.status,
      price1: productConfigs.price1,
      unitCost: productConfigs.unitCost,
      stockControl: productConfigs.stockControl,
    })
    .from(products)
    .leftJoin(productConfigs, and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, companyId)))
    .where(tenantScope(products, session, inArray(products.id, unique)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        description: r.description,
        sku: r.sku,
        unitName: r.unitName,
        unitDecimals: r.unitDecimals,
        active: r.active,
        price1: r.price1 === null ? null : centsOfNumeric(r.price1),
        unitCost: centsOfNumeric(r.unitCost),
        stockControl: r.stockControl ?? false,
      },
    ]),
  );
}

export async function loadPaymentMethods(
  db: Db,
  session: SessionInfo,
  ids: ReadonlyArray<number>,
): Promise<Map<number, PaymentMethodInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(tenantScope(paymentMethods, session, eq(paymentMethods.active, true), inArray(paymentMethods.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, kind: kindOf(r.kind), givesChange: r.givesChange }]));
}

export type References = {
  readonly customerId?: number | null | undefined;
  readonly deliveryAddressId?: number | null | undefined;
  readonly customerDoc?: string | null | undefined;
};

const missing = () => message("validation:not-found");

/**
 * What the central tenant check of body ids (the route's `bodyIds`) cannot see: the delivery address must be the
 * customer's, and the receipt's CPF/CNPJ must be valid.
 */
export async function checkReferences(
  db: Db,
  session: SessionInfo,
  refs: References,
  prefix: string,
  errors: FieldErrors,
): Promise<void> {
  if (refs.deliveryAddressId) {
    const [address] = await db
      .select({ customerId: customerAddresses.customerId })
      .from(customerAddresses)
      .where(tenantScope(customerAddresses, session, eq(customerAddresses.id, refs.deliveryAddressId)));
    if (!address) errors[`${prefix}delivery_address_id`] = [missing()];
    else if (address.customerId !== refs.customerId) {
      errors[`${prefix}delivery_address_id`] = [message("pdv:sale.address-not-of-customer")];
    }
  }
  const doc = cleanDocument(refs.customerDoc ?? "");
  if (doc !== "") {
    const valid = doc.length <= 11 ? isValidCpf(doc) : isValidCnpj(doc);
    if (!valid)
      errors[`${prefix}customer_doc_id_1`] = [message(doc.length <= 11 ? "validation:cpf" : "validation:cnpj")];
  }
}
