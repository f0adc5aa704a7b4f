import { crmSettingsEndpoints } from "../../schemas/endpoints/crm-settings.ts";
import type { CrmFactor, CrmStageInput, CrmStagePatch } from "../../schemas/crm-settings.ts";
import { call } from "./client.ts";

// CRM settings (issue 15): funnel stages (CNF 5) and CRM factors with their options (CNF 6).

export const listCrmStages = (signal?: AbortSignal) => call(crmSettingsEndpoints.listStages, { signal });
export const createCrmStage = (body: CrmStageInput) => call(crmSettingsEndpoints.createStage, { json: body });
export const updateCrmStage = (id: number, body: CrmStagePatch) =>
  call(crmSettingsEndpoints.updateStage, { params: { id }, json: body });
export const removeCrmStage = (id: number) => call(crmSettingsEndpoints.removeStage, { params: { id } });

export const listCrmFactors = (signal?: AbortSignal) => call(crmSettingsEndpoints.listFactors, { query: {}, signal });
export const createCrmFactor = (name: string) => call(crmSettingsEndpoints.createFactor, { json: { name } });
/** PATCH body is the factor (spec 7), with its new name. */
export const updateCrmFactor = (factor: CrmFactor, name: string) =>
  call(crmSettingsEndpoints.updateFactor, { params: { id: factor.id }, json: { ...factor, name } });
export const removeCrmFactor = (id: number) => call(crmSettingsEndpoints.removeFactor, { params: { id } });
export const createCrmOption = (factorId: number, name: string) =>
  call(crmSettingsEndpoints.createOption, { json: { name, factor_id: factorId } });
export const removeCrmOption = (id: number) => call(crmSettingsEndpoints.removeOption, { params: { id } });
