import type { CompanyId } from "../../src/schemas/ids.ts";
import { asc, sql } from "drizzle-orm";
import { NETWORK_UNITS_REQUIREMENT } from "../../src/domain/permissions.ts";
import type { UnitDetail, UnitPatch } from "../../src/schemas/network.ts";
import { networkEndpoints } from "../../src/schemas/endpoints/network.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { notFound } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { type AuditEntry, defineRoute, type SessionInfo } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import type { Db } from "../db/client.ts";
import { companies } from "./schema.ts";
import { loadUnit, unitRecordOf, taxIdTaken, validUnit, writeUnit } from "./unit-store.ts";

// The network's units (spec 2.5 /unidades-da-rede, 2.9 CNF 2, issue 12 item 3): the paged list, one unit with its
// switched-off modules and settings, and saving them together (audited with the fields before and after).

const list = defineRoute({
  endpoint: networkEndpoints.list,
  access: NETWORK_UNITS_REQUIREMENT,
  tag: "network",
  summary: "Units of the network account, paged; filter by trade name, legal name, CNPJ or city",
  handler: async ({ services: { db }, session, query }) => {
    const sortable = {
      name: sql`lower(${companies.name})`,
      legalName: sql`lower(${companies.legalName})`,
      federalTaxId: companies.federalTaxId,
      city: sql`lower(${companies.city})`,
      active: companies.active,
    } as const;
    return listPage({
      db,
      query,
      scope: { table: companies, session },
      sort: { by: sortable, field: "name", direction: "asc", tieBreak: [asc(companies.id)] },
      search: { columns: [companies.name, companies.legalName, companies.federalTaxId, companies.city] },
      rows: db
        .select({
          id: companies.id,
          name: companies.name,
          legalName: companies.legalName,
          federalTaxId: companies.federalTaxId,
          city: companies.city,
          uf: companies.uf,
          phone: companies.phone,
          active: companies.active,
        })
        .from(companies)
        .$dynamic(),
      item: (row) => ({ ...row, id: row.id as CompanyId }),
    });
  },
});

const detail = defineRoute({
  endpoint: networkEndpoints.detail,
  access: NETWORK_UNITS_REQUIREMENT,
  tag: "network",
  summary: "One unit with its switched-off modules and its settings",
  params: { id: companies },
  handler: async ({ services, session, params }) => {
    const unit = await loadUnit(services.db, session, params.id);
    if (!unit) throw notFound();
    return unit;
  },
});

type SaveContext = {
  readonly services: Services;
  readonly session: SessionInfo;
  readonly audit: (entry: AuditEntry, db?: Db) => Promise<void>;
};

/** The fields a user edits, for the audit's before and after. */
const audited = ({ id: _, createdAt: __, ...fields }: UnitDetail) => fields;

/** Validates and writes a new unit (id null) or a change, in one transaction; the unit as stored. */
async function save(ctx: SaveContext, body: UnitPatch, id: number | null): Promise<UnitDetail> {
  const { services, session, audit } = ctx;
  const current = id === null ? null : await loadUnit(services.db, session, id);
  if (id !== null && !current) throw notFound();
  const record = await validUnit(services.db, session, unitRecordOf(body, current), id);
  let savedId: number;
  try {
    savedId = await services.db.transaction(async (tx) => {
      const written = await writeUnit(tx, session, record, id);
      const after = await loadUnit(tx, session, written);
      if (!after) throw new Error("company vanished after save");
      await audit(
        {
          action: current ? "updated" : "created",
          entity: "companies",
          entityId: written,
          companyId: written,
          details: current ? { before: audited(current), after: audited(after) } : { after: audited(after) },
        },
        tx,
      );
      return written;
    });
  } catch (error) {
    // Two saves of the same CNPJ at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw taxIdTaken();
    throw error;
  }
  const saved = await loadUnit(services.db, session, savedId);
  if (!saved) throw new Error("company vanished after save");
  return saved;
}

const create = defineRoute({
  endpoint: networkEndpoints.create,
  access: NETWORK_UNITS_REQUIREMENT,
  tag: "network",
  summary: "Creates a unit of the network (trade name, CNPJ, IE, address, phone, e-mail, modules, settings)",
  handler: async ({ services, session, audit, body }) => save({ services, session, audit }, body, null),
});

const update = defineRoute({
  endpoint: networkEndpoints.update,
  access: NETWORK_UNITS_REQUIREMENT,
  tag: "network",
  summary: "Changes a unit: fields left out keep their value; disabledModules, when sent, is the whole list",
  params: { id: companies },
  handler: async ({ services, session, audit, body, params }) => save({ services, session, audit }, body, params.id),
});

export const networkRoutes = [list, detail, create, update];
