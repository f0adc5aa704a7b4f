import { and, eq, type SQL, sql } from "drizzle-orm";
import { cleanDocument, isValidCnpj, isValidCpf } from "../../src/domain/documents.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { customerAddresses } from "../customers/schema.ts";
import { paymentMethods } from "../finance/schema.ts";
import { productConfigs, products } from "../stock/schema.ts";
import { vehicles } from "../vehicles/schema.ts";
import { message } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { kindOf } from "./lookups.routes.ts";
import type { CatalogProduct, FieldErrors, PaymentMethodInfo } from "./sale-plan.ts";
import { col } from "./sql.ts";
import { centsOfNumeric, milliOf } from "./values.ts";

type ComponentRow = {
  id: number;
  quantity: string;
  description: string;
  unit_name: string;
  decimals: number;
  kind: string;
  stock_control: boolean | null;
};

/** How deep compositions nest (a kit of kits of kits…); saving refuses cycles, this only bounds the walk. */
const COMPOSITION_DEPTH = 6;

/**
 * A product's composition as a JSON array, read in the catalog's own statement (the sale's round trips do not
 * grow): each component with its quantity per unit and how the unit stocks it. A component that has a composition
 * of its own is replaced by its components, quantities multiplied down the levels, so a kit of kits takes the
 * leaves out of stock.
 */
const componentsOf = (companyId: number | SQL) =>
  sql<ComponentRow[]>`(
    with recursive tree(component_id, quantity, depth) as (
      select pc.component_id, pc.quantity::numeric, 1 from product_components pc where pc.product_id = ${col(products.id)}
      union all
      select sub.component_id, tree.quantity * sub.quantity, tree.depth + 1
      from tree join product_components sub on sub.product_id = tree.component_id
      where tree.depth < ${COMPOSITION_DEPTH}
    ),
    leaves as (
      select component_id, round(sum(quantity), 3) as quantity from tree
      where tree.depth = ${COMPOSITION_DEPTH}
        or not exists (select 1 from product_components x where x.product_id = tree.component_id)
      group by component_id
    )
    select coalesce(json_agg(json_build_object('id', c.id, 'quantity', leaves.quantity, 'description', c.full_description, 'unit_name', c.sale_unit_name, 'decimals', c.sale_unit_decimals, 'kind', c.kind, 'stock_control', cc.stock_control) order by c.id), '[]'::json)
    from leaves join products c on c.id = leaves.component_id
    left join product_configs cc on cc.product_id = c.id and cc.company_id = ${companyId}
  )`;

/** The network's products among `ids`, with their config in the unit (price null when not sold there). */
const catalogRows = prepared("sale_catalog", (db) =>
  db
    .select({
      id: products.id,
      description: products.fullDescription,
      sku: products.sku,
      unitName: products.saleUnitName,
      unitDecimals: products.saleUnitDecimals,
      active: products.status,
      configActive: productConfigs.active,
      kind: products.kind,
      price1: productConfigs.price1,
      unitCost: productConfigs.unitCost,
      stockControl: productConfigs.stockControl,
      components: componentsOf(sql`${sql.placeholder("companyId")}::int`),
    })
    .from(products)
    .leftJoin(
      productConfigs,
      and(eq(productConfigs.productId, products.id), eq(productConfigs.companyId, sql.placeholder("companyId"))),
    )
    .where(
      and(
        eq(products.multiStoreId, sql.placeholder("multiStoreId")),
        sql`${products.id} = any(${sql.placeholder("ids")}::int[])`,
      ),
    ),
);

export async function loadCatalog(
  db: Db,
  session: SessionInfo,
  companyId: number,
  ids: ReadonlyArray<number>,
): Promise<Map<number, CatalogProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await catalogRows(db, { multiStoreId: session.multiStoreId, companyId, ids: unique });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        description: r.description,
        sku: r.sku,
        unitName: r.unitName,
        unitDecimals: r.unitDecimals,
        // Inactive in the network (status) or in the unit (its config): not sold (422).
        active: r.active && r.configActive !== false,
        price1: r.price1 === null ? null : centsOfNumeric(r.price1),
        unitCost: centsOfNumeric(r.unitCost),
        stockControl: r.stockControl ?? false,
        service: r.kind === "service",
        components: r.components.map((c) => ({
          id: c.id,
          quantity: milliOf(c.quantity),
          description: c.description,
          unitName: c.unit_name,
          unitDecimals: c.decimals,
          stockControl: c.stock_control ?? false,
          service: c.kind === "service",
        })),
      },
    ]),
  );
}

/** The network's active payment methods among `ids`. */
const paymentMethodRows = prepared("sale_payment_methods", (db) =>
  db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.multiStoreId, sql.placeholder("multiStoreId")),
        eq(paymentMethods.active, true),
        sql`${paymentMethods.id} = any(${sql.placeholder("ids")}::int[])`,
      ),
    ),
);

export async function loadPaymentMethods(
  db: Db,
  session: SessionInfo,
  ids: ReadonlyArray<number>,
): Promise<Map<number, PaymentMethodInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await paymentMethodRows(db, { multiStoreId: session.multiStoreId, ids: [...new Set(ids)] });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        kind: kindOf(r.kind),
        givesChange: r.givesChange,
        feePercentage: Number(r.feePercentage),
        daysToReceive: r.daysToReceive,
      },
    ]),
  );
}

export type References = {
  readonly customerId?: number | null | undefined;
  readonly deliveryAddressId?: number | null | undefined;
  readonly customerDoc?: string | null | undefined;
  /** The sale's vehicle (customer_object_id): one of the customer's vehicles. */
  readonly vehicleId?: number | null | undefined;
};

const missing = () => message("validation:not-found");

/**
 * What the central tenant check of body ids (the route's `bodyIds`) cannot see: the delivery address and the
 * vehicle must be the customer's, and the receipt's CPF/CNPJ must be valid.
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
  if (refs.vehicleId) {
    const [vehicle] = await db
      .select({ customerId: vehicles.customerId })
      .from(vehicles)
      .where(tenantScope(vehicles, session, eq(vehicles.id, refs.vehicleId)));
    if (!vehicle) errors[`${prefix}customer_object_id`] = [missing()];
    else if (vehicle.customerId !== refs.customerId) {
      errors[`${prefix}customer_object_id`] = [message("pdv:sale.vehicle-not-of-customer")];
    }
  }
  const doc = cleanDocument(refs.customerDoc ?? "");
  if (doc !== "") {
    const valid = doc.length <= 11 ? isValidCpf(doc) : isValidCnpj(doc);
    if (!valid)
      errors[`${prefix}customer_doc_id_1`] = [message(doc.length <= 11 ? "validation:cpf" : "validation:cnpj")];
  }
}
