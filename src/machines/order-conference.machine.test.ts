import { getStateNodes, TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import {
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
} from "xstate";
import type { AttendanceDetail, MoveOrderRequest } from "../schemas/production.ts";
import {
  CONFERENCE_FAILED_KEY,
  type ConferenceInput,
  conferenceFailure,
  conferenceFailureText,
  isItemChecked,
  orderConferenceMachine,
} from "./order-conference.machine.ts";

// Model-based test: @xstate/graph walks the statechart itself; every path is replayed on a real actor whose
// "move order" actor is controlled by the path (done / error events settle its promise). `createTestModel`
// refuses machines that invoke actors, so the model is the TestModel it wraps. The paths must enter every
// state node and take every transition.

const movedOrder = { id: 7, status_id: 4 } as unknown as AttendanceDetail;
const validation = { _tag: "Invalid", status: 422, messages: ["Informe o motivo da devolução."] };
const serverDown = { _tag: "ServerFailure", status: 500, messages: ["Algo de errado aconteceu."] };
const forbidden = { _tag: "Forbidden", status: 403, messages: ["Você não tem permissão."] };

/** Events of the model, with the actor results a path can bring. */
type ModelEvent = EventObject & Readonly<Record<string, unknown>>;
const EVENTS: ReadonlyArray<ModelEvent> = [
  { type: "item.toggle", itemId: 1 },
  { type: "item.toggle", itemId: 2 },
  { type: "items.check-all" },
  { type: "items.uncheck-all" },
  { type: "reason.change", value: "Arte com erro de grafia" },
  { type: "reason.change", value: "   " },
  { type: "send" },
  { type: "return" },
  { type: "retry" },
  { type: "dismiss" },
  { type: "xstate.done.actor.moveOrder", output: movedOrder },
  { type: "xstate.error.actor.moveOrder", error: validation },
  { type: "xstate.error.actor.moveOrder", error: serverDown },
  { type: "xstate.error.actor.moveOrder", error: forbidden },
];

/** What of the context matters to the flow: which items are ticked, whether a reason is there, the failure. */
const projection = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as { checked: number[]; reason: string; failure: unknown; lastAttempt: unknown };
  return [[...c.checked].sort(), c.reason.trim() !== "", c.failure, c.lastAttempt];
};

function modelFor(input: ConferenceInput) {
  const machine = orderConferenceMachine;
  return new TestModel(machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) => EVENTS.filter((event) => snapshot.can(event as never)),
    serializeState: (state: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
      JSON.stringify([previous?.value ?? null, event ?? null, state.value, projection(state)]),
  } as never);
}

/** Orders in the middle (Cortes) and in the first stage, with and without items, and a finished one. */
const INPUTS: Record<string, ConferenceInput> = {
  "an order in Cortes with two items": { orderId: 7, statusId: 3, items: [{ id: 1 }, { id: 2 }] },
  "an order in Atendimento with two items": { orderId: 7, statusId: 1, items: [{ id: 1 }, { id: 2 }] },
  "an order in Artes without items": { orderId: 7, statusId: 2, items: [] },
  "an order in Atendimento without items": { orderId: 7, statusId: 1, items: [] },
  "a finished order": { orderId: 7, statusId: 8, items: [{ id: 1 }, { id: 2 }] },
};

type Path = { steps: ReadonlyArray<{ state: AnyMachineSnapshot; event: EventObject }> };

const describeEvent = (event: EventObject): string => {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (type.startsWith("xstate.done.actor.")) return "move answers";
  if (type.startsWith("xstate.error.actor.")) return `move fails (${(rest.error as { status: number }).status})`;
  const values = Object.values(rest).map((v) => JSON.stringify(v));
  return values.length ? `${type} ${values.join(" ")}` : type;
};
const describePath = (path: Path): string =>
  path.steps
    .filter((step) => step.event.type !== "xstate.init")
    .map((step) => describeEvent(step.event))
    .join(" → ") || "(start)";
const pathsOf = Object.fromEntries(
  Object.entries(INPUTS).map(([name, input]) => [name, modelFor(input).getShortestPaths() as unknown as Path[]]),
);

