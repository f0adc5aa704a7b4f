// What other server modules may use of the CRM module (biome.json: a module imports another's public files only).

export { loadDayFocus, toCrmDayFocus } from "./day-focus.ts";
