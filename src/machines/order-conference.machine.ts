import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from "xstate";
import {
  conferenceComplete,
  isClosedStatus,
  nextStatusOf,
  previousStatusOf,
  type StatusInfo,
  stageOf,
} from "../domain/production.ts";
import type { AttendanceDetail, MoveOrderRequest } from "../schemas/production.ts";

// The order conference of spec 4 (issue 5): at every stage the worker ticks each item of the order as checked.
// While any item is unchecked, the return reason and "Devolver para {previous}" are enabled (return needs a
// reason); when every item is checked, "Enviar para {next}" is. Sending or returning calls the API (an actor),
// then the user goes to the stage's list. The stage order and names come from src/domain/production.ts.

export type ConferenceInput = {
  readonly orderId: number;
  /** The order's current status_id. */
  readonly statusId: number;
  readonly items: ReadonlyArray<{ readonly id: number }>;
};

export const CONFERENCE_FAILED_KEY = "production:conference.failed";

/** Spec 8: a 422 shows the server's messages joined by ", "; anything else the fallback, with the status when >= 500. */
export type ConferenceFailure =
  | { readonly kind: "messages"; readonly messages: ReadonlyArray<string> }
  | { readonly kind: "fallback"; readonly key: typeof CONFERENCE_FAILED_KEY; readonly status: number | null };

export type ConferenceOutput = {
  /** Where the user goes next: the list of the stage the order was in (without the /es prefix). */
  readonly route: string;
  readonly direction: "forward" | "back";
  /** The order as the server answered it (new status, previous_status, next_status). */
  readonly order: AttendanceDetail;
};

export type ConferenceContext = {
  readonly orderId: number;
  readonly statusId: number;
  readonly itemIds: ReadonlyArray<number>;
  readonly checked: ReadonlyArray<number>;
  readonly reason: string;
  /** Names for "Enviar para {next}" and "Devolver para {previous}" (nameKey in the production namespace). */
  readonly next: StatusInfo | null;
  readonly previous: StatusInfo | null;
  readonly route: string;
  readonly lastAttempt: "send" | "return" | null;
  readonly failure: ConferenceFailure | null;
  readonly order: AttendanceDetail | null;
};

export type ConferenceEvent =
  | { type: "item.toggle"; itemId: number }
  | { type: "items.check-all" }
  | { type: "items.uncheck-all" }
  | { type: "reason.change"; value: string }
  | { type: "send" }
  | { type: "return" }
  | { type: "retry" }
  | { type: "dismiss" };

/** The contract with the view: it asks for tags, never for state names. */
export type ConferenceTag =
  /** Checkboxes are enabled. */
  | "conferring"
  /** The reason field is enabled (an item is unchecked and there is a previous stage). */
  | "reason-enabled"
  /** "Devolver para {previous}" is enabled. */
  | "can-return"
  /** "Enviar para {next}" is enabled. */
  | "can-send"
  | "busy"
  | "sending"
  | "returning"
  /** The failure text is shown with "Tentar novamente". */
  | "failed"
  | "done"
  /** A finished or cancelled order: nothing to confer. */
  | "closed";

type CallFailure = { readonly _tag?: unknown; readonly status?: unknown; readonly messages?: unknown };

/** The failure of a move, from the API client's error (it carries `_tag`, `status` and `messages`). */
export function conferenceFailure(error: unknown): ConferenceFailure {
  const failure = (typeof error === "object" && error !== null ? error : {}) as CallFailure;
  const status = typeof failure.status === "number" ? failure.status : null;
  const messages = Array.isArray(failure.messages)
    ? failure.messages.filter((m): m is string => typeof m === "string" && m !== "")
    : [];
  if ((status === 422 || failure._tag === "Invalid") && messages.length) return { kind: "messages", messages };
  return { kind: "fallback", key: CONFERENCE_FAILED_KEY, status: status !== null && status >= 500 ? status : null };
}

/** The text to show: "msg 1, msg 2", or "Erro ao atualizar o atendimento (500)" through the view's translate. */
export function conferenceFailureText(failure: ConferenceFailure, translate: (key: string) => string): string {
  if (failure.kind === "messages") return failure.messages.join(", ");
  const text = translate(failure.key);
  return failure.status === null ? text : `${text} (${failure.status})`;
}

/** The checked ids after an event that changes the ticks (unknown ids are ignored). */
function checkedAfter(context: ConferenceContext, event: ConferenceEvent): ReadonlyArray<number> {
  switch (event.type) {
    case "item.toggle":
      if (!context.itemIds.includes(event.itemId)) return context.checked;
      return context.checked.includes(event.itemId)
        ? context.checked.filter((id) => id !== event.itemId)
        : [...context.checked, event.itemId];
    case "items.check-all":
      return [...context.itemIds];
    case "items.uncheck-all":
      return [];
    default:
      return context.checked;
  }
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`order conference machine: actor "${name}" was not provided`);
};

