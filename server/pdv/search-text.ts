import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** Lowercase words without accents, as the search index stores them ("Algodão 500g" → ["algodao", "500g"]). */
export const searchTokens = (text: string): string[] =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "")
    .slice(0, 8);

/** Every word must start one of the vector's words (accents and case ignored); uses its GIN index. */
export const matchesWordPrefixes = (vector: SQL | AnyPgColumn, tokens: ReadonlyArray<string>): SQL =>
  sql`${vector} @@ to_tsquery('simple', ${tokens.map((t) => `${t}:*`).join(" & ")})`;
