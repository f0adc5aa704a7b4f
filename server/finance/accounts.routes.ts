import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { parseMoney } from "../../src/domain/money.ts";
import type { AccountKind } from "../../src/domain/finance.ts";
import { cleanText } from "../../src/domain/text.ts";
import { accountEndpoints } from "../../src/schemas/endpoints/finance-accounts.ts";
import type { AccountDetail, AccountPatch } from "../../src/schemas/finance-accounts.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { invalidField, notFound } from "../http/errors.ts";
import { businessDate, listPage } from "../http/list.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { companies } from "../network/schema.ts";
import { BANKS, bankName } from "./banks.ts";
import { moveMoney } from "./ledger.ts";
import { accountMovements, financeAccounts } from "./schema.ts";

// Accounts money is kept in (/contas, FIN 3, spec 3 Account): bank accounts, each unit's PDV drawer and safe, any
// other. The list shows each one's balance (its movements not reversed); DELETE deactivates (spec 4): the
// account's movements stay in the books. An opening balance enters through the finance ledger (moveMoney).

export const FIN_ACCOUNTS = { slug: "FIN", code: 3 } as const;
const acc = financeAccounts;

const balance = sql<string>`coalesce((select sum(${accountMovements.amount}) from ${accountMovements}
  where ${accountMovements.accountId} = ${acc.id} and ${accountMovements.reversedAt} is null), 0)::text`;

const columns = {
  id: acc.id,
  publicId: acc.publicId,
  companyId: acc.companyId,
  companyName: companies.name,
  accountName: acc.accountName,
  kind: acc.kind,
  bankCode: acc.bankCode,
  bankAgencyNumber: acc.bankAgencyNumber,
  bankAgencyDigit: acc.bankAgencyDigit,
  bankAccountNumber: acc.bankAccountNumber,
  bankAccountDigit: acc.bankAccountDigit,
  notes: acc.notes,
  active: acc.active,
  balance,
};

type Selected = {
  [K in keyof typeof columns]: (typeof columns)[K] extends { _: { type: infer T } } ? T : never;
};

/** "1234.5" → "1234.50": the answer's sums always with two places. */
const twoPlaces = (text: string) => {
  const [whole = "0", fraction = ""] = text.split(".");
  return `${whole}.${fraction.padEnd(2, "0").slice(0, 2)}`;
};

const accountOut = (row: Selected): AccountDetail => ({
  id: row.id,
  publicId: row.publicId,
  companyId: row.companyId,
  companyName: row.companyName,
  accountName: row.accountName,
  kind: row.kind as AccountKind,
  bankCode: row.bankCode,
  bankName: bankName(row.bankCode),
  bankAgencyNumber: row.bankAgencyNumber ?? "",
  bankAgencyDigit: row.bankAgencyDigit ?? "",
  bankAccountNumber: row.bankAccountNumber ?? "",
  bankAccountDigit: row.bankAccountDigit ?? "",
  notes: row.notes ?? "",
  active: row.active,
  balance: twoPlaces(String(row.balance)),
});

const selectAccounts = (db: Db) =>
  db.select(columns).from(acc).innerJoin(companies, eq(companies.id, acc.companyId)).$dynamic();

/** One account of a unit the user works in. */
export async function loadAccount(db: Db, session: SessionInfo, id: number): Promise<AccountDetail> {
  const [row] = await selectAccounts(db).where(tenantScope(acc, session, eq(acc.id, id)));
  if (!row || !session.companyIds.includes(row.companyId)) throw notFound();
  return accountOut(row as Selected);
}

const audited = (account: AccountDetail) => {
  const { balance: _balance, companyName: _companyName, bankName: _bankName, publicId: _publicId, ...fields } = account;
  return fields;
};

const text = (value: string | undefined) => (value === undefined ? undefined : cleanText(value));
const nullable = (value: string | undefined) => (value === undefined ? undefined : cleanText(value) || null);

function changesOf(body: AccountPatch) {
  if (body.bankCode !== undefined && body.bankCode !== null && bankName(body.bankCode) === null)
    throw invalidField("bankCode", "bank-code");
  const changes = {
    accountName: text(body.accountName),
    kind: body.kind,
    bankCode: body.bankCode,
    bankAgencyNumber: nullable(body.bankAgencyNumber),
    bankAgencyDigit: nullable(body.bankAgencyDigit),
    bankAccountNumber: nullable(body.bankAccountNumber),
    bankAccountDigit: nullable(body.bankAccountDigit),
    notes: nullable(body.notes),
    active: body.active,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    typeof acc.$inferInsert
  >;
}

/** One drawer and one safe per unit (the PDV and the sangria find them by kind). */
const kindTaken = () => invalidField("kind", "account-kind-taken");

const banks = defineRoute({
  endpoint: accountEndpoints.banks,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "The Brazilian banks an account may be at (COMPE code and name, package bancos-brasileiros)",
  handler: async () => ({ data: BANKS }),
});

const units = defineRoute({
  endpoint: accountEndpoints.units,
  access: [FIN_ACCOUNTS, { slug: "FIN", code: 2 }],
  tag: "finance",
  summary: "The units the user works in, by name (the finance screens' unit chooser)",
  handler: async ({ services: { db }, session }) => {
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.multiStoreId, session.multiStoreId), inArray(companies.id, [...session.companyIds, 0])))
      .orderBy(asc(companies.name));
    return { data: rows };
  },
});

