import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { MIGRATION_NAME, migrationText, migrationsFolder } from "./migration-files.ts";
import { codeSnapshot, pendingStatements, writeSnapshot } from "./schema-snapshot.ts";

// npm run db:generate -- <name>: writes the migration from the stored schema to the code's tables, named with the
// current UTC time, and stores the new schema. With no difference, it only rewrites schema.json (after a merge).

const name = process.argv[2] ?? "";
const statements = await pendingStatements();
if (statements.length === 0) {
  await writeSnapshot(codeSnapshot());
  console.log("The migrations already build the code's tables; schema.json rewritten.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const file = `${stamp}_${name}.sql`;
if (!MIGRATION_NAME.test(file)) {
  console.error("usage: npm run db:generate -- <name in lower case, digits and dashes>");
  process.exit(2);
}
await writeFile(resolve(migrationsFolder, file), migrationText(statements));
await writeSnapshot(codeSnapshot());
console.log(`Wrote server/db/migrations/${file} (${statements.length} statements). Review it before committing.`);
