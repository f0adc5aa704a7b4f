import { type ActorRefFrom, assign, type DoneActorEvent, fromPromise, type SnapshotFrom, setup } from "xstate";
import type { DayFocus } from "../schemas/crm.ts";

/** The day focus as read from the server, with the business date ("YYYY-MM-DD") it was read on. */
export type DayFocusReading = { readonly focus: DayFocus; readonly today: string };

/**
 * Spec 4: the badge shows while there are calls for today or pending ones that were not seen today
 * (seen_in is "YYYY-MM-DD HH:mm" in the same business time zone as `today`).
 */
export function hasUnseenCalls({ focus, today }: DayFocusReading): boolean {
  const pending = focus.calls_today > 0 || focus.pending_calls > 0;
  return pending && (focus.seen_in === null || focus.seen_in.slice(0, 10) < today);
}

export type NotificationBellContext = { reading: DayFocusReading | null };

export type NotificationBellEvent =
  /** The dropdown opened. */
  { type: "bell.opened" };

export type NotificationBellTag = "loading" | "unavailable" | "badge" | "busy";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`notification bell machine: actor "${name}" was not provided`);
};

const readingOf = ({ event }: { event: DoneActorEvent<DayFocusReading> }) => event.output;

export const notificationBellMachine = setup({
  types: {} as { context: NotificationBellContext; events: NotificationBellEvent; tags: NotificationBellTag },
  actors: {
    "load day focus": fromPromise<DayFocusReading>(notProvided("load day focus")),
    "mark seen": fromPromise<DayFocusReading>(notProvided("mark seen")),
  },
  guards: {
    "has unseen calls": (_, reading: DayFocusReading) => hasUnseenCalls(reading),
  },
  actions: {
    "keep reading": assign({ reading: (_, reading: DayFocusReading) => reading }),
  },
}).createMachine({
  id: "notification bell",
  description: "The top bar's bell (spec 4): calls for today and pending calls of the CRM day focus.",
  initial: "loading",
  context: { reading: null },
  states: {
    loading: {
      tags: ["loading"],
      description: "GET /api/v1/customers_interactions/day_focus.",
      invoke: {
        id: "load day focus",
        src: "load day focus",
        onDone: [
          {
            guard: { type: "has unseen calls", params: readingOf },
            target: "ready.unseen",
            actions: { type: "keep reading", params: readingOf },
          },
          { target: "ready.seen", actions: { type: "keep reading", params: readingOf } },
        ],
        onError: { target: "unavailable" },
      },
    },
    unavailable: {
      tags: ["unavailable"],
      description: "The counts could not be read; opening the dropdown tries again.",
      on: { "bell.opened": { target: "loading" } },
    },
    ready: {
      initial: "seen",
      states: {
        unseen: {
          tags: ["badge"],
          description: "Badge 1 until the dropdown is opened.",
          on: { "bell.opened": { target: "markingSeen" } },
        },
        markingSeen: {
          tags: ["busy"],
          description: "POST /api/v1/customers_interactions/day_focus/seen stores now as seen_in.",
          invoke: {
            id: "mark seen",
            src: "mark seen",
            onDone: [
              {
                guard: { type: "has unseen calls", params: readingOf },
                target: "unseen",
                actions: { type: "keep reading", params: readingOf },
              },
              { target: "seen", actions: { type: "keep reading", params: readingOf } },
            ],
            // Not stored: the badge comes back, so the calls are not silently lost.
            onError: { target: "unseen" },
          },
        },
        seen: {
          description: "Nothing new: the dropdown only shows the counts, or Sem notificações.",
        },
      },
    },
  },
});

export type NotificationBellRef = ActorRefFrom<typeof notificationBellMachine>;
export type NotificationBellSnapshot = SnapshotFrom<typeof notificationBellMachine>;