const sortable = {
  accountName: sql`lower(${acc.accountName})`,
  companyName: sql`lower(${companies.name})`,
  kind: acc.kind,
  balance: sql`(${balance})::numeric`,
  active: acc.active,
} as const;

const list = defineRoute({
  endpoint: accountEndpoints.list,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "Accounts of the user's units with their balances, paged; company_id and active filter",
  queryIds: { company_id: companies },
  handler: async ({ services: { db }, session, query }) => {
    const { data, meta } = await listPage({
      db,
      query,
      scope: { table: acc, session },
      units: acc.companyId,
      sort: { by: sortable, field: "accountName", direction: "asc", tieBreak: [asc(acc.id)] },
      search: { columns: [acc.accountName, companies.name, acc.bankAccountNumber] },
      where: [
        query.company_id === undefined ? undefined : eq(acc.companyId, query.company_id),
        query.active === undefined ? undefined : eq(acc.active, query.active === "true"),
      ],
      rows: selectAccounts(db),
      totals: db
        .select({ count: sql<number>`count(*)` })
        .from(acc)
        .innerJoin(companies, eq(companies.id, acc.companyId))
        .$dynamic(),
      item: (row) => accountOut(row as Selected),
    });
    return { data, meta };
  },
});

const detail = defineRoute({
  endpoint: accountEndpoints.detail,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "One account with its balance",
  params: { id: financeAccounts },
  handler: async ({ services, session, params }) => loadAccount(services.db, session, params.id),
});

const create = defineRoute({
  endpoint: accountEndpoints.create,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "Creates an account (accountName and companyId required), with an opening balance if given",
  bodyIds: { companyId: companies },
  handler: async ({ services, session, body, audit }) => {
    if (!session.companyIds.includes(body.companyId)) throw invalidField("companyId", "unit-not-yours");
    const opening = body.openingBalance === undefined ? 0 : parseMoney(body.openingBalance);
    if (opening === null) throw invalidField("openingBalance", "money");
    const changes = changesOf(body);
    try {
      const id = await services.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(acc)
          .values({
            ...changes,
            accountName: cleanText(body.accountName),
            multiStoreId: session.multiStoreId,
            companyId: body.companyId,
            kind: body.kind ?? "bank",
            createdAt: services.now(),
            updatedAt: services.now(),
          })
          .returning({ id: acc.id });
        if (!row) throw new Error("account insert failed");
        if (opening !== 0)
          await moveMoney(tx, [
            {
              multiStoreId: session.multiStoreId,
              companyId: body.companyId,
              accountId: row.id,
              date: body.openingDate ?? businessDate(services.now()),
              amount: opening,
              kind: "opening",
              description: "Saldo inicial",
              userId: session.userId,
              at: services.now(),
            },
          ]);
        const created = await loadAccount(tx, session, row.id);
        await audit(
          {
            action: "created",
            entity: "accounts",
            entityId: row.id,
            details: { after: { ...audited(created), openingBalance: created.balance } },
          },
          tx,
        );
        return row.id;
      });
      return loadAccount(services.db, session, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw kindTaken();
      throw error;
    }
  },
});

const update = defineRoute({
  endpoint: accountEndpoints.update,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "Changes an account: fields left out keep their value",
  params: { id: financeAccounts },
  handler: async ({ services, session, params, body, audit }) => {
    const before = await loadAccount(services.db, session, params.id);
    const changes = changesOf(body);
    const fixed = before.kind === "drawer" || before.kind === "safe";
    if (changes.kind !== undefined && changes.kind !== before.kind && fixed)
      throw invalidField("kind", "account-kind-fixed");
    if (Object.keys(changes).length === 0) return before;
    try {
      await services.db.transaction(async (tx) => {
        await tx
          .update(acc)
          .set({ ...changes, updatedAt: services.now() })
          .where(eq(acc.id, before.id));
        const after = await loadAccount(tx, session, before.id);
        await audit(
          {
            action: "updated",
            entity: "accounts",
            entityId: before.id,
            details: { before: audited(before), after: audited(after) },
          },
          tx,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw kindTaken();
      throw error;
    }
    return loadAccount(services.db, session, before.id);
  },
});

const remove = defineRoute({
  endpoint: accountEndpoints.remove,
  access: FIN_ACCOUNTS,
  tag: "finance",
  summary: "Deactivates an account (spec 4: deleting an account is a deactivation); its movements stay",
  params: { id: financeAccounts },
  handler: async ({ services, session, params, audit }) => {
    const before = await loadAccount(services.db, session, params.id);
    if (!before.active) return before;
    await services.db.transaction(async (tx) => {
      await tx
        .update(acc)
        .set({ active: false, updatedAt: services.now() })
        .where(and(eq(acc.id, before.id), eq(acc.active, true)));
      await audit(
        {
          action: "deactivated",
          entity: "accounts",
          entityId: before.id,
          details: { before: { active: true }, after: { active: false } },
        },
        tx,
      );
    });
    return loadAccount(services.db, session, before.id);
  },
});

export const accountRoutes = [units, banks, list, detail, create, update, remove];
