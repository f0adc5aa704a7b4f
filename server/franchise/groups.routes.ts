import { asc, eq, inArray, sql } from "drizzle-orm";
import { FRANCHISE_UNITS_REQUIREMENT, UNIT_GROUPS_REQUIREMENT } from "../../src/domain/franchise.ts";
import { cleanText } from "../../src/domain/text.ts";
import type { CompanyId } from "../../src/schemas/ids.ts";
import { franchiseEndpoints } from "../../src/schemas/endpoints/franchise.ts";
import type { UnitGroup, UnitGroupId, UnitGroupInput } from "../../src/schemas/franchise.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { message, notFound, ValidationError } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import type { FranchiseSaveContext } from "./save-context.ts";
import { unitGroupMembers, unitGroups } from "./schema.ts";

// Unit groups (issue 12 item 3, /grupos-de-unidades, FMA 2): groups of the network's units for reports and
// franchise management. A save sends the whole list of units; removing a group removes its memberships only.

const nameTaken = () => new ValidationError({ name: [message("franchise:errors.group-name-taken")] });

/** The member units of the groups, by group id, by unit name. */
async function unitsOf(db: Db, session: SessionInfo, groupIds: ReadonlyArray<number>) {
  const byGroup = new Map<number, { id: CompanyId; name: string }[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: unitGroupMembers.groupId, id: companies.id, name: companies.name })
    .from(unitGroupMembers)
    .innerJoin(companies, eq(companies.id, unitGroupMembers.companyId))
    .where(tenantScope(unitGroupMembers, session, inArray(unitGroupMembers.groupId, [...groupIds])))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  for (const row of rows)
    byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), { id: row.id as CompanyId, name: row.name }]);
  return byGroup;
}

type GroupRow = { id: number; name: string; description: string; active: boolean };

const groupOut = (row: GroupRow, units: UnitGroup["units"]): UnitGroup => ({
  id: row.id as UnitGroupId,
  name: row.name,
  description: row.description,
  active: row.active,
  units,
});

/** One group with its units; null when not in the network. */
export async function loadGroup(db: Db, session: SessionInfo, id: number): Promise<UnitGroup | null> {
  const [row] = await db
    .select()
    .from(unitGroups)
    .where(tenantScope(unitGroups, session, eq(unitGroups.id, id)));
  if (!row) return null;
  return groupOut(row, (await unitsOf(db, session, [id])).get(id) ?? []);
}

const memberCount = sql`(select count(*) from ${unitGroupMembers} where ${unitGroupMembers.groupId} = ${unitGroups.id})`;

const list = defineRoute({
  endpoint: franchiseEndpoints.groups,
  access: UNIT_GROUPS_REQUIREMENT,
  tag: "franchise",
  summary: "Unit groups of the network account, paged, with their units; filter by name or description",
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: unitGroups, session },
      sort: {
        by: { name: sql`lower(${unitGroups.name})`, active: unitGroups.active, units: memberCount },
        field: "name",
        direction: "asc",
        tieBreak: [asc(unitGroups.id)],
      },
      search: { columns: [unitGroups.name, unitGroups.description] },
      dates: { where: undefined },
      rows: db
        .select({
          id: unitGroups.id,
          name: unitGroups.name,
          description: unitGroups.description,
          active: unitGroups.active,
        })
        .from(unitGroups)
        .$dynamic(),
      item: (row) => row,
    });
    const units = await unitsOf(
      db,
      session,
      data.map((row) => row.id),
    );
    return { data: data.map((row) => groupOut(row, units.get(row.id) ?? [])), meta };
  },
});

const options = defineRoute({
  endpoint: franchiseEndpoints.options,
  access: [FRANCHISE_UNITS_REQUIREMENT, UNIT_GROUPS_REQUIREMENT],
  tag: "franchise",
  summary: "The network's units and unit groups, by name, for the choosers of the franchise screens",
  handler: async ({ services: { db }, session }) => {
    const [units, groups] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(tenantScope(companies, session))
        .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id)),
      db
        .select({ id: unitGroups.id, name: unitGroups.name, active: unitGroups.active })
        .from(unitGroups)
        .where(tenantScope(unitGroups, session))
        .orderBy(asc(sql`lower(${unitGroups.name})`), asc(unitGroups.id)),
    ]);
    return {
      units: units.map((u) => ({ id: u.id as CompanyId, name: u.name })),
      groups: groups.map((g) => ({ ...g, id: g.id as UnitGroupId })),
    };
  },
});

