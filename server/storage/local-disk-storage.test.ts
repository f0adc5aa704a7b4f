import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDiskStorage } from "./local-disk-storage.ts";
import { memoryStorage } from "./memory-storage.ts";
import { assertStorageKey } from "./storage.ts";

let root = "";
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "rede-storage-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("storage", () => {
  it.each([["local disk"], ["memory"]])("%s puts, gets and deletes by key", async (kind) => {
    const storage = kind === "memory" ? memoryStorage() : localDiskStorage(root);
    const key = "production/1/2/6f1c2e0a-1111-4222-8333-444455556666";
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/png");
    expect(await storage.get(key)).toEqual(new Uint8Array([1, 2, 3]));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it("writes under its folder", async () => {
    await localDiskStorage(root).put("a/b.pdf", new Uint8Array([37, 80]), "application/pdf");
    expect(await readFile(join(root, "a", "b.pdf"))).toEqual(Buffer.from([37, 80]));
  });

  it.each(["../x", "a/../../x", "/etc/passwd", "a//b", "a\\b", ".hidden", "a/..", ""])(
    "refuses the key %j",
    async (key) => {
      expect(() => assertStorageKey(key)).toThrow(RangeError);
      await expect(localDiskStorage(root).get(key)).rejects.toThrow(RangeError);
    },
  );
});
