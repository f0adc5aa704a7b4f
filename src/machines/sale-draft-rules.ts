import { DEFAULT_LOCALE, type Locale } from "../domain/locale.ts";
import { centsToDecimalString, parseMoney } from "../domain/money.ts";
import {
  DEFAULT_ITEM_QUANTITY,
  DEFAULT_SHIPPING_METHOD,
  defaultOperationNature,
  discountWithinLine,
  exceedsOwed,
  type ItemIssue,
  itemIssues,
  meaningfulNfeObservations,
  mergeItem,
  noChangeCap,
  removeItem,
  type SaleTotals,
  type Settlement,
  saleTotals,
  settle,
  type Tender,
} from "../domain/sale.ts";
import { isSellable, parseQuantity } from "../domain/stock.ts";
import type { BudgetDetail, BudgetRequest } from "../schemas/pdv-budgets.ts";
import type { SaleRequest } from "../schemas/pdv-sales.ts";
import type { ProductHit } from "../schemas/pdv.ts";
import type { DraftItem, DraftPayment, SaleDraft } from "../schemas/sale-draft.ts";

// The sale being built (spec 3 sale state) and what it sends: every number comes from src/domain/sale.ts.

export const EMPTY_NFE_OBSERVATIONS = {
  quantity: 0,
  specie: "",
  brand: "",
  numbering: "",
  gross_weight: 0,
  net_weight: 0,
} as const;

/**
 * A new sale: no items, shipping method 9, operation nature 'Venda' (spec 4, resetting the sale) — 'Venta' under
 * /es: the draft starts in the interface's language and the server keeps what is sent.
 */
export const emptyDraft = (locale: Locale = DEFAULT_LOCALE): SaleDraft => ({
  items: [],
  payments: [],
  customer: null,
  deliveryAddressId: null,
  customerDoc: "",
  vehicle: null,
  transporter: null,
  shippingMethod: DEFAULT_SHIPPING_METHOD,
  deliveryCharge: 0,
  deliveryCost: 0,
  deliveryManId: null,
  sellerId: null,
  percentageDiscount: 0,
  notes: "",
  fiscalEmission: null,
  operationNature: defaultOperationNature(locale),
  nfeObservations: EMPTY_NFE_OBSERVATIONS,
  printPdf: false,
  budgetId: null,
  nextLine: 1,
});

/** A scanned or searched product as a new line (quantity 1 unless given). */
export const itemFromProduct = (product: ProductHit, lineId: string, quantity = DEFAULT_ITEM_QUANTITY): DraftItem => {
  const price = parseMoney(product.price_1) ?? 0;
  return {
    lineId,
    productId: product.id,
    description: product.full_description,
    sku: product.sku,
    ean: product.ean,
    quantity,
    unitPrice: price,
    listPrice: price,
    manualDiscount: 0,
    discountPercentageMode: false,
    status: true,
    attendantId: null,
    unitName: product.sale_unit.name,
    unitDecimals: product.sale_unit.decimals,
    stockControl: product.stock_control,
    available: product.stock.available,
  };
};

/** Adds a product: merged into its active line when there is one (spec 4). */
export const addProduct = (draft: SaleDraft, product: ProductHit, quantity?: number): SaleDraft => ({
  ...draft,
  items: mergeItem(draft.items, itemFromProduct(product, String(draft.nextLine), quantity)),
  nextLine: draft.nextLine + 1,
});

export type ItemChange = Partial<
  Pick<DraftItem, "quantity" | "unitPrice" | "manualDiscount" | "discountPercentageMode" | "attendantId">
>;

export const updateItem = (draft: SaleDraft, lineId: string, change: ItemChange): SaleDraft => ({
  ...draft,
  items: draft.items.map((item) => (item.lineId === lineId ? { ...item, ...change } : item)),
});

export const removeLine = (draft: SaleDraft, lineId: string): SaleDraft => {
  const index = draft.items.findIndex((item) => item.lineId === lineId);
  return index === -1 ? draft : { ...draft, items: removeItem(draft.items, index) };
};

export const addPayment = (draft: SaleDraft, payment: DraftPayment): SaleDraft => ({
  ...draft,
  payments: [...draft.payments, payment],
});

export const replacePayment = (draft: SaleDraft, index: number, payment: DraftPayment): SaleDraft => ({
  ...draft,
  payments: draft.payments.map((line, i) => (i === index ? payment : line)),
});

export const removePayment = (draft: SaleDraft, index: number): SaleDraft => ({
  ...draft,
  payments: draft.payments.filter((_, i) => i !== index),
});

