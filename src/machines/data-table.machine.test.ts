import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import {
  type ActorLogic,
  type AnyStateNode,
  createActor,
  fromPromise,
  getStateNodes,
  initialTransition,
  SimulatedClock,
  type SnapshotFrom,
  transition,
} from "xstate";
import {
  type DataTableEmitted,
  type DataTableEvent,
  type DataTableInput,
  dataTableMachine,
  type ExportFormat,
  SEARCH_DEBOUNCE_MS,
  type TablePage,
  type TableQuery,
  toggledSort,
} from "./data-table.machine.ts";

const start: TableQuery = {
  page: 1,
  sortField: null,
  sortDirection: "asc",
  filter: "",
  initialDate: null,
  finalDate: null,
};
const fromUrl: TableQuery = { ...start, page: 3, filter: "ana", sortField: "login", sortDirection: "desc" };
const loaded: TablePage<unknown> = { rows: [{ id: 1 }, { id: 2 }], total: 42 };
const offline = new Error("offline");

const debounceEvent = (() => {
  const waiting = dataTableMachine.getStateNodeById("dataTable.search.waiting");
  const [transition] = waiting.after;
  if (!transition) throw new Error("search.waiting has no delayed transition");
  return transition.eventType;
})();

// Actor completions and the debounce timer are events too, so the model walks them like user events.
const modelEvents = [
  { type: "url changed", query: fromUrl },
  { type: "page changed", page: 2 },
  { type: "sort toggled", field: "name" },
  { type: "search typed", text: "mar" },
  { type: "filter changed", filter: " joão " },
  { type: "period changed", initialDate: "2026-05-01", finalDate: "2026-05-21" },
  { type: "retry" },
  { type: "copy" },
  { type: "export", format: "xlsx" },
  { type: debounceEvent },
  { type: "xstate.done.actor.load page", output: loaded },
  { type: "xstate.error.actor.load page", error: offline },
  { type: "xstate.done.actor.copy rows", output: 2 },
  { type: "xstate.error.actor.copy rows", error: offline },
  { type: "xstate.done.actor.export rows", output: 42 },
  { type: "xstate.error.actor.export rows", error: offline },
] as unknown as DataTableEvent[];

// createTestModel refuses machines with invocations or delays, so the model is built from the
// same TestModel it wraps; actor results and the timer are fed in as the events they turn into.
type ModelSnapshot = SnapshotFrom<typeof dataTableMachine>;
// TestModel's declarations resolve xstate's types through another entry point; the logic is the same.
const logic = dataTableMachine as unknown as ActorLogic<ModelSnapshot, DataTableEvent, DataTableInput>;
const model = new TestModel(logic, {
  events: (snapshot) => modelEvents.filter((event) => snapshot.can(event)),
  // One node per edge (source, event, target), so the shortest paths take every transition once.
  serializeState: (snapshot, event, previous) =>
    `${JSON.stringify(previous?.value ?? null)} → ${JSON.stringify(snapshot.value)} via ${event?.type ?? "start"}`,
  stateMatcher: (snapshot, key) => key === "*" || snapshot.matches(key as never),
});
const paths = model.getShortestPaths({ input: { query: start } });

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void; signal: AbortSignal };

/** The machine with actors the test settles by hand, under a simulated clock. */
function harness() {
  const pending: Record<string, Deferred[]> = { "load page": [], "copy rows": [], "export rows": [] };
  const started: Array<{ src: string; input: unknown }> = [];
  const controlled = <T, I>(src: string) =>
    fromPromise<T, I>(
      ({ input, signal }) =>
        new Promise<T>((resolve, reject) => {
          started.push({ src, input });
          pending[src]?.push({ resolve: resolve as (value: unknown) => void, reject, signal });
        }),
    );
  const clock = new SimulatedClock();
  const machine = dataTableMachine.provide({
    actors: {
      "load page": controlled<TablePage<unknown>, { query: TableQuery }>("load page"),
      "copy rows": controlled<number, { query: TableQuery }>("copy rows"),
      "export rows": controlled<number, { query: TableQuery; format: ExportFormat }>("export rows"),
    },
  });
  const actor = createActor(machine, { input: { query: start }, clock });
  const emitted: DataTableEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const settle = async (src: string, outcome: { output: unknown } | { error: unknown }) => {
    const latest = pending[src]?.at(-1);
    if (!latest) throw new Error(`No ${src} call is pending`);
    if ("error" in outcome) latest.reject(outcome.error);
    else latest.resolve(outcome.output);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const lastInput = (src: string) => started.filter((call) => call.src === src).at(-1)?.input;
  return { actor, clock, emitted, pending, started, settle, lastInput };
}

type Replayed = { snapshot: ModelSnapshot; taken: string[] };

/**
 * The path's snapshots recomputed from the start with the pure `transition`: the traversal keeps
 * one snapshot per serialized state, whose context may come from another path.
 */
function replay(events: ReadonlyArray<DataTableEvent>): Replayed[] {
  let [snapshot] = initialTransition(dataTableMachine, { query: start });
  const steps: Replayed[] = [{ snapshot, taken: [] }];
  for (const event of events) {
    const taken = dataTableMachine
      .getTransitionData(snapshot, event)
      .map((definition) => `${definition.source.id} on ${definition.eventType}`);
    [snapshot] = transition(dataTableMachine, snapshot, event);
    steps.push({ snapshot, taken });
  }
  return steps;
}

const eventsOf = (path: (typeof paths)[number]) => path.steps.slice(1).map((step) => step.event as DataTableEvent);

const settledBy = (type: string) => /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);

