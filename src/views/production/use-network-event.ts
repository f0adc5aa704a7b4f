import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { type NetworkEventHandler, type RealtimeStatus, realtime } from "../../services/realtime.ts";
import { useSessionUser } from "../shared/session-context.tsx";

// React's side of src/services/realtime.ts: a screen listens to its network's channel while it is mounted.

/** Calls `handler` with the data of every `event` on the signed-in user's network channel while mounted. */
export function useNetworkEvent(event: string, handler: NetworkEventHandler): void {
  const multiStoreId = useSessionUser()?.multiStoreId ?? null;
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (multiStoreId === null) {
      // Signed out: nothing of the network may keep arriving.
      realtime.disconnect();
      return;
    }
    return realtime.subscribe(multiStoreId, event, (data) => onEvent(data));
  }, [multiStoreId, event]);
}

/** Calls `handler` when the channel was joined again after a dropped connection (events may have been missed). */
export function useRealtimeResync(handler: () => void): void {
  const multiStoreId = useSessionUser()?.multiStoreId ?? null;
  const onResync = useEffectEvent(handler);
  useEffect(() => {
    if (multiStoreId === null) return;
    return realtime.onResync(multiStoreId, () => onResync());
  }, [multiStoreId]);
}

/** The connection's status, for the live indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.onStatus, realtime.status, () => "idle");
}
