import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import {
  type CloseInput,
  type CashRegisterInput,
  type ClosingStart,
  type CountInput,
  type LoadClosingInput,
  cashRegisterMachine,
  type OpeningValueInput,
  type OutflowInput,
  type SangriaInput,
} from "../../../machines/cash-register.machine.ts";
import type { OpenCashRequest } from "../../../schemas/pdv-cash.ts";
import {
  cashCountState,
  cashSummary,
  closeCashMovement,
  countCashMovement,
  createPdvOutflow,
  createSangria,
  openCashMovement,
  updateOpeningValue,
} from "../../../services/api/pdv-cash.ts";
import { centsToDecimalString } from "../../../domain/money.ts";
import { useSessionUser } from "../../shared/session-context.tsx";

/** The cash register machine with the real API calls. */
export const liveCashRegisterMachine = cashRegisterMachine.provide({
  actors: {
    "open register": fromPromise<Awaited<ReturnType<typeof openCashMovement>>, OpenCashRequest>(({ input }) =>
      openCashMovement(input),
    ),
    "update opening value": fromPromise(({ input }: { input: OpeningValueInput }) =>
      updateOpeningValue(
        input.register.companyId,
        input.register.cashMovementId,
        centsToDecimalString(input.cashSupply),
      ),
    ),
    "load closing": fromPromise(
      async ({ input, signal }: { input: LoadClosingInput; signal: AbortSignal }): Promise<ClosingStart> => {
        const count = await cashCountState(input.id, signal);
        // A blind cashier asks for no expected values before the counts are confirmed (the server refuses them).
        if (count || input.blind) return { count, summary: null };
        return { count: null, summary: await cashSummary(input.id, signal) };
      },
    ),
    "count register": fromPromise(({ input }: { input: CountInput }) =>
      countCashMovement(input.id, input.request, input.key),
    ),
    "close register": fromPromise(({ input }: { input: CloseInput }) => closeCashMovement(input.request, input.key)),
    "create sangria": fromPromise(({ input }: { input: SangriaInput }) => createSangria(input.request, input.key)),
    "create outflow": fromPromise(({ input }: { input: OutflowInput }) => createPdvOutflow(input.request, input.key)),
  },
});

/** A cash register actor for one screen or dialog; blind close is the signed-in user's setting. */
export function useCashRegisterActor(input: CashRegisterInput) {
  const user = useSessionUser();
  return useActorRef(liveCashRegisterMachine, { input: { ...input, blind: user?.blindClose === true } });
}
