import { getStateNodes, TestModel } from "@xstate/graph";
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from "xstate";

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
