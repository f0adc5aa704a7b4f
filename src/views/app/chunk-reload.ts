/** sessionStorage key holding when the page last reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = "rede:chunk-reload-at";
/** Spec 9: at most one reload per minute. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** Whether an error means a code chunk could not be fetched (typically after a deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_ERROR.test(error.message);
}

type ReloadEnv = {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: () => number;
  reload: () => void;
};

/**
 * Reloads the page for a failed chunk unless it already did so in the last minute (spec 4), so a deploy
 * heals itself and a chunk that keeps failing shows the error page instead of a reload loop.
 * Returns whether it reloaded.
 */
export function reloadForFailedChunk(env: ReloadEnv): boolean {
  const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? "");
  const at = env.now();
  if (Number.isFinite(last) && last > 0 && at - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, String(at));
  } catch {
    // Storage full or blocked: without a record a reload could loop, so do not reload.
    return false;
  }
  env.reload();
  return true;
}

/** The browser's own environment. */
export function browserReloadEnv(): ReloadEnv {
  return { storage: window.sessionStorage, now: Date.now, reload: () => window.location.reload() };
}
