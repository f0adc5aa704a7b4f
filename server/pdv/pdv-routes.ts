import type { AnyRoute } from "../http/route.ts";
import { budgetsRoutes } from "./budgets.routes.ts";
import { cashListsRoutes } from "./cash-lists.routes.ts";
import { cashMovementsRoutes } from "./cash-movements.routes.ts";
import { closingReportRoutes } from "./closing-report.routes.ts";
import { pdvCustomersRoutes } from "./customers.routes.ts";
import { lookupsRoutes } from "./lookups.routes.ts";
import { outflowsRoutes } from "./outflows.routes.ts";
import { productsRoutes } from "./products.routes.ts";
import { salesRoutes } from "./sales.routes.ts";
import { sangriasRoutes } from "./sangrias.routes.ts";
import { posTabsRoutes } from "./tabs.routes.ts";
import { transportersRoutes } from "./transporters.routes.ts";
import { unitsRoutes } from "./units.routes.ts";

/** The point of sale's API (issue 4). Fixed paths come before `:id` paths of the same prefix. */
export const pdvRoutes: ReadonlyArray<AnyRoute> = [
  ...productsRoutes,
  ...pdvCustomersRoutes,
  ...transportersRoutes,
  ...lookupsRoutes,
  ...unitsRoutes,
  ...cashMovementsRoutes,
  ...cashListsRoutes,
  ...closingReportRoutes,
  ...sangriasRoutes,
  ...outflowsRoutes,
  ...salesRoutes,
  ...budgetsRoutes,
  ...posTabsRoutes,
];
