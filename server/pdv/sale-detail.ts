import type { CompanyId, ProductId, SaleId } from "../../src/schemas/ids.ts";
import { asc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NfeObservationsBody, SaleDetail } from "../../src/schemas/pdv-sales.ts";
import type { Db } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { customerAddresses, customers } from "../customers/schema.ts";
import { financialInflows, paymentMethods } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { deliveryMen, saleItems, sales } from "./schema.ts";
import { transporters } from "../suppliers/schema.ts";
import { sellers } from "../sellers/public.ts";
import { products } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { addressOut } from "../customers/public.ts";
import { kindOf } from "./lookups.routes.ts";
import { iso, milliOf, named, numericOfCents } from "./values.ts";
import type { CatalogProduct, PaymentMethodInfo } from "./sale-plan.ts";
import type { SaleWrite, WrittenSale } from "./sale-write.ts";

export const salePdfUrl = (id: number) => `/api/v1/reports/sales_history/${id}`;

/** The consumer receipt the PDV opens in a new window after an `nfce` sale (spec 4). */
export const saleReceiptUrl = (id: number) => `/api/v1/sales/${id}/receipt`;

/**
 * One sale of the session's network with its items and payments, or null. `visible` narrows it further (a read by id
 * passes readableSales: the units the user works in, unless RPT 7).
 */
