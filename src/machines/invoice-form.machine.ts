import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";
import type { InvoiceStatus } from "../domain/invoices.ts";
import type { ApiError } from "../schemas/api-error.ts";
import type { InvoiceDetail, InvoiceInput, NfeImport } from "../schemas/invoices.ts";
import {
  editInvoice,
  emptyInvoiceValues,
  type InvoiceEdit,
  type InvoiceFormValues,
  invoiceBodyOf,
  invoiceValuesOf,
  valuesWithNfe,
} from "./invoice-form-values.ts";

// The purchase invoice page (/fatura-de-compra/novo, /editar/:id/geral): load, edit a draft, import an NF-e XML,
// save, post (saving first), and cancel a posted one. Posted and canceled invoices are read-only.

export type InvoiceNotice = "saved" | "imported" | "posted" | "canceled" | null;

export type InvoiceFormContext = {
  readonly invoiceId: number | null;
  readonly status: InvoiceStatus;
  readonly values: InvoiceFormValues;
  /** The values as last loaded or saved (a new invoice: as it opened): the page is dirty while `values` differ. */
  readonly pristine: InvoiceFormValues;
  /** The server's 422 messages per field. */
  readonly fields: Readonly<Record<string, ReadonlyArray<string>>>;
  /** Messages of other failures (409, offline…). */
  readonly messages: ReadonlyArray<string>;
  readonly notice: InvoiceNotice;
  /** The NF-e's issuer when it is no supplier of the network yet (the page offers to create it). */
  readonly newSupplier: NfeImport["supplier"] | null;
  /** The NF-e's supplier, number and series are already posted. */
  readonly alreadyPosted: boolean;
  /** "post" asked while editing: posting follows a successful save. */
  readonly postAfterSave: boolean;
};

export type InvoiceFormEvent =
  | { type: "edit"; edit: InvoiceEdit }
  | { type: "import"; xml: string }
  | { type: "save" }
  | { type: "post" }
  | { type: "cancel.invoice" }
  | { type: "supplier.created"; id: number; name: string }
  | { type: "dismiss" };

export type InvoiceFormTag = "loading" | "busy" | "read-only" | "load-failed";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

const failureOf = (error: unknown) => {
  const failure = error as Partial<ApiError>;
  return {
    fields: failure._tag === "Invalid" ? (failure.fields ?? {}) : {},
    messages: failure._tag === "Invalid" ? [] : (failure.messages ?? []).length ? [...(failure.messages ?? [])] : ["?"],
  };
};

const loaded = (invoice: InvoiceDetail) => {
  const values = invoiceValuesOf(invoice);
  return { invoiceId: invoice.id, status: invoice.status, values, pristine: values, fields: {}, messages: [] };
};

/** Whether leaving now loses edits: an import, a typed field or a linked line not saved yet. */
export const invoiceIsDirty = (context: Pick<InvoiceFormContext, "values" | "pristine">): boolean =>
  context.values !== context.pristine && JSON.stringify(context.values) !== JSON.stringify(context.pristine);

