import { expect } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import type { WalkPath } from "./model-coverage.ts";
import { controlledPromises } from "./model-replay.ts";
import {
  type RecordFormEmitted,
  type RecordFormInput,
  type RecordFormMachine,
  type RecordSaveRequest,
  SUBMIT_BLOCK_MS,
} from "./record-form.machine.ts";

// Test support for the record form factory's machines: an actor with controlled load and save, the saves it asked
// for and what it emitted; and the replay of a model path on it.

export function recordFormHarness<TRecord, TValues, TEdit, TBody, TTab extends string>(
  formMachine: RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>,
  input: RecordFormInput<TTab>,
) {
  const control = controlledPromises();
  const clock = new SimulatedClock();
  const saves: RecordSaveRequest<TBody>[] = [];
  const machine = formMachine.provide({
    actors: {
      "load record": control.actor<TRecord, { id: number }>(),
      "save record": control.actor<TRecord, RecordSaveRequest<TBody>>(),
    },
  });
  const actor = createActor(machine, { input, clock });
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

/** Replays a model path step by step: the same state, tags and projected context as the model at each. */
export async function replayRecordForm<TRecord, TValues, TEdit, TBody, TTab extends string>(
  formMachine: RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>,
  path: WalkPath<RecordFormInput<TTab>>,
  blockOver: string,
  project: (context: unknown) => unknown,
) {
  const { actor, control, clock } = recordFormHarness(formMachine, path.input);
  for (const step of path.steps) {
    if (step.event.type === blockOver) clock.increment(SUBMIT_BLOCK_MS);
    else if (step.event.type !== "xstate.init" && !(await control.settle(step.event))) actor.send(step.event as never);
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(step.state.value);
    expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
    expect(project(actual.context)).toEqual(project(step.state.context));
  }
  actor.stop();
}
