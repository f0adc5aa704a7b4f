import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { replay } from "./model-replay.ts";
import { type ViewRef, reportViewsMachine } from "./report-views.machine.ts";

const VIEW = { id: 7, name: "Pix por dia" };
const events = [
  { type: "save.open" },
  { type: "name.changed", name: "Pix por dia" },
  { type: "name.changed", name: "  " },
  { type: "shared.changed", shared: true },
  { type: "cancel" },
  { type: "submit" },
  { type: "delete", view: VIEW },
  { type: "rename.open", view: VIEW },
  { type: "xstate.done.actor.rename view", output: { ...VIEW, name: "Pix diário" } },
  { type: "xstate.error.actor.rename view", error: "taken" },
  { type: "xstate.done.actor.save view", output: VIEW },
  { type: "xstate.error.actor.save view", error: "taken" },
  { type: "xstate.done.actor.delete view", output: VIEW },
  { type: "xstate.error.actor.delete view", error: "offline" },
];

describe("report views machine (model-based)", () => {
  const paths = transitionModel(reportViewsMachine, events).getShortestPaths();

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(reportViewsMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(path, (control) =>
      reportViewsMachine.provide({
        actors: {
          "save view": control.actor<ViewRef, { name: string; shared: boolean }>(),
          "rename view": control.actor<ViewRef, ViewRef>(),
          "delete view": control.actor<ViewRef, ViewRef>(),
        },
      }),
    );
    expect(mismatch).toBeNull();
  });
});

describe("report views machine", () => {
  it("keeps the dialog open with the failure when the name is taken, then saves and announces it", async () => {
    const sent: Array<{ name: string; shared: boolean }> = [];
    const actor = createActor(
      reportViewsMachine.provide({
        actors: {
          "save view": fromPromise<ViewRef, { name: string; shared: boolean }>(async ({ input }) => {
            sent.push(input);
            if (sent.length === 1) throw new Error("taken");
            return { id: 1, name: input.name };
          }),
        },
      }),
    ).start();
    const saved: ViewRef[] = [];
    actor.on("saved", (event) => saved.push(event.view));
    actor.send({ type: "save.open" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().matches("naming")).toBe(true);
    actor.send({ type: "name.changed", name: "Vendas" });
    actor.send({ type: "shared.changed", shared: true });
    actor.send({ type: "submit" });
    const failed = await waitFor(actor, (s) => s.matches("naming") && s.context.failure !== null);
    expect((failed.context.failure as Error).message).toBe("taken");
    actor.send({ type: "submit" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(sent).toEqual([
      { name: "Vendas", shared: true },
      { name: "Vendas", shared: true },
    ]);
    expect(saved).toEqual([{ id: 1, name: "Vendas" }]);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("renames the view asked for, its name filled in, keeping the dialog open when the name is taken", async () => {
    const sent: ViewRef[] = [];
    const actor = createActor(
      reportViewsMachine.provide({
        actors: {
          "rename view": fromPromise<ViewRef, ViewRef>(async ({ input }) => {
            sent.push(input);
            if (sent.length === 1) throw new Error("taken");
            return input;
          }),
        },
      }),
    ).start();
    const renamed: ViewRef[] = [];
    actor.on("renamed", (event) => renamed.push(event.view));
    actor.send({ type: "rename.open", view: VIEW });
    expect(actor.getSnapshot().hasTag("rename")).toBe(true);
    expect(actor.getSnapshot().context.name).toBe("Pix por dia");
    actor.send({ type: "name.changed", name: " " });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().matches("renaming")).toBe(true);
    actor.send({ type: "name.changed", name: "Vendas" });
    actor.send({ type: "submit" });
    const failed = await waitFor(actor, (s) => s.matches("renaming") && s.context.failure !== null);
    expect((failed.context.failure as Error).message).toBe("taken");
    actor.send({ type: "name.changed", name: "Pix diário" });
    actor.send({ type: "submit" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(sent).toEqual([
      { id: 7, name: "Vendas" },
      { id: 7, name: "Pix diário" },
    ]);
    expect(renamed).toEqual([{ id: 7, name: "Pix diário" }]);
    // The failure of the first try is gone: the screen shows no error once renamed.
    expect(actor.getSnapshot().context).toMatchObject({ target: null, failure: null });
  });

  it("deletes the view asked for and announces it", async () => {
    const actor = createActor(
      reportViewsMachine.provide({
        actors: { "delete view": fromPromise<ViewRef, ViewRef>(async ({ input }) => input) },
      }),
    ).start();
    const deleted: ViewRef[] = [];
    actor.on("deleted", (event) => deleted.push(event.view));
    actor.send({ type: "delete", view: VIEW });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("idle"));
    expect(deleted).toEqual([VIEW]);
  });

  it("says a name is needed when a save or rename is asked for with only spaces, and sends nothing", () => {
    const sent: string[] = [];
    const actor = createActor(
      reportViewsMachine.provide({
        actors: {
          "save view": fromPromise<ViewRef, { name: string; shared: boolean }>(async ({ input }) => {
            sent.push(input.name);
            return { id: 1, name: input.name };
          }),
          "rename view": fromPromise<ViewRef, ViewRef>(async ({ input }) => {
            sent.push(input.name);
            return input;
          }),
        },
      }),
    ).start();
    actor.send({ type: "save.open" });
    actor.send({ type: "name.changed", name: "   " });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().matches("naming")).toBe(true);
    expect(actor.getSnapshot().context.blank).toBe(true);
    actor.send({ type: "name.changed", name: "V" });
    expect(actor.getSnapshot().context.blank).toBe(false);
    actor.send({ type: "cancel" });
    actor.send({ type: "rename.open", view: VIEW });
    expect(actor.getSnapshot().context.blank).toBe(false);
    actor.send({ type: "name.changed", name: "  " });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().matches("renaming")).toBe(true);
    expect(actor.getSnapshot().context.blank).toBe(true);
    actor.send({ type: "cancel" });
    actor.send({ type: "save.open" });
    expect(actor.getSnapshot().context.blank).toBe(false);
    expect(sent).toEqual([]);
  });
});
