// What other server modules may use of the finance module besides its ledger (biome.json: a module imports
// another's public files only).

export { startFinance } from "./starting-set.ts";
