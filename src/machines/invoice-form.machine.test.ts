import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from "xstate";
import { apiError } from "../schemas/api-error.ts";
import type { InvoiceDetail, NfeImport } from "../schemas/invoices.ts";
import { emptyInvoiceValues, productDraftOfLine, totalsOfValues, valuesWithNfe } from "./invoice-form-values.ts";
import { invoiceFormMachine, invoiceIsDirty } from "./invoice-form.machine.ts";
import { modelCoverage, shortestCoveringPaths, type WalkPath } from "./model-coverage.ts";

const draft: InvoiceDetail = {
  id: 9,
  company_id: 1,
  stock_id: 2,
  supplier_id: 3,
  supplier_name: "Distribuidora Aurora",
  number: "1234",
  series: "1",
  access_key: null,
  issue_date: "2026-11-20",
  entry_date: "2026-11-22",
  freight: "30.00",
  ipi: "0.00",
  icms_st: "0.00",
  other_costs: "0.00",
  discount: "0.00",
  items_total: "250.00",
  total: "280.00",
  account_plan_id: null,
  installments: [{ number: 1, due_date: "2026-12-20", value: "280.00" }],
  items: [
    {
      id: 1,
      product_id: 5,
      product_description: "Camiseta",
      sku: "CAM",
      sale_unit_decimals: 0,
      supplier_code: "CAM-001",
      description: "Camiseta básica",
      quantity: 10,
      unit_cost: "25.00",
      total: "250.00",
      landed_cost: "280.00",
    },
  ],
  status: "draft",
  notes: "",
  posted_at: null,
  canceled_at: null,
  created_at: "2026-11-22T10:00:00.000Z",
};
const posted: InvoiceDetail = { ...draft, status: "posted" };
const canceled: InvoiceDetail = { ...draft, status: "canceled" };
const nfe: NfeImport = {
  supplier: {
    id: null,
    cnpj: "11222333000181",
    name: "Aurora",
    trade_name: "",
    state_registration: "",
    city: "",
    uf: "SP",
  },
  number: "55",
  series: "1",
  access_key: "",
  issue_date: "2026-11-20",
  freight: "10.00",
  ipi: "0.00",
  icms_st: "0.00",
  other_costs: "0.00",
  discount: "0.00",
  total: "110.00",
  items: [
    {
      supplier_code: "X-1",
      ean: "",
      description: "Meia",
      ncm: "61159500",
      unit: "UN",
      quantity: 4,
      unit_cost: "25.00",
      total: "100.00",
      product: null,
      matched_by: null,
    },
  ],
  installments: [{ number: 1, due_date: "2026-12-20", value: "110.00" }],
  already_posted: false,
};
const invalid = apiError("Invalid", 422, [], { number: ["Esta nota já foi lançada."] });
const conflict = apiError("Conflict", 409, ["Uma parcela desta nota já foi paga."]);

const done = (actor: string, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string, error: unknown) => ({ type: `xstate.error.actor.${actor}`, error });

const modelEvents = [
  { type: "edit", edit: { kind: "unit", companyId: 1, stockId: 2 } },
  { type: "import", xml: "<nfeProc/>" },
  { type: "save" },
  { type: "post" },
  { type: "cancel.invoice" },
  { type: "supplier.created", id: 3, name: "Aurora" },
  { type: "dismiss" },
  done("load invoice", draft),
  done("load invoice", posted),
  failed("load invoice", apiError("NotFound", 404)),
  done("import nfe", nfe),
  failed("import nfe", apiError("Invalid", 422, [], { xml: ["XML?"] })),
  done("save invoice", draft),
  failed("save invoice", invalid),
  done("post invoice", posted),
  failed("post invoice", invalid),
  done("cancel invoice", canceled),
  failed("cancel invoice", conflict),
] as ReadonlyArray<EventObject>;

const project = (context: unknown) => {
  const c = context as AnyMachineSnapshot["context"];
  return [
    c.invoiceId,
    c.status,
    c.values.companyId !== null,
    c.postAfterSave,
    c.notice,
    c.newSupplier !== null,
    Object.keys(c.fields).length + c.messages.length > 0,
    invoiceIsDirty(c as Parameters<typeof invoiceIsDirty>[0]),
  ];
};

const inputs = [
  { invoiceId: null, today: "2026-11-22" },
  { invoiceId: 9, today: "2026-11-22" },
];
const paths = shortestCoveringPaths(invoiceFormMachine, inputs, modelEvents, project);

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** Replays a walk on a running actor whose server calls wait for the walk's done and error events. */
async function replay(path: WalkPath<(typeof inputs)[number]>) {
  const pending = new Map<string, Pending>();
  const calls: Array<{ actor: string; input: unknown }> = [];
  const controlled = (name: string): never =>
    fromPromise<unknown, unknown>(({ input }) => {
      calls.push({ actor: name, input });
      return new Promise((resolve, reject) =>
        pending.set(name, { resolve: resolve as (value: unknown) => void, reject }),
      );
    }) as never;
  const actor = createActor(
    invoiceFormMachine.provide({
      actors: {
        "load invoice": controlled("load invoice"),
        "import nfe": controlled("import nfe"),
        "save invoice": controlled("save invoice"),
        "post invoice": controlled("post invoice"),
        "cancel invoice": controlled("cancel invoice"),
      },
    }),
    { input: path.input },
  ).start();
  for (const { event, state } of path.steps.slice(1)) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (match) {
      const call = pending.get(match[2] ?? "");
      if (!call) throw new Error(`no pending ${match[2]}`);
      pending.delete(match[2] ?? "");
      if (match[1] === "done") call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } else actor.send(event as never);
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(state.value);
    expect(project(actual.context)).toEqual(project(state.context));
  }
  actor.stop();
  return calls;
}

