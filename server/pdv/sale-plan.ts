import { type Cents, currencyOf, formatMoney, MAX_TOTAL_CENTS, type MoneyLocale } from "../../src/domain/money.ts";
import type { BookedSaleInflow } from "../finance/ledger.ts";
import {
  DEFAULT_SHIPPING_METHOD,
  itemIssues,
  lineWithinBounds,
  type SaleItem,
  type SaleTotals,
  saleTotals,
  saleWithinBounds,
  settle,
} from "../../src/domain/sale.ts";
import { fitsUnit, type Milli } from "../../src/domain/stock.ts";
import type { PaymentKind } from "../../src/domain/cash-register.ts";
import type { FinancialInflowRequest, SaleItemRequest } from "../../src/schemas/pdv-sales.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import { centsOfNumeric, milliOf } from "./values.ts";

// Turns a sale or budget request into rows to write, recomputing every total with src/domain/sale.ts.
// Pure: the catalog and payment methods are looked up by the caller. Problems are collected per field.

export type CatalogProduct = {
  readonly id: number;
  readonly description: string;
  readonly sku: string;
  readonly unitName: string;
  readonly unitDecimals: number;
  readonly active: boolean;
  /** null when the product has no config in the unit (not sold there). */
  readonly price1: Cents | null;
  readonly unitCost: Cents;
  readonly stockControl: boolean;
  /** products.kind = 'service': never touches stock. */
  readonly service: boolean;
  /** Its composition (product_components), each component as the unit stocks it; empty for most products. */
  readonly components: ReadonlyArray<CatalogComponent>;
};

/** A component of a composed product: how much of it one unit of the product takes, and how the unit stocks it. */
export type CatalogComponent = {
  readonly id: number;
  readonly quantity: Milli;
  readonly description: string;
  readonly unitName: string;
  readonly unitDecimals: number;
  readonly stockControl: boolean;
  readonly service: boolean;
};

export type PlannedItem = {
  readonly productId: number;
  readonly position: number;
  readonly description: string;
  readonly quantity: Milli;
  readonly unitPrice: Cents;
  readonly listPrice: Cents;
  readonly unitCost: Cents;
  /** As sent: reais, or percent in percentage mode (both two decimals). */
  readonly manualDiscount: Cents;
  readonly discountPercentageMode: boolean;
  readonly discount: Cents;
  readonly total: Cents;
  readonly status: boolean;
  readonly attendantId: number | null;
};

export type PricingHeader = {
  readonly percentage_discount?: number | undefined;
  readonly shipping_method?: number | undefined;
  readonly delivery_charge?: string | undefined;
  readonly delivery_cost?: string | undefined;
  readonly total: string;
};

export type ItemsPlan = {
  readonly items: ReadonlyArray<PlannedItem>;
  readonly totals: SaleTotals;
  readonly percentageDiscount: number;
  readonly shippingMethod: number;
};

export type FieldErrors = Record<string, Message[]>;

const add = (errors: FieldErrors, field: string, m: Message) => {
  errors[field] = [...(errors[field] ?? []), m];
};

export type Formatter = (cents: Cents) => string;
/** Money in messages: the language's separators, the network's currency (the session's; BRL when unknown). */
export const moneyFormatter =
  (locale: MoneyLocale, currency?: string): Formatter =>
  (cents) =>
    formatMoney(cents, locale, currencyOf(currency));

/** Items and totals; `totalField` names where a total mismatch is reported (sale.total or total). */
export function planItems(
  requested: ReadonlyArray<SaleItemRequest>,
  header: PricingHeader,
  catalog: ReadonlyMap<number, CatalogProduct>,
  format: Formatter,
  totalField: string,
  errors: FieldErrors,
): ItemsPlan {
  const domainItems: SaleItem[] = requested.map((item) => {
    const percentageMode = item.discount_percentage_mode ?? false;
    const manual = centsOfNumeric(item.manual_discount ?? "0");
    return {
      productId: item.product_id,
      quantity: item.quantity,
      unitPrice: centsOfNumeric(item.unit_price),
      manualDiscount: percentageMode ? manual / 100 : manual,
      discountPercentageMode: percentageMode,
      status: item.status ?? true,
    };
  });
  if (!saleWithinBounds(domainItems)) {
    // Refused before computing the totals: beyond the bounds they would not fit their columns.
    const overLimit: FieldErrors = {};
    domainItems.forEach((item, index) => {
      if (!lineWithinBounds(item)) add(overLimit, `items.${index}.unit_price`, message("validation:line-max-total"));
    });
    if (Object.keys(overLimit).length === 0) add(overLimit, "items", message("validation:money-max-total"));
    throw new ValidationError({ ...errors, ...overLimit });
  }
  const percentageDiscount = header.percentage_discount ?? 0;
  const shippingMethod = header.shipping_method ?? DEFAULT_SHIPPING_METHOD;
  const totals = saleTotals({
    items: domainItems,
    percentageDiscount,
    shippingMethod,
    deliveryCharge: centsOfNumeric(header.delivery_charge ?? "0"),
    deliveryCost: centsOfNumeric(header.delivery_cost ?? "0"),
  });
  const items = requested.map((item, index): PlannedItem => {
    const field = `items.${index}`;
    const domain = domainItems[index] as SaleItem;
    const line = totals.lines[index] as SaleTotals["lines"][number];
    const product = catalog.get(item.product_id);
    if (!product || (domain.status && (!product.active || product.price1 === null))) {
      add(errors, `${field}.product_id`, message("pdv:sale.product-unavailable"));
    } else {
      // Removed lines are checked like active ones: they are stored with the sale or budget.
      if (!fitsUnit(milliOf(item.quantity), product.unitDecimals)) {
        add(
          errors,
          `${field}.quantity`,
          message("pdv:sale.quantity-unit", { unit: product.unitName, decimals: product.unitDecimals }),
        );
      } else if (itemIssues(domain, product.unitDecimals).includes("discount")) {
        add(errors, `${field}.manual_discount`, message("pdv:sale.discount-too-big"));
      } else if (centsOfNumeric(item.discount) !== line.discount) {
        add(
          errors,
          `${field}.discount`,
          message("pdv:sale.discount-mismatch", {
            sent: format(centsOfNumeric(item.discount)),
            expected: format(line.discount),
          }),
        );
      }
    }
    return {
      productId: item.product_id,
      position: index + 1,
      description: product?.description ?? "",
      quantity: milliOf(item.quantity),
      unitPrice: domain.unitPrice,
      listPrice: product?.price1 ?? domain.unitPrice,
      unitCost: product?.unitCost ?? 0,
      manualDiscount: centsOfNumeric(item.manual_discount ?? "0"),
      discountPercentageMode: domain.discountPercentageMode,
      discount: line.discount,
      total: line.total,
      status: domain.status,
      attendantId: item.attendant_id ?? null,
    };
  });
  if (totals.activeItems === 0) add(errors, "items", message("pdv:sale.no-items"));
  const sentTotal = centsOfNumeric(header.total);
  if (totals.total > MAX_TOTAL_CENTS) {
    add(errors, totalField, message("validation:money-max-total"));
  } else if (sentTotal !== totals.total) {
    add(
      errors,
      totalField,
      message("pdv:sale.total-mismatch", { sent: format(sentTotal), expected: format(totals.total) }),
    );
  }
  return { items, totals, percentageDiscount, shippingMethod };
}

