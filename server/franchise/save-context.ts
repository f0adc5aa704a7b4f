import type { Db } from "../db/client.ts";
import type { AuditEntry, SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";

/** What a franchise save needs of its request: the services, the session and the audit. */
export type FranchiseSaveContext = {
  readonly services: Services;
  readonly session: SessionInfo;
  readonly audit: (entry: AuditEntry, db?: Db) => Promise<void>;
};
