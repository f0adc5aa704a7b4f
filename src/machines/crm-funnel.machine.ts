import { assign, fromPromise, setup } from "xstate";
import type { FunnelAnswer, FunnelQuery } from "../schemas/crm-funnel.ts";

// The sales funnel screen's flow (spec 9, /funil-de-vendas): load the stages, apply the filters 200 ms later, move
// cards (asking the reason when the stage is a loss), import customers, and reload when a colleague changes it.

export type PendingMove = {
  readonly customerId: number;
  readonly customerName: string;
  readonly fromStageId: number;
  readonly toStageId: number;
};

export type ImportRequest = {
  readonly stageId: number | null;
  readonly customerIds: ReadonlyArray<number>;
  readonly users: ReadonlyArray<number>;
};

export type FunnelFilters = Omit<FunnelQuery, "company_id" | "customers" | "per_page">;

export type CrmFunnelEvent =
  | { type: "card.move"; move: PendingMove }
  | { type: "loss.confirm"; lossOptionId: number }
  | { type: "loss.cancel" }
  | { type: "filters.apply"; filters: FunnelFilters }
  | { type: "remote.changed" }
  | { type: "import.open" }
  | { type: "import.submit"; request: ImportRequest }
  | { type: "import.close" }
  | { type: "notice.dismiss" }
  | { type: "retry" };

/** Why the import modal shows a message: 'Selecione a etapa', 'Selecione ao menos 1 cliente…', 'Erro ao importar clientes'. */
export type ImportProblem = "stage-required" | "customers-required" | "error";

type Context = {
  filters: FunnelFilters;
  funnel: FunnelAnswer | null;
  pending: PendingMove | null;
  lossOptionId: number | null;
  importProblem: ImportProblem | null;
  /** What the screen announces: a card moved, customers imported, a move failed. */
  notice: { kind: "moved"; move: PendingMove } | { kind: "imported"; count: number } | { kind: "move-failed" } | null;
};

export type MoveInput = { move: PendingMove; lossOptionId: number | null };
export type ImportInput = { stageId: number; customerIds: ReadonlyArray<number>; users: ReadonlyArray<number> };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

const hasFilters = (filters: FunnelFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== "");

const isLossStage = (funnel: FunnelAnswer | null, stageId: number) =>
  funnel?.data.some((stage) => stage.id === stageId && stage.tag === "negative_ending") ?? false;

