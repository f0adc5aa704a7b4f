import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import {
  type CustomerFormEmitted,
  type CustomerFormRef,
  customerFormMachine,
  type SaveRequest,
} from "../../machines/customer-form.machine.ts";
import { createCustomer, getCustomer, updateCustomer } from "../../services/api/customers.ts";

/** The customer form machine with the real API; `onEmitted` hears saved, failed and invalid. */
export function useCustomerForm(
  customerId: number | null,
  onEmitted: (event: CustomerFormEmitted) => void,
): CustomerFormRef {
  const emitted = useRef(onEmitted);
  useEffect(() => {
    emitted.current = onEmitted;
  });
  const actor = useActorRef(
    customerFormMachine.provide({
      actors: {
        "load customer": fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
          getCustomer(input.id, signal),
        ),
        "save customer": fromPromise(({ input }: { input: SaveRequest }) =>
          input.customerId === null ? createCustomer(input.body) : updateCustomer(input.customerId, input.body),
        ),
      },
    }),
    { input: { customerId } },
  );
  useEffect(() => {
    const subscription = actor.on("*", (event) => emitted.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}
