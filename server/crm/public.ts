// What other server modules may use of the CRM module (biome.json: a module imports another's public files only).

export { readDayFocus, toCrmDayFocus } from "./day-focus.ts";
export { LOSS_REASON_FACTOR, startCrm } from "./start.ts";
export { stagesOfCustomers } from "./customer-stage.ts";
export { seedCrmInteractions } from "./interactions-seed.ts";