describe("invoice form machine (model-based)", () => {
  it("walks every state node and every transition (starting and settled are eventless: passed through, never rested in)", () => {
    expect(modelCoverage(invoiceFormMachine, paths)).toEqual({
      missingStates: ["invoice form.starting", "invoice form.settled"],
      missingTransitions: [],
    });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    await replay(path);
  });

  it("fills the form from an NF-e and offers to create its unknown supplier", async () => {
    const path = paths.find((p) => p.steps.some((s) => s.event.type === "xstate.done.actor.import nfe"));
    if (!path) throw new Error("no import path");
    const actor = createActor(
      invoiceFormMachine.provide({
        actors: { "import nfe": fromPromise(async () => nfe) },
      }),
      { input: { invoiceId: null, today: "2026-11-22" } },
    ).start();
    actor.send({ type: "edit", edit: { kind: "unit", companyId: 1, stockId: 2 } });
    actor.send({ type: "import", xml: "<nfeProc/>" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { values, newSupplier, notice } = actor.getSnapshot().context;
    expect(notice).toBe("imported");
    expect(newSupplier?.cnpj).toBe("11222333000181");
    expect(values).toMatchObject({ number: "55", stockId: 2, freight: "10,00" });
    expect(totalsOfValues(values)).toMatchObject({ itemsTotal: 10_000, total: 11_000 });
    actor.send({ type: "supplier.created", id: 3, name: "Aurora" });
    expect(actor.getSnapshot().context).toMatchObject({ newSupplier: null, values: { supplierId: 3 } });
  });

  it("saves before posting and sends the body in API units", async () => {
    const saves: unknown[] = [];
    const actor = createActor(
      invoiceFormMachine.provide({
        actors: {
          "load invoice": fromPromise(async () => draft),
          "save invoice": fromPromise(async ({ input }) => {
            saves.push(input);
            return draft;
          }),
          "post invoice": fromPromise(async () => posted),
        },
      }),
      { input: { invoiceId: 9, today: "2026-11-22" } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: "edit", edit: { kind: "line-text", index: 0, field: "quantity", value: "1,5" } });
    actor.send({ type: "post" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(saves[0]).toMatchObject({
      id: 9,
      body: {
        freight: "30.00",
        items: [{ product_id: 5, quantity: 1.5, unit_cost: "25.00", supplier_code: "CAM-001" }],
      },
    });
    expect(actor.getSnapshot().value).toBe("readOnly");
    expect(actor.getSnapshot().context.notice).toBe("posted");
  });
});

describe("invoice form leave guard (dirty while edits are not saved)", () => {
  it("is clean as opened and as loaded, dirty after an import or a link, clean again once saved", async () => {
    const actor = createActor(
      invoiceFormMachine.provide({
        actors: {
          "load invoice": fromPromise(async () => draft),
          "import nfe": fromPromise(async () => nfe),
          "save invoice": fromPromise(async () => draft),
        },
      }),
      { input: { invoiceId: 9, today: "2026-11-22" } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invoiceIsDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: "import", xml: "<nfeProc/>" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invoiceIsDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: "save" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invoiceIsDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({
      type: "edit",
      edit: { kind: "line-link", index: 0, product: { id: 8, label: "X (X)", decimals: 0 } },
    });
    expect(invoiceIsDirty(actor.getSnapshot().context)).toBe(true);
  });

  it("a new invoice is clean until something is typed", () => {
    const actor = createActor(invoiceFormMachine, { input: { invoiceId: null, today: "2026-11-22" } }).start();
    expect(invoiceIsDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: "edit", edit: { kind: "text", field: "number", value: "1" } });
    expect(invoiceIsDirty(actor.getSnapshot().context)).toBe(true);
  });
});

describe("a product created from an NF-e line", () => {
  it("is prefilled from the line: xProd, cProd as SKU, a valid EAN, NCM, the sale unit of uCom, vUnCom as cost", () => {
    const values = valuesWithNfe(
      { ...emptyInvoiceValues("2026-11-22"), companyId: 1 },
      { ...nfe, items: nfe.items.map((item) => ({ ...item, ean: "7896543000996", unit: "KG", unit_cost: "8.50" })) },
    );
    const line = values.lines[0];
    if (!line) throw new Error("no line");
    expect(productDraftOfLine(line)).toEqual({
      full_description: "Meia",
      sku: "X-1",
      ean: "7896543000996",
      ncm: "61159500",
      sale_unit: "Quilograma",
      cost: 850,
      price: null,
    });
    expect(productDraftOfLine({ ...line, ean: "12345678" }).ean).toBe("");
  });
});
