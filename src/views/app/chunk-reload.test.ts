import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadForFailedChunk } from "./chunk-reload.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
    data,
  };
}

describe("chunk reload guard (spec 4 and 9: at most one reload per 60 s)", () => {
  it("recognises the browsers' failed dynamic import errors only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads the first time and records when", () => {
    const storage = memoryStorage();
    let reloads = 0;
    expect(reloadForFailedChunk({ storage, now: () => 1_000_000, reload: () => reloads++ })).toBe(true);
    expect(reloads).toBe(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe("1000000");
  });

  it("does not reload again within the minute, and does after it", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: "1000000" });
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadForFailedChunk({ storage, now: () => 1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1, reload })).toBe(false);
    expect(reloads).toBe(0);
    expect(reloadForFailedChunk({ storage, now: () => 1_000_000 + CHUNK_RELOAD_WINDOW_MS, reload })).toBe(true);
    expect(reloads).toBe(1);
  });

  it("a garbled record does not block the reload; a storage that refuses writes does", () => {
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadForFailedChunk({ storage: memoryStorage({ [CHUNK_RELOAD_KEY]: "x" }), now: () => 5, reload })).toBe(
      true,
    );
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(reloadForFailedChunk({ storage: refusing, now: () => 5, reload })).toBe(false);
    expect(reloads).toBe(1);
  });
});
