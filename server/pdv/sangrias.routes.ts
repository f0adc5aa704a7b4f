import { cashEndpoints } from "../../src/schemas/endpoints/pdv-cash.ts";
import { canTakeFromDrawer, drawerMoney } from "../../src/domain/cash-register.ts";
import { currencyOf, formatMoney } from "../../src/domain/money.ts";
import { Sangria } from "../../src/schemas/pdv-cash.ts";
import { cashMovements, sangrias } from "./schema.ts";
import { message, ValidationError } from "../http/errors.ts";
import { idempotent } from "../http/idempotency.ts";
import { defineRoute } from "../http/route.ts";
import { bookSangria } from "./register-finance.ts";
import { registerTotals } from "./register-flows.ts";
import { hidesExpected, ownOpenRegister, POS_REGISTER_USE } from "./registers.ts";
import { businessDate, centsOfNumeric, iso, numericOfCents } from "./values.ts";

const create = defineRoute({
  endpoint: cashEndpoints.sangria,
  access: POS_REGISTER_USE,
  tag: "pdv",
  summary: "Withdraws money from the drawer of the user's open register (Idempotency-Key required)",
  bodyIds: { cash_movement_id: cashMovements },
  handler: async ({ c, services, session, body, locale, audit }) =>
    idempotent(
      { c, services, session, route: "sangrias.create", request: body, response: Sangria, status: 201 },
      async (tx) => {
        const value = centsOfNumeric(body.sangria_value);
        if (value <= 0) throw new ValidationError({ sangria_value: [message("pdv:sangria.positive")] });
        const register = await ownOpenRegister(tx, session, body.cash_movement_id, "cash_movement_id", "update");
        const { flows } = await registerTotals(tx, register.id);
        const drawer = drawerMoney(flows);
        if (!canTakeFromDrawer(flows, value)) {
          throw new ValidationError({
            sangria_value: [
              // Blind close: the drawer's amount is an expected value, not told before the counts.
              hidesExpected(session, register)
                ? message("pdv:sangria.over-drawer-blind", {
                    value: formatMoney(value, locale, currencyOf(session.currency)),
                  })
                : message("pdv:sangria.over-drawer", {
                    value: formatMoney(value, locale, currencyOf(session.currency)),
                    drawer: formatMoney(drawer, locale, currencyOf(session.currency)),
                  }),
            ],
          });
        }
        const [row] = await tx
          .insert(sangrias)
          .values({
            multiStoreId: session.multiStoreId,
            companyId: register.companyId,
            cashMovementId: register.id,
            userId: session.userId,
            value: numericOfCents(value),
            createdAt: services.now(),
          })
          .returning();
        if (!row) throw new Error("sangria insert failed");
        await bookSangria(
          tx,
          { multiStoreId: session.multiStoreId, companyId: register.companyId },
          {
            id: row.id,
            value,
            date: businessDate(row.createdAt),
            userId: session.userId,
            at: row.createdAt,
            locale,
          },
        );
        await audit(
          {
            action: "create",
            entity: "sangria",
            entityId: row.id,
            companyId: register.companyId,
            details: { cash_movement_id: register.id, value: row.value },
          },
          tx,
        );
        return {
          id: row.id,
          cash_movement_id: register.id,
          sangria_value: row.value,
          created_at: iso(row.createdAt),
          drawer_money: hidesExpected(session, register) ? null : numericOfCents(drawer - BigInt(value)),
        };
      },
    ),
});

export const sangriasRoutes = [create];
