import { Option, Schema } from "effect";
import {
  ORDER_MOVED_EVENT,
  ORDER_UPDATED_EVENT,
  OrderMovedEvent,
  OrderUpdatedEvent,
} from "../../schemas/production.ts";
import { SEAMSTRESSES_STATUS } from "./production-paths.ts";

// What the production screens hear on the network's realtime channel (docs/api/production.md, Realtime), and
// which screen each change concerns. Pure, so the rules are tested without a connection.

export type ProductionChange =
  /** An order was sent on, returned or had its status set. */
  | { readonly kind: "moved"; readonly event: OrderMovedEvent }
  /** An order was created or its data, items, documents or seamstresses changed. */
  | { readonly kind: "updated"; readonly event: OrderUpdatedEvent }
  /** The channel was joined again after the connection dropped: anything may have changed meanwhile. */
  | { readonly kind: "resync" };

const decodeMoved = Schema.decodeUnknownOption(OrderMovedEvent);
const decodeUpdated = Schema.decodeUnknownOption(OrderUpdatedEvent);

/** The change an event's data describes; null for data that does not match the contract (it is ignored). */
export function productionChange(event: string, data: unknown): ProductionChange | null {
  if (event === ORDER_MOVED_EVENT) {
    return Option.match(decodeMoved(data), { onNone: () => null, onSome: (e) => ({ kind: "moved", event: e }) });
  }
  if (event === ORDER_UPDATED_EVENT) {
    return Option.match(decodeUpdated(data), { onNone: () => null, onSome: (e) => ({ kind: "updated", event: e }) });
  }
  return null;
}

/** A stage's list reloads when an order left it, arrived in it, or one of its orders changed. */
export function stageListAffected(statusId: number, change: ProductionChange): boolean {
  switch (change.kind) {
    case "moved":
      return change.event.from === statusId || change.event.to === statusId;
    case "updated":
      return change.event.status_id === statusId;
    case "resync":
      return true;
  }
}

/** An order page reloads when its own order moved or changed. */
export function orderAffected(orderId: number, change: ProductionChange): boolean {
  return change.kind === "resync" || change.event.id === orderId;
}

/** Seamstresses' pieces in progress count the orders in Confecção: they change with its moves and distributions. */
export function seamstressesAffected(change: ProductionChange): boolean {
  switch (change.kind) {
    case "moved":
      return change.event.from === SEAMSTRESSES_STATUS || change.event.to === SEAMSTRESSES_STATUS;
    case "updated":
      return change.event.change === "seamstresses";
    case "resync":
      return true;
  }
}
