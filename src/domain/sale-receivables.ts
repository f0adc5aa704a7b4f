import { addDays, format } from "date-fns";
import type { PaymentKind } from "./cash-register";
import { parseApiDate } from "./dates";
import { splitInstallments } from "./finance";
import { type Cents, percentOf } from "./money";

// What a sale's payment lines become in the books (issue 14, item 4), as Conta Azul and Omie book a PDV sale:
// money and PIX received at once are receivables settled into the unit's drawer on the sale's date; a card payment is
// a receivable of the gross value due when the card operator pays (the method's days to receive, then 30 days apart
// per installment) plus a payable of the operator's fee due the same day (so the DRE shows the gross revenue and the
// fee as a financial expense); boleto and anything else, an open receivable due on the line's due date.

export type SalePaymentLine = {
  readonly kind: PaymentKind;
  readonly paymentMethodId: number;
  /** What the line pays of the sale (after change). */
  readonly billing: Cents;
  readonly installments: number;
  readonly receivedNow: boolean;
  readonly dueDate: string;
  /** The method's fee, in percent (2.5 means 2,5 %). */
  readonly feePercentage: number;
  readonly daysToReceive: number;
};

export type SaleBookEntry = {
  readonly kind: "receive" | "pay";
  /** receivable: the sale's revenue; fee: the card operator's fee (a payable). */
  readonly role: "receivable" | "fee";
  readonly paymentMethodId: number;
  readonly value: Cents;
  readonly dueDate: string;
  /** Settled at once into the drawer (money and PIX received at the counter). */
  readonly settledNow: boolean;
  readonly installmentNumber: number;
  readonly installmentCount: number;
  /** Lines' installments (a card's, and its fees) share it: the index of the payment line. */
  readonly line: number;
};

/** Days between a card's installments: the operator pays each one 30 days after the previous. */
export const CARD_INSTALLMENT_DAYS = 30;

export const addDaysToApiDate = (apiDate: string, days: number): string => {
  const date = parseApiDate(apiDate);
  if (date === null) throw new RangeError(`Not an API date: ${apiDate}`);
  return format(addDays(date, days), "yyyy-MM-dd");
};

const settledAtOnce = (line: SalePaymentLine) => (line.kind === "money" || line.kind === "pix") && line.receivedNow;

/** The receivables and card fees of a sale's payment lines (lines of zero value book nothing). */
export function saleBookEntries(saleDate: string, lines: ReadonlyArray<SalePaymentLine>): SaleBookEntry[] {
  return lines.flatMap((line, index): SaleBookEntry[] => {
    if (line.billing <= 0) return [];
    const base = { paymentMethodId: line.paymentMethodId, line: index };
    if (line.kind !== "card") {
      const settledNow = settledAtOnce(line);
      return [
        {
          ...base,
          kind: "receive",
          role: "receivable",
          value: line.billing,
          dueDate: settledNow ? saleDate : line.dueDate,
          settledNow,
          installmentNumber: 1,
          installmentCount: 1,
        },
      ];
    }
    const count = Math.max(1, line.installments);
    const firstDue = addDaysToApiDate(saleDate, Math.max(0, line.daysToReceive));
    const dueOf = (n: number) => addDaysToApiDate(firstDue, (n - 1) * CARD_INSTALLMENT_DAYS);
    const fee = percentOf(line.billing, line.feePercentage);
    const parts = splitInstallments(line.billing, count, firstDue);
    const fees = fee > 0 ? splitInstallments(fee, count, firstDue) : [];
    const common = { ...base, settledNow: false, installmentCount: count };
    return [
      ...parts.map((part) => ({
        ...common,
        kind: "receive" as const,
        role: "receivable" as const,
        value: part.value,
        dueDate: dueOf(part.number),
        installmentNumber: part.number,
      })),
      ...fees
        .filter((part) => part.value > 0)
        .map((part) => ({
          ...common,
          kind: "pay" as const,
          role: "fee" as const,
          value: part.value,
          dueDate: dueOf(part.number),
          installmentNumber: part.number,
        })),
    ];
  });
}
