// What other server modules may use of the customers module (biome.json: a module imports another's public files
// only): a customer address as the API answers it, for the sales and budgets that point at one.

export { addressOut } from "./customer-store.ts";
