import { endpoint } from "../endpoint.ts";
import {
  CrmFactor,
  CrmFactorInput,
  CrmFactorList,
  CrmFactorPatch,
  CrmFactorQuery,
  CrmOption,
  CrmOptionInput,
  CrmRemoved,
  CrmStage,
  CrmStageInput,
  CrmStageList,
  CrmStagePatch,
} from "../crm-settings.ts";

// CRM settings (issue 15): funnel stages (CNF 5) and CRM factors with their options (CNF 6, spec 7).
export const crmSettingsEndpoints = {
  listStages: endpoint({ method: "get", path: "/api/v1/crm_stages", response: CrmStageList }),
  createStage: endpoint({
    method: "post",
    path: "/api/v1/crm_stages",
    body: CrmStageInput,
    response: CrmStage,
    status: 201,
  }),
  updateStage: endpoint({ method: "patch", path: "/api/v1/crm_stages/:id", body: CrmStagePatch, response: CrmStage }),
  removeStage: endpoint({ method: "delete", path: "/api/v1/crm_stages/:id", response: CrmRemoved }),
  listFactors: endpoint({ method: "get", path: "/api/v1/crm_factors", query: CrmFactorQuery, response: CrmFactorList }),
  createFactor: endpoint({
    method: "post",
    path: "/api/v1/crm_factors",
    body: CrmFactorInput,
    response: CrmFactor,
    status: 201,
  }),
  updateFactor: endpoint({
    method: "patch",
    path: "/api/v1/crm_factors/:id",
    body: CrmFactorPatch,
    response: CrmFactor,
  }),
  removeFactor: endpoint({ method: "delete", path: "/api/v1/crm_factors/:id", response: CrmRemoved }),
  createOption: endpoint({
    method: "post",
    path: "/api/v1/crm_data",
    body: CrmOptionInput,
    response: CrmOption,
    status: 201,
  }),
  removeOption: endpoint({ method: "delete", path: "/api/v1/crm_data/:id", response: CrmRemoved }),
} as const;
