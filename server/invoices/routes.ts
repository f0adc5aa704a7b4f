import { invoicesRoutes } from "./invoices.routes.ts";
import { invoiceLookupRoutes } from "./lookups.routes.ts";
import { nfeImportRoutes } from "./nfe-import.routes.ts";
import { invoicePostingRoutes } from "./posting.routes.ts";

/** Every route of the purchase invoices module: list, one, drafts, posting and canceling, the NF-e import. */
export const invoicesModuleRoutes = [
  ...invoicesRoutes,
  ...invoicePostingRoutes,
  ...nfeImportRoutes,
  ...invoiceLookupRoutes,
];
