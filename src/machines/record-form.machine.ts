import { type ActorRefFrom, and, assign, emit, fromPromise, type SnapshotFrom, setup, stateIn } from "xstate";
import type { ApiError } from "../schemas/api-error.ts";

// A tabbed edit page of one record (spec 2.5 and the coming modules' pages): load it by id (or start a new one),
// edit its tabs (each with its own address), save everything together and, if asked, go. The rules (the same the
// server runs) block a save and show once one was tried; while they show, the submit is red and disabled with
// 'corrija os campos para continuar'; after each click the submit is blocked for 500 ms (spec 4, Modal forms). A
// refused save (422, `Invalid`) keeps its messages under their fields until the next save. Edits not saved make
// the page dirty: the view guards leaving with `isDirty`. What is specific to a record comes in a `RecordFormSpec`.

/** A field's problems: rule codes (translated by the view) or the server's messages. */
export type FieldProblems = Readonly<Record<string, ReadonlyArray<string>>>;

/** What one record's form needs; everything else is the factory's. */
export type RecordFormSpec<TRecord, TValues, TEdit, TBody, TTab extends string> = {
  /** The machine's id, also its statechart's name. */
  readonly id: string;
  readonly tabs: ReadonlyArray<TTab>;
  /** The tab a field (`addresses.0.city`) is on. */
  readonly tabOfField: (field: string) => TTab;
  readonly emptyValues: () => TValues;
  readonly valuesOf: (record: TRecord) => TValues;
  readonly idOf: (record: TRecord) => number;
  /** One edit; `sequence` is unique per edit of this form (keys of new list entries). */
  readonly edit: (values: TValues, edit: TEdit, sequence: number) => TValues;
  /** The rules' problems, field by field (none: `{}`). */
  readonly issuesOf: (values: TValues) => FieldProblems;
  readonly bodyOf: (values: TValues) => TBody;
};

export type RecordFormInput<TTab extends string, TValues = unknown> = {
  readonly id: number | null;
  readonly tab: TTab;
  /** What a new record starts with besides `emptyValues` (the only unit to choose, say); not an edit. */
  readonly start?: Partial<TValues>;
};

export type RecordFormContext<TRecord, TValues, TTab extends string> = {
  /** null until a new record is saved. */
  readonly id: number | null;
  /** The record as last loaded or saved (null: a new one, not saved yet). */
  readonly record: TRecord | null;
  readonly values: TValues;
  /** The values as last loaded or saved: the page is dirty while `values` differ. */
  readonly pristine: TValues;
  readonly sequence: number;
  /** Leave the page once this save is done ("save and go"). */
  readonly go: boolean;
  /** The tab the address shows. */
  readonly tab: TTab;
  /** A save was tried: the rules' messages show. */
  readonly submitted: boolean;
  /** Why the last save failed (an ApiError or anything thrown), until the next one. */
  readonly failure: unknown;
  /** The last refused save's messages per field (`Invalid.fields`). */
  readonly serverFields: FieldProblems;
  readonly loadError: unknown;
};

export type RecordFormEvent<TEdit, TTab extends string> =
  | { type: "edit"; edit: TEdit }
  /** The address changed to another tab. */
  | { type: "tab"; tab: TTab }
  /** `go`: leave the page once saved ("save and go"). */
  | { type: "submit"; go?: boolean }
  | { type: "retry" };

export type RecordFormEmitted<TRecord, TTab extends string> =
  | { type: "saved"; record: TRecord; created: boolean; go: boolean }
  /** `tab`: the first tab with something to fix, when the one shown has nothing (else null). */
  | { type: "failed"; error: unknown; tab: TTab | null }
  | { type: "invalid"; issues: FieldProblems; tab: TTab | null };

/** loading, load-failed, saving, failed: the record; invalid: red submit with its hint; blocked: the 500 ms. */
export type RecordFormTag = "loading" | "load-failed" | "saving" | "failed" | "invalid" | "blocked";

export type RecordSaveRequest<TBody> = { readonly id: number | null; readonly body: TBody };

export const SUBMIT_BLOCK_MS = 500;

const isInvalid = (error: unknown): error is Extract<ApiError, { _tag: "Invalid" }> =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "Invalid";

/** The messages per field of a refused save (422), or none. */
export const serverFieldsOf = (error: unknown): FieldProblems => (isInvalid(error) ? error.fields : {});

const hasProblems = (problems: FieldProblems): boolean => Object.values(problems).some((list) => list.length > 0);

