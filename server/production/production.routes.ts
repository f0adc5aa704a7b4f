import type { AnyRoute } from "../http/route.ts";
import { assignmentsRoutes } from "./assignments.routes.ts";
import { attendanceUpdateRoutes } from "./attendance-update.routes.ts";
import { attendancesRoutes } from "./attendances.routes.ts";
import { catalogRoutes } from "./catalog.routes.ts";
import { documentsRoutes } from "./documents.routes.ts";
import { itemsRoutes } from "./items.routes.ts";
import { seamstressesRoutes } from "./seamstresses.routes.ts";

/** Print-shop production (issue 5), in the order the app mounts them: static paths before /:id. */
export const productionRoutes: ReadonlyArray<AnyRoute> = [
  ...attendancesRoutes,
  ...attendanceUpdateRoutes,
  ...itemsRoutes,
  ...documentsRoutes,
  ...assignmentsRoutes,
  ...seamstressesRoutes,
  ...catalogRoutes,
];
