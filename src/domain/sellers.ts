import { isValidEmail } from "./customers.ts";
import { isValidPhone } from "./phone.ts";
import { isValidPercentage } from "./sale.ts";

// Sellers and attendants (/vendedores, issue 12): who sells in the PDV, their commission and contacts.

export type SellerIssue = "required" | "percentage" | "phone" | "email";

/** A seller as typed; the commission is null while its field is empty (it means 0). */
export type SellerFields = {
  readonly name: string;
  readonly commissionPercentage: number | null;
  readonly phone: string;
  readonly email: string;
};

/** Problems by field (name, commission_percentage, phone, email); empty when the seller may be saved. */
export function sellerIssues(seller: SellerFields): Readonly<Record<string, ReadonlyArray<SellerIssue>>> {
  const issues: Record<string, SellerIssue[]> = {};
  if (seller.name.trim() === "") issues.name = ["required"];
  if (seller.commissionPercentage !== null && !isValidPercentage(seller.commissionPercentage))
    issues.commission_percentage = ["percentage"];
  if (!isValidPhone(seller.phone)) issues.phone = ["phone"];
  if (!isValidEmail(seller.email)) issues.email = ["email"];
  return issues;
}
