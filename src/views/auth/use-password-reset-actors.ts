import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { passwordResetMachine } from "../../machines/password-reset.machine.ts";
import { passwordResetRequestMachine } from "../../machines/password-reset-request.machine.ts";
import { confirmPasswordReset, requestPasswordReset } from "../../services/api/auth.ts";

const liveRequestMachine = passwordResetRequestMachine.provide({
  actors: { "request reset link": fromPromise(({ input }) => requestPasswordReset(input.login)) },
});

const liveResetMachine = passwordResetMachine.provide({
  actors: { "confirm reset": fromPromise(({ input }) => confirmPasswordReset(input)) },
});

/** /user/esqueci-a-senha's flow, asking the real API. */
export function usePasswordResetRequestActor() {
  return useActorRef(liveRequestMachine);
}

/** /user/redefinir-senha's flow for the link's token, asking the real API. */
export function usePasswordResetActor(token: string) {
  return useActorRef(liveResetMachine, { input: { token } });
}
