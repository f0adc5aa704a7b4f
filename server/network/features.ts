import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { multiStores } from "./schema.ts";

/** The feature flags of a network account (spec 6), as the operator sets them. */
export type FeatureFlags = { readonly newFeatures: boolean; readonly homologationPartner: boolean };

/** Sets the flags given (the others keep their value); the account's flags afterwards, or null for no such account. */
export async function setAccountFeatures(
  db: Db,
  networkId: number,
  flags: Partial<FeatureFlags>,
): Promise<(FeatureFlags & { name: string }) | null> {
  const columns = {
    name: multiStores.name,
    newFeatures: multiStores.newFeatures,
    homologationPartner: multiStores.homologationPartner,
  };
  const changes = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select(columns).from(multiStores).where(eq(multiStores.id, networkId))
      : await db.update(multiStores).set(changes).where(eq(multiStores.id, networkId)).returning(columns);
  return row ?? null;
}

const SWITCH = { on: true, off: false } as const;

/**
 * `features <networkId> [--new-features on|off] [--partner on|off]` as typed after `npm run network --`; a usage
 * message for anything else.
 */
export function parseFeaturesCommand(
  args: ReadonlyArray<string>,
): { networkId: number; flags: Partial<FeatureFlags> } | { error: string } {
  const [command, id, ...options] = args;
  const usage = "usage: npm run network -- features <networkId> [--new-features on|off] [--partner on|off]";
  if (command !== "features" || !id || !/^[1-9]\d{0,9}$/.test(id)) return { error: usage };
  const flags: { newFeatures?: boolean; homologationPartner?: boolean } = {};
  for (let i = 0; i < options.length; i += 2) {
    const value = SWITCH[options[i + 1] as keyof typeof SWITCH];
    if (value === undefined) return { error: usage };
    if (options[i] === "--new-features") flags.newFeatures = value;
    else if (options[i] === "--partner") flags.homologationPartner = value;
    else return { error: usage };
  }
  return { networkId: Number(id), flags };
}
