import { useActorRef } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import {
  createProductionResourceMachine,
  type ProductionResourceRef,
} from "../../machines/production-resource.machine.ts";
import type { ProductionChange } from "./production-events.ts";
import { useProductionEvents } from "./use-production-events.ts";

/**
 * The production resource machine with the screen's load function; `concerns` says which realtime changes
 * reload it (none: a reference list loaded once).
 */
export function useProductionResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  concerns: (change: ProductionChange) => boolean = () => false,
): ProductionResourceRef<T> {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [machine] = useState(() =>
    createProductionResourceMachine<T>().provide({
      actors: { load: fromPromise<T>(({ signal }) => latest.current(signal)) },
    }),
  );
  const resource = useActorRef(machine);
  useProductionEvents((change) => {
    if (concerns(change)) resource.send({ type: "reload" });
  });
  return resource;
}
