import { type AnyStateMachine, createActor, type EventObject, type SnapshotFrom, SimulatedClock } from "xstate";
import type { WalkPath } from "./model-coverage.ts";
import { controlledPromises } from "./model-replay.ts";
import {
  type RecordFormEmitted,
  type RecordFormInput,
  type RecordFormMachine,
  type RecordSaveRequest,
  SUBMIT_BLOCK_MS,
} from "./record-form.machine.ts";

// The test kit of the machines made by createRecordFormMachine: an actor whose load and save the test settles, on a
// simulated clock, with what it emitted and the save requests it made; and the replay of a model path on it.

/** A record form actor with controlled load and save, a simulated clock, what it emitted and the saves it asked for. */
export function recordFormHarness<TRecord, TValues, TEdit, TBody, TTab extends string>(
  machine: RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>,
  input: RecordFormInput<TTab, TValues>,
) {
  const control = controlledPromises();
  const clock = new SimulatedClock();
  const saves: RecordSaveRequest<TBody>[] = [];
  const provided = machine.provide({
    actors: {
      "load record": control.actor<TRecord, { id: number }>(),
      "save record": control.actor<TRecord, RecordSaveRequest<TBody>>(),
    },
  });
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

type Step = { readonly event: EventObject; readonly state: SnapshotFrom<AnyStateMachine> };

/**
 * Replays a model path on a harness: `blockOver` (the submit block's delayed event) advances the clock, the actors'
 * answers settle their promises, the rest is sent; each step's state, tags and projected context must match.
 */
export async function replayRecordFormPath<TRecord, TValues, TEdit, TBody, TTab extends string>(
  machine: RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>,
  path: WalkPath<RecordFormInput<TTab, TValues>>,
  blockOver: string,
  project: (context: unknown) => unknown,
  expectSame: (actual: unknown, expected: unknown) => void,
): Promise<void> {
  const { actor, control, clock } = recordFormHarness(machine, path.input);
  for (const step of path.steps as ReadonlyArray<Step>) {
    if (step.event.type === blockOver) clock.increment(SUBMIT_BLOCK_MS);
    else if (step.event.type !== "xstate.init" && !(await control.settle(step.event))) actor.send(step.event as never);
    const actual = actor.getSnapshot();
    expectSame(actual.value, step.state.value);
    expectSame([...actual.tags].sort(), [...step.state.tags].sort());
    expectSame(project(actual.context), project(step.state.context));
  }
  actor.stop();
}
