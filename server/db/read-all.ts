import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.ts";

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent reads: at once on the pool, one after another in a transaction, whose one connection takes one
 * query at a time (pg@8 queues the others with a deprecation warning, pg@9 throws).
 */
export async function readAll<const T extends readonly unknown[]>(db: Db | Tx, reads: Reads<T>): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
