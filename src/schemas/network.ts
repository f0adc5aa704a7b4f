import { Schema } from "effect";
import { MODULE_SLUGS } from "../domain/permissions.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { ArrayUpTo, optionalText, requiredText } from "./fields.ts";
import { CompanyId } from "./ids.ts";

// The network's units (spec 2.5 /unidades-da-rede, issue 12 item 3): the companies table. The rules (CNPJ, IE,
// CEP, UF, phone, e-mail) are src/domain/network.ts, run by the server after these schemas.

export const ModuleSlugCode = Schema.Literals(MODULE_SLUGS);

/** POST /api/v1/companies: a unit, its switched-off modules and its settings. */
export const UnitInput = Schema.Struct({
  /** Trade name (nome fantasia). */
  name: requiredText(120),
  /** Razão social. */
  legalName: Schema.optional(optionalText(160)),
  /** CNPJ, masked or not; the alphanumeric CNPJ too. Unique in the network. */
  federalTaxId: Schema.optional(optionalText(18)),
  /** Inscrição estadual or "ISENTO". */
  stateRegistration: Schema.optional(optionalText(20)),
  zipCode: Schema.optional(optionalText(9)),
  street: Schema.optional(optionalText(160)),
  addressNumber: Schema.optional(optionalText(20)),
  complement: Schema.optional(optionalText(80)),
  district: Schema.optional(optionalText(80)),
  city: Schema.optional(optionalText(80)),
  uf: Schema.optional(optionalText(2)),
  phone: Schema.optional(optionalText(20)),
  email: Schema.optional(optionalText(254)),
  /** Default true; an inactive unit is offered for no new register or sale. */
  active: Schema.optional(Schema.Boolean),
  /** Modules switched off in the unit (CNF and USR can not be). Default none. */
  disabledModules: Schema.optional(ArrayUpTo(ModuleSlugCode, MODULE_SLUGS.length)),
  /** Settings key pdv.sync_installments: the PDV sends a sale's installments from the browser. Default false. */
  syncInstallments: Schema.optional(Schema.Boolean),
});
export type UnitInput = typeof UnitInput.Type;

/** PATCH /api/v1/companies/{id}: the fields to change; those left out keep their value. */
export const UnitPatch = Schema.Struct({ ...UnitInput.fields, name: Schema.optional(requiredText(120)) });
export type UnitPatch = typeof UnitPatch.Type;

export const UnitDetail = Schema.Struct({
  id: CompanyId,
  name: Schema.String,
  legalName: Schema.String,
  /** Without mask. */
  federalTaxId: Schema.String,
  stateRegistration: Schema.String,
  zipCode: Schema.String,
  street: Schema.String,
  addressNumber: Schema.String,
  complement: Schema.String,
  district: Schema.String,
  city: Schema.String,
  uf: Schema.String,
  /** Digits only. */
  phone: Schema.String,
  email: Schema.String,
  active: Schema.Boolean,
  disabledModules: Schema.Array(ModuleSlugCode),
  syncInstallments: Schema.Boolean,
  createdAt: Schema.String,
});
export type UnitDetail = typeof UnitDetail.Type;

export const UnitListItem = Schema.Struct({
  id: CompanyId,
  name: Schema.String,
  legalName: Schema.String,
  federalTaxId: Schema.String,
  city: Schema.String,
  uf: Schema.String,
  phone: Schema.String,
  active: Schema.Boolean,
});
export type UnitListItem = typeof UnitListItem.Type;

export const UNIT_SORT_FIELDS = ["name", "legalName", "federalTaxId", "city", "active"] as const;

/** GET /api/v1/companies: filter matches trade name, legal name, CNPJ or city. */
export const UnitListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(UNIT_SORT_FIELDS)),
});
export type UnitListQuery = typeof UnitListQuery.Type;

export const UnitList = listOf(UnitListItem);
export type UnitList = typeof UnitList.Type;
