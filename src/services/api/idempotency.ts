/**
 * A new Idempotency-Key for one money-moving action (finalize a sale, save a budget, sangria, expense, close).
 * Create it when the user confirms, keep it in the flow's context, and send the same key on every retry of
 * that action: the server answers a retry with the first result and writes nothing more.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export const idempotencyHeader = (key: string) => ({ "Idempotency-Key": key });
