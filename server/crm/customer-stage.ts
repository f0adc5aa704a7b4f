import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { crmStages, customerStages } from "./schema.ts";

/** Where each of the customers stands in the funnel (stage id and name); a customer outside the funnel is absent. */
export async function stagesOfCustomers(
  db: Db,
  session: SessionInfo,
  customerIds: ReadonlyArray<number>,
): Promise<ReadonlyMap<number, { readonly stageId: number; readonly stageName: string }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: customerStages.customerId, stageId: crmStages.id, stageName: crmStages.name })
    .from(customerStages)
    .innerJoin(crmStages, eq(crmStages.id, customerStages.stageId))
    .where(tenantScope(customerStages, session, inArray(customerStages.customerId, [...customerIds])));
  return new Map(rows.map((row) => [row.customerId, { stageId: row.stageId, stageName: row.stageName }]));
}