export const invoiceFormMachine = setup({
  types: {} as {
    context: InvoiceFormContext;
    events: InvoiceFormEvent;
    tags: InvoiceFormTag;
    input: { invoiceId: number | null; today: string };
  },
  actors: {
    "load invoice": fromPromise<InvoiceDetail, { id: number }>(notProvided("load invoice")),
    "import nfe": fromPromise<NfeImport, { companyId: number; xml: string }>(notProvided("import nfe")),
    "save invoice": fromPromise<InvoiceDetail, { id: number | null; body: InvoiceInput }>(notProvided("save invoice")),
    "post invoice": fromPromise<InvoiceDetail, { id: number }>(notProvided("post invoice")),
    "cancel invoice": fromPromise<InvoiceDetail, { id: number }>(notProvided("cancel invoice")),
  },
  guards: {
    "has an id": ({ context }) => context.invoiceId !== null,
    "is read-only": ({ context }) => context.status !== "draft",
    "a unit is chosen": ({ context }) => context.values.companyId !== null,
    "posting follows": ({ context }) => context.postAfterSave,
  },
  actions: {
    edit: assign({
      values: ({ context, event }) =>
        event.type === "edit" ? editInvoice(context.values, event.edit) : context.values,
      notice: null,
    }),
    "ask for a unit": assign({ fields: { company_id: ["?"] }, messages: [] }),
    "clear failure": assign({ fields: {}, messages: [], notice: null }),
    "post after save": assign({ postAfterSave: true }),
    "save only": assign({ postAfterSave: false }),
    "take the supplier": assign({
      values: ({ context, event }) =>
        event.type === "supplier.created"
          ? editInvoice(context.values, { kind: "supplier", supplierId: event.id, label: event.name })
          : context.values,
      newSupplier: null,
    }),
  },
}).createMachine({
  id: "invoice form",
  context: ({ input }) => ({
    invoiceId: input.invoiceId,
    status: "draft",
    values: emptyInvoiceValues(input.today),
    pristine: emptyInvoiceValues(input.today),
    fields: {},
    messages: [],
    notice: null,
    newSupplier: null,
    alreadyPosted: false,
    postAfterSave: false,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "has an id", target: "loading" }, { target: "editing" }],
    },
    loading: {
      tags: ["loading", "busy"],
      invoke: {
        src: "load invoice",
        id: "load invoice",
        input: ({ context }) => ({ id: context.invoiceId ?? 0 }),
        onDone: { target: "settled", actions: assign(({ event }) => loaded(event.output)) },
        onError: "loadFailed",
      },
    },
    loadFailed: { tags: "load-failed" },
    settled: {
      always: [{ guard: "is read-only", target: "readOnly" }, { target: "editing" }],
    },
    editing: {
      on: {
        edit: { actions: "edit" },
        dismiss: { actions: "clear failure" },
        "supplier.created": { actions: "take the supplier" },
        import: [
          { guard: "a unit is chosen", target: "importing", actions: "clear failure" },
          { actions: "ask for a unit" },
        ],
        save: { target: "saving", actions: ["clear failure", "save only"] },
        post: { target: "saving", actions: ["clear failure", "post after save"] },
      },
    },
    importing: {
      tags: "busy",
      invoke: {
        src: "import nfe",
        id: "import nfe",
        input: ({ context, event }) => ({
          companyId: context.values.companyId ?? 0,
          xml: event.type === "import" ? event.xml : "",
        }),
        onDone: {
          target: "editing",
          actions: assign(({ context, event }) => ({
            values: valuesWithNfe(context.values, event.output),
            newSupplier: event.output.supplier.id === null ? event.output.supplier : null,
            alreadyPosted: event.output.already_posted,
            notice: "imported" as const,
          })),
        },
        onError: { target: "editing", actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    saving: {
      tags: "busy",
      invoke: {
        src: "save invoice",
        id: "save invoice",
        input: ({ context }) => ({ id: context.invoiceId, body: invoiceBodyOf(context.values) }),
        onDone: [
          {
            guard: "posting follows",
            target: "posting",
            actions: assign(({ context, event }) => ({ invoiceId: event.output.id, pristine: context.values })),
          },
          {
            target: "editing",
            actions: assign(({ event }) => ({ ...loaded(event.output), notice: "saved" as const })),
          },
        ],
        onError: { target: "editing", actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    posting: {
      tags: "busy",
      invoke: {
        src: "post invoice",
        id: "post invoice",
        input: ({ context }) => ({ id: context.invoiceId ?? 0 }),
        onDone: {
          target: "readOnly",
          actions: assign(({ event }) => ({ ...loaded(event.output), notice: "posted" as const })),
        },
        onError: { target: "editing", actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    readOnly: {
      tags: "read-only",
      on: {
        "cancel.invoice": { target: "canceling", actions: "clear failure" },
        dismiss: { actions: "clear failure" },
      },
    },
    canceling: {
      tags: ["busy", "read-only"],
      invoke: {
        src: "cancel invoice",
        id: "cancel invoice",
        input: ({ context }) => ({ id: context.invoiceId ?? 0 }),
        onDone: {
          target: "readOnly",
          actions: assign(({ event }) => ({ ...loaded(event.output), notice: "canceled" as const })),
        },
        onError: { target: "readOnly", actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
  },
});

export type InvoiceFormRef = ActorRefFrom<typeof invoiceFormMachine>;
