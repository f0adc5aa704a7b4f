import { seedFinanceDemo, seedPaymentFees } from "./finance-seed.ts";
import { generateCnpj } from "../../src/domain/documents.ts";
import { allPermissions, type Permissions } from "../../src/domain/permissions.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "./client.ts";
import { seedProductionDemo } from "./production-seed.ts";
import { seedFranchiseDemo } from "./franchise-seed.ts";
import { seedPdvDemo } from "./pdv-seed.ts";
import { seedSuppliersDemo } from "./suppliers-seed.ts";
import { seedCrmInteractions, startCrm } from "../crm/public.ts";
import { customersInteractions } from "../crm/schema.ts";
import { startFinance } from "../finance/public.ts";
import { companies, multiStores } from "../network/schema.ts";
import { userCompanies, userPermissions, users } from "../users/schema.ts";
import { openDefaultStocks } from "../stock/public.ts";
import { seedStocksDemo } from "./stocks-seed.ts";
import { seedCrmFunnelDemo } from "./crm-funnel-seed.ts";
import { seedVehiclesDemo } from "./vehicles-seed.ts";

export const DEMO_PASSWORD = "demo1234";

type DemoUser = {
  login: string;
  name: string;
  role: string;
  permissions: Permissions;
  units: "all" | "first";
  active?: boolean;
  /** Blind close: the demo cashiers count without seeing the expected values. */
  blindClose?: boolean;
};

const sub = (slug: Permissions[number]["slug"], codes: number[], value = 1): Permissions[number] => ({
  slug,
  subPermissions: codes.map((code) => ({ code, value })),
});

/** The logins printed at start, with what each can do. */
export const DEMO_USERS: ReadonlyArray<DemoUser> = [
  {
    login: "admin",
    name: "Mariana Albuquerque",
    role: "administradora, todos os módulos",
    permissions: allPermissions(),
    units: "all",
  },
  {
    login: "caixa",
    name: "João Pedro Nascimento",
    role: "caixa (PDV 1, clientes 1)",
    permissions: [sub("POS", [1]), sub("CUS", [1])],
    units: "first",
    blindClose: true,
  },
  {
    login: "caixa10",
    name: "Luciana Ferreira Campos",
    role: "caixa sem abertura (PDV 10)",
    permissions: [sub("POS", [10])],
    units: "first",
    blindClose: true,
  },
  {
    login: "vendedor",
    name: "Rafael Tavares Moreira",
    role: "vendedor (CRM, clientes)",
    permissions: [sub("CRM", [1]), sub("CUS", [1, 2])],
    units: "all",
  },
  {
    login: "producao",
    name: "Camila Rocha Siqueira",
    role: "produção (SLK 1 a 8)",
    permissions: [sub("SLK", [1, 2, 3, 4, 5, 6, 7, 8])],
    units: "first",
  },
];

/** More staff, so lists have pages to turn. */
const STAFF: ReadonlyArray<[string, string]> = [
  ["ana.beatriz", "Ana Beatriz Carvalho"],
  ["bruno.lima", "Bruno Lima Rezende"],
  ["carla.menezes", "Carla Menezes Duarte"],
  ["diego.souza", "Diego Souza Pacheco"],
  ["eduarda.castro", "Eduarda Castro Vilela"],
  ["felipe.araujo", "Felipe Araújo Monteiro"],
  ["gabriela.pinto", "Gabriela Pinto Barreto"],
  ["henrique.dias", "Henrique Dias Cardoso"],
  ["isabela.ramos", "Isabela Ramos Teixeira"],
  ["joao.vitor", "João Vitor Mendes"],
  ["karina.lopes", "Karina Lopes Freitas"],
  ["leonardo.nunes", "Leonardo Nunes Batista"],
  ["marcos.antonio", "Marcos Antônio Rocha"],
  ["natalia.gomes", "Natália Gomes Correia"],
  ["otavio.brandao", "Otávio Brandão Leite"],
  ["patricia.moura", "Patrícia Moura Sales"],
  ["rodrigo.azevedo", "Rodrigo Azevedo Cunha"],
  ["sabrina.fonseca", "Sabrina Fonseca Prado"],
  ["thiago.martins", "Thiago Martins Coelho"],
  ["vanessa.ribeiro", "Vanessa Ribeiro Assis"],
];

