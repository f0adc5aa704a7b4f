import { eq, sql } from "drizzle-orm";
import { cleanSetup, type NetworkSetup, type SetupField, setupProblems } from "../../src/domain/network-setup.ts";
import { allPermissions } from "../../src/domain/permissions.ts";
import { hashPassword } from "../auth/public.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { startCrm } from "../crm/public.ts";
import { startFinance } from "../finance/public.ts";
import { userCompanies, userLogs, userPermissions, users } from "../users/schema.ts";
import { companies, multiStores } from "./schema.ts";
import { openDefaultStocks } from "../stock/public.ts";

/** A setup that cannot be stored: its messages per field. */
export class SetupRefused extends Error {
  constructor(readonly problems: Partial<Record<SetupField, string>>) {
    super(
      Object.entries(problems)
        .map(([field, text]) => `${field}: ${text}`)
        .join("; "),
    );
  }
}

export type CreatedNetwork = { multiStoreId: number; companyId: number; userId: number; login: string };

/**
 * The first run without demo data (`npm run setup`): a network account, its first unit and its administrator (every
 * permission at 2), with the payment methods and chart of accounts a network starts from, in one transaction. The
 * administrator creates everything else through the administration screens.
 */
export async function createNetwork(db: Db, typed: NetworkSetup): Promise<CreatedNetwork> {
  const problems = setupProblems(typed);
  if (Object.keys(problems).length > 0) throw new SetupRefused(problems);
  const setup = cleanSetup(typed);
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.login})`, setup.login));
  if (taken.length > 0) throw new SetupRefused({ login: "Username já cadastrado" });
  const passwordHash = await hashPassword(setup.password);
  try {
    return await db.transaction(async (tx) => {
      const [network] = await tx.insert(multiStores).values({ name: setup.network }).returning();
      if (!network) throw new Error("multi_stores insert returned nothing");
      const multiStoreId = network.id;
      const [unit] = await tx
        .insert(companies)
        .values({ multiStoreId, name: setup.unit, legalName: setup.legalName, federalTaxId: setup.cnpj })
        .returning();
      if (!unit) throw new Error("companies insert returned nothing");
      await openDefaultStocks(tx, [{ multiStoreId, companyId: unit.id }]);
      const [admin] = await tx
        .insert(users)
        .values({ multiStoreId, name: setup.adminName, login: setup.login, email: setup.email, passwordHash })
        .returning();
      if (!admin) throw new Error("users insert returned nothing");
      await tx.insert(userCompanies).values({ userId: admin.id, companyId: unit.id, multiStoreId });
      await tx.insert(userPermissions).values(
        allPermissions(2).flatMap((module) =>
          module.subPermissions.map(({ code, value }) => ({
            multiStoreId,
            userId: admin.id,
            slug: module.slug,
            code,
            value,
          })),
        ),
      );
      await startFinance(tx as unknown as Db, multiStoreId, [unit.id]);
      await startCrm(tx as unknown as Db, multiStoreId);
      await tx.insert(userLogs).values({
        multiStoreId,
        userId: admin.id,
        companyId: unit.id,
        action: "created",
        entity: "multi_stores",
        entityId: String(multiStoreId),
        details: { after: { network: setup.network, unit: setup.unit, administrator: setup.login } },
      });
      return { multiStoreId, companyId: unit.id, userId: admin.id, login: admin.login };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SetupRefused({ login: "Username já cadastrado" });
    throw error;
  }
}

/** Whether any network account exists: a server started without demo data on an empty database says how to begin. */
export async function hasNetwork(db: Db): Promise<boolean> {
  const rows = await db.select({ id: multiStores.id }).from(multiStores).limit(1);
  return rows.length > 0;
}
