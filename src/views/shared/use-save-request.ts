import { useActorRef } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { createProductionSaveMachine, type ProductionSaveRef } from "../../machines/production-save.machine.ts";

/** The save machine (src/machines/production-save.machine.ts) with the screen's request; `onSaved` hears every accepted request. */
export function useSaveRequest<Request, Result>(
  save: (request: Request) => Promise<Result>,
  onSaved: (result: Result, request: Request) => void,
): ProductionSaveRef<Request, Result> {
  const latest = useRef({ save, onSaved });
  useEffect(() => {
    latest.current = { save, onSaved };
  });
  const [machine] = useState(() =>
    createProductionSaveMachine<Request, Result>().provide({
      actors: { save: fromPromise<Result, { request: Request }>(({ input }) => latest.current.save(input.request)) },
    }),
  );
  const actor = useActorRef(machine);
  useEffect(() => {
    const subscription = actor.on("saved", ({ result, request }) => latest.current.onSaved(result, request));
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}
