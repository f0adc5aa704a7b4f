import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appSecrets } from "./schema.ts";

const SECRET_BYTES = 32;

/**
 * The deployment's own secret called `name`: 32 random bytes made on the first start and kept in the database.
 * `on conflict do nothing` then a read back, so instances starting at the same moment, and every restart,
 * all end up with the one value that was stored first.
 */
export async function appSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(SECRET_BYTES).toString("hex") })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app_secrets: the secret ${name} was neither stored nor found`);
  return row.value;
}
