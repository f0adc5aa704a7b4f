import { useEffectEvent } from "react";
import { ORDER_MOVED_EVENT, ORDER_UPDATED_EVENT } from "../../schemas/production.ts";
import { type ProductionChange, productionChange } from "./production-events.ts";
import { useNetworkEvent, useRealtimeResync } from "../shared/use-network-event.ts";

/** Calls `onChange` for every production change of the network (decoded, from its production channel), and after a reconnection. */
export function useProductionEvents(onChange: (change: ProductionChange) => void): void {
  const handle = useEffectEvent(onChange);
  useNetworkEvent("production", ORDER_MOVED_EVENT, (data) => {
    const change = productionChange(ORDER_MOVED_EVENT, data);
    if (change) handle(change);
  });
  useNetworkEvent("production", ORDER_UPDATED_EVENT, (data) => {
    const change = productionChange(ORDER_UPDATED_EVENT, data);
    if (change) handle(change);
  });
  useRealtimeResync("production", () => handle({ kind: "resync" }));
}