describe("data table machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    const visited = new Set<string>();
    const taken = new Set<string>();
    for (const path of paths)
      for (const step of replay(eventsOf(path))) {
        for (const node of getStateNodes(dataTableMachine.root, step.snapshot.value)) visited.add(node.id);
        for (const transition of step.taken) taken.add(transition);
      }

    const allNodes: AnyStateNode[] = [];
    const collect = (node: AnyStateNode) => {
      allNodes.push(node);
      for (const child of Object.values(node.states)) collect(child);
    };
    collect(dataTableMachine.root);
    expect([...visited].sort()).toEqual(allNodes.map((node) => node.id).sort());

    const allTransitions = allNodes.flatMap((node) =>
      [...node.transitions.keys()].map((type) => `${node.id} on ${type}`),
    );
    expect([...taken].sort()).toEqual(allTransitions.sort());
  });

  for (const path of paths) {
    it(path.description.replace(/\(\{.*\}\)/, ""), async () => {
      const sut = harness();
      const expected = replay(eventsOf(path));
      let step = 0;
      const exec = async ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
        const settled = settledBy(event.type);
        if (settled?.[2]) {
          const [, outcome, src] = settled;
          const before = sut.emitted.length;
          await sut.settle(src, outcome === "done" ? { output: event.output } : { error: event.error });
          const announced = sut.emitted.slice(before);
          if (src === "copy rows")
            expect(announced).toEqual([
              outcome === "done"
                ? { type: "copied", count: event.output }
                : { type: "copy failed", error: event.error },
            ]);
          else if (src === "export rows" && outcome === "error")
            expect(announced).toEqual([{ type: "export failed", format: "xlsx", error: event.error }]);
          else expect(announced).toEqual([]);
        } else if (event.type === debounceEvent) {
          sut.clock.increment(SEARCH_DEBOUNCE_MS);
        } else {
          sut.actor.send(event as DataTableEvent);
        }
      };
      await model.testPath(path, {
        events: Object.fromEntries(modelEvents.map((event) => [event.type, exec])),
        states: {
          "*": () => {
            const model = expected[step]?.snapshot;
            step += 1;
            const actual = sut.actor.getSnapshot();
            expect(actual.value).toEqual(model?.value);
            expect(actual.context).toEqual(model?.context);
            expect([...actual.tags].sort()).toEqual([...(model?.tags ?? [])].sort());
          },
          "list.loading": () => {
            const request = sut.pending["load page"]?.at(-1);
            expect(request?.signal.aborted).toBe(false);
            expect(sut.lastInput("load page")).toEqual({ query: sut.actor.getSnapshot().context.query });
          },
          "output.exporting": () => {
            const { query, exportFormat } = sut.actor.getSnapshot().context;
            expect(sut.lastInput("export rows")).toEqual({ query, format: exportFormat });
          },
          "output.copying": () => {
            expect(sut.lastInput("copy rows")).toEqual({ query: sut.actor.getSnapshot().context.query });
          },
        },
      });
      expect(step).toBe(expected.length);
      sut.actor.stop();
    });
  }
});

