import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import {
  type CloseInput,
  type CashRegisterInput,
  cashRegisterMachine,
  type OpeningValueInput,
  type OutflowInput,
  type SangriaInput,
} from "../../../machines/cash-register.machine.ts";
import type { OpenCashRequest } from "../../../schemas/pdv-cash.ts";
import {
  cashSummary,
  closeCashMovement,
  createPdvOutflow,
  createSangria,
  openCashMovement,
  updateOpeningValue,
} from "../../../services/api/pdv-cash.ts";
import { centsToDecimalString } from "../../../domain/money.ts";

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
    "load summary": fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
      cashSummary(input.id, signal),
    ),
    "close register": fromPromise(({ input }: { input: CloseInput }) => closeCashMovement(input.request, input.key)),
    "create sangria": fromPromise(({ input }: { input: SangriaInput }) => createSangria(input.request, input.key)),
    "create outflow": fromPromise(({ input }: { input: OutflowInput }) => createPdvOutflow(input.request, input.key)),
  },
});

/** A cash register actor for one screen or dialog. */
export function useCashRegisterActor(input: CashRegisterInput) {
  return useActorRef(liveCashRegisterMachine, { input });
}
