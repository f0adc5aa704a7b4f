// What other server modules may use of the PDV module (biome.json: a module imports another's public files only):
// the key figures of the network's units (sales this month, open register, last activity), for the franchisor.

export { NO_FIGURES, unitFigures } from "./unit-figures.ts";
