import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { openDatabase } from "../../../server/db/client.ts";
import { loadConfig } from "../../../server/config.ts";
import { companies } from "../../../server/network/schema.ts";
import { productConfigs, products } from "../../../server/stock/schema.ts";
import { ROOT } from "./server.ts";

const run = promisify(execFile);

export type FirstRun = { login: string; password: string; network: string; unit: string };

/** `npm run setup` on the server's empty database, as an operator runs it before the first start. */
export async function runSetupCommand(env: NodeJS.ProcessEnv, setup: FirstRun & { cnpj: string; email: string }) {
  const args = [
    "--import",
    "tsx",
    "server/db/cli.ts",
    "setup",
    `--network=${setup.network}`,
    `--unit=${setup.unit}`,
    `--legal-name=${setup.network} Ltda`,
    `--cnpj=${setup.cnpj}`,
    "--admin-name=Administradora da Rede",
    `--login=${setup.login}`,
    `--email=${setup.email}`,
  ];
  await run(process.execPath, args, { cwd: ROOT, env: { ...env, REDE_ADMIN_PASSWORD: setup.password } });
}

/**
 * The one product the first sale sells. The catalog screens come with the catalog and stock issue (13); until then
 * the test writes the product as that module will, without stock control.
 */
export async function addFirstProduct(env: NodeJS.ProcessEnv, product: { description: string; priceCents: number }) {
  const database = await openDatabase(loadConfig(env));
  try {
    await database.whileStarting(async () => {
      const db = database.db;
      const [network] = await db
        .select({ id: companies.multiStoreId, company_id: companies.id })
        .from(companies)
        .limit(1);
      if (!network) throw new Error("setup created no network");
      const [row] = await db
        .insert(products)
        .values({ multiStoreId: network.id, fullDescription: product.description, sku: "PRIMEIRO-1" })
        .returning();
      if (!row) throw new Error("product insert failed");
      await db.insert(productConfigs).values({
        multiStoreId: network.id,
        companyId: network.company_id,
        productId: row.id,
        price1: (product.priceCents / 100).toFixed(2),
        stockControl: false,
      });
    });
  } finally {
    await database.close();
  }
}
