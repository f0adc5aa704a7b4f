import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { controlledPromises } from "./model-replay.ts";
import {
  createRecordFormMachine,
  isDirty,
  type RecordFormEmitted,
  type RecordFormInput,
  type RecordSaveRequest,
  SUBMIT_BLOCK_MS,
} from "./record-form.machine.ts";

// A small record with two tabs stands for any module's: a title on "geral", a note on "extra".
type Note = { readonly id: number; readonly title: string; readonly note: string };
type NoteValues = { readonly title: string; readonly note: string };
type NoteEdit = { readonly field: keyof NoteValues; readonly value: string };
type NoteTab = "geral" | "extra";

const noteMachine = createRecordFormMachine<Note, NoteValues, NoteEdit, NoteValues, NoteTab>({
  id: "note form",
  tabs: ["geral", "extra"],
  tabOfField: (field) => (field === "note" ? "extra" : "geral"),
  emptyValues: () => ({ title: "", note: "" }),
  valuesOf: (note) => ({ title: note.title, note: note.note }),
  idOf: (note) => note.id,
  edit: (values, edit) => ({ ...values, [edit.field]: edit.value }),
  issuesOf: (values): Record<string, string[]> => (values.title.trim() === "" ? { title: ["required"] } : {}),
  bodyOf: (values) => values,
});

const stored: Note = { id: 7, title: "Pedido", note: "" };
const LOAD_DONE = "xstate.done.actor.load record";
const LOAD_ERROR = "xstate.error.actor.load record";
const SAVE_DONE = "xstate.done.actor.save record";
const SAVE_ERROR = "xstate.error.actor.save record";
const BLOCK_OVER = delayedEventOf(noteMachine, "note form.submit.blocked");
const refused = apiError("Invalid", 422, ["Nota longa demais"], { note: ["Nota longa demais"] });

const modelEvents = [
  { type: "edit", edit: { field: "title", value: "Pedido 2" } },
  { type: "edit", edit: { field: "title", value: "" } },
  { type: "tab", tab: "extra" },
  { type: "submit" },
  { type: "submit", go: true },
  { type: "retry" },
  { type: BLOCK_OVER },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: apiError("ServerFailure", 500, []) },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: refused },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [c.id !== null, c.values.title !== "", c.tab, c.submitted, c.go, c.failure !== null, c.loadError !== null];
};

const inputs: RecordFormInput<NoteTab>[] = [
  { id: null, tab: "geral" },
  { id: stored.id, tab: "geral" },
];
const paths = shortestCoveringPaths(noteMachine, inputs, modelEvents, project);

function harness(input: RecordFormInput<NoteTab>) {
  const control = controlledPromises();
  const clock = new SimulatedClock();
  const saves: RecordSaveRequest<NoteValues>[] = [];
  const machine = noteMachine.provide({
    actors: {
      "load record": control.actor<Note, { id: number }>(),
      "save record": control.actor<Note, RecordSaveRequest<NoteValues>>(),
    },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: RecordFormEmitted<Note, NoteTab>[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.subscribe((snapshot) => {
    const save = snapshot.children["save record"];
    if (save && saves.at(-1) !== (save.getSnapshot() as { input: RecordSaveRequest<NoteValues> }).input)
      saves.push((save.getSnapshot() as { input: RecordSaveRequest<NoteValues> }).input);
  });
  actor.start();
  return { actor, control, clock, emitted, saves };
}

describe("record form machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    // "starting" decides at once (new or stored record) and is never a snapshot of its own.
    expect(modelCoverage(noteMachine, paths)).toEqual({
      missingStates: ["note form.record.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const { actor, control, clock } = harness(path.input);
    for (const step of path.steps) {
      if (step.event.type === BLOCK_OVER) clock.increment(SUBMIT_BLOCK_MS);
      else if (step.event.type !== "xstate.init" && !(await control.settle(step.event)))
        actor.send(step.event as never);
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(step.state.value);
      expect([...actual.tags].sort()).toEqual([...step.state.tags].sort());
      expect(project(actual.context)).toEqual(project(step.state.context));
    }
    actor.stop();
  });
});

describe("record form machine (rules)", () => {
  it("blocks the submit for 500 ms after each click", async () => {
    const { actor, control, clock, saves } = harness({ id: stored.id, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(1);
    await control.settle({ type: SAVE_ERROR, error: apiError("ServerFailure", 500, []) });
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().hasTag("blocked")).toBe(true);
    clock.increment(SUBMIT_BLOCK_MS - 1);
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag("blocked")).toBe(false);
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(2);
  });

  it("refuses a save the rules fail: red submit until fixed, and the tab to fix", () => {
    const { actor, clock, emitted, saves } = harness({ id: null, tab: "extra" });
    actor.send({ type: "submit" });
    expect(saves).toHaveLength(0);
    expect(emitted).toEqual([{ type: "invalid", issues: { title: ["required"] }, tab: "geral" }]);
    expect(actor.getSnapshot().hasTag("invalid")).toBe(true);
    // The red submit does nothing, even after the 500 ms.
    clock.increment(SUBMIT_BLOCK_MS);
    actor.send({ type: "submit" });
    expect(emitted).toHaveLength(1);
    actor.send({ type: "edit", edit: { field: "title", value: "Pedido" } });
    expect(actor.getSnapshot().hasTag("invalid")).toBe(false);
    actor.send({ type: "submit" });
    expect(saves).toEqual([{ id: null, body: { title: "Pedido", note: "" } }]);
  });

  it("keeps the server's messages per field until the next save, and sends the user to their tab", async () => {
    const { actor, control, clock, emitted } = harness({ id: stored.id, tab: "geral" });
    await control.settle({ type: LOAD_DONE, output: stored });
    actor.send({ type: "submit" });
    await control.settle({ type: SAVE_ERROR, error: refused });
    expect(actor.getSnapshot().context.serverFields).toEqual({ note: ["Nota longa demais"] });
    expect(emitted).toEqual([{ type: "failed", error: refused, tab: "extra" }]);
    actor.send({ type: "tab", tab: "extra" });
    actor.send({ type: "edit", edit: { field: "note", value: "curta" } });
    expect(actor.getSnapshot().context.serverFields).toEqual({ note: ["Nota longa demais"] });
    clock.increment(SUBMIT_BLOCK_MS);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.serverFields).toEqual({});
  });

  it("is dirty until saved; a new record takes its id; save and go says so", async () => {
    const { actor, control, emitted } = harness({ id: null, tab: "geral" });
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: "edit", edit: { field: "title", value: "Pedido" } });
    expect(isDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: "submit", go: true });
    expect(actor.getSnapshot().hasTag("saving")).toBe(true);
    expect(actor.getSnapshot().can({ type: "edit", edit: { field: "title", value: "x" } })).toBe(false);
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted).toEqual([{ type: "saved", record: stored, created: true, go: true }]);
    expect(actor.getSnapshot().context.id).toBe(7);
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
  });

  it("a failed load offers a retry", async () => {
    const { actor, control } = harness({ id: stored.id, tab: "geral" });
    await control.settle({ type: LOAD_ERROR, error: apiError("NotFound", 404, []) });
    expect(actor.getSnapshot().hasTag("load-failed")).toBe(true);
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
  });
});
