import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject, fromPromise } from "xstate";

// Replays model paths (model-coverage.ts) on the real actor: the path's `xstate.done.actor.<id>` and
// `xstate.error.actor.<id>` steps settle the promise the invoke with that id is waiting on.

type ReplayPath = {
  readonly steps: ReadonlyArray<{ readonly state: AnyMachineSnapshot; readonly event: EventObject }>;
};

/** Promise actors that wait until the replayed path says how they end. */
export function controlledPromises() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  return {
    actor: <T, I = unknown>() =>
      fromPromise<T, I>(
        ({ self }) =>
          new Promise<T>((resolve, reject) => {
            pending.set(self.id, { resolve: resolve as (value: unknown) => void, reject });
          }),
      ),
    /** Settles the invoke an actor event names; false for any other event. */
    async settle(event: EventObject & { output?: unknown; error?: unknown }): Promise<boolean> {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (!match) return false;
      const id = match[2] ?? "";
      const waiting = pending.get(id);
      if (!waiting) throw new Error(`no pending actor "${id}" for ${event.type}`);
      pending.delete(id);
      if (match[1] === "done") waiting.resolve(event.output);
      else waiting.reject(event.error);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return true;
    },
  };
}

export type PromiseControl = ReturnType<typeof controlledPromises>;

/** Replays a path on a real actor; returns the first step whose state differs from the model's, or null. */
export async function replay(
  path: ReplayPath,
  build: (control: PromiseControl) => AnyStateMachine,
  input?: unknown,
): Promise<{ step: number; event: string; expected: unknown; actual: unknown } | null> {
  const control = controlledPromises();
  const actor = createActor(build(control), { input }).start();
  try {
    for (const [index, step] of path.steps.entries()) {
      if (step.event.type !== "xstate.init" && !(await control.settle(step.event))) actor.send(step.event);
      const actual = actor.getSnapshot().value;
      if (JSON.stringify(actual) !== JSON.stringify(step.state.value)) {
        return { step: index, event: step.event.type, expected: step.state.value, actual };
      }
    }
    return null;
  } finally {
    actor.stop();
  }
}