/** What the audit keeps of a group: the fields the user edits, units by id. */
const audited = (group: UnitGroup) => ({
  name: group.name,
  description: group.description,
  active: group.active,
  companyIds: group.units.map((u) => u.id),
});

/** Writes a new group (id null) or a change with its whole list of units, in one transaction. */
async function save(
  { services, session, audit }: FranchiseSaveContext,
  body: UnitGroupInput,
  id: number | null,
): Promise<UnitGroup> {
  const before = id === null ? null : await loadGroup(services.db, session, id);
  if (id !== null && !before) throw notFound();
  const values = {
    name: cleanText(body.name),
    description: cleanText(body.description ?? before?.description ?? ""),
    active: body.active ?? before?.active ?? true,
    updatedAt: services.now(),
  };
  const companyIds = [...new Set(body.companyIds)];
  let savedId: number;
  try {
    savedId = await services.db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx
              .insert(unitGroups)
              .values({ ...values, multiStoreId: session.multiStoreId })
              .returning({ id: unitGroups.id })
          : await tx
              .update(unitGroups)
              .set(values)
              .where(tenantScope(unitGroups, session, eq(unitGroups.id, id)))
              .returning({ id: unitGroups.id });
      if (!row) throw notFound();
      await tx
        .delete(unitGroupMembers)
        .where(tenantScope(unitGroupMembers, session, eq(unitGroupMembers.groupId, row.id)));
      if (companyIds.length)
        await tx
          .insert(unitGroupMembers)
          .values(companyIds.map((companyId) => ({ multiStoreId: session.multiStoreId, groupId: row.id, companyId })));
      const after = await loadGroup(tx, session, row.id);
      if (!after) throw new Error("unit group vanished after save");
      await audit(
        {
          action: id === null ? "created" : "updated",
          entity: "unit_groups",
          entityId: row.id,
          details: before ? { before: audited(before), after: audited(after) } : { after: audited(after) },
        },
        tx,
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  const saved = await loadGroup(services.db, session, savedId);
  if (!saved) throw new Error("unit group vanished after save");
  return saved;
}

const create = defineRoute({
  endpoint: franchiseEndpoints.createGroup,
  access: UNIT_GROUPS_REQUIREMENT,
  tag: "franchise",
  summary: "Creates a unit group with its units; the name is unique in the network (any case)",
  bodyIds: { "companyIds[]": companies },
  handler: async ({ services, session, audit, body }) => save({ services, session, audit }, body, null),
});

const update = defineRoute({
  endpoint: franchiseEndpoints.updateGroup,
  access: UNIT_GROUPS_REQUIREMENT,
  tag: "franchise",
  summary: "Changes a unit group: name, description, active and its whole list of units",
  params: { id: unitGroups },
  bodyIds: { "companyIds[]": companies },
  handler: async ({ services, session, audit, body, params }) => save({ services, session, audit }, body, params.id),
});

const remove = defineRoute({
  endpoint: franchiseEndpoints.deleteGroup,
  access: UNIT_GROUPS_REQUIREMENT,
  tag: "franchise",
  summary: "Deletes a unit group (its units stay; only the memberships go); answers the group as it was",
  params: { id: unitGroups },
  handler: async ({ services, session, audit, params }) => {
    const before = await loadGroup(services.db, session, params.id);
    if (!before) throw notFound();
    await services.db.transaction(async (tx) => {
      await tx.delete(unitGroups).where(tenantScope(unitGroups, session, eq(unitGroups.id, params.id)));
      await audit(
        {
          action: "deleted",
          entity: "unit_groups",
          entityId: params.id,
          details: { before: audited(before), after: null },
        },
        tx,
      );
    });
    return before;
  },
});

export const unitGroupRoutes = [list, options, create, update, remove];
