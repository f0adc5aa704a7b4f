import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { cleanDocument } from "../../src/domain/documents.ts";
import type { SupplierHit, SupplierId } from "../../src/schemas/suppliers.ts";
import type { Db } from "../db/client.ts";
import { containing, startsWith } from "../db/like.ts";
import { suppliers } from "./schema.ts";

/**
 * Active suppliers of a network whose name or trade name contains the text, or whose CNPJ/CPF or phone starts with
 * its digits; by name. Empty text: the first ones by name. What supplier selectors of every module show.
 */
export async function findSuppliers(db: Db, multiStoreId: number, text: string, limit = 20): Promise<SupplierHit[]> {
  const q = text.trim();
  let filter: SQL | undefined;
  if (q !== "") {
    const document = cleanDocument(q);
    const digits = q.replace(/\D/g, "");
    filter = or(
      ilike(suppliers.name, containing(q)),
      ilike(suppliers.tradeName, containing(q)),
      document === "" ? undefined : ilike(suppliers.docId1, startsWith(document)),
      digits.length >= 3 ? ilike(suppliers.phone1, startsWith(digits)) : undefined,
    );
  }
  const rows = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      tradeName: suppliers.tradeName,
      docId1: suppliers.docId1,
      phone1: suppliers.phone1,
      email: suppliers.email,
      city: suppliers.city,
      uf: suppliers.uf,
    })
    .from(suppliers)
    .where(and(eq(suppliers.multiStoreId, multiStoreId), eq(suppliers.active, true), filter))
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id))
    .limit(Math.min(Math.max(limit, 1), 50));
  return rows.map((row) => ({ ...row, id: row.id as SupplierId }));
}

/** Names of the network's suppliers by id (a product list's supplier column, a report's last supplier). */
export async function supplierNames(db: Db, multiStoreId: number, ids: ReadonlyArray<number>) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.multiStoreId, multiStoreId), inArray(suppliers.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
