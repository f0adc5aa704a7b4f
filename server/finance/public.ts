// What other server modules may use of the finance module besides its ledger (biome.json: a module imports
// another's public files only).

export { STANDARD_PLAN_CODES, startFinance, startUnitFinance } from "./starting-set.ts";
