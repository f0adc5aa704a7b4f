import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import type { ChannelModule } from "../../domain/realtime-channels.ts";
import { type NetworkEventHandler, type RealtimeStatus, realtime } from "../../services/realtime.ts";
import { useSessionUser } from "./session-context.tsx";

// React's side of src/services/realtime.ts: a screen listens to its network's channel of one module while mounted.

/** Calls `handler` with the data of every `event` on the signed-in user's network channel of `module` while mounted. */
export function useNetworkEvent(module: ChannelModule, event: string, handler: NetworkEventHandler): void {
  const multiStoreId = useSessionUser()?.multiStoreId ?? null;
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (multiStoreId === null) {
      // Signed out: nothing of the network may keep arriving.
      realtime.disconnect();
      return;
    }
    return realtime.subscribe(multiStoreId, module, event, (data) => onEvent(data));
  }, [multiStoreId, module, event]);
}

/** Calls `handler` when the module's channel was joined again after a dropped connection (events may be missed). */
export function useRealtimeResync(module: ChannelModule, handler: () => void): void {
  const multiStoreId = useSessionUser()?.multiStoreId ?? null;
  const onResync = useEffectEvent(handler);
  useEffect(() => {
    if (multiStoreId === null) return;
    return realtime.onResync(multiStoreId, module, () => onResync());
  }, [multiStoreId, module]);
}

/** The connection's status, for the live indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.onStatus, realtime.status, () => "idle");
}
