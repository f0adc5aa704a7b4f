import { createRequire } from "node:module";
import type { Bank } from "../../src/schemas/finance-accounts.ts";

// The Brazilian banks an account may be at: the maintained list of the `bancos-brasileiros` package (COMPE code
// and name of every bank the Central Bank lists), read once. require() strips the file's byte-order mark.

type ListedBank = { readonly COMPE?: string; readonly LongName?: string; readonly ShortName?: string };

const listed = createRequire(import.meta.url)("bancos-brasileiros/bancos.json") as ReadonlyArray<ListedBank>;

/** The banks by COMPE code (001, 237, 341, 260 …), in code order. */
export const BANKS: ReadonlyArray<Bank> = listed
  .filter((bank) => typeof bank.COMPE === "string" && /^\d{3}$/.test(bank.COMPE))
  .map((bank) => ({ code: bank.COMPE as string, name: bank.LongName ?? bank.ShortName ?? "" }))
  .sort((a, b) => a.code.localeCompare(b.code));

const byCode = new Map(BANKS.map((bank) => [bank.code, bank.name]));

/** The bank's name, or null when the code is not a listed bank. */
export const bankName = (code: string | null): string | null => (code === null ? null : (byCode.get(code) ?? null));
