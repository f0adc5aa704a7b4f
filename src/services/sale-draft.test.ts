// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import type { SaleDraft } from "../schemas/sale-draft.ts";
import { clearSaleDraft, loadSaleDraft, saleDraftKey, saveSaleDraft } from "./sale-draft.ts";

const owner = { userId: 3, cashMovementId: 12, companyId: 1 };

// Written out rather than taken from the sale machine's rules: a service test uses no machine code.
const emptyDraft = (): SaleDraft => ({
  items: [],
  payments: [],
  customer: null,
  deliveryAddressId: null,
  customerDoc: "",
  transporter: null,
  shippingMethod: 9,
  deliveryCharge: 0,
  deliveryCost: 0,
  deliveryManId: null,
  sellerId: null,
  percentageDiscount: 0,
  notes: "",
  fiscalEmission: null,
  operationNature: "Venda",
  nfeObservations: { quantity: 0, specie: "", brand: "", numbering: "", gross_weight: 0, net_weight: 0 },
  printPdf: false,
  budgetId: null,
  nextLine: 1,
});

describe("sale draft storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps a draft per user and register across loads", () => {
    const draft = { ...emptyDraft(), notes: "entregar à tarde", budgetId: 4 };
    saveSaleDraft(owner, draft);
    expect(loadSaleDraft(owner)).toEqual(draft);
    expect(loadSaleDraft({ ...owner, cashMovementId: 13 })).toBeNull();
    clearSaleDraft(owner);
    expect(loadSaleDraft(owner)).toBeNull();
  });

  it("drops an empty draft and one that no longer decodes", () => {
    saveSaleDraft(owner, emptyDraft());
    expect(window.localStorage.getItem(saleDraftKey(owner))).toBeNull();
    window.localStorage.setItem(saleDraftKey(owner), '{"items": "nope"}');
    expect(loadSaleDraft(owner)).toBeNull();
  });
});
