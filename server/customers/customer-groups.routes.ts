import { asc, eq, sql } from "drizzle-orm";
import { CUSTOMER_EDIT_REQUIREMENTS, CUSTOMER_GROUPS_REQUIREMENT } from "../../src/domain/permissions.ts";
import { cleanText } from "../../src/domain/text.ts";
import type { CustomerGroup, CustomerGroupId } from "../../src/schemas/customers.ts";
import { customersEndpoints } from "../../src/schemas/endpoints/customers.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { message, notFound, ValidationError } from "../http/errors.ts";
import { listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { customerGroupMembers, customerGroups } from "./schema.ts";

// Customer groups (spec 2.2 /grupos-de-clientes, CUS 2): named groups of the network's customers (Atacado,
// Varejo, ...). A customer chooses its groups on its edit page; removing a group removes its memberships only.
// The list is also the chooser of the customer edit page and the customer list's filter, so whoever edits
// customers may read it.

const nameTaken = () => new ValidationError({ name: [message("customers:groups.name-taken")] });

const memberCount = sql<number>`(select count(*)::int from ${customerGroupMembers} where ${customerGroupMembers.groupId} = ${customerGroups.id})`;

const groupOut = (row: { id: number; name: string; active: boolean; customers: number }): CustomerGroup => ({
  ...row,
  id: row.id as CustomerGroupId,
  customers: Number(row.customers),
});

async function loadGroup(db: Db, session: SessionInfo, id: number): Promise<CustomerGroup | null> {
  const [row] = await db
    .select({ id: customerGroups.id, name: customerGroups.name, active: customerGroups.active, customers: memberCount })
    .from(customerGroups)
    .where(tenantScope(customerGroups, session, eq(customerGroups.id, id)));
  return row ? groupOut(row) : null;
}

const list = defineRoute({
  endpoint: customersEndpoints.groups,
  access: [CUSTOMER_GROUPS_REQUIREMENT, ...CUSTOMER_EDIT_REQUIREMENTS],
  tag: "customers",
  summary: "Customer groups of the network account, paged, with how many customers each has; filter by name",
  handler: async ({ services: { db }, session, query }) =>
    listPage({
      db,
      query,
      scope: { table: customerGroups, session },
      sort: {
        by: { name: sql`lower(${customerGroups.name})`, active: customerGroups.active, customers: memberCount },
        field: "name",
        direction: "asc",
        tieBreak: [asc(customerGroups.id)],
      },
      search: { columns: [customerGroups.name] },
      dates: { where: undefined },
      where: [query.active === undefined ? undefined : eq(customerGroups.active, query.active === "true")],
      rows: db
        .select({
          id: customerGroups.id,
          name: customerGroups.name,
          active: customerGroups.active,
          customers: memberCount,
        })
        .from(customerGroups)
        .$dynamic(),
      item: groupOut,
    }),
});

/** Runs a write; a name the network already has answers 422 on name. */
async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const create = defineRoute({
  endpoint: customersEndpoints.createGroup,
  access: CUSTOMER_GROUPS_REQUIREMENT,
  tag: "customers",
  summary: "Creates a customer group (its name unique in the network, without regard to case)",
  handler: async ({ services: { db }, session, audit, body }) => {
    const id = await unlessNameTaken(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customerGroups)
          .values({ multiStoreId: session.multiStoreId, name: cleanText(body.name), active: body.active ?? true })
          .returning({ id: customerGroups.id });
        if (!row) throw new Error("customer group insert failed");
        await audit({ action: "created", entity: "customer_groups", entityId: row.id, details: { after: body } }, tx);
        return row.id;
      }),
    );
    const group = await loadGroup(db, session, id);
    if (!group) throw notFound();
    return group;
  },
});

const update = defineRoute({
  endpoint: customersEndpoints.updateGroup,
  access: CUSTOMER_GROUPS_REQUIREMENT,
  tag: "customers",
  summary: "Renames, deactivates or reactivates a customer group",
  params: { id: customerGroups },
  handler: async ({ services, session, audit, body, params }) => {
    const before = await loadGroup(services.db, session, params.id);
    if (!before) throw notFound();
    await unlessNameTaken(() =>
      services.db.transaction(async (tx) => {
        await tx
          .update(customerGroups)
          .set({
            name: cleanText(body.name ?? before.name),
            active: body.active ?? before.active,
            updatedAt: services.now(),
          })
          .where(tenantScope(customerGroups, session, eq(customerGroups.id, params.id)));
        await audit(
          {
            action: "updated",
            entity: "customer_groups",
            entityId: params.id,
            details: { before: { name: before.name, active: before.active }, after: body },
          },
          tx,
        );
      }),
    );
    const group = await loadGroup(services.db, session, params.id);
    if (!group) throw notFound();
    return group;
  },
});

const remove = defineRoute({
  endpoint: customersEndpoints.deleteGroup,
  access: CUSTOMER_GROUPS_REQUIREMENT,
  tag: "customers",
  summary: "Deletes a customer group; its customers stay, out of the group",
  params: { id: customerGroups },
  handler: async ({ services: { db }, session, audit, params }) => {
    const group = await loadGroup(db, session, params.id);
    if (!group) throw notFound();
    await db.transaction(async (tx) => {
      await tx.delete(customerGroups).where(tenantScope(customerGroups, session, eq(customerGroups.id, params.id)));
      await audit(
        { action: "deleted", entity: "customer_groups", entityId: params.id, details: { before: group } },
        tx,
      );
    });
    return group;
  },
});

export const customerGroupRoutes = [list, create, update, remove];
