import pg from "pg";

/**
 * A query sent to a pg client that is still running one (a Promise.all over a transaction's queries) is only queued
 * by pg@8, with a deprecation warning printed once per process; pg@9 will throw. The server tests fail on it.
 */
type ClientState = { _activeQuery: unknown; _queryQueue: unknown[] };
type Query = (this: pg.Client & ClientState, ...args: unknown[]) => unknown;

const overlaps: Error[] = [];
const watched = Symbol.for("rede.pgOverlapsWatched");

/** From now on, remembers every query sent to a pg client while it runs another. */
export function watchPgOverlaps(): void {
  const prototype = pg.Client.prototype as unknown as { query: Query; [watched]?: true };
  if (prototype[watched]) return;
  const query = prototype.query;
  prototype.query = function (this: pg.Client & ClientState, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) {
      const [sent] = args;
      const text = typeof sent === "string" ? sent : (sent as { text?: string } | undefined)?.text;
      overlaps.push(new Error(`sent to a pg client still running another query: ${text?.slice(0, 300)}`));
    }
    return query.apply(this, args);
  };
  prototype[watched] = true;
}

/** The overlaps seen since the last call, as one error (null when none). */
export function takePgOverlaps(): Error | null {
  const found = overlaps.splice(0);
  if (found.length === 0) return null;
  const stacks = found.map((overlap) => overlap.stack).join("\n\n");
  return new Error(
    `${found.length} queries overlapped another on one pg client (run them one after another):\n${stacks}`,
  );
}