export type PaymentMethodInfo = {
  readonly id: number;
  readonly name: string;
  readonly kind: PaymentKind;
  /** payment_methods.gives_change (issue 12). */
  readonly givesChange: boolean;
  /** The card operator's fee in percent and the days until the money comes (finance books them, issue 14). */
  readonly feePercentage: number;
  readonly daysToReceive: number;
};

/** A payment line as planned, before the sale it pays exists (the finance ledger's inflow without its sale). */
export type PlannedInflow = BookedSaleInflow;

export type PaymentsPlan = {
  readonly inflows: ReadonlyArray<PlannedInflow>;
  readonly inflowsTotal: Cents;
  readonly change: Cents;
};

/**
 * Payments against the recomputed total, as src/domain/sale.ts settles them: nothing left to pay, no card, PIX,
 * boleto or deferred payment past what was still owed (only a method that gives change, money by default), the change as sent, and each
 * billing_value equal to its received_value with the change taken off the money payments (first one first).
 */
export function planPayments(
  requested: ReadonlyArray<FinancialInflowRequest>,
  total: Cents,
  activeItems: number,
  sentChange: string,
  methods: ReadonlyMap<number, PaymentMethodInfo>,
  today: string,
  format: Formatter,
  errors: FieldErrors,
): PaymentsPlan {
  const received = requested.map((line) => centsOfNumeric(line.received_value));
  // Each payment is within MAX_TOTAL_CENTS (schema); together too, so the change fits its bound as well.
  if (received.reduce((sum, value) => sum + value, 0) > MAX_TOTAL_CENTS) {
    throw new ValidationError({ ...errors, financial_inflows: [message("validation:money-max-total")] });
  }
  const settlement = settle(
    total,
    activeItems,
    requested.map((line, index) => ({
      received: received[index] ?? 0,
      methodGivesChange: methods.get(line.payment_method_id)?.givesChange ?? false,
      receivedNow: line.received ?? true,
    })),
  );
  settlement.overOwed.forEach((over, index) => {
    if (over) add(errors, `financial_inflows.${index}.received_value`, message("pdv:sale.over-owed"));
  });
  if (settlement.restToPay > 0) {
    add(errors, "financial_inflows", message("pdv:sale.rest-to-pay", { rest: format(settlement.restToPay) }));
  }
  const change = settlement.change;
  if (settlement.finalizable && centsOfNumeric(sentChange) !== change) {
    add(
      errors,
      "sale.total_change",
      message("pdv:sale.change-mismatch", { sent: format(centsOfNumeric(sentChange)), expected: format(change) }),
    );
  }
  const inflows = requested.map((line, index): PlannedInflow => {
    const field = `financial_inflows.${index}`;
    const method = methods.get(line.payment_method_id);
    if (!method) add(errors, `${field}.payment_method_id`, message("pdv:sale.payment-method"));
    const billing = centsOfNumeric(line.billing_value);
    const expected = settlement.billing[index] ?? 0;
    if (settlement.finalizable && billing !== expected) {
      add(
        errors,
        `${field}.billing_value`,
        message("pdv:sale.billing-mismatch", { sent: format(billing), expected: format(expected) }),
      );
    }
    return {
      paymentMethodId: line.payment_method_id,
      kind: method?.kind ?? "other",
      position: index + 1,
      billing,
      received: received[index] ?? 0,
      installments: line.quantity ?? 1,
      receivedNow: line.received ?? true,
      dueDate: line.due_date ?? today,
      receivedDate: line.received_date ?? ((line.received ?? true) ? today : null),
      feePercentage: method?.feePercentage ?? 0,
      daysToReceive: method?.daysToReceive ?? 0,
    };
  });
  return { inflows, inflowsTotal: settlement.inflowsTotal, change };
}
