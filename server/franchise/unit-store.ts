import { asc, eq, notInArray } from "drizzle-orm";
import {
  type FranchiseFields,
  franchiseIssues,
  isFranchiseStatus,
  normalizeFranchise,
} from "../../src/domain/franchise.ts";
import type { FranchiseUnitDetail, FranchiseUnitPatch, UnitGroupId } from "../../src/schemas/franchise.ts";
import type { CompanyId } from "../../src/schemas/ids.ts";
import type { Db } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { NO_FIGURES, unitFigures } from "../pdv/public.ts";
import { franchiseUnitContacts, franchiseUnits, unitGroupMembers } from "./schema.ts";

// Reading and writing the franchisor's data on one unit: the franchise_units row (made on the first save), its
// contacts and the unit's groups.

type WithId = { readonly id: number | null };
/** A franchise unit as the rules see it, with the ids of the contacts that already exist and its groups. */
export type FranchiseRecord = Omit<FranchiseFields, "contacts"> & {
  readonly contacts: ReadonlyArray<FranchiseFields["contacts"][number] & WithId>;
  readonly groupIds: ReadonlyArray<number>;
};

type UnitRow = typeof franchiseUnits.$inferSelect;

/** The franchise data of a unit without a franchise_units row yet. */
export const EMPTY_UNIT = {
  legalName: "",
  cnpj: "",
  ownerName: "",
  ownerCpf: "",
  ownerEmail: "",
  ownerPhone: "",
  contractStart: null,
  royaltyPercent: "0",
  marketingFundPercent: "0",
  status: "active",
  zipCode: "",
  address1: "",
  addressNumber: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
} satisfies Partial<UnitRow>;

type UnitData = typeof EMPTY_UNIT | UnitRow;

/** The fields the list and the detail share. */
export const unitFieldsOut = (unit: Pick<UnitData, "legalName" | "cnpj" | "ownerName" | "status"> = EMPTY_UNIT) => ({
  legalName: unit.legalName,
  cnpj: unit.cnpj,
  ownerName: unit.ownerName,
  status: isFranchiseStatus(unit.status) ? unit.status : ("active" as const),
});

/** The unit with its franchise data, contacts, groups and key figures; null when not in the network. */
export async function loadFranchiseUnit(
  db: Db,
  session: SessionInfo,
  id: number,
  now: Date,
): Promise<FranchiseUnitDetail | null> {
  const [row] = await db
    .select({ company: companies, unit: franchiseUnits })
    .from(companies)
    .leftJoin(franchiseUnits, eq(franchiseUnits.companyId, companies.id))
    .where(tenantScope(companies, session, eq(companies.id, id)));
  if (!row) return null;
  const unit: UnitData = row.unit ?? EMPTY_UNIT;
  const [contacts, groups, figures] = await readAll(db, [
    () =>
      row.unit
        ? db
            .select()
            .from(franchiseUnitContacts)
            .where(tenantScope(franchiseUnitContacts, session, eq(franchiseUnitContacts.franchiseUnitId, row.unit.id)))
            .orderBy(asc(franchiseUnitContacts.id))
        : Promise.resolve([]),
    () =>
      db
        .select({ id: unitGroupMembers.groupId })
        .from(unitGroupMembers)
        .where(tenantScope(unitGroupMembers, session, eq(unitGroupMembers.companyId, id)))
        .orderBy(asc(unitGroupMembers.groupId)),
    () => unitFigures(db, session.multiStoreId, [id], now),
  ]);
  return {
    id: id as CompanyId,
    name: row.company.name,
    ...unitFieldsOut(unit),
    ownerCpf: unit.ownerCpf,
    ownerEmail: unit.ownerEmail,
    ownerPhone: unit.ownerPhone,
    contractStart: unit.contractStart ?? "",
    royaltyPercent: Number(unit.royaltyPercent),
    marketingFundPercent: Number(unit.marketingFundPercent),
    address: {
      zip_code: unit.zipCode,
      address_1: unit.address1,
      address_number: unit.addressNumber,
      complement: unit.complement,
      district: unit.district,
      city: unit.city,
      uf: unit.uf,
    },
    contacts: contacts.map((c) => ({ id: c.id, name: c.name, role: c.role, phone: c.phone, email: c.email })),
    groupIds: groups.map((g) => g.id as UnitGroupId),
    figures: figures.get(id) ?? NO_FIGURES,
  };
}