/** The browser sends every payment as received now (`received: true` in salePayload). */
const tenderOf = (payment: DraftPayment): Tender => ({
  received: payment.received,
  methodGivesChange: payment.givesChange ?? payment.kind === "money",
  receivedNow: true,
});

/**
 * Issue 11: what the payment dialog allows: a card, PIX or boleto payment at most what is still owed (noChangeCap;
 * `index`: the payment edited, none for a new one). Money may be more: the change comes off it.
 */
export const paymentWithinOwed = (draft: SaleDraft, payment: DraftPayment, index?: number): boolean =>
  !exceedsOwed(tenderOf(payment), noChangeCap(draftTotals(draft).total, draft.payments.map(tenderOf), index));

export type DraftTotals = SaleTotals & {
  readonly settlement: Settlement;
  /** Per line: what is wrong with it as typed (quantity for the unit, price, discount). */
  readonly issues: ReadonlyArray<ReadonlyArray<ItemIssue>>;
  /** Per line: false when the stock rule refuses the quantity (spec 5.5; the server enforces it). */
  readonly sellable: ReadonlyArray<boolean>;
  /** Finalizable (spec 4) and every active line valid. */
  readonly canFinalize: boolean;
};

/** Everything the screen shows and the payload sends, from the domain rules. */
/** A sale under way: an active line or a payment (opening a budget over it asks first; never lose a sale). */
export const draftInProgress = (draft: SaleDraft): boolean =>
  draft.items.some((item) => item.status) || draft.payments.length > 0;

export const draftTotals = (draft: SaleDraft): DraftTotals => {
  const totals = saleTotals({
    items: draft.items,
    percentageDiscount: draft.percentageDiscount,
    shippingMethod: draft.shippingMethod,
    deliveryCharge: draft.deliveryCharge,
    deliveryCost: draft.deliveryCost,
  });
  const settlement = settle(totals.total, totals.activeItems, draft.payments.map(tenderOf));
  const issues = draft.items.map((item) => itemIssues(item, item.unitDecimals));
  const sellable = draft.items.map((item) => {
    const requested = sumQuantity(draft.items, item.productId);
    return isSellable(item.stockControl, requested, parseQuantity(item.available) ?? 0);
  });
  const valid = draft.items.every((item, i) => !item.status || (issues[i]?.length ?? 0) === 0);
  // Issue 11: a line the sale refuses (a discount above it, …) gives no change: the summary never shows change that
  // only an invalid discount would create.
  const settled: Settlement = valid
    ? settlement
    : { ...settlement, finalizable: false, change: 0, billing: draft.payments.map((payment) => payment.received) };
  return { ...totals, settlement: settled, issues, sellable, canFinalize: settled.finalizable };
};

const sumQuantity = (items: ReadonlyArray<DraftItem>, productId: number): number =>
  items
    .filter((item) => item.status && item.productId === productId)
    .reduce((sum, item) => sum + (parseQuantity(item.quantity) ?? 0), 0);

const money = centsToDecimalString;

const itemsPayload = (draft: SaleDraft, totals: SaleTotals) =>
  draft.items.map((item, i) => ({
    id: item.lineId,
    product_id: item.productId,
    quantity: item.quantity,
    unit_price: money(item.unitPrice),
    manual_discount: item.discountPercentageMode ? String(item.manualDiscount) : money(item.manualDiscount),
    discount_percentage_mode: item.discountPercentageMode,
    discount: money(totals.lines[i]?.discount ?? 0),
    status: item.status,
    attendant_id: item.attendantId,
  }));

export type SaleSession = { readonly cashMovementId: number; readonly companyId: number };

