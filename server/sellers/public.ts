// What other server modules may use of the sellers module (biome.json: a module imports another's public files only):
// the sellers table, which the PDV reads to offer the active sellers and attendants and to check a sale's seller.

export { sellers } from "./schema.ts";