/** The tabs with something to fix, in the page's order. */
export function tabsWithProblems<TTab extends string>(
  spec: Pick<RecordFormSpec<never, never, never, never, TTab>, "tabs" | "tabOfField">,
  fields: ReadonlyArray<string>,
): ReadonlyArray<TTab> {
  const marked = new Set(fields.map(spec.tabOfField));
  return spec.tabs.filter((tab) => marked.has(tab));
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`record form machine: actor "${name}" was not provided`);
};

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export function createRecordFormMachine<TRecord, TValues, TEdit, TBody, TTab extends string>(
  spec: RecordFormSpec<TRecord, TValues, TEdit, TBody, TTab>,
) {
  type Context = RecordFormContext<TRecord, TValues, TTab>;
  const issues = (context: Context): FieldProblems => spec.issuesOf(context.values);
  /** Where to send the user: the first tab with a problem, unless the one shown has one. */
  const tabToShow = (context: Context, fields: ReadonlyArray<string>): TTab | null => {
    const tabs = tabsWithProblems(spec, fields);
    return tabs.length === 0 || tabs.includes(context.tab) ? null : (tabs[0] ?? null);
  };

  /** The context of a record just loaded or saved: nothing to fix, nothing unsaved. */
  const taken = (record: TRecord) => {
    const values = spec.valuesOf(record);
    return {
      id: spec.idOf(record),
      record,
      values,
      pristine: values,
      submitted: false,
      failure: null,
      serverFields: {},
      loadError: null,
    };
  };

  return setup({
    types: {} as {
      context: Context;
      events: RecordFormEvent<TEdit, TTab>;
      input: RecordFormInput<TTab, TValues>;
      emitted: RecordFormEmitted<TRecord, TTab>;
      tags: RecordFormTag;
    },
    actors: {
      "load record": fromPromise<TRecord, { id: number }>(notProvided("load record")),
      "save record": fromPromise<TRecord, RecordSaveRequest<TBody>>(notProvided("save record")),
    },
    delays: { "submit block": SUBMIT_BLOCK_MS },
    guards: {
      "is new": ({ context }) => context.id === null,
      "submit open": stateIn({ submit: "open" }),
      editing: stateIn({ record: "editing" }),
      "values valid": ({ context }) => !hasProblems(issues(context)),
      "problems shown": ({ context }) => context.submitted && hasProblems(issues(context)),
    },
    actions: {
      "refuse invalid": emit(({ context }) => {
        const found = issues(context);
        return { type: "invalid" as const, issues: found, tab: tabToShow(context, Object.keys(found)) };
      }),
    },
  }).createMachine({
    id: spec.id,
    description: "A record's tabbed edit page: load or start new, edit the tabs, save everything together.",
    type: "parallel",
    context: ({ input }) => {
      const values: TValues = { ...spec.emptyValues(), ...input.start };
      return {
        id: input.id,
        record: null,
        values,
        pristine: values,
        sequence: 1,
        go: false,
        tab: input.tab,
        submitted: false,
        failure: null,
        serverFields: {},
        loadError: null,
      };
    },
    states: {
      record: {
        on: { tab: { actions: assign(({ event }) => ({ tab: event.tab })) } },
        initial: "starting",
        states: {
          starting: {
            always: [{ guard: "is new", target: "editing" }, { target: "loading" }],
          },
          loading: {
            tags: ["loading"],
            invoke: {
              id: "load record",
              src: "load record",
              input: ({ context }) => ({ id: context.id ?? 0 }),
              onDone: { target: "editing", actions: assign(({ event }) => taken(event.output)) },
              onError: { target: "load failed", actions: assign(({ event }) => ({ loadError: event.error })) },
            },
          },
          "load failed": {
            tags: ["load-failed"],
            description: "The record could not be read: 404 and 403 show their pages, anything else a retry.",
            on: { retry: { target: "loading", actions: assign({ loadError: null }) } },
          },
          editing: {
            initial: "ready",
            on: {
              edit: {
                actions: assign(({ context, event }) => ({
                  values: spec.edit(context.values, event.edit, context.sequence),
                  sequence: context.sequence + 1,
                })),
              },
              submit: [
                {
                  guard: and(["submit open", "values valid"]),
                  target: "sending",
                  actions: assign(({ event }) => ({
                    submitted: true,
                    go: event.go ?? false,
                    failure: null,
                    serverFields: {},
                  })),
                },
                { guard: "submit open", actions: [assign({ submitted: true }), "refuse invalid"] },
                // A click during the 500 ms (or on the red submit) does nothing.
              ],
            },
            states: {
              ready: {},
              rejected: {
                tags: ["failed"],
                description: "The last save failed: the server's messages stay under their fields until the next save.",
              },
            },
          },
          sending: {
            tags: ["saving"],
            invoke: {
              id: "save record",
              src: "save record",
              input: ({ context }) => ({ id: context.id, body: spec.bodyOf(context.values) }),
              onDone: {
                target: "editing.ready",
                actions: [
                  emit(({ context, event }) => ({
                    type: "saved" as const,
                    record: event.output,
                    created: context.id === null,
                    go: context.go,
                  })),
                  assign(({ event }) => taken(event.output)),
                ],
              },
              onError: {
                target: "editing.rejected",
                actions: [
                  assign(({ event }) => ({ failure: event.error, serverFields: serverFieldsOf(event.error) })),
                  emit(({ context, event }) => ({
                    type: "failed" as const,
                    error: event.error,
                    tab: tabToShow(context, Object.keys(serverFieldsOf(event.error))),
                  })),
                ],
              },
            },
          },
        },
      },
      submit: {
        description:
          "The submit button: blocked 500 ms after each click; red and disabled while the rules' problems show.",
        initial: "open",
        states: {
          open: {
            always: { guard: "problems shown", target: "invalid" },
            on: { submit: { guard: "editing", target: "blocked" } },
          },
          blocked: {
            tags: ["blocked"],
            always: { guard: "problems shown", target: "invalid" },
            after: { "submit block": "open" },
          },
          invalid: {
            tags: ["invalid"],
            description: "'corrija os campos para continuar' until the problems are fixed.",
            always: { guard: "values valid", target: "open" },
          },
        },
      },
    },
  });
}

/** Edits not saved yet: the view asks before leaving. */
export const isDirty = <TValues>(context: { readonly values: TValues; readonly pristine: TValues }): boolean =>
  !same(context.values, context.pristine);

export type RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab extends string> = ReturnType<
  typeof createRecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>
>;
export type RecordFormRef<TRecord, TValues, TEdit, TBody, TTab extends string> = ActorRefFrom<
  RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>
>;
export type RecordFormSnapshot<TRecord, TValues, TEdit, TBody, TTab extends string> = SnapshotFrom<
  RecordFormMachine<TRecord, TValues, TEdit, TBody, TTab>
>;