describe("data table machine (details)", () => {
  it("toggles the sorted column and starts another column ascending", () => {
    expect(toggledSort(start, "name")).toEqual({ sortField: "name", sortDirection: "asc" });
    expect(toggledSort({ ...start, sortField: "name" }, "name")).toEqual({ sortField: "name", sortDirection: "desc" });
    expect(toggledSort({ ...start, sortField: "name", sortDirection: "desc" }, "name")).toEqual({
      sortField: "name",
      sortDirection: "asc",
    });
    expect(toggledSort({ ...start, sortField: "name", sortDirection: "desc" }, "login")).toEqual({
      sortField: "login",
      sortDirection: "asc",
    });
  });

  it("reloads only after the user pauses typing, then from page 1 with the trimmed text", async () => {
    const sut = harness();
    sut.actor.send({ type: "page changed", page: 4 });
    sut.actor.send({ type: "search typed", text: "ma" });
    sut.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    sut.actor.send({ type: "search typed", text: "mar " });
    sut.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(sut.started.filter((call) => call.src === "load page")).toHaveLength(2);
    sut.clock.increment(1);
    expect(sut.started.at(-1)).toEqual({ src: "load page", input: { query: { ...start, filter: "mar", page: 1 } } });
    expect(sut.actor.getSnapshot().context.searchText).toBe("mar ");
  });

  it("shows a failed load until the user retries, then loads the same page again", async () => {
    const sut = harness();
    await sut.settle("load page", { error: offline });
    expect(sut.actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(sut.actor.getSnapshot().context.loadError).toBe(offline);
    sut.actor.send({ type: "retry" });
    expect(sut.actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(sut.started.filter((call) => call.src === "load page")).toHaveLength(2);
    await sut.settle("load page", { output: loaded });
    expect(sut.actor.getSnapshot().hasTag("failed")).toBe(false);
    expect(sut.actor.getSnapshot().context).toMatchObject({ rows: loaded.rows, total: 42, loadError: null });
  });

  it("goes back to page 1 when the sort, the filter or the period changes, and keeps the page otherwise", async () => {
    const sut = harness();
    const loads = () => sut.started.filter((call) => call.src === "load page").map((call) => call.input);
    sut.actor.send({ type: "page changed", page: 3 });
    sut.actor.send({ type: "sort toggled", field: "name" });
    sut.actor.send({ type: "page changed", page: 2 });
    sut.actor.send({ type: "filter changed", filter: "ana" });
    sut.actor.send({ type: "page changed", page: 4 });
    sut.actor.send({ type: "period changed", initialDate: "2026-05-01", finalDate: "2026-05-21" });
    expect(loads().map((input) => (input as { query: TableQuery }).query.page)).toEqual([1, 3, 1, 2, 1, 4, 1]);
    expect(sut.actor.getSnapshot().context.query).toEqual({
      page: 1,
      sortField: "name",
      sortDirection: "asc",
      filter: "ana",
      initialDate: "2026-05-01",
      finalDate: "2026-05-21",
    });
  });

  it("does not reload for a query it already shows", () => {
    const sut = harness();
    sut.actor.send({ type: "url changed", query: start });
    sut.actor.send({ type: "page changed", page: 1 });
    sut.actor.send({ type: "filter changed", filter: "  " });
    sut.actor.send({ type: "period changed", initialDate: null, finalDate: null });
    expect(sut.started.filter((call) => call.src === "load page")).toHaveLength(1);
  });

  it("drops the request on its way when the query changes", async () => {
    const sut = harness();
    const first = sut.pending["load page"]?.[0];
    sut.actor.send({ type: "page changed", page: 2 });
    expect(first?.signal.aborted).toBe(true);
    await sut.settle("load page", { output: loaded });
    expect(sut.actor.getSnapshot().context.rows).toEqual(loaded.rows);
  });

  it("announces copies and failed exports, and ignores copy and export with nothing to act on", async () => {
    const sut = harness();
    sut.actor.send({ type: "copy" });
    sut.actor.send({ type: "export", format: "csv" });
    expect(sut.actor.getSnapshot().hasTag("copying") || sut.actor.getSnapshot().hasTag("processing")).toBe(false);
    await sut.settle("load page", { output: loaded });
    sut.actor.send({ type: "copy" });
    expect(sut.started.at(-1)).toEqual({ src: "copy rows", input: { query: start } });
    await sut.settle("copy rows", { output: 2 });
    sut.actor.send({ type: "export", format: "xlsx" });
    expect(sut.started.at(-1)).toEqual({ src: "export rows", input: { query: start, format: "xlsx" } });
    await sut.settle("export rows", { error: offline });
    expect(sut.emitted).toEqual([
      { type: "copied", count: 2 },
      { type: "export failed", format: "xlsx", error: offline },
    ]);
  });
});
