import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

// A machine read into a plain graph that the Mermaid and Graphviz writers share.

export type ChartNodeKind = "atomic" | "compound" | "parallel" | "final" | "history";

export type ChartNode = {
  /** The state node's id ("change password.editing"). */
  readonly id: string;
  /** Its key in the parent ("editing"). */
  readonly key: string;
  readonly kind: ChartNodeKind;
  readonly description: string | null;
  readonly tags: ReadonlyArray<string>;
  /** Id of the initial child, for compound states. */
  readonly initial: string | null;
  readonly children: ReadonlyArray<ChartNode>;
};

export type ChartEdge = {
  /** ANY_STATE for transitions declared on the machine itself. */
  readonly source: string;
  readonly target: string;
  /** Event, then the guard in brackets. */
  readonly label: string;
};

export type Chart = {
  readonly id: string;
  readonly description: string | null;
  /** The machine's top-level states; the root itself is the diagram. */
  readonly root: ChartNode;
  readonly edges: ReadonlyArray<ChartEdge>;
};

/** Source of the transitions declared on the machine root: they apply in every state. */
export const ANY_STATE = "(any state)";

type GuardLike = { readonly type?: unknown; readonly guards?: ReadonlyArray<unknown>; readonly name?: string };

export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === "string") return guard;
  const g = guard as GuardLike;
  if (typeof guard === "function" && Array.isArray(g.guards) && ["not", "and", "or"].includes(g.name ?? "")) {
    return `${g.name}(${g.guards.map((inner) => guardLabel(inner) ?? "?").join(", ")})`;
  }
  if (typeof guard === "object" && typeof g.type === "string") return g.type;
  return "inline guard";
}

/** "xstate.done.actor.change password" → "done: change password"; delays and eventless transitions too. */
export function eventLabel(eventType: string, source: AnyStateNode): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const delayPrefix = "xstate.after.";
  const delaySuffix = `.${source.id}`;
  if (eventType.startsWith(delayPrefix) && eventType.endsWith(delaySuffix)) {
    const delay = eventType.slice(delayPrefix.length, -delaySuffix.length);
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  if (eventType.startsWith("xstate.done.state.")) return "done";
  if (eventType === "") return "always";
  if (eventType === "*") return "any event";
  return eventType;
}

function kindOf(node: AnyStateNode): ChartNodeKind {
  if (node.type === "final" || node.type === "history" || node.type === "parallel") return node.type;
  return node.type === "compound" ? "compound" : "atomic";
}

function toNode(node: AnyStateNode): ChartNode {
  const children = Object.values(node.states as Record<string, AnyStateNode>).map(toNode);
  return {
    id: node.id,
    key: node.key,
    kind: kindOf(node),
    description: node.description ?? null,
    tags: [...node.tags],
    initial: node.type === "compound" ? (node.initial?.target?.[0]?.id ?? null) : null,
    children,
  };
}

function edgesOf(node: AnyStateNode, isRoot: boolean): ChartEdge[] {
  const source = isRoot ? ANY_STATE : node.id;
  const transitions: AnyTransitionDefinition[] = [...node.transitions.values()].flat();
  const eventful = transitions.map((t) => ({ t, event: eventLabel(t.eventType, node) }));
  const eventless = (node.always ?? []).map((t) => ({ t, event: "always" }));
  const own = [...eventful, ...eventless].flatMap(({ t, event }) => {
    const guard = guardLabel(t.guard);
    const label = guard ? `${event} [${guard}]` : event;
    const targets = t.target?.length ? t.target.map((target) => target.id) : [node.id];
    return targets.map((target) => ({ source, target, label }));
  });
  const children = Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => edgesOf(child, false));
  return [...own, ...children];
}

export function chartOf(machine: AnyStateMachine): Chart {
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    root: toNode(machine.root),
    edges: edgesOf(machine.root, true),
  };
}

/** Every node of the chart below the root, parents before children. */
export function allNodes(node: ChartNode): ChartNode[] {
  return node.children.flatMap((child) => [child, ...allNodes(child)]);
}

/** Ids of the nodes containing `id`, outermost first, the root included. */
export function ancestorsOf(root: ChartNode, id: string): string[] {
  const walk = (node: ChartNode, path: string[]): string[] | null => {
    if (node.id === id) return path;
    for (const child of node.children) {
      const found = walk(child, [...path, node.id]);
      if (found) return found;
    }
    return null;
  };
  return walk(root, []) ?? [];
}

/** The innermost node that strictly contains both ends: where an edge is drawn. */
export function containerOf(root: ChartNode, edge: ChartEdge): string {
  if (edge.source === ANY_STATE) return root.id;
  const a = ancestorsOf(root, edge.source);
  const b = ancestorsOf(root, edge.target);
  let common = root.id;
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) common = a[i] ?? common;
  return common;
}
