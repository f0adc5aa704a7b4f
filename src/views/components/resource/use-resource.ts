import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { createResourceMachine, type ResourceRef } from "../../../machines/resource.machine.ts";

/**
 * A screen's one-off load on the resource machine (src/machines/resource.machine.ts): loaded when the component
 * mounts, again when `key` changes (another id, another unit) or the view sends "reload" / "retry"; a load on its way
 * when the component goes is aborted. This is how a view loads data: not in a useEffect, not in a module cache.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string | number = ""): ResourceRef<T> {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [machine] = useState(() =>
    createResourceMachine<T>().provide({
      actors: { load: fromPromise<T>(({ signal }) => latest.current(signal)) },
    }),
  );
  const resource = useActorRef(machine);
  const loadedFor = useRef(key);
  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    resource.send({ type: "reload" });
  }, [resource, key]);
  return resource;
}

/** The resource's data (null until loaded) and whether nothing could be loaded. */
export function useResourceData<T>(resource: ResourceRef<T>): { data: T | null; failed: boolean; error: unknown } {
  const data = useSelector(resource, (s) => s.context.data);
  const failed = useSelector(resource, (s) => s.hasTag("failed"));
  const error = useSelector(resource, (s) => (s.hasTag("failed") ? s.context.error : null));
  return { data, failed, error };
}
