import { endpoint } from "../endpoint.ts";
import {
  BuilderAnswer,
  BuilderExportQuery,
  BuilderOptions,
  BuilderQuery,
  SavedView,
  SavedViewInput,
  SavedViewList,
} from "../report-builder.ts";

// The report builder (/relatorios/datatables; docs/api/reports.md, "Report builder"): run a table, export it, and
// the saved views.

export const reportBuilderEndpoints = {
  builderOptions: endpoint({ method: "get", path: "/api/v1/reports/datatables/options", response: BuilderOptions }),
  runBuilder: endpoint({
    method: "get",
    path: "/api/v1/reports/datatables/run",
    query: BuilderQuery,
    response: BuilderAnswer,
  }),
  exportBuilder: endpoint({
    method: "get",
    path: "/api/v1/reports/datatables/run/export",
    query: BuilderExportQuery,
    response: { contentType: "application/octet-stream" },
  }),
  savedViews: endpoint({ method: "get", path: "/api/v1/reports/datatables/views", response: SavedViewList }),
  createSavedView: endpoint({
    method: "post",
    path: "/api/v1/reports/datatables/views",
    body: SavedViewInput,
    response: SavedView,
    status: 201,
  }),
  updateSavedView: endpoint({
    method: "patch",
    path: "/api/v1/reports/datatables/views/:id",
    body: SavedViewInput,
    response: SavedView,
  }),
  deleteSavedView: endpoint({ method: "delete", path: "/api/v1/reports/datatables/views/:id", response: SavedView }),
} as const;
