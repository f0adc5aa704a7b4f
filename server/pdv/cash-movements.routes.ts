import { cashEndpoints } from "../../src/schemas/endpoints/pdv-cash.ts";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { closingDifferences, expectedAtClosing } from "../../src/domain/cash-register.ts";
import { CashClosing, CashCount, type CashSession, type CashSummary } from "../../src/schemas/pdv-cash.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../network/schema.ts";
import { cashMovements } from "./schema.ts";
import { users } from "../users/schema.ts";
import { HttpError, message, notFound, ValidationError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { defineRoute, type SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { bookCashSupply, bookClosing } from "./register-finance.ts";
import { closingColumns, registerTotals } from "./register-flows.ts";
import {
  CASH_MOVEMENT_REPORT,
  findRegister,
  hidesExpected,
  ownOpenRegister,
  POS_REGISTER_USE,
  type RegisterRow,
  refuseBlind,
  seesEveryRegister,
} from "./registers.ts";
import {
  assertOpenUnit,
  bigCentsOf,
  businessDate,
  centsOfNumeric,
  companyHasSyncInstallments,
  iso,
  isoOrNull,
  numericOfCents,
} from "./values.ts";
import { isUniqueViolation } from "../db/errors.ts";

async function sessionOf(db: Db, row: RegisterRow): Promise<CashSession> {
  const [unit] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId));
  return {
    id: row.id,
    company_id: row.companyId,
    company: unit?.name ?? "",
    company_has_sync_installments: await companyHasSyncInstallments(db, row.companyId),
    cash_supply: row.cashSupply,
    opened_at: iso(row.openedAt),
  };
}

const lastOpened = defineRoute({
  endpoint: cashEndpoints.lastOpened,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary: "The user's open register (200 with data), or 204 when there is none",
  handler: async ({ c, services, session }) => {
    const { db } = services;
    if (session.companyIds.length === 0) return c.body(null, 204);
    const [row] = await db
      .select()
      .from(cashMovements)
      .where(
        tenantScope(
          cashMovements,
          session,
          eq(cashMovements.userId, session.userId),
          isNull(cashMovements.closedAt),
          inArray(cashMovements.companyId, [...session.companyIds]),
        ),
      )
      .orderBy(desc(cashMovements.openedAt), desc(cashMovements.id))
      .limit(1);
    if (!row) return c.body(null, 204);
    return { data: await sessionOf(db, row) };
  },
});

const alreadyOpen = () => new ValidationError({ company_id: [message("pdv:cash.already-open")] });

const open = defineRoute({
  endpoint: cashEndpoints.open,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary: "Opens a register in a unit with an opening float; one open register per unit and user",
  bodyIds: { company_id: companies },
  handler: async ({ services, session, body, locale, audit }) => {
    const { db } = services;
    const companyId = body.company_id;
    if (!companyId) throw new ValidationError({ company_id: [message("pdv:cash.company-required")] });
    await assertOpenUnit(db, session, companyId);
    const [existing] = await db
      .select({ id: cashMovements.id })
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.companyId, companyId),
          eq(cashMovements.userId, session.userId),
          isNull(cashMovements.closedAt),
        ),
      );
    if (existing) throw alreadyOpen();
    let row: RegisterRow | undefined;
    try {
      // The register and its opening float taken from the unit's safe into the drawer, together.
      row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(cashMovements)
          .values({
            multiStoreId: session.multiStoreId,
            companyId,
            userId: session.userId,
            cashSupply: numericOfCents(centsOfNumeric(body.cash_supply)),
            openedAt: services.now(),
          })
          .returning();
        if (!inserted) throw new Error("cash movement insert failed");
        await bookCashSupply(
          tx,
          { multiStoreId: session.multiStoreId, companyId },
          {
            id: inserted.id,
            value: centsOfNumeric(inserted.cashSupply),
            date: businessDate(inserted.openedAt),
            userId: session.userId,
            at: inserted.openedAt,
            locale,
          },
        );
        return inserted;
      });
    } catch (error) {
      // Two opening clicks at once: the partial unique index keeps the second out.
      if (isUniqueViolation(error)) throw alreadyOpen();
      throw error;
    }
    if (!row) throw new Error("cash movement insert failed");
    await audit({
      action: "open",
      entity: "cash_movement",
      entityId: row.id,
      companyId,
      details: { cash_supply: row.cashSupply },
    });
    return sessionOf(db, row);
  },
});

