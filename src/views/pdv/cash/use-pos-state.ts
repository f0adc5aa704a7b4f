import { useSyncExternalStore } from "react";
import { type PosState, readPosState, subscribePosState } from "../../../services/pos-state.ts";
import { useSessionUser } from "../../shared/session-context.tsx";

let cache: { key: string; state: PosState | null } | null = null;

/** The signed-in user's POS state (spec 3): the open register, its unit, the sync flag; null without one. */
export function usePosState(): PosState | null {
  const user = useSessionUser();
  return useSyncExternalStore(subscribePosState, () => {
    if (!user) return null;
    const state = readPosState(user.id);
    const key = `${user.id}:${JSON.stringify(state)}`;
    if (cache?.key !== key) cache = { key, state };
    return cache.state;
  });
}
