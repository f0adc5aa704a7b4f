import { createActor, SimulatedClock } from "xstate";
import { controlledPromises } from "./model-replay.ts";
import type {
  RecordFormEmitted,
  RecordFormInput,
  RecordFormMachine,
  RecordSaveRequest,
} from "./record-form.machine.ts";

// Tests of a record form machine: the machine with controlled load and save actors, a simulated clock (the 500 ms
// submit block), what it emitted and every save request it made.

export function recordFormHarness<TRecord, TValues, TEdit, TBody, TTab extends string>(
  machine: RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>,
  input: RecordFormInput<TTab>,
) {
  const control = controlledPromises();
  const clock = new SimulatedClock();
  const saves: RecordSaveRequest<TBody>[] = [];
  const provided = machine.provide({
    actors: {
      "load record": control.actor<TRecord, { id: number }>(),
      "save record": control.actor<TRecord, RecordSaveRequest<TBody>>(),
    },
  } as never);
  const actor = createActor(provided, { input, clock });
  const emitted: RecordFormEmitted<TRecord, TTab>[] = [];
  actor.on("*", (event) => emitted.push(event as RecordFormEmitted<TRecord, TTab>));
  actor.subscribe((snapshot) => {
    const save = snapshot.children["save record"];
    const request = save ? (save.getSnapshot() as { input: RecordSaveRequest<TBody> }).input : undefined;
    if (request && saves.at(-1) !== request) saves.push(request);
  });
  actor.start();
  return { actor, control, clock, emitted, saves };
}
