import { authRoutes } from "./auth/auth.routes.ts";
import { passwordResetRoutes } from "./auth/password-reset.routes.ts";
import { dayFocusRoutes } from "./crm/day-focus.routes.ts";
import { crmFactorsRoutes } from "./crm/factors.routes.ts";
import { crmStagesRoutes } from "./crm/stages.routes.ts";
import { funnelRoutes } from "./crm/funnel.routes.ts";
import { customerExportRoutes } from "./customers/customer-export.routes.ts";
import { customerGroupRoutes } from "./customers/customer-groups.routes.ts";
import { customerLookupRoutes } from "./customers/customer-lookups.routes.ts";
import { interactionsRoutes } from "./crm/interactions.routes.ts";
import { interactionsPanelRoutes } from "./crm/interactions-panel.routes.ts";
import { interactionsRelatedRoutes } from "./crm/interactions-related.routes.ts";
import { customersRoutes } from "./customers/customers.routes.ts";
import { fipeRoutes } from "./vehicles/fipe.routes.ts";
import { vehiclesRoutes } from "./vehicles/vehicles.routes.ts";
import { paymentMethodsRoutes } from "./finance/payment-methods.routes.ts";
import { financeReportsRoutes } from "./finance/reports.routes.ts";
import { financialEntriesRoutes } from "./finance/entries.routes.ts";
import { financialEntryFilesRoutes } from "./finance/entry-files.routes.ts";
import { financialEntrySettlementsRoutes } from "./finance/entry-settlements.routes.ts";
import { accountPlanRoutes } from "./finance/account-plans.routes.ts";
import { accountRoutes } from "./finance/accounts.routes.ts";
import { reconciliationRoutes } from "./finance/reconciliation.routes.ts";
import { unitGroupRoutes } from "./franchise/groups.routes.ts";
import { franchiseUnitRoutes } from "./franchise/units.routes.ts";
import type { AnyRoute } from "./http/route.ts";
import { imagesRoutes } from "./images/images.routes.ts";
import { insightsRoutes } from "./insights/insights.routes.ts";
import { invoicesModuleRoutes } from "./invoices/routes.ts";
import { productPhotosRoutes } from "./images/product-photos.routes.ts";
import { mostSpecificFirst } from "./http/route-order.ts";
import { networkRoutes } from "./network/units.routes.ts";
import { productionRoutes } from "./production/production.routes.ts";
import { pdvRoutes } from "./pdv/pdv-routes.ts";
import { broadcastingRoutes } from "./realtime/broadcasting.routes.ts";
import { deliveryReportRoutes } from "./reports/delivery.routes.ts";
import { salesReportRoutes } from "./reports/sales.routes.ts";
import { itemReportRoutes } from "./reports/items.routes.ts";
import { reportBuilderRoutes } from "./reports/datatables.routes.ts";
import { sellersRoutes } from "./sellers/sellers.routes.ts";
import { countsRoutes } from "./stock/counts.routes.ts";
import { lossesRoutes } from "./stock/movements-losses.routes.ts";
import { stockTransferRoutes } from "./stock/stocks-transfer.routes.ts";
import { stocksRoutes } from "./stock/stocks.routes.ts";
import { productSheetRoutes } from "./stock/product-import.routes.ts";
import { stockReportRoutes } from "./stock/reports.routes.ts";
import { stockBulkRoutes } from "./stock/bulk-adjust.routes.ts";
import { productsBulkRoutes } from "./stock/bulk-edit.routes.ts";
import { suppliersModuleRoutes } from "./suppliers/routes.ts";
import { stockProductRoutes } from "./stock/products.routes.ts";
import { docsRoute } from "./system/docs.routes.ts";
import { systemRoutes } from "./system/system.routes.ts";
import { profileRoutes } from "./users/profile.routes.ts";
import { userLogsRoutes } from "./users/user-logs.routes.ts";
import { usersRoutes } from "./users/users.routes.ts";
import { validateRoutes } from "./validate/validate.routes.ts";

/** Mounted most specific first: GET /api/v1/customers/search before GET /api/v1/customers/:id, whatever the order here. */
const moduleRoutes: ReadonlyArray<AnyRoute> = mostSpecificFirst([
  ...systemRoutes,
  ...authRoutes,
  ...passwordResetRoutes,
  ...usersRoutes,
  ...userLogsRoutes,
  ...profileRoutes,
  ...validateRoutes,
  ...broadcastingRoutes,
  ...dayFocusRoutes,
  ...crmStagesRoutes,
  ...crmFactorsRoutes,
  ...funnelRoutes,
  ...interactionsRoutes,
  ...interactionsRelatedRoutes,
  ...interactionsPanelRoutes,
  ...productionRoutes,
  ...insightsRoutes,
  ...customersRoutes,
  ...customerGroupRoutes,
  ...customerExportRoutes,
  ...customerLookupRoutes,
  ...vehiclesRoutes,
  ...fipeRoutes,
  ...networkRoutes,
  ...unitGroupRoutes,
  ...franchiseUnitRoutes,
  ...pdvRoutes,
  ...salesReportRoutes,
  ...deliveryReportRoutes,
  ...itemReportRoutes,
  ...reportBuilderRoutes,
  ...paymentMethodsRoutes,
  ...financeReportsRoutes,
  ...accountPlanRoutes,
  ...accountRoutes,
  ...reconciliationRoutes,
  ...sellersRoutes,
  ...stocksRoutes,
  ...stockTransferRoutes,
  ...countsRoutes,
  ...lossesRoutes,
  ...stockReportRoutes,
  ...productSheetRoutes,
  ...stockBulkRoutes,
  ...productsBulkRoutes,
  ...suppliersModuleRoutes,
  ...invoicesModuleRoutes,
  ...stockProductRoutes,
  ...imagesRoutes,
  ...productPhotosRoutes,
  ...financialEntriesRoutes,
  ...financialEntrySettlementsRoutes,
  ...financialEntryFilesRoutes,
]);

/** Every API route, in one table: the app mounts it, /api/docs describes it, the access tests walk it. */
export const apiRoutes: ReadonlyArray<AnyRoute> = [...moduleRoutes, docsRoute(moduleRoutes)];
