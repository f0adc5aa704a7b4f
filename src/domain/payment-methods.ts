import { isValidPercentage } from "./sale.ts";

// Payment methods (issue 12): what the form checks before it sends; the server checks the same (src/schemas/finance.ts).

/** Days until the money is in the account: 0 (at once) to 3650. */
export const MAX_DAYS_TO_RECEIVE = 3650;

export type PaymentMethodIssue = "required" | "percentage" | "days";

export type PaymentMethodFields = {
  readonly name: string;
  /** null while the field is empty (it means 0). */
  readonly feePercentage: number | null;
  /** As typed. */
  readonly daysToReceive: string;
};

/** "15" → 15; "" → 0; null when it is not a whole number of days from 0 to 3650. */
export const parseDays = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days <= MAX_DAYS_TO_RECEIVE ? days : null;
};

/** Problems by field (name, fee_percentage, days_to_receive); empty when the method may be saved. */
export function paymentMethodIssues(
  method: PaymentMethodFields,
): Readonly<Partial<Record<"name" | "fee_percentage" | "days_to_receive", PaymentMethodIssue>>> {
  return {
    ...(method.name.trim() === "" ? { name: "required" as const } : {}),
    ...(method.feePercentage !== null && !isValidPercentage(method.feePercentage)
      ? { fee_percentage: "percentage" as const }
      : {}),
    ...(parseDays(method.daysToReceive) === null ? { days_to_receive: "days" as const } : {}),
  };
}

/** A new method gives change when it is money, until the user says otherwise. */
export const givesChangeByDefault = (kind: string): boolean => kind === "money";
