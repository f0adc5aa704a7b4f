import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { aboutMachine } from "../../machines/about.machine.ts";
import { apiVersion } from "../../services/api/auth.ts";

const liveAboutMachine = aboutMachine.provide({
  actors: { "load api version": fromPromise(async () => ({ version: (await apiVersion()).version })) },
});

/** The About dialog's actor, asking the real API. */
export function useAboutActor() {
  return useActorRef(liveAboutMachine);
}
