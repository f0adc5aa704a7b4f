import type { ActorRefFrom } from "xstate";
import { formatPhone } from "../domain/phone.ts";
import { type SellerIssue, sellerIssues } from "../domain/sellers.ts";
import type { SellerDetail, SellerInput } from "../schemas/sellers.ts";
import { createRecordFormMachine, type RecordFormEmitted, type RecordFormSpec } from "./record-form.machine.ts";

// The seller page (/vendedores/editar/:id?/:tab?, issue 12): load the seller (or start a new one), edit the geral
// and contatos tabs, save them together. The rules of src/domain/sellers.ts block a save; the server's 422 messages
// (another network's unit or user, a user already linked to a seller) show under their fields.

export const SELLER_TABS = ["geral", "contatos"] as const;
export type SellerTab = (typeof SELLER_TABS)[number];

/** The form's values: the phone as typed (with its mask), the commission null while empty. */
export type SellerFormValues = {
  readonly name: string;
  readonly commissionPercentage: number | null;
  readonly companyId: number | null;
  readonly userId: number | null;
  readonly active: boolean;
  readonly phone: string;
  readonly email: string;
  readonly notes: string;
};

export type SellerEdit = { readonly type: "change"; readonly change: Partial<SellerFormValues> };

export const emptySellerValues = (): SellerFormValues => ({
  name: "",
  commissionPercentage: null,
  companyId: null,
  userId: null,
  active: true,
  phone: "",
  email: "",
  notes: "",
});

export const sellerValuesOf = (seller: SellerDetail): SellerFormValues => ({
  name: seller.name,
  commissionPercentage: seller.commission_percentage,
  companyId: seller.company?.id ?? null,
  userId: seller.user?.id ?? null,
  active: seller.active,
  phone: formatPhone(seller.phone),
  email: seller.email,
  notes: seller.notes,
});

/** The body of POST and PATCH: every field. */
export const sellerBodyOf = (values: SellerFormValues): SellerInput => ({
  name: values.name,
  commission_percentage: values.commissionPercentage ?? 0,
  company_id: values.companyId,
  user_id: values.userId,
  active: values.active,
  phone: values.phone,
  email: values.email,
  notes: values.notes,
});

const CONTACT_FIELDS: ReadonlyArray<string> = ["phone", "email", "notes"];

/** phone, e-mail and notes are on contatos; the rest on geral. */
export const tabOfSellerField = (field: string): SellerTab => (CONTACT_FIELDS.includes(field) ? "contatos" : "geral");

export const sellerFormSpec: RecordFormSpec<SellerDetail, SellerFormValues, SellerEdit, SellerInput, SellerTab> = {
  id: "seller form",
  tabs: SELLER_TABS,
  tabOfField: tabOfSellerField,
  emptyValues: emptySellerValues,
  valuesOf: sellerValuesOf,
  idOf: (seller) => seller.id,
  edit: (values, edit) => ({ ...values, ...edit.change }),
  issuesOf: (values): Readonly<Record<string, ReadonlyArray<SellerIssue>>> => sellerIssues(values),
  bodyOf: sellerBodyOf,
};

/** The seller page on the record form factory. */
export const sellerFormMachine = createRecordFormMachine(sellerFormSpec);

export type SellerFormEmitted = RecordFormEmitted<SellerDetail, SellerTab>;
export type SellerFormRef = ActorRefFrom<typeof sellerFormMachine>;