/** The unit a save describes: what the body sends and, for what it leaves out, the stored values. */
export function franchiseRecordOf(body: FranchiseUnitPatch, current: FranchiseUnitDetail): FranchiseRecord {
  const pick = <K extends keyof FranchiseUnitPatch & keyof FranchiseUnitDetail>(key: K) => body[key] ?? current[key];
  return {
    legalName: pick("legalName"),
    cnpj: pick("cnpj"),
    ownerName: pick("ownerName"),
    ownerCpf: pick("ownerCpf"),
    ownerEmail: pick("ownerEmail"),
    ownerPhone: pick("ownerPhone"),
    contractStart: pick("contractStart"),
    royaltyPercent: pick("royaltyPercent"),
    marketingFundPercent: pick("marketingFundPercent"),
    status: pick("status"),
    address: body.address ?? current.address,
    contacts: body.contacts
      ? body.contacts.map((c) => ({
          id: c.id ?? null,
          name: c.name,
          role: c.role ?? "",
          phone: c.phone ?? "",
          email: c.email ?? "",
        }))
      : current.contacts,
    groupIds: body.groupIds ? [...new Set(body.groupIds)] : current.groupIds,
  };
}

/** The rules of src/domain/franchise.ts and the contacts' ids (this unit's); the normalized record, or a 422. */
export function validFranchiseRecord(record: FranchiseRecord, current: FranchiseUnitDetail): FranchiseRecord {
  const issues: Record<string, string[]> = Object.fromEntries(
    Object.entries(franchiseIssues(record)).map(([field, keys]) => [field, [...keys]]),
  );
  const own = new Set(current.contacts.map((c) => c.id));
  const seen = new Set<number>();
  record.contacts.forEach((contact, index) => {
    if (contact.id === null) return;
    if (!own.has(contact.id) || seen.has(contact.id)) issues[`contacts.${index}.id`] = ["not-found"];
    seen.add(contact.id);
  });
  if (Object.keys(issues).length > 0)
    throw new ValidationError(
      Object.fromEntries(
        Object.entries(issues).map(([field, keys]) => [field, keys.map((key) => message(`validation:${key}`))]),
      ),
    );
  return normalizeFranchise(record);
}

/** Writes the unit's franchise row (made when missing), its contacts and its groups. */
export async function writeFranchiseUnit(
  db: Db,
  session: SessionInfo,
  companyId: number,
  record: FranchiseRecord,
  now: Date,
) {
  const a = record.address;
  const values = {
    legalName: record.legalName,
    cnpj: record.cnpj,
    ownerName: record.ownerName,
    ownerCpf: record.ownerCpf,
    ownerEmail: record.ownerEmail,
    ownerPhone: record.ownerPhone,
    contractStart: record.contractStart === "" ? null : record.contractStart,
    royaltyPercent: String(record.royaltyPercent ?? 0),
    marketingFundPercent: String(record.marketingFundPercent ?? 0),
    status: record.status,
    zipCode: a.zip_code,
    address1: a.address_1,
    addressNumber: a.address_number,
    complement: a.complement,
    district: a.district,
    city: a.city,
    uf: a.uf,
    updatedAt: now,
  };
  const [row] = await db
    .insert(franchiseUnits)
    .values({ ...values, multiStoreId: session.multiStoreId, companyId })
    .onConflictDoUpdate({ target: franchiseUnits.companyId, set: values })
    .returning({ id: franchiseUnits.id });
  if (!row) throw new Error("franchise unit upsert failed");
  const tenant = { multiStoreId: session.multiStoreId, franchiseUnitId: row.id };
  const kept = record.contacts.flatMap((c) => (c.id === null ? [] : [c.id]));
  await db
    .delete(franchiseUnitContacts)
    .where(
      tenantScope(
        franchiseUnitContacts,
        session,
        eq(franchiseUnitContacts.franchiseUnitId, row.id),
        kept.length ? notInArray(franchiseUnitContacts.id, kept) : undefined,
      ),
    );
  const contactValues = (c: FranchiseRecord["contacts"][number]) => ({
    name: c.name,
    role: c.role,
    phone: c.phone,
    email: c.email,
  });
  const fresh = record.contacts.filter((c) => c.id === null);
  if (fresh.length)
    await db.insert(franchiseUnitContacts).values(fresh.map((c) => ({ ...tenant, ...contactValues(c) })));
  for (const contact of record.contacts)
    if (contact.id !== null)
      await db
        .update(franchiseUnitContacts)
        .set(contactValues(contact))
        .where(tenantScope(franchiseUnitContacts, session, eq(franchiseUnitContacts.id, contact.id)));
  await db
    .delete(unitGroupMembers)
    .where(tenantScope(unitGroupMembers, session, eq(unitGroupMembers.companyId, companyId)));
  if (record.groupIds.length)
    await db
      .insert(unitGroupMembers)
      .values(record.groupIds.map((groupId) => ({ multiStoreId: session.multiStoreId, groupId, companyId })));
}
