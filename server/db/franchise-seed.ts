import { asc, eq } from "drizzle-orm";
import { generateCpf } from "../../src/domain/documents.ts";
import { franchiseUnitContacts, franchiseUnits, unitGroupMembers, unitGroups } from "../franchise/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import type { Db } from "./client.ts";

// Franchise demo data (issue 12 items 3 and 4): a unit group and the franchise data of the first unit of each
// network, so /grupos-de-unidades and /unidades-franqueadas have something to show (and Outra Rede's rows exist
// for the tenant tests).

const DEMO: Readonly<Record<string, { group: string; owner: string; city: string; uf: string; contact: string }>> = {
  "Rede Demo": {
    group: "Região Metropolitana",
    owner: "Renata Moura Franco",
    city: "São Paulo",
    uf: "SP",
    contact: "Gerente da Loja Centro",
  },
  "Outra Rede": {
    group: "Grupo Outra Rede",
    owner: "Otávio Prado",
    city: "Curitiba",
    uf: "PR",
    contact: "Contato Franquia Outra Rede",
  },
};

export async function seedFranchiseDemo(db: Db) {
  for (const [name, demo] of Object.entries(DEMO)) {
    const [store] = await db.select().from(multiStores).where(eq(multiStores.name, name));
    if (!store) throw new Error(`${name} not seeded`);
    const units = await db
      .select()
      .from(companies)
      .where(eq(companies.multiStoreId, store.id))
      .orderBy(asc(companies.id));
    const [group] = await db
      .insert(unitGroups)
      .values({ multiStoreId: store.id, name: demo.group, description: "Lojas da região" })
      .returning();
    if (!group) throw new Error("unit group insert failed");
    await db
      .insert(unitGroupMembers)
      .values(units.map((u) => ({ multiStoreId: store.id, groupId: group.id, companyId: u.id })));
    const first = units[0];
    if (!first) continue;
    const [unit] = await db
      .insert(franchiseUnits)
      .values({
        multiStoreId: store.id,
        companyId: first.id,
        legalName: first.legalName,
        cnpj: first.federalTaxId,
        ownerName: demo.owner,
        ownerCpf: generateCpf(store.id * 1000 + 7),
        contractStart: "2023-01-10",
        royaltyPercent: "6",
        marketingFundPercent: "2",
        status: "active",
        city: demo.city,
        uf: demo.uf,
      })
      .returning();
    if (!unit) throw new Error("franchise unit insert failed");
    await db
      .insert(franchiseUnitContacts)
      .values({ multiStoreId: store.id, franchiseUnitId: unit.id, name: demo.contact, role: "Gerente" });
  }
}
