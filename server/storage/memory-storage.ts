import { assertStorageKey, type Storage } from "./storage.ts";

/** Files in memory: for tests. `keys()` shows what is stored. */
export function memoryStorage(): Storage & { keys(): string[] } {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      files.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      assertStorageKey(key);
      const bytes = files.get(key);
      return bytes ? new Uint8Array(bytes) : null;
    },
    async delete(key) {
      assertStorageKey(key);
      files.delete(key);
    },
    keys: () => [...files.keys()].sort(),
  };
}
