import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { migrationsFolder } from "./migration-files.ts";
import { tables } from "./tables.ts";

/**
 * `migrations/schema.json` is the schema the migrations build, as drizzle-kit describes a schema. The next migration is
 * the difference between it and the tables in the code. It has no ids and no chain: after a merge that touched it,
 * `npm run db:generate` rewrites it from the code.
 */
export const snapshotFile = resolve(migrationsFolder, "schema.json");

/** The code's tables as a snapshot, without drizzle-kit's random ids, so that equal schemas give equal files. */
export function codeSnapshot(): DrizzleSnapshotJSON {
  const { id: _id, prevId: _prevId, ...snapshot } = generateDrizzleJson(tables as Record<string, unknown>);
  return snapshot as DrizzleSnapshotJSON;
}

const withIds = (snapshot: object): DrizzleSnapshotJSON =>
  ({ ...snapshot, id: "00000000-0000-0000-0000-000000000000", prevId: "" }) as DrizzleSnapshotJSON;

// drizzle-kit does not always list a table's keys in the same order: the file sorts them, so equal schemas are equal text.
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;

export const snapshotText = (snapshot: DrizzleSnapshotJSON) => `${JSON.stringify(sorted(snapshot), null, 2)}\n`;

export async function storedSnapshot(): Promise<DrizzleSnapshotJSON> {
  return JSON.parse(await readFile(snapshotFile, "utf8")) as DrizzleSnapshotJSON;
}

/** The SQL statements that take the stored snapshot to the code's tables (none when they agree). */
export async function pendingStatements(): Promise<string[]> {
  return generateMigration(withIds(await storedSnapshot()), withIds(codeSnapshot()));
}

export const writeSnapshot = (snapshot: DrizzleSnapshotJSON) => writeFile(snapshotFile, snapshotText(snapshot));
