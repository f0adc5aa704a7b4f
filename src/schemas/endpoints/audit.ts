import { endpoint } from "../endpoint.ts";
import { UserLogFilterOptions, UserLogList, UserLogListQuery } from "../audit.ts";

export const auditEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/user_logs", query: UserLogListQuery, response: UserLogList }),
  filters: endpoint({ method: "get", path: "/api/v1/user_logs/filters", response: UserLogFilterOptions }),
} as const;
