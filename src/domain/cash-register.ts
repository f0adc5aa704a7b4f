import { type BigCents, type Cents, sumBigCents } from "./money.ts";

/** How a payment method is totalled at closing (payment_methods.kind). */
export const PAYMENT_KINDS = ["money", "pix", "card", "boleto", "other"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The cash movement id of a placeholder session (POS 10 without 1, spec 4 and 9). */
export const PLACEHOLDER_CASH_MOVEMENT_ID = -1;

/** A payment line as the register counts it. */
export type RegisterInflow = {
  readonly kind: PaymentKind;
  /** What the customer handed over with this method. */
  readonly receivedValue: Cents;
  /** false: to be received later (not in the drawer or the card machine). */
  readonly received: boolean;
};

/**
 * Everything that moved money, PIX or card through one register. Sums of any number of sales: bigint, so a register
 * can always be summed, withdrawn from and closed, whatever was sold in it.
 */
export type RegisterFlows = {
  /** Opening float. */
  readonly cashSupply: BigCents;
  readonly moneyReceived: BigCents;
  readonly pixReceived: BigCents;
  readonly cardReceived: BigCents;
  /** Change given back (always in money). */
  readonly change: BigCents;
  readonly sangrias: BigCents;
  /** Expenses paid from the drawer. */
  readonly outflows: BigCents;
};

export type ByKind = { readonly money: BigCents; readonly pix: BigCents; readonly card: BigCents };

/** Received inflows summed per kind (lines to be received later do not count). */
export const receivedByKind = (inflows: ReadonlyArray<RegisterInflow>): Record<PaymentKind, BigCents> => {
  const sumOf = (kind: PaymentKind) =>
    sumBigCents(inflows.filter((line) => line.received && line.kind === kind).map((line) => line.receivedValue));
  return {
    money: sumOf("money"),
    pix: sumOf("pix"),
    card: sumOf("card"),
    boleto: sumOf("boleto"),
    other: sumOf("other"),
  };
};

/** Money that should be in the drawer: opening float + cash received − change − sangrias − outflows. */
export const drawerMoney = (flows: RegisterFlows): BigCents =>
  flows.cashSupply + flows.moneyReceived - flows.change - flows.sangrias - flows.outflows;

/** What the system expects at closing, per kind. */
export const expectedAtClosing = (flows: RegisterFlows): ByKind => ({
  money: drawerMoney(flows),
  pix: flows.pixReceived,
  card: flows.cardReceived,
});

/** Counted − expected per kind: negative is missing, positive is over. */
export const closingDifferences = (expected: ByKind, counted: ByKind): ByKind => ({
  money: counted.money - expected.money,
  pix: counted.pix - expected.pix,
  card: counted.card - expected.card,
});

/** A withdrawal (sangria, or an expense paid from the drawer) must be positive and at most the money in the drawer. */
export const canTakeFromDrawer = (flows: RegisterFlows, value: Cents): boolean =>
  value > 0 && BigInt(value) <= drawerMoney(flows);

/** Issue 11: an opening float above R$ 10.000,00 is asked to be confirmed before the register opens with it. */
export const PLAUSIBLE_OPENING_MAX: Cents = 1_000_000;
