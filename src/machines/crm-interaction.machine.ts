import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";
import { isLocalDateTime } from "../domain/crm-interactions.ts";
import { type Cents, centsToDecimalString, parseMoney } from "../domain/money.ts";
import type { ApiError } from "../schemas/api-error.ts";
import type { ContactType, Interaction, InteractionInput, InteractionPatch } from "../schemas/crm-interactions.ts";

// The CRM interaction modal (spec 4 'CRM interaction'): a new one for a customer, or an existing one loaded by id.
// Created with its contacts made, offers and factor data; an update sends only the interaction's own fields
// (spec 4: related data, contacts and offers are sent only on creation). The customer is required ('Selecione o
// cliente'); the 500 ms block after a refused click (spec 4, Modal forms).

export type InteractionContactDraft = { readonly type: ContactType; readonly madeAt: string; readonly notes: string };
export type InteractionOfferDraft = { readonly description: string; readonly value: Cents | null };

export type InteractionValues = {
  readonly customerId: number | null;
  readonly customerName: string;
  readonly stageId: number | null;
  /** "YYYY-MM-DD HH:mm" or "". */
  readonly nextContactAt: string;
  readonly notes: string;
  readonly nextContactNotes: string;
  readonly temperature: number;
  readonly seasonalValue: Cents | null;
  readonly monthlyValue: Cents | null;
  readonly called: boolean;
  readonly squad: string;
  readonly contacts: ReadonlyArray<InteractionContactDraft>;
  readonly offers: ReadonlyArray<InteractionOfferDraft>;
  /** Factor options (crm_data ids). */
  readonly data: ReadonlyArray<number>;
};

export type InteractionProblem = "customer-required" | "next-contact-invalid" | "contact-invalid";

export type CrmInteractionInput = {
  readonly id: number | null;
  readonly customer: { readonly id: number; readonly name: string } | null;
};

export type CrmInteractionContext = {
  readonly id: number | null;
  readonly values: InteractionValues;
  readonly submitted: boolean;
  readonly failure: ApiError | null;
};

export type CrmInteractionEvent =
  | { type: "change"; change: Partial<InteractionValues> }
  | { type: "submit" }
  | { type: "retry" }
  | { type: "cancel" };

export type SaveInteractionRequest =
  | { readonly id: null; readonly body: InteractionInput }
  | { readonly id: number; readonly body: InteractionPatch };

const SUBMIT_BLOCK_MS = 500;

export const emptyInteraction = (customer: CrmInteractionInput["customer"]): InteractionValues => ({
  customerId: customer?.id ?? null,
  customerName: customer?.name ?? "",
  stageId: null,
  nextContactAt: "",
  notes: "",
  nextContactNotes: "",
  temperature: 0,
  seasonalValue: null,
  monthlyValue: null,
  called: false,
  squad: "",
  contacts: [],
  offers: [],
  data: [],
});

const centsOf = (money: string | null): Cents | null => (money === null ? null : parseMoney(money));

export const valuesOfInteraction = (interaction: Interaction): InteractionValues => ({
  customerId: interaction.customer_id,
  customerName: interaction.customer_name,
  stageId: interaction.stage_id,
  nextContactAt: interaction.next_contact_at ?? "",
  notes: interaction.notes,
  nextContactNotes: interaction.next_contact_notes,
  temperature: interaction.customer_temperature,
  seasonalValue: centsOf(interaction.seasonal_value),
  monthlyValue: centsOf(interaction.monthly_value),
  called: interaction.called,
  squad: interaction.crm_squad,
  contacts: (interaction.contacts ?? []).map((c) => ({ type: c.type, madeAt: c.made_at, notes: c.notes })),
  offers: (interaction.offers ?? []).map((o) => ({ description: o.description, value: centsOf(o.value) })),
  data: (interaction.data ?? []).map((d) => d.option_id),
});

/** The first problem of the values, or null; contacts matter only on creation, when they are sent. */
export function interactionProblem(values: InteractionValues, creating: boolean): InteractionProblem | null {
  if (values.customerId === null) return "customer-required";
  if (values.nextContactAt !== "" && !isLocalDateTime(values.nextContactAt)) return "next-contact-invalid";
  if (creating && values.contacts.some((c) => !isLocalDateTime(c.madeAt))) return "contact-invalid";
  return null;
}

