/** Where uploaded files live: local disk by default; an S3-compatible store can implement the same three calls. */
export type Storage = {
  /** Stores the bytes under a key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes of a key, or null when nothing is stored under it. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are relative paths of safe segments: no "..", no leading slash, no backslash. */
export function assertStorageKey(key: string): void {
  if (
    key.length > 300 ||
    !KEY.test(key) ||
    key.split("/").some((part) => part === "." || part === ".." || part.startsWith(".."))
  ) {
    throw new RangeError(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
