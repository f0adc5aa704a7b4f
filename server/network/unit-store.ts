import type { CompanyId } from "../../src/schemas/ids.ts";
import { and, eq } from "drizzle-orm";
import { normalizeUnit, UNIT_MODULES, type UnitFields, unitIssues } from "../../src/domain/network.ts";
import type { ModuleSlug } from "../../src/domain/permissions.ts";
import type { UnitDetail, UnitPatch } from "../../src/schemas/network.ts";
import type { Db, Tx } from "../db/client.ts";
import { readAll } from "../db/read-all.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies, companyDisabledModules, settings } from "./schema.ts";
import { openDefaultStocks } from "../stock/public.ts";
import { startUnitFinance } from "../finance/public.ts";

// Reading and writing one unit of the network with its switched-off modules and its settings.

/** Settings key: the PDV sends a sale's installments from the browser (default false). */
export const SYNC_INSTALLMENTS_SETTING = "pdv.sync_installments";

/** A unit as its rules see it, with its modules and settings. */
export type UnitRecord = UnitFields & {
  readonly disabledModules: ReadonlyArray<ModuleSlug>;
  readonly syncInstallments: boolean;
};

/** Whether the unit is active: an inactive unit is offered for no new register or sale. */
export async function isActiveUnit(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db.select({ active: companies.active }).from(companies).where(eq(companies.id, companyId));
  return row?.active === true;
}

/** The unit with its modules and settings; null when not in the session's network. */
export async function loadUnit(db: Db, session: SessionInfo, id: number): Promise<UnitDetail | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(tenantScope(companies, session, eq(companies.id, id)));
  if (!row) return null;
  const [disabled, sync] = await readAll(db, [
    () =>
      db
        .select({ slug: companyDisabledModules.slug })
        .from(companyDisabledModules)
        .where(eq(companyDisabledModules.companyId, id)),
    () =>
      db
        .select({ value: settings.value })
        .from(settings)
        .where(and(eq(settings.companyId, id), eq(settings.key, SYNC_INSTALLMENTS_SETTING))),
  ]);
  const { multiStoreId: _, createdAt, ...fields } = row;
  return {
    ...fields,
    id: row.id as CompanyId,
    disabledModules: UNIT_MODULES.filter((slug) => disabled.some((d) => d.slug === slug)),
    syncInstallments: sync.some((s) => s.value === true),
    createdAt: createdAt.toISOString(),
  };
}

/** The unit a save describes: what the body sends and, for what it leaves out, `current` (PATCH) or defaults. */
export function unitRecordOf(body: UnitPatch, current: UnitDetail | null): UnitRecord {
  const text = (key: Exclude<keyof UnitFields, "active">) => body[key] ?? current?.[key] ?? "";
  return {
    name: text("name"),
    legalName: text("legalName"),
    federalTaxId: text("federalTaxId"),
    stateRegistration: text("stateRegistration"),
    zipCode: text("zipCode"),
    street: text("street"),
    addressNumber: text("addressNumber"),
    complement: text("complement"),
    district: text("district"),
    city: text("city"),
    uf: text("uf"),
    phone: text("phone"),
    email: text("email"),
    active: body.active ?? current?.active ?? true,
    disabledModules: body.disabledModules ?? current?.disabledModules ?? [],
    syncInstallments: body.syncInstallments ?? current?.syncInstallments ?? false,
  };
}

const refuse = (fields: Record<string, ReadonlyArray<string>>) =>
  new ValidationError(
    Object.fromEntries(
      Object.entries(fields).map(([field, keys]) => [field, keys.map((key): Message => message(`validation:${key}`))]),
    ),
  );

/** 422 "CNPJ já cadastrado". */
export const taxIdTaken = () => refuse({ federalTaxId: ["cnpj-unique"] });

/**
 * The unit's rules, the modules that can not be switched off (CNF, USR) and the CNPJ unique in the network; the
 * record as stored, or a 422 with every problem.
 */
export async function validUnit(db: Db, session: SessionInfo, record: UnitRecord, id: number | null) {
  const issues: Record<string, ReadonlyArray<string>> = { ...unitIssues(record) };
  const locked = record.disabledModules.filter((slug) => !UNIT_MODULES.includes(slug));
  if (locked.length > 0) {
    throw new ValidationError({
      disabledModules: [message("network:module-required")],
    });
  }
  if (Object.keys(issues).length > 0) throw refuse(issues);
  const unit = normalizeUnit(record);
  if (unit.federalTaxId !== "") {
    const same = await db
      .select({ id: companies.id })
      .from(companies)
      .where(tenantScope(companies, session, eq(companies.federalTaxId, unit.federalTaxId)));
    if (same.some((row) => row.id !== id)) throw taxIdTaken();
  }
  return { ...unit, disabledModules: [...new Set(unit.disabledModules)] };
}

/** Writes the unit, its switched-off modules and its settings; the unit's id. */
export async function writeUnit(tx: Tx, session: SessionInfo, unit: UnitRecord, id: number | null): Promise<number> {
  const { disabledModules, syncInstallments, ...fields } = unit;
  const [row] =
    id === null
      ? await tx
          .insert(companies)
          .values({ ...fields, multiStoreId: session.multiStoreId })
          .returning({ id: companies.id })
      : await tx
          .update(companies)
          .set(fields)
          .where(tenantScope(companies, session, eq(companies.id, id)))
          .returning({ id: companies.id });
  if (!row) throw new Error("company write failed");
  if (id === null) {
    await openDefaultStocks(tx, [{ multiStoreId: session.multiStoreId, companyId: row.id }]);
    await startUnitFinance(tx, [{ multiStoreId: session.multiStoreId, companyId: row.id }]);
  }
  await tx.delete(companyDisabledModules).where(eq(companyDisabledModules.companyId, row.id));
  if (disabledModules.length > 0) {
    await tx.insert(companyDisabledModules).values(disabledModules.map((slug) => ({ companyId: row.id, slug })));
  }
  await tx.delete(settings).where(and(eq(settings.companyId, row.id), eq(settings.key, SYNC_INSTALLMENTS_SETTING)));
  await tx.insert(settings).values({
    multiStoreId: session.multiStoreId,
    companyId: row.id,
    key: SYNC_INSTALLMENTS_SETTING,
    value: syncInstallments,
  });
  return row.id;
}