const openingValue = defineRoute({
  endpoint: cashEndpoints.openingValue,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary: "Changes the opening float of the user's open register",
  params: { companyId: companies, cashMovementId: cashMovements },
  handler: async ({ services, session, params, body, locale, audit }) => {
    return services.db.transaction(async (tx) => {
      const row = await ownOpenRegister(tx, session, params.cashMovementId, "cash_movement_id", "update");
      if (row.companyId !== params.companyId) {
        throw new ValidationError({ company_id: [message("pdv:cash.company-mismatch")] });
      }
      const cashSupply = numericOfCents(centsOfNumeric(body.cash_supply));
      const [updated] = await tx
        .update(cashMovements)
        .set({ cashSupply })
        .where(eq(cashMovements.id, row.id))
        .returning();
      if (!updated) throw new Error("cash movement update failed");
      const now = services.now();
      await bookCashSupply(
        tx,
        { multiStoreId: session.multiStoreId, companyId: row.companyId },
        {
          id: row.id,
          value: centsOfNumeric(cashSupply),
          date: businessDate(now),
          userId: session.userId,
          at: now,
          locale,
        },
      );
      await audit(
        {
          action: "update_opening_value",
          entity: "cash_movement",
          entityId: row.id,
          companyId: row.companyId,
          details: { from: row.cashSupply, to: cashSupply },
        },
        tx,
      );
      return sessionOf(tx, updated);
    });
  },
});

/** The register's summary for the closing screen and the register detail. */
export async function summaryOf(db: Db, row: RegisterRow): Promise<CashSummary> {
  const [totals, [unit], [owner]] = await Promise.all([
    registerTotals(db, row.id),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)),
    db.select({ name: users.name }).from(users).where(eq(users.id, row.userId)),
  ]);
  const expected = expectedAtClosing(totals.flows);
  const closing = row.closedAt
    ? {
        money: {
          expected: row.expectedMoneyValue ?? "0.00",
          counted: row.insertedMoneyValue ?? "0.00",
          difference: row.moneyDifference ?? "0.00",
        },
        pix: {
          expected: row.expectedPixValue ?? "0.00",
          counted: row.insertedPixValue ?? "0.00",
          difference: row.pixDifference ?? "0.00",
        },
        card: {
          expected: row.expectedCardValue ?? "0.00",
          counted: row.insertedCardValue ?? "0.00",
          difference: row.cardDifference ?? "0.00",
        },
      }
    : null;
  return {
    id: row.id,
    company_id: row.companyId,
    company: unit?.name ?? "",
    user_id: row.userId,
    user: owner?.name ?? "",
    opened_at: iso(row.openedAt),
    closed_at: isoOrNull(row.closedAt),
    cash_supply: row.cashSupply,
    sales_count: totals.salesCount,
    sales_total: numericOfCents(totals.salesTotal),
    money: {
      received: numericOfCents(totals.flows.moneyReceived),
      change: numericOfCents(totals.flows.change),
      sangrias: numericOfCents(totals.flows.sangrias),
      outflows: numericOfCents(totals.flows.outflows),
      expected: numericOfCents(expected.money),
    },
    pix: { expected: numericOfCents(expected.pix) },
    card: { expected: numericOfCents(expected.card) },
    other: { received: numericOfCents(totals.otherReceived) },
    closing,
  };
}

/** A register the session may look at: any of the network with FIN 4, otherwise only its own (else 404). */
export async function visibleRegister(db: Db, session: SessionInfo, id: number): Promise<RegisterRow> {
  const row = await findRegister(db, session, id);
  if (!row || (!seesEveryRegister(session) && row.userId !== session.userId)) throw notFound();
  return row;
}

const summary = defineRoute({
  endpoint: cashEndpoints.summary,
  access: [POS_REGISTER_USE, CASH_MOVEMENT_REPORT],
  tag: "pdv",
  summary: "What the system expects per payment kind (closing screen); counted values once closed",
  params: { id: cashMovements },
  handler: async ({ services, session, params }) => {
    const row = await visibleRegister(services.db, session, params.id);
    if (hidesExpected(session, row)) throw refuseBlind();
    return summaryOf(services.db, row);
  },
});

type CountedKind = "money" | "pix" | "card";
const KINDS: ReadonlyArray<CountedKind> = ["money", "pix", "card"];

/** The recorded counts of a counted (or closed) register. */
const countedOf = (row: RegisterRow) => ({
  money: bigCentsOf(row.insertedMoneyValue ?? "0"),
  pix: bigCentsOf(row.insertedPixValue ?? "0"),
  card: bigCentsOf(row.insertedCardValue ?? "0"),
});

/** Per kind: expected, counted and difference, as the closing and the count answer them. */
const byKind = (expected: Record<CountedKind, bigint>, counted: Record<CountedKind, bigint>) => {
  const difference = closingDifferences(expected, counted);
  const kind = (k: CountedKind) => ({
    expected: numericOfCents(expected[k]),
    counted: numericOfCents(counted[k]),
    difference: numericOfCents(difference[k]),
  });
  return { money: kind("money"), pix: kind("pix"), card: kind("card") };
};

async function countOf(db: Db, row: RegisterRow, countedAt: Date): Promise<CashCount> {
  const totals = await registerTotals(db, row.id);
  return {
    id: row.id,
    company_id: row.companyId,
    counted_at: iso(countedAt),
    sales_count: totals.salesCount,
    sales_total: numericOfCents(totals.salesTotal),
    ...byKind(expectedAtClosing(totals.flows), countedOf(row)),
  };
}