export const orderConferenceMachine = setup({
  types: {} as {
    context: ConferenceContext;
    events: ConferenceEvent;
    input: ConferenceInput;
    tags: ConferenceTag;
    output: ConferenceOutput;
  },
  actors: {
    "move order": fromPromise<AttendanceDetail, MoveOrderRequest>(notProvided("move order")),
  },
  guards: {
    "order is closed": ({ context }) => isClosedStatus(context.statusId) || context.next === null,
    "no previous stage": ({ context }) => context.previous === null,
    "conference will be complete": ({ context, event }) =>
      conferenceComplete(context.itemIds, checkedAfter(context, event)),
    "reason is given": ({ context }) => context.reason.trim() !== "",
    "reason will be given": ({ event }) => event.type === "reason.change" && event.value.trim() !== "",
    "last attempt was a send": ({ context }) => context.lastAttempt === "send",
  },
  actions: {
    "update checks": assign({ checked: ({ context, event }) => checkedAfter(context, event) }),
    "store reason": assign({
      reason: ({ context, event }) => (event.type === "reason.change" ? event.value : context.reason),
    }),
    "forget failure": assign({ failure: null }),
  },
}).createMachine({
  id: "order conference",
  description: "Spec 4: the conference of an order's items before sending it on or returning it (issue 5).",
  context: ({ input }) => ({
    orderId: input.orderId,
    statusId: input.statusId,
    itemIds: input.items.map((i) => i.id),
    checked: [],
    reason: "",
    next: nextStatusOf(input.statusId),
    previous: previousStatusOf(input.statusId),
    route: stageOf(input.statusId)?.path ?? "/atendimentos",
    lastAttempt: null,
    failure: null,
    order: null,
  }),
  initial: "opening",
  output: ({ context }) => ({
    route: context.route,
    direction: context.lastAttempt === "return" ? "back" : "forward",
    order: context.order as AttendanceDetail,
  }),
  states: {
    opening: {
      description: "Transient: a closed order has nothing to confer; the first stage has nowhere to return to.",
      always: [
        { guard: "order is closed", target: "closed" },
        { guard: "no previous stage", target: "conferring.incomplete.noReturn" },
        { target: "conferring.incomplete.reasonMissing" },
      ],
    },
    closed: { tags: ["closed"], description: "Finished or cancelled: the view shows the order read-only." },
    conferring: {
      description: "Items are ticked one by one, or all at once.",
      initial: "incomplete",
      on: {
        "item.toggle": [
          { guard: "conference will be complete", target: ".complete", actions: "update checks" },
          { guard: "no previous stage", target: ".incomplete.noReturn", actions: "update checks" },
          { guard: "reason is given", target: ".incomplete.reasonGiven", actions: "update checks" },
          { target: ".incomplete.reasonMissing", actions: "update checks" },
        ],
        "items.check-all": [
          { guard: "conference will be complete", target: ".complete", actions: "update checks" },
          { guard: "no previous stage", target: ".incomplete.noReturn", actions: "update checks" },
          { guard: "reason is given", target: ".incomplete.reasonGiven", actions: "update checks" },
          { target: ".incomplete.reasonMissing", actions: "update checks" },
        ],
        "items.uncheck-all": [
          { guard: "no previous stage", target: ".incomplete.noReturn", actions: "update checks" },
          { guard: "reason is given", target: ".incomplete.reasonGiven", actions: "update checks" },
          { target: ".incomplete.reasonMissing", actions: "update checks" },
        ],
      },
      states: {
        incomplete: {
          description: "Some item is unchecked (or the order has none): it cannot be sent on.",
          initial: "reasonMissing",
          states: {
            noReturn: {
              tags: ["conferring"],
              description: "First stage (Atendimento): there is no previous stage to return to.",
            },
            reasonMissing: {
              tags: ["conferring", "reason-enabled"],
              on: {
                "reason.change": [
                  { guard: "reason will be given", target: "reasonGiven", actions: "store reason" },
                  { actions: "store reason" },
                ],
              },
            },
            reasonGiven: {
              tags: ["conferring", "reason-enabled", "can-return"],
              on: {
                "reason.change": [
                  { guard: "reason will be given", actions: "store reason" },
                  { target: "reasonMissing", actions: "store reason" },
                ],
                return: { target: "#order conference.returning" },
              },
            },
          },
        },
        complete: {
          tags: ["conferring", "can-send"],
          description: "Every item is checked: Enviar para {next}.",
          on: { send: { target: "#order conference.sending" } },
        },
      },
    },
    sending: {
      tags: ["busy", "sending"],
      description: "PATCH with the next status_id.",
      entry: [assign({ lastAttempt: "send" }), "forget failure"],
      invoke: {
        id: "moveOrder",
        src: "move order",
        input: ({ context }) => ({ orderId: context.orderId, statusId: context.next?.statusId ?? context.statusId }),
        onDone: { target: "done", actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => conferenceFailure(event.error) }) },
      },
    },
    returning: {
      tags: ["busy", "returning"],
      description: "PATCH with the previous status_id and canceled_reason.",
      entry: [assign({ lastAttempt: "return" }), "forget failure"],
      invoke: {
        id: "moveOrder",
        src: "move order",
        input: ({ context }) => ({
          orderId: context.orderId,
          statusId: context.previous?.statusId ?? context.statusId,
          canceledReason: context.reason.trim(),
        }),
        onDone: { target: "done", actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => conferenceFailure(event.error) }) },
      },
    },
    failed: {
      tags: ["failed"],
      description: "The server refused or failed: its messages (422), or Erro ao atualizar o atendimento (status).",
      on: {
        retry: [{ guard: "last attempt was a send", target: "sending" }, { target: "returning" }],
        dismiss: [
          { guard: "last attempt was a send", target: "conferring.complete", actions: "forget failure" },
          { target: "conferring.incomplete.reasonGiven", actions: "forget failure" },
        ],
      },
    },
    done: { type: "final", tags: ["done"], description: "Moved: the view navigates to the output's route." },
  },
});

export type OrderConferenceRef = ActorRefFrom<typeof orderConferenceMachine>;
export type OrderConferenceSnapshot = SnapshotFrom<typeof orderConferenceMachine>;

/** Whether an item's checkbox is ticked. */
export const isItemChecked = (snapshot: OrderConferenceSnapshot, itemId: number): boolean =>
  snapshot.context.checked.includes(itemId);
