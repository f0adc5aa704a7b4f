import type { ResourceRef } from "../../machines/resource.machine.ts";
import { useResource } from "../components/resource/use-resource.ts";
import type { ProductionChange } from "./production-events.ts";
import { useProductionEvents } from "./use-production-events.ts";

/**
 * A production screen's resource: `concerns` says which realtime changes reload it (none: a reference list loaded
 * once).
 */
export function useProductionResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  concerns: (change: ProductionChange) => boolean = () => false,
): ResourceRef<T> {
  const resource = useResource(load);
  useProductionEvents((change) => {
    if (concerns(change)) resource.send({ type: "reload" });
  });
  return resource;
}