export const crmFunnelMachine = setup({
  types: {} as { context: Context; events: CrmFunnelEvent; input: { filters?: FunnelFilters } },
  actors: {
    "load funnel": fromPromise<FunnelAnswer, { filters: FunnelFilters }>(notProvided("load funnel")),
    "move card": fromPromise<unknown, MoveInput>(notProvided("move card")),
    "import customers": fromPromise<unknown, ImportInput>(notProvided("import customers")),
  },
  guards: {
    "has filters": ({ context }) => hasFilters(context.filters),
    "to a loss stage": ({ context, event }) =>
      event.type === "card.move" && isLossStage(context.funnel, event.move.toStageId),
    "to another stage": ({ event }) => event.type === "card.move" && event.move.toStageId !== event.move.fromStageId,
    "no stage": ({ event }) => event.type === "import.submit" && event.request.stageId === null,
    "no customers": ({ event }) => event.type === "import.submit" && event.request.customerIds.length === 0,
  },
  actions: {
    "keep move": assign({
      pending: ({ event }) => (event.type === "card.move" ? event.move : null),
      lossOptionId: null,
      notice: null,
    }),
  },
  delays: { "filters delay": 200 },
}).createMachine({
  id: "crm funnel",
  context: ({ input }) => ({
    filters: input?.filters ?? {},
    funnel: null,
    pending: null,
    lossOptionId: null,
    importProblem: null,
    notice: null,
  }),
  initial: "loading",
  states: {
    loading: {
      description: "Loads the stages (spec 9: per_page 100) and their cards.",
      invoke: {
        src: "load funnel",
        input: () => ({ filters: {} }),
        onDone: { target: "ready", actions: assign({ funnel: ({ event }) => event.output }) },
        onError: "failed",
      },
      // A colleague's change while the first load is under way: it may have been read before the change.
      on: { "remote.changed": { target: "loading", reenter: true } },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      initial: "settling",
      on: { "notice.dismiss": { actions: assign({ notice: null }) } },
      states: {
        settling: {
          description: "Spec 9: the CRM filters are applied 200 ms after the stages are set.",
          after: { "filters delay": [{ guard: "has filters", target: "refreshing" }, { target: "idle" }] },
          on: {
            "filters.apply": { target: "refreshing", actions: assign({ filters: ({ event }) => event.filters }) },
            // A colleague's change heard right after the stages load is not lost either.
            "remote.changed": "refreshing",
            // A click on "Importar clientes" right after the stages load is not lost.
            "import.open": { target: "importing", actions: assign({ importProblem: null, notice: null }) },
          },
        },
        idle: {
          on: {
            "card.move": [
              { guard: "to a loss stage", target: "askingLossReason", actions: "keep move" },
              { guard: "to another stage", target: "moving", actions: "keep move" },
            ],
            "filters.apply": { target: "refreshing", actions: assign({ filters: ({ event }) => event.filters }) },
            "remote.changed": "refreshing",
            "import.open": { target: "importing", actions: assign({ importProblem: null, notice: null }) },
          },
        },
        askingLossReason: {
          description: "The dialog asks the reason, one of the options of the factor 'Motivo da perda'.",
          initial: "upToDate",
          on: {
            "loss.confirm": {
              target: "moving",
              actions: assign({ lossOptionId: ({ event }) => event.lossOptionId }),
            },
          },
          states: {
            upToDate: {
              on: {
                "loss.cancel": { target: "#crm funnel.ready.idle", actions: assign({ pending: null }) },
                "remote.changed": "outdated",
              },
            },
            outdated: {
              description: "A colleague changed the funnel while the dialog was open: cancelling reads it again.",
              on: { "loss.cancel": { target: "#crm funnel.ready.refreshing", actions: assign({ pending: null }) } },
            },
          },
        },
        moving: {
          invoke: {
            src: "move card",
            input: ({ context }) => ({ move: context.pending as PendingMove, lossOptionId: context.lossOptionId }),
            onDone: {
              target: "refreshing",
              actions: assign({
                notice: ({ context }) => (context.pending ? { kind: "moved" as const, move: context.pending } : null),
                pending: null,
              }),
            },
            onError: {
              target: "refreshing",
              actions: assign({ notice: { kind: "move-failed" as const }, pending: null }),
            },
          },
        },
        importing: {
          description: "The import modal: a stage, customers and sellers.",
          initial: "editing",
          // Closing reloads: a colleague's change while the modal was open, or a refresh it cut short, is applied.
          on: { "import.close": { target: "refreshing", actions: assign({ importProblem: null }) } },
          states: {
            editing: {
              on: {
                "import.submit": [
                  { guard: "no stage", actions: assign({ importProblem: "stage-required" as const }) },
                  { guard: "no customers", actions: assign({ importProblem: "customers-required" as const }) },
                  { target: "sending", actions: assign({ importProblem: null }) },
                ],
              },
            },
            sending: {
              invoke: {
                src: "import customers",
                input: ({ event }) => {
                  const request = (event as Extract<CrmFunnelEvent, { type: "import.submit" }>).request;
                  return { stageId: request.stageId as number, customerIds: request.customerIds, users: request.users };
                },
                onDone: {
                  target: "#crm funnel.ready.refreshing",
                  actions: assign({
                    notice: ({ event }) => ({
                      kind: "imported" as const,
                      count: (event.output as { imported?: number } | undefined)?.imported ?? 0,
                    }),
                  }),
                },
                onError: { target: "editing", actions: assign({ importProblem: "error" as const }) },
              },
            },
          },
        },
        refreshing: {
          description: "Reloads the cards with the filters after a move, an import, a filter or a colleague's change.",
          invoke: {
            src: "load funnel",
            input: ({ context }) => ({ filters: context.filters }),
            onDone: { target: "idle", actions: assign({ funnel: ({ event }) => event.output }) },
            onError: "idle",
          },
          on: {
            "filters.apply": {
              target: "refreshing",
              reenter: true,
              actions: assign({ filters: ({ event }) => event.filters }),
            },
            // The load under way may have read the cards before that change committed: read them again.
            "remote.changed": { target: "refreshing", reenter: true },
            "import.open": { target: "importing", actions: assign({ importProblem: null, notice: null }) },
          },
        },
      },
    },
  },
});
