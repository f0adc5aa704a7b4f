import type { PGlite } from "@electric-sql/pglite";
import { setImmediate } from "node:timers/promises";

/**
 * PGlite runs PostgreSQL in WebAssembly on the thread that answers requests, and a query that waits for the one
 * before it starts in a microtask the moment that one ends: ten requests that each load a 500-line sale run
 * back to back for half a second without letting the event loop answer anything else. Each message to the
 * database first lets the event loop turn once, so requests that need no database (or are cheap) go in between.
 */
export function yieldBetweenQueries(client: PGlite): void {
  const run = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (message, options) => {
    await setImmediate();
    return run(message, options);
  };
}
