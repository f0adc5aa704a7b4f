// What other server modules may use of the reports module (biome.json: a module imports another's public files only).

export { type SalesSummaryMismatch, salesSummaryMismatches } from "./summaries.ts";
export { productSalesIn, sold } from "./product-sales.ts";
