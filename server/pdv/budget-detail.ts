import type { ProductId } from "../../src/schemas/ids.ts";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BudgetDetail } from "../../src/schemas/pdv-budgets.ts";
import type { Db } from "../db/client.ts";
import { customerAddresses, customers } from "../customers/schema.ts";
import { companies } from "../network/schema.ts";
import { budgetItems, budgets, deliveryMen } from "./schema.ts";
import { transporters } from "../suppliers/schema.ts";
import { sellers } from "../sellers/public.ts";
import { products } from "../stock/schema.ts";
import { users } from "../users/schema.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { addressOut } from "../customers/public.ts";
import { ownBudgets } from "./unit-scope.ts";
import { iso, milliOf, named } from "./values.ts";

export const budgetPdfUrl = (id: number) => `/api/v1/budgets/${id}`;

/** One budget of a unit the session works in, with its items, or null. */
export async function loadBudgetDetail(db: Db, session: SessionInfo, id: number): Promise<BudgetDetail | null> {
  const seller = alias(sellers, "seller");
  const [row] = await db
    .select({
      budget: budgets,
      company: companies.name,
      user: users.name,
      customerName: customers.name,
      customerDoc: customers.docId1,
      address: customerAddresses,
      transporter: transporters.name,
      deliveryMan: deliveryMen.name,
      seller: seller.name,
    })
    .from(budgets)
    .innerJoin(companies, eq(companies.id, budgets.companyId))
    .innerJoin(users, eq(users.id, budgets.userId))
    .leftJoin(customers, eq(customers.id, budgets.customerId))
    .leftJoin(customerAddresses, eq(customerAddresses.id, budgets.deliveryAddressId))
    .leftJoin(transporters, eq(transporters.id, budgets.transporterId))
    .leftJoin(deliveryMen, eq(deliveryMen.id, budgets.deliveryManId))
    .leftJoin(seller, eq(seller.id, budgets.sellerId))
    .where(tenantScope(budgets, session, eq(budgets.id, id), ownBudgets(session)));
  if (!row) return null;
  const items = await db
    .select({
      item: budgetItems,
      sku: products.sku,
      unitName: products.saleUnitName,
      unitDecimals: products.saleUnitDecimals,
    })
    .from(budgetItems)
    .innerJoin(products, eq(products.id, budgetItems.productId))
    .where(eq(budgetItems.budgetId, id))
    .orderBy(asc(budgetItems.position));
  const { budget } = row;
  return {
    id: budget.id,
    company_id: budget.companyId,
    company: row.company,
    user: row.user,
    customer:
      budget.customerId !== null && row.customerName !== null
        ? { id: budget.customerId, name: row.customerName, doc_id_1: row.customerDoc ?? "" }
        : null,
    customer_object_id: budget.customerObjectId,
    delivery_address: row.address ? addressOut(row.address) : null,
    transporter: named(budget.transporterId, row.transporter),
    delivery_man: named(budget.deliveryManId, row.deliveryMan),
    seller: named(budget.sellerId, row.seller),
    shipping_method: budget.shippingMethod,
    delivery_charge: budget.deliveryCharge,
    delivery_cost: budget.deliveryCost,
    percentage_discount: Number(budget.percentageDiscount),
    gross_total: budget.grossTotal,
    discount_total: budget.discountTotal,
    items_total: budget.itemsTotal,
    total: budget.total,
    notes: budget.notes,
    status: budget.status === "converted" ? "converted" : "open",
    sale_id: budget.saleId,
    created_at: iso(budget.createdAt),
    updated_at: iso(budget.updatedAt),
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
    pdf_url: budgetPdfUrl(budget.id),
  };
}