const money = (cents: Cents | null) => (cents === null ? undefined : centsToDecimalString(cents));

const ownFields = (values: InteractionValues): InteractionPatch => ({
  customer_id: values.customerId,
  stage_id: values.stageId,
  next_contact_at: values.nextContactAt === "" ? null : values.nextContactAt,
  notes: values.notes,
  next_contact_notes: values.nextContactNotes,
  customer_temperature: values.temperature,
  ...(values.seasonalValue === null ? {} : { seasonal_value: money(values.seasonalValue) }),
  ...(values.monthlyValue === null ? {} : { monthly_value: money(values.monthlyValue) }),
  called: values.called,
  crm_squad: values.squad,
});

/** The request of a save: everything on creation, the interaction's own fields on an update. */
export function saveRequestOf(context: CrmInteractionContext): SaveInteractionRequest {
  const { values } = context;
  if (context.id !== null) return { id: context.id, body: ownFields(values) };
  return {
    id: null,
    body: {
      ...ownFields(values),
      contacts: values.contacts.map((c) => ({ type: c.type, made_at: c.madeAt, notes: c.notes })),
      offers: values.offers
        .filter((o) => o.description.trim() !== "" || (o.value ?? 0) > 0)
        .map((o) => ({ description: o.description, value: centsToDecimalString(o.value ?? 0) })),
      data: values.data.map((option_id) => ({ option_id })),
    },
  };
}

export const crmInteractionMachine = setup({
  types: {
    context: {} as CrmInteractionContext,
    input: {} as CrmInteractionInput,
    events: {} as CrmInteractionEvent,
    emitted: {} as { type: "saved"; interaction: Interaction } | { type: "closed" },
  },
  actors: {
    "load interaction": fromPromise<Interaction, { id: number }>(() => {
      throw new Error("load interaction not provided");
    }),
    "save interaction": fromPromise<Interaction, SaveInteractionRequest>(() => {
      throw new Error("save interaction not provided");
    }),
  },
  guards: {
    "has id": ({ context }) => context.id !== null,
    valid: ({ context }) => interactionProblem(context.values, context.id === null) === null,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === "change" ? { values: { ...context.values, ...event.change }, failure: null } : {},
    ),
  },
}).createMachine({
  id: "crm interaction",
  context: ({ input }) => ({
    id: input.id,
    values: emptyInteraction(input.customer),
    submitted: false,
    failure: null,
  }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "has id", target: "loading" }, { target: "editing" }] },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load interaction",
        src: "load interaction",
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: { target: "editing", actions: assign({ values: ({ event }) => valuesOfInteraction(event.output) }) },
        onError: { target: "loadFailed", actions: assign({ failure: ({ event }) => event.error as ApiError }) },
      },
    },
    loadFailed: {
      on: {
        retry: { target: "loading", actions: assign({ failure: null }) },
        cancel: { target: "closed", actions: emit({ type: "closed" }) },
      },
    },
    editing: {
      on: {
        change: { actions: "change" },
        submit: [
          { guard: "valid", target: "saving", actions: assign({ submitted: true }) },
          { target: "blocked", actions: assign({ submitted: true }) },
        ],
        cancel: { target: "closed", actions: emit({ type: "closed" }) },
      },
    },
    blocked: {
      tags: ["invalid"],
      after: { [SUBMIT_BLOCK_MS]: "editing" },
      on: { change: { actions: "change" } },
    },
    saving: {
      tags: ["saving"],
      invoke: {
        id: "save interaction",
        src: "save interaction",
        input: ({ context }) => saveRequestOf(context),
        onDone: {
          target: "saved",
          actions: emit(({ event }) => ({ type: "saved" as const, interaction: event.output })),
        },
        onError: { target: "editing", actions: assign({ failure: ({ event }) => event.error as ApiError }) },
      },
    },
    saved: { type: "final" },
    closed: { type: "final" },
  },
});
export type CrmInteractionRef = ActorRefFrom<typeof crmInteractionMachine>;
