import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { profileMachine } from "../../machines/profile.machine.ts";
import type { Profile, ProfileInput } from "../../schemas/users.ts";
import { getProfile, updateProfile } from "../../services/api/users.ts";

const liveMachine = profileMachine.provide({
  actors: {
    "load profile": fromPromise(() => getProfile()),
    "save profile": fromPromise<Profile, ProfileInput>(({ input }) => updateProfile(input)),
  },
});

/** A profile flow wired to the API; `onSaved` runs once the server accepted the change. */
export function useProfileActor(onSaved: (profile: Profile) => void, machine = liveMachine) {
  const actor = useActorRef(machine);
  const latest = useRef(onSaved);
  useEffect(() => {
    latest.current = onSaved;
  });
  useEffect(() => {
    const subscription = actor.on("saved", (event) => latest.current(event.profile));
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}