/** A real actor for one path: its move-order calls wait for the path's done or error event. */
function system(input: ConferenceInput) {
  const pending: Array<{ resolve: (o: AttendanceDetail) => void; reject: (e: unknown) => void }> = [];
  const requests: MoveOrderRequest[] = [];
  const actor = createActor(
    orderConferenceMachine.provide({
      actors: {
        "move order": fromPromise<AttendanceDetail, MoveOrderRequest>(
          ({ input: request }) =>
            new Promise((resolve, reject) => {
              requests.push(request);
              pending.push({ resolve, reject });
            }),
        ),
      },
    }),
    { input },
  ).start();
  const settle = async (event: EventObject) => {
    const call = pending.shift();
    if (!call) throw new Error(`no move in flight for ${event.type}`);
    if (event.type.startsWith("xstate.done.actor."))
      call.resolve((event as EventObject & { output: AttendanceDetail }).output);
    else call.reject((event as EventObject & { error: unknown }).error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, requests, settle };
}

describe("order conference machine (model-based)", () => {
  for (const [name, input] of Object.entries(INPUTS)) {
    describe(name, () => {
      const paths = pathsOf[name] ?? [];
      it("has paths to test", () => {
        expect(paths.length).toBeGreaterThan(0);
      });
      for (const path of paths) {
        it(`${describePath(path)} ⇒ ${JSON.stringify(path.steps.at(-1)?.state.value)}`, async () => {
          const sut = system(input);
          await (path as unknown as { test(params: unknown): Promise<unknown> }).test({
            events: Object.fromEntries(
              EVENTS.map((e) => [
                e.type,
                async (step: { event: EventObject }) => {
                  if (step.event.type.startsWith("xstate.")) await sut.settle(step.event);
                  else sut.actor.send(step.event as never);
                },
              ]),
            ),
            states: {
              "*": (expected: AnyMachineSnapshot) => {
                const actual = sut.actor.getSnapshot();
                expect(actual.value).toEqual(expected.value);
                expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
                expect(projection(actual)).toEqual(projection(expected));
                expect(actual.status).toBe(expected.status);
              },
            },
          });
          sut.actor.stop();
        });
      }
    });
  }

  it("enters every state node and takes every transition", () => {
    const machine = orderConferenceMachine;
    const nodes = getStateNodes(machine.root);
    const entered = new Set<string>();
    const taken = new Set<AnyTransitionDefinition>();
    const initials = new Set<string>();
    for (const paths of Object.values(pathsOf)) {
      for (const { steps } of paths) {
        steps.forEach((step, i) => {
          for (const node of step.state._nodes) entered.add(node.id);
          const before = steps[i - 1]?.state;
          if (before) for (const t of machine.getTransitionData(before as never, step.event as never)) taken.add(t);
        });
        const first = steps[0]?.state;
        if (first) for (const node of first._nodes) initials.add(node.id);
      }
    }
    // The transient opening state is left at once; each of its eventless transitions starts one of the models.
    const opening = machine.getStateNodeById("order conference.opening");
    expect(nodes.map((n) => n.id).filter((id) => !entered.has(id))).toEqual([opening.id]);
    expect(opening.always?.flatMap((t) => t.target?.map((n) => n.id) ?? []).filter((id) => !initials.has(id))).toEqual(
      [],
    );
    const missing = nodes.flatMap((node) =>
      [...node.transitions.values()]
        .flat()
        .filter((t) => !taken.has(t))
        .map((t) => `${node.id} --${t.eventType}--> ${t.target?.map((n) => n.id).join(",") ?? "(self)"}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("order conference machine (examples)", () => {
  const cortes = INPUTS["an order in Cortes with two items"] as ConferenceInput;

  it("names the next and previous stages from the domain", () => {
    const { actor } = system(cortes);
    const { context } = actor.getSnapshot();
    expect(context.next?.nameKey).toBe("production:stages.tela-revelacao");
    expect(context.previous?.nameKey).toBe("production:stages.artes");
    expect(context.route).toBe("/cortes");
  });

  it("sends the next status_id and finishes with the stage's list as the route", async () => {
    const { actor, requests, settle } = system(cortes);
    actor.send({ type: "item.toggle", itemId: 1 });
    expect(actor.getSnapshot().hasTag("can-send")).toBe(false);
    expect(isItemChecked(actor.getSnapshot(), 1)).toBe(true);
    actor.send({ type: "send" });
    expect(requests).toEqual([]);
    actor.send({ type: "item.toggle", itemId: 2 });
    expect(actor.getSnapshot().hasTag("can-send")).toBe(true);
    expect(actor.getSnapshot().hasTag("reason-enabled")).toBe(false);
    actor.send({ type: "send" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(requests).toEqual([{ orderId: 7, statusId: 4 }]);
    await settle({ type: "xstate.done.actor.moveOrder", output: movedOrder } as EventObject);
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ route: "/cortes", direction: "forward", order: movedOrder });
  });

  it("returns with the previous status_id and the trimmed reason", async () => {
    const { actor, requests, settle } = system(cortes);
    actor.send({ type: "item.toggle", itemId: 2 });
    actor.send({ type: "return" });
    expect(requests).toEqual([]);
    actor.send({ type: "reason.change", value: "  Tela com falha  " });
    expect(actor.getSnapshot().hasTag("can-return")).toBe(true);
    actor.send({ type: "return" });
    expect(requests).toEqual([{ orderId: 7, statusId: 2, canceledReason: "Tela com falha" }]);
    await settle({ type: "xstate.done.actor.moveOrder", output: movedOrder } as EventObject);
    expect(actor.getSnapshot().output).toMatchObject({ route: "/cortes", direction: "back" });
  });

  it("keeps the reason while every item is checked, and offers return again when one is unticked", () => {
    const { actor } = system(cortes);
    actor.send({ type: "reason.change", value: "Faltam peças" });
    actor.send({ type: "items.check-all" });
    expect(actor.getSnapshot().hasTag("can-return")).toBe(false);
    actor.send({ type: "item.toggle", itemId: 1 });
    expect(actor.getSnapshot().hasTag("can-return")).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe("Faltam peças");
  });

  it("ignores ticks of unknown items, and never enables send for an order without items", () => {
    const { actor } = system({ orderId: 1, statusId: 2, items: [] });
    actor.send({ type: "item.toggle", itemId: 99 });
    actor.send({ type: "items.check-all" });
    expect(actor.getSnapshot().hasTag("can-send")).toBe(false);
    expect(actor.getSnapshot().context.checked).toEqual([]);
    actor.send({ type: "reason.change", value: "Sem itens" });
    expect(actor.getSnapshot().hasTag("can-return")).toBe(true);
  });

  it("retries the failed move with the same request", async () => {
    const { actor, requests, settle } = system(cortes);
    actor.send({ type: "items.check-all" });
    actor.send({ type: "send" });
    await settle({ type: "xstate.error.actor.moveOrder", error: serverDown } as EventObject);
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: "fallback", key: CONFERENCE_FAILED_KEY, status: 500 });
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(requests).toEqual([
      { orderId: 7, statusId: 4 },
      { orderId: 7, statusId: 4 },
    ]);
  });

  it("fails loudly when the move actor is not provided", async () => {
    const actor = createActor(orderConferenceMachine, { input: cortes }).start();
    actor.send({ type: "items.check-all" });
    actor.send({ type: "send" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: "fallback", key: CONFERENCE_FAILED_KEY, status: null });
  });
});

describe("conferenceFailure and its text (spec 8)", () => {
  const translate = (key: string) => (key === CONFERENCE_FAILED_KEY ? "Erro ao atualizar o atendimento" : key);
  it.each([
    ["422 joins the messages", { _tag: "Invalid", status: 422, messages: ["A", "B"] }, "A, B"],
    [
      "422 without messages falls back",
      { _tag: "Invalid", status: 422, messages: [] },
      "Erro ao atualizar o atendimento",
    ],
    ["500 shows the status", serverDown, "Erro ao atualizar o atendimento (500)"],
    [
      "503 shows the status",
      { _tag: "ServerFailure", status: 503, messages: [] },
      "Erro ao atualizar o atendimento (503)",
    ],
    ["403 falls back", forbidden, "Erro ao atualizar o atendimento"],
    ["no connection falls back", { _tag: "Offline", status: 0, messages: [] }, "Erro ao atualizar o atendimento"],
    ["anything else falls back", new Error("boom"), "Erro ao atualizar o atendimento"],
    ["null falls back", null, "Erro ao atualizar o atendimento"],
  ])("%s", (_, error, text) => {
    expect(conferenceFailureText(conferenceFailure(error), translate)).toBe(text);
  });
});
