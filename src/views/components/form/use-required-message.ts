import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { requiredFieldMachine } from "../../../machines/required-field.machine.ts";

/** true when a required field should show 'Preenchimento obrigatório' (500 ms after display, while empty). */
export function useRequiredMessage(required: boolean, empty: boolean): boolean {
  const field = useActorRef(requiredFieldMachine, { input: { empty } });
  useEffect(() => {
    field.send({ type: "value.changed", empty });
  }, [field, empty]);
  const missing = useSelector(field, (snapshot) => snapshot.hasTag("missing"));
  return required && missing;
}
