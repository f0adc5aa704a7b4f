import { eq } from "drizzle-orm";
import { unitGroupMembers, unitGroups } from "../franchise/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import type { TestApp } from "../test/harness.ts";
import { userCompanies, users } from "../users/schema.ts";

// The units the report tests sell in, made for each test file so that the demo's sales stay out: A, B and C of the
// demo network in one unit group, the administrator working in A and B only (C is a franchise unit the franchisor
// may include), and one unit of "Outra Rede".

export type ReportTestNetwork = {
  readonly demoId: number;
  readonly outraId: number;
  readonly unitA: number;
  readonly unitB: number;
  readonly unitC: number;
  readonly otherUnit: number;
  readonly group: number;
  readonly adminId: number;
};

async function networkId(t: TestApp, name: string) {
  const [row] = await t.db.select({ id: multiStores.id }).from(multiStores).where(eq(multiStores.name, name));
  return row?.id as number;
}

async function unitOf(t: TestApp, multiStoreId: number, name: string) {
  const [row] = await t.db
    .insert(companies)
    .values({ multiStoreId, name, legalName: `${name} Ltda`, federalTaxId: "" })
    .returning({ id: companies.id });
  return row?.id as number;
}

/** Units "<prefix> A", "… B", "… C", "… Outra" and the group `groupName`. */
export async function reportTestNetwork(
  t: TestApp,
  prefix: string,
  groupName = `Grupo ${prefix}`,
): Promise<ReportTestNetwork> {
  const [demoId, outraId] = await Promise.all([networkId(t, "Rede Demo"), networkId(t, "Outra Rede")]);
  const [unitA, unitB, unitC, otherUnit] = await Promise.all([
    unitOf(t, demoId, `${prefix} A`),
    unitOf(t, demoId, `${prefix} B`),
    unitOf(t, demoId, `${prefix} C`),
    unitOf(t, outraId, `${prefix} Outra`),
  ]);
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, "admin"));
  const adminId = admin?.id as number;
  await t.db.insert(userCompanies).values([
    { userId: adminId, companyId: unitA, multiStoreId: demoId },
    { userId: adminId, companyId: unitB, multiStoreId: demoId },
  ]);
  const [row] = await t.db
    .insert(unitGroups)
    .values({ multiStoreId: demoId, name: groupName })
    .returning({ id: unitGroups.id });
  const group = row?.id as number;
  await t.db
    .insert(unitGroupMembers)
    .values([unitA, unitB, unitC].map((companyId) => ({ multiStoreId: demoId, groupId: group, companyId })));
  return { demoId, outraId, unitA, unitB, unitC, otherUnit, group, adminId };
}
