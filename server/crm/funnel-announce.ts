import { FUNNEL_CHANGED_EVENT, type FunnelChangedEvent } from "../../src/schemas/crm-funnel.ts";
import type { Services } from "../http/services.ts";
import { moduleChannel } from "../realtime/channel-names.ts";

// After the transaction commits, every open funnel of the network hears of the change on its CRM channel (CRM 1
// users only). A failed broadcast is logged and never undoes the change: the funnel also reloads on resync.

export async function announceFunnelChange(
  services: Services,
  multiStoreId: number,
  data: FunnelChangedEvent,
): Promise<void> {
  try {
    await services.realtime.broadcast(moduleChannel(multiStoreId, "crm"), FUNNEL_CHANGED_EVENT, data);
  } catch (error) {
    services.logger.warn({ err: error, multiStoreId }, "crm funnel: broadcast failed");
  }
}
