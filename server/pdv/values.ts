import { and, eq } from "drizzle-orm";
import type { SessionInfo } from "../http/route.ts";
import { type BigCents, type Cents, centsToDecimalString, parseBigMoney, parseMoney } from "../../src/domain/money.ts";
import { type Milli, milliToDecimalString, parseQuantity } from "../../src/domain/stock.ts";
import type { Db } from "../db/client.ts";
import { settings } from "../network/schema.ts";
import { isActiveUnit, SYNC_INSTALLMENTS_SETTING } from "../network/public.ts";
import { message, ValidationError } from "../http/errors.ts";

// Conversions at the edge of SQL and JSON: numeric text ↔ integer cents / thousandths.

/** numeric(14,2) or wire money text → cents. */
export const centsOfNumeric = (text: string | null | undefined): Cents => {
  const cents = parseMoney(text ?? "0");
  if (cents === null) throw new RangeError(`Not money: ${text}`);
  return cents;
};

/** A SQL sum (plain numeric, any size) → bigint cents. */
export const bigCentsOf = (text: string | null | undefined): BigCents => {
  const cents = parseBigMoney(text ?? "0");
  if (cents === null) throw new RangeError(`Not money: ${text}`);
  return cents;
};

/** Cents (or a bigint sum) → "1234.50" (SQL and JSON). */
export const numericOfCents = (cents: Cents | BigCents): string => centsToDecimalString(cents);

/** numeric(14,3) text → thousandths. */
export const milliOf = (text: string | number | null | undefined): Milli => {
  const milli = parseQuantity(text ?? 0);
  if (milli === null) throw new RangeError(`Not a quantity: ${text}`);
  return milli;
};

export const quantityText = (milli: Milli): string => milliToDecimalString(milli);

// The business date and the lists' default period moved to server/http/list.ts (every module's lists use them).
export { businessDate, defaultPeriod } from "../http/list.ts";

/** A joined row's id and name as `{ id, name }`, or null when nothing was joined. */
export const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A unit the signed-in user works in; any other id (or another network's) is refused on `field`. */
export function assertOwnCompany(session: SessionInfo, companyId: number, field = "company_id"): void {
  if (!session.companyIds.includes(companyId)) {
    throw new ValidationError({ [field]: [message("validation:not-allowed")] });
  }
}

/** A unit the user works in that is active: an inactive unit takes no new register or sale (issue 12 item 3). */
export async function assertOpenUnit(db: Db, session: SessionInfo, companyId: number, field = "company_id") {
  assertOwnCompany(session, companyId, field);
  if (!(await isActiveUnit(db, companyId))) throw new ValidationError({ [field]: [message("network:unit-inactive")] });
}

/** Whether a unit sends installments from the browser (settings key pdv.sync_installments, default false). */
export async function companyHasSyncInstallments(db: Db, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.companyId, companyId), eq(settings.key, SYNC_INSTALLMENTS_SETTING)));
  return rows.some((row) => row.value === true);
}