/** POST /api/v1/sales body (spec 3 sale payload), exactly what the screen shows. */
export const salePayload = (
  draft: SaleDraft,
  session: SaleSession,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): SaleRequest => {
  const totals = draftTotals(draft);
  const { settlement } = totals;
  return {
    sale: {
      cash_movement_id: session.cashMovementId,
      company_id: session.companyId,
      customer_id: draft.customer?.id ?? null,
      customer_object_id: draft.customer ? (draft.vehicle?.id ?? null) : null,
      customer_doc_id_1: draft.customerDoc.trim() === "" ? null : draft.customerDoc.trim(),
      delivery_address_id: draft.customer ? draft.deliveryAddressId : null,
      transporter_id: draft.transporter?.id ?? null,
      delivery_men: draft.deliveryManId,
      seller: draft.sellerId,
      from_hotel: false,
      fiscal_emission: draft.fiscalEmission,
      shipping_method: draft.shippingMethod,
      delivery_charge: money(totals.deliveryCharge),
      delivery_cost: money(totals.deliveryCost),
      percentage_discount: draft.percentageDiscount,
      notes: draft.notes,
      operation_nature: draft.operationNature.trim() === "" ? defaultOperationNature(locale) : draft.operationNature,
      total: money(totals.total),
      total_change: money(settlement.change),
    },
    items: itemsPayload(draft, totals),
    financial_inflows: draft.payments.map((payment, i) => ({
      payment_method_id: payment.paymentMethodId,
      received_value: money(payment.received),
      billing_value: money(settlement.billing[i] ?? 0),
      quantity: payment.quantity,
      received: true,
      due_date: payment.dueDate || today,
      received_date: today,
    })),
    nfe_observations: meaningfulNfeObservations(draft.nfeObservations),
    hotel_customer: null,
    // The budget this sale comes from: the server marks it converted in the sale's own transaction.
    budget_id: draft.budgetId,
  };
};

/** POST /api/v1/budgets body: the sale without payments. */
export const budgetPayload = (draft: SaleDraft, companyId: number): BudgetRequest => {
  const totals = draftTotals(draft);
  return {
    company_id: companyId,
    customer_id: draft.customer?.id ?? null,
    delivery_address_id: draft.customer ? draft.deliveryAddressId : null,
    transporter_id: draft.transporter?.id ?? null,
    delivery_men: draft.deliveryManId,
    seller: draft.sellerId,
    shipping_method: draft.shippingMethod,
    delivery_charge: money(totals.deliveryCharge),
    delivery_cost: money(totals.deliveryCost),
    percentage_discount: draft.percentageDiscount,
    notes: draft.notes,
    items: itemsPayload(draft, totals),
    total: money(totals.total),
  };
};

/**
 * A budget reopened in the PDV (/orcamentos): its lines and header as a new draft, remembering the budget so the
 * sale made from it converts it. Stock is not known here: the server checks it when the sale is finalized.
 */
export const draftFromBudget = (budget: BudgetDetail, locale: Locale = DEFAULT_LOCALE): SaleDraft => {
  const items = budget.items.map(
    (item, index): DraftItem => ({
      lineId: String(index + 1),
      productId: item.product_id,
      description: item.description,
      sku: item.sku,
      ean: null,
      quantity: item.quantity,
      unitPrice: parseMoney(item.unit_price) ?? 0,
      listPrice: parseMoney(item.list_price) ?? 0,
      manualDiscount: item.discount_percentage_mode
        ? Number(item.manual_discount)
        : (parseMoney(item.manual_discount) ?? 0),
      discountPercentageMode: item.discount_percentage_mode,
      status: item.status,
      attendantId: item.attendant_id,
      unitName: item.sale_unit.name,
      unitDecimals: item.sale_unit.decimals,
      stockControl: false,
      available: 0,
    }),
  );
  const address = budget.delivery_address;
  return {
    ...emptyDraft(locale),
    items,
    customer: budget.customer
      ? {
          id: budget.customer.id,
          name: budget.customer.name,
          docId1: budget.customer.doc_id_1,
          addresses: address
            ? [
                {
                  id: address.id,
                  label: `${address.address_1}, ${address.address_number} - ${address.city}/${address.uf}`,
                  main: true,
                },
              ]
            : [],
        }
      : null,
    deliveryAddressId: address?.id ?? null,
    customerDoc: budget.customer?.doc_id_1 ?? "",
    transporter: budget.transporter,
    shippingMethod: budget.shipping_method,
    deliveryCharge: parseMoney(budget.delivery_charge) ?? 0,
    deliveryCost: parseMoney(budget.delivery_cost) ?? 0,
    deliveryManId: budget.delivery_man?.id ?? null,
    sellerId: budget.seller?.id ?? null,
    percentageDiscount: budget.percentage_discount,
    notes: budget.notes,
    budgetId: budget.id,
    nextLine: items.length + 1,
  };
};

/**
 * Issue 11: whether an item's own discount (reais, or % of price × quantity) is above the line's value: the item
 * dialog refuses it with a message, as the server does (itemIssues' "discount").
 */
export const discountAboveLine = (
  item: Pick<DraftItem, "unitPrice" | "quantity" | "manualDiscount" | "discountPercentageMode">,
): boolean => !discountWithinLine(item);
