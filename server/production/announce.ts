import {
  ORDER_MOVED_EVENT,
  ORDER_UPDATED_EVENT,
  type OrderMovedEvent,
  type OrderUpdatedEvent,
} from "../../src/schemas/production.ts";
import type { Services } from "../http/services.ts";
import { moduleChannel } from "../realtime/channel-names.ts";

// After the transaction commits, open lists and order pages of the network hear about it, on its production
// channel (only users with production permissions may join it). A failed broadcast
// is logged and never undoes or fails the change: the screens also reload on their own.

async function announce(services: Services, multiStoreId: number, event: string, data: unknown): Promise<void> {
  try {
    await services.realtime.broadcast(moduleChannel(multiStoreId, "production"), event, data);
  } catch (error) {
    services.logger.warn({ err: error, event, multiStoreId }, "production: broadcast failed");
  }
}

export const announceMoved = (services: Services, multiStoreId: number, data: OrderMovedEvent) =>
  announce(services, multiStoreId, ORDER_MOVED_EVENT, data);

export const announceUpdated = (services: Services, multiStoreId: number, data: OrderUpdatedEvent) =>
  announce(services, multiStoreId, ORDER_UPDATED_EVENT, data);