type Account = {
  name: string;
  units: ReadonlyArray<{ name: string; legalName: string; city: string; uf: string; cnpjSeed: number }>;
  users: ReadonlyArray<DemoUser>;
};

const ACCOUNTS: ReadonlyArray<Account> = [
  {
    name: "Rede Demo",
    units: [
      {
        name: "Rede Demo Centro",
        legalName: "Rede Demo Comércio de Confecções Ltda",
        city: "São Paulo",
        uf: "SP",
        cnpjSeed: 1,
      },
      {
        name: "Rede Demo Savassi",
        legalName: "Rede Demo Savassi Comércio Ltda",
        city: "Belo Horizonte",
        uf: "MG",
        cnpjSeed: 2,
      },
    ],
    users: [
      ...DEMO_USERS,
      ...STAFF.map(([login, name], i) => ({
        login,
        name,
        role: "equipe",
        permissions: [sub("CUS", [1])],
        units: i % 2 === 0 ? ("all" as const) : ("first" as const),
        active: i % 7 !== 6,
      })),
    ],
  },
  {
    name: "Outra Rede",
    units: [
      {
        name: "Outra Rede Matriz",
        legalName: "Outra Rede Varejo e Serviços Ltda",
        city: "Curitiba",
        uf: "PR",
        cnpjSeed: 3,
      },
    ],
    users: [
      {
        login: "outra.admin",
        name: "Otávio Prado Outra Rede",
        role: "administrador da Outra Rede",
        permissions: allPermissions(),
        units: "all",
      },
    ],
  },
];

const emailOf = (login: string, account: string) =>
  `${login}@${account
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z]/g, "")}.com.br`;

async function seedAccount(db: Db, account: Account, passwordHash: string) {
  const [store] = await db.insert(multiStores).values({ name: account.name }).returning();
  if (!store) throw new Error("multi_store insert failed");
  const units = await db
    .insert(companies)
    .values(account.units.map((u) => ({ ...u, multiStoreId: store.id, federalTaxId: generateCnpj(u.cnpjSeed) })))
    .returning();
  await openDefaultStocks(
    db,
    units.map((u) => ({ multiStoreId: store.id, companyId: u.id })),
  );
  await startFinance(
    db,
    store.id,
    units.map((u) => u.id),
  );
  await startCrm(db, store.id);
  for (const demo of account.users) {
    const [user] = await db
      .insert(users)
      .values({
        multiStoreId: store.id,
        login: demo.login,
        name: demo.name,
        email: emailOf(demo.login, account.name),
        passwordHash,
        active: demo.active ?? true,
        blindClose: demo.blindClose ?? false,
      })
      .returning();
    if (!user) throw new Error("user insert failed");
    const mine = demo.units === "all" ? units : units.slice(0, 1);
    await db
      .insert(userCompanies)
      .values(mine.map((u) => ({ userId: user.id, companyId: u.id, multiStoreId: store.id })));
    const rows = demo.permissions.flatMap((p) =>
      p.subPermissions.map((s) => ({
        userId: user.id,
        multiStoreId: store.id,
        slug: p.slug,
        code: s.code,
        value: s.value,
      })),
    );
    if (rows.length) await db.insert(userPermissions).values(rows);
  }
}

/**
 * Demo data for a new database; does nothing once any network account exists, the demo's or a real one created by
 * `npm run setup` (its known passwords must never reach a real network's database).
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.select({ id: multiStores.id }).from(multiStores).limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of ACCOUNTS) await seedAccount(tx as unknown as Db, account, passwordHash);
    await seedProductionDemo(tx as unknown as Db);
    await seedPaymentFees(tx as unknown as Db);
    await seedPdvDemo(tx as unknown as Db);
    // After the PDV seed: the interactions are with its customers and offer its products.
    await seedCrmInteractions(tx as unknown as Db);
    // Last: each card's newest interaction gives it its temperature, next contact and values.
    await seedCrmFunnelDemo(tx as unknown as Db);
    await seedSuppliersDemo(tx as unknown as Db);
    await seedFranchiseDemo(tx as unknown as Db);
    await seedStocksDemo(tx as unknown as Db);
    await seedFinanceDemo(tx as unknown as Db);
    await seedVehiclesDemo(tx as unknown as Db);
  });
  return true;
}
