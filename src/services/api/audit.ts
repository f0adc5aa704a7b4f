import type { UserLogListQuery } from "../../schemas/audit.ts";
import { auditEndpoints } from "../../schemas/endpoints/audit.ts";
import { call } from "./client.ts";

/** /user-logs: a page of the network's audit log. */
export const listUserLogs = (query: UserLogListQuery, signal?: AbortSignal) =>
  call(auditEndpoints.list, { query, signal });

/** What the audit log's filter panel offers. */
export const getUserLogFilters = (signal?: AbortSignal) => call(auditEndpoints.filters, { signal });
