// What other server modules may use of the suppliers module (biome.json: a module imports another's public files
// only): the supplier search of every supplier selector, suppliers' names by id, and creating a carrier (the PDV's
// transporter search). The tables (suppliers, manufacturers, transporters) are read from ./schema.ts.

export { insertCarrier } from "./carrier-store.ts";
export { findSuppliers, supplierNames } from "./supplier-search.ts";
