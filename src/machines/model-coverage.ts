import { getStateNodes, TestModel } from "@xstate/graph";
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  initialTransition,
  transition,
} from "xstate";

// Model-based tests of the form kit's machines. `createTestModel` refuses machines with delays or
// invocations, so the model is the TestModel it wraps, and timers and actor results are events of the model.

type PathStep = { readonly state: AnyMachineSnapshot; readonly event: EventObject };
type ModelPath = { readonly steps: ReadonlyArray<PathStep> };

/**
 * A test model whose paths end once at every (state left, event, state and projected context reached):
 * every transition gets its own path. `project` keeps the part of the context that matters when the
 * whole context keeps growing (a list of created items, say), so the traversal ends.
 */
export function transitionModel(
  machine: AnyStateMachine,
  events: ReadonlyArray<EventObject>,
  project: (context: unknown) => unknown = (context) => context,
) {
  return new TestModel(machine, {
    // Only events the state reacts to, so no path takes a step that changes nothing.
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: (state, event, previous) =>
      JSON.stringify([previous?.value ?? null, event ?? null, state.value, project(state.context)]),
  });
}

/** The event type of the single delayed transition of a state node. */
export function delayedEventOf(machine: AnyStateMachine, stateId: string): string {
  const [transition] = machine.getStateNodeById(stateId).after;
  if (!transition) throw new Error(`${stateId} has no delayed transition`);
  return transition.eventType;
}

export type ModelCoverage = {
  /** State node ids no path enters. */
  readonly missingStates: ReadonlyArray<string>;
  /** Transitions no path takes, as "source --event--> targets". */
  readonly missingTransitions: ReadonlyArray<string>;
};

const describeTransition = (transition: AnyTransitionDefinition, index: number): string => {
  const targets = transition.target?.map((target) => target.id).join(",") ?? "(self)";
  return `${transition.source.id} --${transition.eventType}#${index}--> ${targets}`;
};

/** What the paths leave out: both lists are empty when every state node and transition is exercised. */
export function modelCoverage(machine: AnyStateMachine, paths: ReadonlyArray<ModelPath>): ModelCoverage {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  const entered = new Set<AnyStateNode>();
  const taken = new Set<AnyTransitionDefinition>();
  for (const { steps } of paths) {
    steps.forEach((step, index) => {
      for (const node of step.state._nodes) entered.add(node);
      const before = steps[index - 1]?.state;
      if (before === undefined) return;
      // The machine itself says which transitions the event selects from the previous snapshot (guards included).
      for (const transition of machine.getTransitionData(before, step.event)) taken.add(transition);
    });
  }
  const transitions = nodes.flatMap((node) =>
    [...node.transitions.values()].flatMap((list) => list.map((transition, index) => ({ transition, index }))),
  );
  return {
    missingStates: nodes.filter((node) => !entered.has(node)).map((node) => node.id),
    missingTransitions: transitions
      .filter(({ transition }) => !taken.has(transition))
      .map(({ transition, index }) => describeTransition(transition, index)),
  };
}

type WalkStep = { readonly state: AnyMachineSnapshot; readonly event: EventObject };
export type WalkPath<I> = { readonly input: I; readonly steps: ReadonlyArray<WalkStep>; readonly description: string };

/**
 * Breadth-first from each input, with the pure `transition` (so delays and invocations are plain events of the
 * walk): for every state node and transition the shortest path that first reaches it. `project` keeps the part of
 * the context that matters, so the walk ends; `prune` stops a branch (lists that keep growing, say).
 */
export function shortestCoveringPaths<I>(
  machine: AnyStateMachine,
  inputs: ReadonlyArray<I>,
  events: ReadonlyArray<EventObject>,
  project: (context: unknown) => unknown,
  prune: (snapshot: AnyMachineSnapshot) => boolean = () => false,
): WalkPath<I>[] {
  const chosen: WalkPath<I>[] = [];
  const covered = new Set<unknown>();
  const visited = new Set<string>();
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, project(snapshot.context)]);
  const describe = (input: I, steps: ReadonlyArray<WalkStep>) =>
    `${JSON.stringify(input)}: ${steps
      .slice(1)
      .map((s) => s.event.type)
      .join(" → ")}`;
  for (const input of inputs) {
    const start = initialTransition(machine, input)[0] as AnyMachineSnapshot;
    const queue: WalkStep[][] = [[{ state: start, event: { type: "xstate.init" } }]];
    for (const node of start._nodes) covered.add(node);
    chosen.push({ input, steps: queue[0] ?? [], description: describe(input, []) });
    visited.add(key(start));
    while (queue.length > 0) {
      const steps = queue.shift() ?? [];
      const last = steps.at(-1)?.state as AnyMachineSnapshot;
      if (prune(last)) continue;
      for (const event of events) {
        if (!last.can(event)) continue;
        const [next] = transition(machine, last, event) as [AnyMachineSnapshot, unknown];
        const nextSteps = [...steps, { state: next, event }];
        const items = [...machine.getTransitionData(last, event), ...next._nodes].filter((item) => !covered.has(item));
        if (items.length > 0) {
          for (const item of items) covered.add(item);
          chosen.push({ input, steps: nextSteps, description: describe(input, nextSteps) });
        }
        const id = key(next);
        if (!visited.has(id)) {
          visited.add(id);
          queue.push(nextSteps);
        }
      }
    }
  }
  return chosen;
}
