/** The SQLSTATE of a Postgres error, wherever the driver (pg, PGlite, drizzle) wrapped it. */
function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A statement PostgreSQL cancelled, its statement_timeout reached among others (SQLSTATE 57014). */
export const isQueryCanceled = (error: unknown): boolean => sqlState(error) === "57014";

/** Postgres unique violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === "23505";

/**
 * A write that lost a race with another request (SQLSTATE 23503 or 23505 that no route turned into a message): a
 * row it names was deleted meanwhile (a stage removed while customers were imported into it), or a row it inserts
 * was inserted meanwhile (two first moves of the same card).
 */
export const isConcurrentChange = (error: unknown): boolean => {
  const state = sqlState(error);
  return state === "23503" || state === "23505";
};
