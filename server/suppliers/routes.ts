import { carriersRoutes } from "./carriers.routes.ts";
import { manufacturersRoutes } from "./manufacturers.routes.ts";
import { supplierDocumentsRoutes } from "./supplier-documents.routes.ts";
import { suppliersRoutes } from "./suppliers.routes.ts";

/** Every route of the suppliers module: suppliers and their documents, manufacturers, carriers. */
export const suppliersModuleRoutes = [
  ...suppliersRoutes,
  ...supplierDocumentsRoutes,
  ...manufacturersRoutes,
  ...carriersRoutes,
];
