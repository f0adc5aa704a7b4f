import { randomBytes } from "node:crypto";
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import type { NetworkSetup, SetupField } from "../../src/domain/network-setup.ts";
import type { Db } from "../db/client.ts";
import { createNetwork, SetupRefused } from "./setup.ts";

// `npm run setup`: the first run without demo data. Every value comes from an option or, on a terminal, a question;
// the password from REDE_ADMIN_PASSWORD or a question, else a generated one printed once.

const OPTIONS: ReadonlyArray<{ field: Exclude<SetupField, "password">; flag: string; question: string }> = [
  { field: "network", flag: "network", question: "Nome da rede" },
  { field: "unit", flag: "unit", question: "Nome da primeira unidade" },
  { field: "legalName", flag: "legal-name", question: "Razão social da unidade" },
  { field: "cnpj", flag: "cnpj", question: "CNPJ da unidade" },
  { field: "adminName", flag: "admin-name", question: "Nome do administrador" },
  { field: "login", flag: "login", question: "Login do administrador" },
  { field: "email", flag: "email", question: "E-mail do administrador" },
];

export const SETUP_USAGE = `usage: npm run setup -- --network NOME --unit NOME --legal-name RAZÃO --cnpj CNPJ --admin-name NOME --login LOGIN --email E-MAIL
  (password from REDE_ADMIN_PASSWORD; on a terminal, missing values are asked)`;

async function readSetup(
  argv: ReadonlyArray<string>,
  env: NodeJS.ProcessEnv,
): Promise<NetworkSetup & { generated: boolean }> {
  const { values } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(OPTIONS.map((o) => [o.flag, { type: "string" as const }])),
    strict: true,
  });
  const asking = stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : null;
  try {
    const typed: Record<string, string> = {};
    for (const option of OPTIONS) {
      const given = values[option.flag];
      typed[option.field] =
        typeof given === "string" ? given : ((await asking?.question(`${option.question}: `)) ?? "");
    }
    let password = env.REDE_ADMIN_PASSWORD ?? "";
    let generated = false;
    if (password === "" && asking) password = await asking.question("Senha do administrador (vazia para gerar uma): ");
    if (password === "") {
      password = randomBytes(12).toString("base64url");
      generated = true;
    }
    return { ...(typed as Omit<NetworkSetup, "password">), password, generated };
  } finally {
    asking?.close();
  }
}

/** Runs the setup; answers the exit code and writes what the operator must know. */
export async function runSetup(db: Db, argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv): Promise<number> {
  let setup: Awaited<ReturnType<typeof readSetup>>;
  try {
    setup = await readSetup(argv, env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${SETUP_USAGE}`);
    return 2;
  }
  try {
    const created = await createNetwork(db, setup);
    const password = setup.generated ? `\n  senha gerada: ${setup.password} (troque-a no primeiro acesso)` : "";
    console.log(
      `Rede criada (rede ${created.multiStoreId}, unidade ${created.companyId}).\n  login do administrador: ${created.login}${password}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof SetupRefused)) throw error;
    for (const [field, text] of Object.entries(error.problems)) console.error(`${field}: ${text}`);
    console.error(SETUP_USAGE);
    return 1;
  }
}
