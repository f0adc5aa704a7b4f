import { cashEndpoints } from "../../src/schemas/endpoints/pdv-cash.ts";
import { canTakeFromDrawer, drawerMoney } from "../../src/domain/cash-register.ts";
import { currencyOf, formatMoney } from "../../src/domain/money.ts";
import { PdvOutflow } from "../../src/schemas/pdv-cash.ts";
import { recordOutflows } from "../finance/ledger.ts";
import { companies } from "../network/schema.ts";
import { cashMovements } from "./schema.ts";
import { message, ValidationError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { defineRoute } from "../http/route.ts";
import { bookPdvOutflow } from "./register-finance.ts";
import { registerTotals } from "./register-flows.ts";
import { hidesExpected, ownOpenRegister, POS_REGISTER_USE } from "./registers.ts";
import { businessDate, centsOfNumeric, iso, numericOfCents } from "./values.ts";

const create = defineRoute({
  endpoint: cashEndpoints.outflow,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary: "Records an expense from the PDV; a paid one leaves the drawer (Idempotency-Key required)",
  bodyIds: { cash_movement_id: cashMovements, company_id: companies },
  handler: async ({ c, services, session, body, locale, audit }) =>
    idempotent(
      { c, services, session, route: "financial_outflows.pdv", request: body, response: PdvOutflow, status: 201 },
      async (tx) => {
        const value = centsOfNumeric(body.billing_value);
        if (value <= 0) throw new ValidationError({ billing_value: [message("pdv:outflow.positive")] });
        const register = await ownOpenRegister(tx, session, body.cash_movement_id, "cash_movement_id", "update");
        if (register.companyId !== body.company_id) {
          throw new ValidationError({ company_id: [message("pdv:cash.company-mismatch")] });
        }
        const { flows } = await registerTotals(tx, register.id);
        const drawer = drawerMoney(flows);
        if (body.paid && !canTakeFromDrawer(flows, value)) {
          throw new ValidationError({
            billing_value: [
              // Blind close: the drawer's amount is an expected value, not told before the counts.
              hidesExpected(session, register)
                ? message("pdv:outflow.over-drawer-blind", {
                    value: formatMoney(value, locale, currencyOf(session.currency)),
                  })
                : message("pdv:outflow.over-drawer", {
                    value: formatMoney(value, locale, currencyOf(session.currency)),
                    drawer: formatMoney(drawer, locale, currencyOf(session.currency)),
                  }),
            ],
          });
        }
        const now = services.now();
        const [row] = await recordOutflows(tx, [
          {
            multiStoreId: session.multiStoreId,
            companyId: register.companyId,
            cashMovementId: register.id,
            userId: session.userId,
            description: body.description.trim(),
            billing: value,
            dueDate: body.due_date,
            competencyDate: body.competency_date,
            paid: body.paid,
            paidDate: body.paid ? (body.paid_date ?? businessDate(now)) : null,
            at: now,
          },
        ]);
        if (!row) throw new Error("outflow insert failed");
        await bookPdvOutflow(
          tx,
          { multiStoreId: session.multiStoreId, companyId: register.companyId },
          {
            id: row.id,
            description: row.description,
            value,
            dueDate: row.dueDate,
            competencyDate: row.competencyDate,
            paidDate: row.paid ? row.paidDate : null,
            userId: session.userId,
            at: now,
            locale,
          },
        );
        await audit(
          {
            action: "create",
            entity: "financial_outflow",
            entityId: row.id,
            companyId: register.companyId,
            details: { cash_movement_id: register.id, value: row.billingValue, paid: row.paid },
          },
          tx,
        );
        return {
          id: row.id,
          cash_movement_id: register.id,
          company_id: row.companyId,
          description: row.description,
          billing_value: row.billingValue,
          due_date: row.dueDate,
          competency_date: row.competencyDate,
          paid: row.paid,
          paid_date: row.paidDate,
          created_at: iso(row.createdAt),
          drawer_money: hidesExpected(session, register)
            ? null
            : numericOfCents(body.paid ? drawer - BigInt(value) : drawer),
        };
      },
    ),
});

export const outflowsRoutes = [create];