const countState = defineRoute({
  endpoint: cashEndpoints.countState,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary: "The register's confirmed counts with expected and differences, or null before counting",
  params: { id: cashMovements },
  handler: async ({ services, session, params }) => {
    const row = await findRegister(services.db, session, params.id);
    if (!row || row.userId !== session.userId) throw notFound();
    if (!row.countedAt) return { count: null };
    return { count: await countOf(services.db, row, row.countedAt) };
  },
});

const count = defineRoute({
  endpoint: cashEndpoints.count,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary:
    "Confirms the counted money, PIX and card once (Idempotency-Key required); answers expected and differences. " +
    "A second count is refused (409); sales, sangrias and outflows too until the register closes",
  params: { id: cashMovements },
  handler: async ({ c, services, session, params, body, audit }) =>
    idempotent(
      {
        c,
        services,
        session,
        route: "cash_movements.count",
        request: { id: params.id, ...body },
        response: CashCount,
        status: 200,
      },
      async (tx) => {
        const found = await findRegister(tx, session, params.id, "update");
        if (!found) throw notFound();
        if (found.userId !== session.userId) throw new ValidationError({ id: [message("pdv:cash.not-yours")] });
        if (found.closedAt) throw new ValidationError({ id: [message("pdv:cash.already-closed")] });
        if (found.countedAt) throw new HttpError(409, [message("pdv:cash.already-counted")]);
        const countedAt = services.now();
        const [row] = await tx
          .update(cashMovements)
          .set({
            countedAt,
            insertedMoneyValue: numericOfCents(bigCentsOf(body.inserted_money_value)),
            insertedPixValue: numericOfCents(bigCentsOf(body.inserted_pix_value)),
            insertedCardValue: numericOfCents(bigCentsOf(body.inserted_card_value)),
          })
          .where(eq(cashMovements.id, found.id))
          .returning();
        if (!row) throw new Error("cash movement count failed");
        const answer = await countOf(tx, row, countedAt);
        await audit(
          {
            action: "count",
            entity: "cash_movement",
            entityId: row.id,
            companyId: row.companyId,
            details: { money: answer.money, pix: answer.pix, card: answer.card },
          },
          tx,
        );
        return answer;
      },
    ),
});

const close = defineRoute({
  endpoint: cashEndpoints.close,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary: "Closes the user's register with the counted money, PIX and card (Idempotency-Key required)",
  bodyIds: { id: cashMovements },
  handler: async ({ c, services, session, body, locale, audit }) =>
    idempotent(
      { c, services, session, route: "cash_movements.close", request: body, response: CashClosing, status: 200 },
      async (tx) => {
        const row = await findRegister(tx, session, body.id, "update");
        if (!row) throw new ValidationError({ id: [message("validation:not-found")] });
        if (row.userId !== session.userId) throw new ValidationError({ id: [message("pdv:cash.not-yours")] });
        if (row.closedAt) throw new ValidationError({ id: [message("pdv:cash.already-closed")] });
        const { flows } = await registerTotals(tx, row.id);
        const expected = expectedAtClosing(flows);
        const counted = {
          money: bigCentsOf(body.inserted_money_value),
          pix: bigCentsOf(body.inserted_pix_value),
          card: bigCentsOf(body.inserted_card_value),
        };
        if (row.countedAt) {
          // The confirmed counts cannot change: closing with other values is refused.
          const confirmed = countedOf(row);
          if (KINDS.some((k) => confirmed[k] !== counted[k])) {
            throw new HttpError(409, [message("pdv:cash.counts-differ")]);
          }
        }
        const difference = closingDifferences(expected, counted);
        const closedAt = services.now();
        await tx
          .update(cashMovements)
          .set({
            closedAt,
            countedAt: row.countedAt ?? closedAt,
            ...closingColumns(expected, counted),
          })
          .where(eq(cashMovements.id, row.id));
        await bookClosing(
          tx,
          { multiStoreId: session.multiStoreId, companyId: row.companyId },
          {
            id: row.id,
            difference: difference.money,
            counted: counted.money,
            date: businessDate(closedAt),
            userId: session.userId,
            at: closedAt,
            locale,
          },
        );
        const kind = (k: "money" | "pix" | "card") => ({
          expected: numericOfCents(expected[k]),
          counted: numericOfCents(counted[k]),
          difference: numericOfCents(difference[k]),
        });
        const answer = {
          id: row.id,
          company_id: row.companyId,
          closed_at: iso(closedAt),
          money: kind("money"),
          pix: kind("pix"),
          card: kind("card"),
        };
        await audit(
          {
            action: "close",
            entity: "cash_movement",
            entityId: row.id,
            companyId: row.companyId,
            details: { money: answer.money, pix: answer.pix, card: answer.card },
          },
          tx,
        );
        return answer;
      },
    ),
});

export const cashMovementsRoutes = [lastOpened, open, openingValue, summary, countState, count, close];
