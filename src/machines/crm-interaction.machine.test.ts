import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { Interaction } from "../schemas/crm-interactions.ts";
import {
  type CrmInteractionEvent,
  type CrmInteractionInput,
  crmInteractionMachine,
  interactionProblem,
  type SaveInteractionRequest,
  saveRequestOf,
} from "./crm-interaction.machine.ts";
import { delayedEventOf, modelCoverage, shortestCoveringPaths } from "./model-coverage.ts";
import { controlledPromises } from "./model-replay.ts";

const stored: Interaction = {
  id: 7,
  company_id: 1,
  customer_id: 12,
  customer_name: "Adriana Costa",
  user_id: 4,
  user_name: "Vendedor",
  stage_id: 3,
  stage_name: "Contato",
  next_contact_at: "2026-03-10 16:30",
  notes: "Pediu orçamento",
  next_contact_notes: "Ligar",
  customer_temperature: 3,
  seasonal_value: "1500.00",
  monthly_value: null,
  called: false,
  crm_squad: "",
  created_at: "2026-03-09 10:00",
  contacts: [{ id: 1, type: "call", made_at: "2026-03-09 10:00:00", notes: "", user_name: "Vendedor" }],
  offers: [],
  files: [],
  data: [],
};
const refused = apiError("Invalid", 422, ["Selecione o cliente"], { customer_id: ["Selecione o cliente"] });
const failed = apiError("Offline", 0, ["offline"]);
const LOAD_DONE = "xstate.done.actor.load interaction";
const LOAD_ERROR = "xstate.error.actor.load interaction";
const SAVE_DONE = "xstate.done.actor.save interaction";
const SAVE_ERROR = "xstate.error.actor.save interaction";
const BLOCK_OVER = delayedEventOf(crmInteractionMachine, "crm interaction.blocked");

const forCustomer: CrmInteractionInput = { id: null, customer: { id: 12, name: "Adriana Costa" } };
const blank: CrmInteractionInput = { id: null, customer: null };
const existing: CrmInteractionInput = { id: 7, customer: null };

const modelEvents = [
  { type: "change", change: { customerId: 12 } },
  { type: "change", change: { customerId: null } },
  { type: "submit" },
  { type: "retry" },
  { type: "cancel" },
  { type: BLOCK_OVER },
  { type: LOAD_DONE, output: stored },
  { type: LOAD_ERROR, error: failed },
  { type: SAVE_DONE, output: stored },
  { type: SAVE_ERROR, error: refused },
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [c.id, c.values.customerId, c.submitted, c.failure !== null];
};
const inputs = [forCustomer, blank, existing];
const paths = shortestCoveringPaths(crmInteractionMachine, inputs, modelEvents, project);

function harness(start: CrmInteractionInput) {
  const control = controlledPromises();
  const clock = new SimulatedClock();
  const machine = crmInteractionMachine.provide({
    actors: {
      "load interaction": control.actor<Interaction, { id: number }>(),
      "save interaction": control.actor<Interaction, SaveInteractionRequest>(),
    },
  });
  const actor = createActor(machine, { input: start, clock });
  const emitted: string[] = [];
  actor.on("*", (event) => emitted.push(event.type));
  actor.start();
  return { actor, control, clock, emitted };
}

describe("crm interaction machine (model-based)", () => {
  it("walks every state node and every transition", () => {
    // "starting" decides at once (new or stored interaction) and is never a snapshot of its own.
    expect(modelCoverage(crmInteractionMachine, paths)).toEqual({
      missingStates: ["crm interaction.starting"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const { actor, control, clock } = harness(path.input);
    for (const step of path.steps.slice(1)) {
      if (step.event.type === BLOCK_OVER) clock.increment(500);
      else if (!(await control.settle(step.event))) actor.send(step.event as CrmInteractionEvent);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(project(actor.getSnapshot().context)).toEqual(project(step.state.context));
    }
    actor.stop();
  });
});

describe("crm interaction machine (rules)", () => {
  it("requires the customer and blocks the click for 500 ms", () => {
    const { actor, clock } = harness(blank);
    expect(interactionProblem(actor.getSnapshot().context.values, true)).toBe("customer-required");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("invalid")).toBe(true);
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe("editing");
  });

  it("refuses a next contact that is no real minute", () => {
    const { actor } = harness(forCustomer);
    actor.send({ type: "change", change: { nextContactAt: "2026-02-30 10:00" } });
    expect(interactionProblem(actor.getSnapshot().context.values, true)).toBe("next-contact-invalid");
  });

  it("creates with contacts, offers and data; default temperature 0", async () => {
    const { actor, control, emitted } = harness(forCustomer);
    actor.send({
      type: "change",
      change: {
        nextContactAt: "2026-03-10 16:30",
        contacts: [{ type: "whatsapp", madeAt: "2026-03-10 11:45:00", notes: "Oi" }],
        offers: [{ description: "Camiseta", value: 4590 }],
        data: [5],
      },
    });
    const request = saveRequestOf(actor.getSnapshot().context);
    expect(request).toMatchObject({
      id: null,
      body: {
        customer_id: 12,
        customer_temperature: 0,
        next_contact_at: "2026-03-10 16:30",
        contacts: [{ type: "whatsapp", made_at: "2026-03-10 11:45:00", notes: "Oi" }],
        offers: [{ description: "Camiseta", value: "45.90" }],
        data: [{ option_id: 5 }],
      },
    });
    actor.send({ type: "submit" });
    await control.settle({ type: SAVE_DONE, output: stored });
    expect(emitted).toContain("saved");
  });

  it("updates by id with the interaction's own fields only", async () => {
    const { actor, control } = harness(existing);
    await control.settle({ type: LOAD_DONE, output: stored });
    expect(actor.getSnapshot().context.values).toMatchObject({
      customerId: 12,
      seasonalValue: 150_000,
      temperature: 3,
    });
    actor.send({ type: "change", change: { called: true } });
    const request = saveRequestOf(actor.getSnapshot().context);
    expect(request.id).toBe(7);
    expect(request.body).toMatchObject({ called: true, seasonal_value: "1500.00" });
    expect("contacts" in request.body).toBe(false);
  });
});
