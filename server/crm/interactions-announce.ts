import { CRM_INTERACTION_CHANGED_EVENT } from "../../src/domain/realtime-channels.ts";
import type { Services } from "../http/services.ts";
import { moduleChannel } from "../realtime/channel-names.ts";

// After the change commits, the network's funnel and panels hear it on the CRM channel. A failed broadcast is
// logged and never undoes or fails the change: the screens also reload on their own.

export type InteractionChange = {
  readonly action: "created" | "updated" | "deleted";
  readonly interaction_id: number;
  readonly customer_id: number | null;
  readonly stage_id: number | null;
  readonly user_id: number;
};

export async function announceInteraction(
  services: Services,
  multiStoreId: number,
  change: InteractionChange,
): Promise<void> {
  try {
    await services.realtime.broadcast(moduleChannel(multiStoreId, "crm"), CRM_INTERACTION_CHANGED_EVENT, change);
  } catch (error) {
    services.logger.warn({ err: error, multiStoreId }, "crm: interaction broadcast failed");
  }
}
