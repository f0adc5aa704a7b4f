import { endpoint } from "../endpoint.ts";
import {
  CashClosing,
  CashMovementDetail,
  CashMovementList,
  CashMovementListQuery,
  CashSession,
  CashSummary,
  CloseCashRequest,
  LastOpenedCashMovement,
  OpenCashRequest,
  OpeningValueRequest,
  PdvOutflow,
  PdvOutflowRequest,
  PosCompanyList,
  Sangria,
  SangriaRequest,
} from "../pdv-cash.ts";

export const cashEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/v1/cash_movements",
    query: CashMovementListQuery,
    response: CashMovementList,
  }),
  detail: endpoint({ method: "get", path: "/api/v1/cash_movements/:id", response: CashMovementDetail }),
  lastOpened: endpoint({ method: "get", path: "/api/v1/cash_movements/last_opened", response: LastOpenedCashMovement }),
  open: endpoint({
    method: "post",
    path: "/api/v1/cash_movements",
    body: OpenCashRequest,
    response: CashSession,
    status: 201,
  }),
  openingValue: endpoint({
    method: "patch",
    path: "/api/v1/cash_movements/:companyId/opening_value/:cashMovementId",
    body: OpeningValueRequest,
    response: CashSession,
  }),
  summary: endpoint({ method: "get", path: "/api/v1/cash_movements/:id/summary", response: CashSummary }),
  close: endpoint({
    method: "post",
    path: "/api/v1/cash_movements/closed",
    body: CloseCashRequest,
    response: CashClosing,
  }),
  outflow: endpoint({
    method: "post",
    path: "/api/v1/financial_outflows/pdv",
    body: PdvOutflowRequest,
    response: PdvOutflow,
    status: 201,
  }),
  sangria: endpoint({ method: "post", path: "/api/v1/sangrias", body: SangriaRequest, response: Sangria, status: 201 }),
  ownUnits: endpoint({ method: "get", path: "/api/v1/pdv/companies", response: PosCompanyList }),
} as const;
