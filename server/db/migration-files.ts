import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { resolve } from "node:path";

/**
 * The migrations, one SQL file per change, applied in name order. New names start with the UTC time they were
 * generated at (`20261123225900_stock-ledger.sql`), so two branches never pick the same name and nothing else
 * (no journal, no chain of snapshots) has to be merged; the ten files from before this rule keep their `0000_` to
 * `0009_` names, which sort first. The first line of each file holds the SHA-256 of the rest: a file edited by hand
 * after it was generated no longer matches it, and a database remembers the checksum of every file it applied.
 */
export const migrationsFolder = resolve(import.meta.dirname, "migrations");

export const MIGRATION_NAME = /^(\d{4}|\d{14})_[a-z0-9-]+\.sql$/;
const HEADER = /^-- sha256: ([0-9a-f]{64})\n/;
const BREAKPOINT = "--> statement-breakpoint";

export type MigrationFile = {
  readonly name: string;
  /** The SQL after the header line. */
  readonly body: string;
  /** The checksum the header claims. */
  readonly declared: string | null;
  /** The checksum of the body. */
  readonly checksum: string;
  readonly statements: ReadonlyArray<string>;
};

export const checksumOf = (body: string) => createHash("sha256").update(body).digest("hex");

export function parseMigration(name: string, text: string): MigrationFile {
  const header = HEADER.exec(text);
  const body = header ? text.slice(header[0].length) : text;
  const statements = body
    .split(BREAKPOINT)
    .map((statement) => statement.trim())
    .filter(Boolean);
  return { name, body, declared: header?.[1] ?? null, checksum: checksumOf(body), statements };
}

/** A migration's file text: the checksum line, then the statements separated as drizzle-kit separates them. */
export function migrationText(statements: ReadonlyArray<string>): string {
  const body = `${statements.map((statement) => statement.trim().replace(/;?$/, ";")).join(`\n${BREAKPOINT}\n`)}\n`;
  return `-- sha256: ${checksumOf(body)}\n${body}`;
}

export async function readMigrations(folder = migrationsFolder): Promise<MigrationFile[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".sql")).sort();
  return Promise.all(names.map(async (name) => parseMigration(name, await readFile(resolve(folder, name), "utf8"))));
}
