import { endpoint } from "../endpoint.ts";
import { AccountPlanCodeQuery, UniqueQuery, ValidationStatus } from "../validate.ts";

export const validateEndpoints = {
  unique: endpoint({ method: "get", path: "/api/v1/validate/unique", query: UniqueQuery, response: ValidationStatus }),
  accountPlanCode: endpoint({
    method: "get",
    path: "/api/v1/validate/account_plan_code",
    query: AccountPlanCodeQuery,
    response: ValidationStatus,
  }),
} as const;
