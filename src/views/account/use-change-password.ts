import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { type ChangePasswordOutput, changePasswordMachine } from "../../machines/change-password.machine.ts";
import { changePassword } from "../../services/api/auth.ts";

const liveMachine = changePasswordMachine.provide({
  actors: { "change password": fromPromise(({ input }) => changePassword(input)) },
});

export type ChangePasswordHandlers = {
  /** The user closed the dialog without changing the password. */
  readonly onCancelled: () => void;
  /** The password changed and the user chose Entrar novamente: the server already ended the session. */
  readonly onSignInAgain: () => void;
};

/** A fresh change-password flow wired to the API; it reports how it ended. */
export function useChangePasswordActor(handlers: ChangePasswordHandlers) {
  const actor = useActorRef(liveMachine);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== "done") return;
      const output: ChangePasswordOutput = snapshot.output;
      if (output.outcome === "changed") latest.current.onSignInAgain();
      else latest.current.onCancelled();
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}
