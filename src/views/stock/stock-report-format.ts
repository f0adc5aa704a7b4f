import { currentLocale } from "../../services/i18n.ts";

// Quantities of the stock reports as the user reads them: the sale unit's decimals, the language's separators.

const formats = new Map<string, Intl.NumberFormat>();

/** 1234.5 with 3 decimals in pt-BR → "1.234,500"; whole units → "1.234". */
export function reportQuantity(value: number, decimals: number): string {
  const locale = currentLocale();
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: 3 });
    formats.set(key, format);
  }
  return format.format(value);
}

/** An Excel cell of a quantity: the number, shown with the unit's decimals. */
export const quantityCell = (value: number, decimals: number) => ({
  value,
  format: decimals > 0 ? `#,##0.${"0".repeat(decimals)}` : "#,##0",
});

/** An Excel cell of money text ("1234.50"). */
export const moneyCell = (text: string) => ({ value: Number(text), format: "#,##0.00" });
