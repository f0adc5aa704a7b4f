import { type SQL, sql } from "drizzle-orm";

/**
 * A sum of money columns as exact text with two places ("0.00" when nothing was summed). The sum stays plain
 * numeric: cast back to numeric(14,2) it would fail once a month or a register adds up past R$ 999.999.999.999,99.
 */
export const moneySumText = (sum: SQL): SQL<string> => sql<string>`round(coalesce(${sum}, 0), 2)::text`;
