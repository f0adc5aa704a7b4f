import { asc, eq, sql } from "drizzle-orm";
import { FRANCHISE_UNITS_REQUIREMENT } from "../../src/domain/franchise.ts";
import { franchiseEndpoints } from "../../src/schemas/endpoints/franchise.ts";
import type { FranchiseUnitDetail, FranchiseUnitPatch } from "../../src/schemas/franchise.ts";
import type { CompanyId } from "../../src/schemas/ids.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { companies } from "../network/schema.ts";
import { NO_FIGURES, unitFigures } from "../pdv/public.ts";
import type { FranchiseSaveContext } from "./save-context.ts";
import { franchiseUnitContacts, franchiseUnits, unitGroups } from "./schema.ts";
import {
  loadFranchiseUnit,
  franchiseRecordOf,
  unitFieldsOut,
  validFranchiseRecord,
  writeFranchiseUnit,
} from "./unit-store.ts";

// Franchise units (issue 12 item 4, /unidades-franqueadas, FMA 1): one row per unit of the network with its
// franchise data and key figures from the PDV; one unit's franchisee company, owner, contract, address, contacts
// and groups, saved together.

const city = sql<string>`coalesce(nullif(${franchiseUnits.city}, ''), ${companies.city})`;
const uf = sql<string>`coalesce(nullif(${franchiseUnits.uf}, ''), ${companies.uf})`;

const list = defineRoute({
  endpoint: franchiseEndpoints.units,
  access: FRANCHISE_UNITS_REQUIREMENT,
  tag: "franchise",
  summary:
    "Every unit of the network with its franchise data and key figures (sales this month, open register, last sync)",
  handler: async ({ services: { db, now }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: companies, session },
      sort: {
        by: {
          name: sql`lower(${companies.name})`,
          legalName: sql`lower(coalesce(${franchiseUnits.legalName}, ''))`,
          ownerName: sql`lower(coalesce(${franchiseUnits.ownerName}, ''))`,
          city: sql`lower(${city})`,
          status: sql`coalesce(${franchiseUnits.status}, 'active')`,
        },
        field: "name",
        direction: "asc",
        tieBreak: [asc(companies.id)],
      },
      search: {
        columns: [
          companies.name,
          franchiseUnits.legalName,
          franchiseUnits.ownerName,
          companies.city,
          franchiseUnits.city,
        ],
      },
      dates: { where: undefined },
      rows: db
        .select({ company: companies, unit: franchiseUnits, city, uf })
        .from(companies)
        .leftJoin(franchiseUnits, eq(franchiseUnits.companyId, companies.id))
        .$dynamic(),
      totals: db
        .select({ count: sql<number>`count(*)::int` })
        .from(companies)
        .leftJoin(franchiseUnits, eq(franchiseUnits.companyId, companies.id))
        .$dynamic(),
      item: (row) => row,
    });
    const figures = await unitFigures(
      db,
      session.multiStoreId,
      data.map((row) => row.company.id),
      now(),
    );
    return {
      data: data.map(({ company, unit, city, uf }) => ({
        id: company.id as CompanyId,
        name: company.name,
        ...unitFieldsOut(unit ?? undefined),
        city,
        uf,
        figures: figures.get(company.id) ?? NO_FIGURES,
      })),
      meta,
    };
  },
});

const detail = defineRoute({
  endpoint: franchiseEndpoints.unit,
  access: FRANCHISE_UNITS_REQUIREMENT,
  tag: "franchise",
  summary: "One unit's franchise data with its contacts, groups and key figures",
  params: { id: companies },
  handler: async ({ services, session, params }) => {
    const unit = await loadFranchiseUnit(services.db, session, params.id, services.now());
    if (!unit) throw notFound();
    return unit;
  },
});

/** What the audit keeps of a unit: the fields the user edits. */
const audited = ({ id: _, name: __, figures: ___, ...fields }: FranchiseUnitDetail) => fields;

async function save({ services, session, audit }: FranchiseSaveContext, id: number, body: FranchiseUnitPatch) {
  const current = await loadFranchiseUnit(services.db, session, id, services.now());
  if (!current) throw notFound();
  const record = validFranchiseRecord(franchiseRecordOf(body, current), current);
  await services.db.transaction(async (tx) => {
    await writeFranchiseUnit(tx, session, id, record, services.now());
    const after = await loadFranchiseUnit(tx, session, id, services.now());
    if (!after) throw notFound();
    await audit(
      {
        action: "updated",
        entity: "franchise_units",
        entityId: id,
        companyId: id,
        details: { before: audited(current), after: audited(after) },
      },
      tx,
    );
  });
  const saved = await loadFranchiseUnit(services.db, session, id, services.now());
  if (!saved) throw notFound();
  return saved;
}

const update = defineRoute({
  endpoint: franchiseEndpoints.updateUnit,
  access: FRANCHISE_UNITS_REQUIREMENT,
  tag: "franchise",
  summary:
    "Changes a unit's franchise data: fields left out keep their value; contacts and groupIds, when sent, are the whole lists",
  params: { id: companies },
  bodyIds: { "contacts[].id": franchiseUnitContacts, "groupIds[]": unitGroups },
  handler: async ({ services, session, audit, body, params }) => save({ services, session, audit }, params.id, body),
});

export const franchiseUnitRoutes = [list, detail, update];