export async function loadSaleDetail(
  db: Db,
  session: SessionInfo,
  id: number,
  visible?: SQL,
): Promise<SaleDetail | null> {
  const seller = alias(sellers, "seller");
  const canceler = alias(users, "canceler");
  const [row] = await db
    .select({
      sale: sales,
      company: companies.name,
      user: users.name,
      customerName: customers.name,
      customerDoc: customers.docId1,
      address: customerAddresses,
      transporter: transporters.name,
      deliveryMan: deliveryMen.name,
      seller: seller.name,
      canceledBy: canceler.name,
    })
    .from(sales)
    .innerJoin(companies, eq(companies.id, sales.companyId))
    .innerJoin(users, eq(users.id, sales.userId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(customerAddresses, eq(customerAddresses.id, sales.deliveryAddressId))
    .leftJoin(transporters, eq(transporters.id, sales.transporterId))
    .leftJoin(deliveryMen, eq(deliveryMen.id, sales.deliveryManId))
    .leftJoin(seller, eq(seller.id, sales.sellerId))
    .leftJoin(canceler, eq(canceler.id, sales.canceledBy))
    .where(tenantScope(sales, session, eq(sales.id, id), visible));
  if (!row) return null;
  const [items, inflows] = await readAll(db, [
    () =>
      db
        .select({
          item: saleItems,
          sku: products.sku,
          unitName: products.saleUnitName,
          unitDecimals: products.saleUnitDecimals,
        })
        .from(saleItems)
        .innerJoin(products, eq(products.id, saleItems.productId))
        .where(eq(saleItems.saleId, id))
        .orderBy(asc(saleItems.position)),
    () =>
      db
        .select({ inflow: financialInflows, method: paymentMethods.name })
        .from(financialInflows)
        .innerJoin(paymentMethods, eq(paymentMethods.id, financialInflows.paymentMethodId))
        .where(eq(financialInflows.saleId, id))
        .orderBy(asc(financialInflows.position)),
  ]);
  const { sale } = row;
  return {
    id: sale.id as SaleId,
    company_id: sale.companyId as CompanyId,
    company: row.company,
    cash_movement_id: sale.cashMovementId,
    user: row.user,
    customer:
      sale.customerId !== null && row.customerName !== null
        ? { id: sale.customerId, name: row.customerName, doc_id_1: row.customerDoc ?? "" }
        : null,
    customer_object_id: sale.customerObjectId,
    customer_doc_id_1: sale.customerDocId1,
    delivery_address: row.address ? addressOut(row.address) : null,
    transporter: named(sale.transporterId, row.transporter),
    delivery_man: named(sale.deliveryManId, row.deliveryMan),
    seller: named(sale.sellerId, row.seller),
    from_hotel: sale.fromHotel,
    fiscal_emission: fiscalEmissionOf(sale.fiscalEmission),
    fiscal_receipt_url: sale.fiscalEmission === "nfce" ? saleReceiptUrl(sale.id) : null,
    shipping_method: sale.shippingMethod,
    delivery_charge: sale.deliveryCharge,
    delivery_cost: sale.deliveryCost,
    percentage_discount: Number(sale.percentageDiscount),
    gross_total: sale.grossTotal,
    discount_total: sale.discountTotal,
    items_total: sale.itemsTotal,
    total: sale.total,
    inflows_total: sale.inflowsTotal,
    total_change: sale.totalChange,
    notes: sale.notes,
    operation_nature: sale.operationNature,
    nfe_observations: (sale.nfeObservations as NfeObservationsBody | null) ?? null,
    status: sale.status,
    cancellation:
      sale.canceledAt !== null
        ? { at: iso(sale.canceledAt), user: row.canceledBy ?? "", reason: sale.cancelReason ?? "" }
        : null,
    created_at: iso(sale.createdAt),
    items: items.map(({ item, sku, unitName, unitDecimals }) => ({
      id: item.id,
      product_id: item.productId as ProductId,
      description: item.description,
      sku,
      quantity: milliOf(item.quantity) / 1000,
      sale_unit: { name: unitName, decimals: unitDecimals },
      unit_price: item.unitPrice,
      list_price: item.listPrice,
      manual_discount: item.manualDiscount,
      discount_percentage_mode: item.discountPercentageMode,
      discount: item.discount,
      total: item.total,
      status: item.status,
      attendant_id: item.attendantId,
    })),
    financial_inflows: inflows.map(({ inflow, method }) => ({
      id: inflow.id,
      payment_method_id: inflow.paymentMethodId,
      payment_method: method,
      kind: kindOf(inflow.paymentKind),
      billing_value: inflow.billingValue,
      received_value: inflow.receivedValue,
      quantity: inflow.quantity,
      received: inflow.received,
      due_date: inflow.dueDate,
      received_date: inflow.receivedDate,
    })),
    pdf_url: salePdfUrl(sale.id),
  };
}

const fiscalEmissionOf = (emission: string | null) => (emission === "nfce" || emission === "nfe" ? emission : null);

/**
 * A new sale as GET /sales/{id} would answer it, built from what its statements wrote (the plan, the catalog and
 * payment methods it was checked against, and the ids and names the writes answered): the sale costs no read after
 * its writes. server/pdv/sale-answer.routes.test.ts holds it equal to loadSaleDetail.
 */
export function saleDetailOf(
  write: SaleWrite,
  written: WrittenSale,
  catalog: ReadonlyMap<number, CatalogProduct>,
  methods: ReadonlyMap<number, PaymentMethodInfo>,
): SaleDetail {
  const { header, pricing, payments } = write;
  const { names } = written;
  const { totals } = pricing;
  return {
    id: written.id as SaleId,
    company_id: write.companyId as CompanyId,
    company: names.company,
    cash_movement_id: write.cashMovementId,
    user: names.user,
    customer:
      header.customerId !== null && names.customer
        ? { id: header.customerId, name: names.customer.name, doc_id_1: names.customer.doc ?? "" }
        : null,
    customer_object_id: header.customerObjectId,
    customer_doc_id_1: header.customerDocId1,
    delivery_address: names.address ? addressOut(names.address) : null,
    transporter: named(header.transporterId, names.transporter),
    delivery_man: named(header.deliveryManId, names.deliveryMan),
    seller: named(header.sellerId, names.seller),
    from_hotel: header.fromHotel,
    fiscal_emission: fiscalEmissionOf(header.fiscalEmission),
    fiscal_receipt_url: header.fiscalEmission === "nfce" ? saleReceiptUrl(written.id) : null,
    shipping_method: pricing.shippingMethod,
    delivery_charge: numericOfCents(totals.deliveryCharge),
    delivery_cost: numericOfCents(totals.deliveryCost),
    percentage_discount: Number(pricing.percentageDiscount.toFixed(2)),
    gross_total: numericOfCents(totals.grossTotal),
    discount_total: numericOfCents(totals.discountTotal),
    items_total: numericOfCents(totals.itemsTotal),
    total: numericOfCents(totals.total),
    inflows_total: numericOfCents(payments.inflowsTotal),
    total_change: numericOfCents(payments.change),
    notes: header.notes,
    operation_nature: header.operationNature,
    nfe_observations: (header.nfeObservations as NfeObservationsBody | null) ?? null,
    status: "finished",
    cancellation: null,
    created_at: iso(write.createdAt),
    items: pricing.items.map((item, index) => {
      const product = catalog.get(item.productId);
      return {
        id: written.itemIds[index] ?? 0,
        product_id: item.productId as ProductId,
        description: item.description,
        sku: product?.sku ?? "",
        quantity: item.quantity / 1000,
        sale_unit: { name: product?.unitName ?? "", decimals: product?.unitDecimals ?? 0 },
        unit_price: numericOfCents(item.unitPrice),
        list_price: numericOfCents(item.listPrice),
        manual_discount: numericOfCents(item.manualDiscount),
        discount_percentage_mode: item.discountPercentageMode,
        discount: numericOfCents(item.discount),
        total: numericOfCents(item.total),
        status: item.status,
        attendant_id: item.attendantId,
      };
    }),
    financial_inflows: payments.inflows.map((line, index) => ({
      id: written.inflowIds[index] ?? 0,
      payment_method_id: line.paymentMethodId,
      payment_method: methods.get(line.paymentMethodId)?.name ?? "",
      kind: line.kind,
      billing_value: numericOfCents(line.billing),
      received_value: numericOfCents(line.received),
      quantity: line.installments,
      received: line.receivedNow,
      due_date: line.dueDate,
      received_date: line.receivedDate,
    })),
    pdf_url: salePdfUrl(written.id),
  };
}
