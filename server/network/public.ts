// What other server modules may use of the network module (biome.json: a module imports another's public files
// only): the unit settings it edits, and whether a unit takes new registers and sales.

export { isActiveUnit, SYNC_INSTALLMENTS_SETTING } from "./unit-store.ts";
