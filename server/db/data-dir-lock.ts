import { randomUUID } from "node:crypto";
import { link, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { unlinkSync } from "node:fs";
import { hostname } from "node:os";

// One process owns a PGlite data dir: PGlite is PostgreSQL compiled into this process, with no server to share it,
// and a second process writing the same files loses data or crashes. The owner holds `<dir>.lock`, naming its pid;
// a lock whose process is gone (a crash, a kill -9) is taken over.

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database in ${dataDir} is in use by another Rede process (pid ${holder.pid} on ${holder.host}, ` +
        `since ${holder.since}). The embedded database (PGlite) serves one process only: stop the other one, ` +
        "or run several instances on PostgreSQL with DATABASE_URL. If no other process runs, delete " +
        `${lockPathOf(dataDir)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

export type LockHolder = {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
  readonly token: string;
};

export type DataDirLock = { release(): Promise<void> };

export const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

/** Lock files this process wrote and holds, with their token: the same pid in a lock file is this process only for these. */
const held = new Map<string, string>();

/** Whether the process that wrote `holder` at `path` still runs (signal 0 probe; EPERM: it runs as another user). */
function isAlive(holder: LockHolder, path: string): boolean {
  if (holder.pid === process.pid) return held.get(path) === holder.token;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return isCode(error, "EPERM");
  }
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

/** The holder named in a lock file; null when there is none, or when what is there names no process. */
async function readHolder(path: string): Promise<LockHolder | null> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (isCode(error, "ENOENT")) return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid !== "number" || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? "?"),
      since: String(parsed.since ?? "?"),
      token: String(parsed.token ?? ""),
    };
  } catch {
    return null;
  }
}

/**
 * Creates `path` holding `holder`, or throws EEXIST: written whole under a name of its own and linked into place,
 * so no process ever reads it half written, and of two processes linking at once only one succeeds.
 */
async function createWhole(path: string, holder: LockHolder): Promise<void> {
  const draft = `${path}.${holder.token}`;
  await writeFile(draft, JSON.stringify(holder), { flag: "wx" });
  try {
    await link(draft, path);
  } finally {
    await unlink(draft).catch(() => {});
  }
}

const newHolder = (): LockHolder => ({
  pid: process.pid,
  host: hostname(),
  since: new Date().toISOString(),
  token: randomUUID(),
});

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming the process that holds it.
 * A stale lock is replaced under a second, short-lived lock (`.takeover`), so two processes starting at once
 * never both take it over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = lockPathOf(dataDir);
  const mine = newHolder();
  for (let attempt = 0; ; attempt++) {
    try {
      await createWhole(path, mine);
      break;
    } catch (error) {
      if (!isCode(error, "EEXIST")) throw error;
    }
    const holder = await readHolder(path);
    if (holder && isAlive(holder, path)) throw new DataDirLockedError(dataDir, holder);
    if (await takeOver(path, mine, holder)) break;
    if (attempt >= 100) throw new Error(`Could not take the lock ${path}: another process keeps taking it over`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  held.set(path, mine.token);
  // A process that ends without closing the database (an uncaught error) leaves no lock behind.
  const onExit = () => {
    try {
      unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  process.once("exit", onExit);
  return {
    async release() {
      if (held.get(path) !== mine.token) return;
      process.off("exit", onExit);
      const holder = await readHolder(path);
      if (holder?.token === mine.token) await unlink(path).catch(() => {});
      held.delete(path);
    },
  };
}

/**
 * Replaces the stale lock file that named `seen` (null: nothing readable) with one naming `mine`. False when
 * another process moved first; the caller then looks again.
 */
async function takeOver(path: string, mine: LockHolder, seen: LockHolder | null): Promise<boolean> {
  const guard = `${path}.takeover`;
  const taker = newHolder();
  try {
    await createWhole(guard, taker);
  } catch (error) {
    if (!isCode(error, "EEXIST")) throw error;
    // Another process is taking over; one that died doing it left its guard behind.
    const other = await readHolder(guard);
    if (other && !isAlive(other, guard)) await unlink(guard).catch(() => {});
    return false;
  }
  held.set(guard, taker.token);
  try {
    // Gone meanwhile (its owner closed): take it like a free one.
    try {
      await createWhole(path, mine);
      return true;
    } catch (error) {
      if (!isCode(error, "EEXIST")) throw error;
    }
    // Under the guard only this process replaces a lock file (link never replaces one), so the stale file read
    // here stays until the rename.
    const now = await readHolder(path);
    if (now?.token !== seen?.token) return false;
    const draft = `${path}.${mine.token}`;
    await writeFile(draft, JSON.stringify(mine), { flag: "wx" });
    try {
      await rename(draft, path);
    } finally {
      await unlink(draft).catch(() => {});
    }
    return true;
  } finally {
    held.delete(guard);
    await unlink(guard).catch(() => {});
  }
}
