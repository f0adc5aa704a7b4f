import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { HttpError, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { budgets } from "./schema.ts";
import { ownBudgets } from "./unit-scope.ts";

/**
 * The budget a sale is made from, locked until the sale commits (so two sales cannot both convert it): of the
 * session's network and a unit the user works in (else 422 not found), of the sale's unit (else 422) and still open
 * (else 409). insertSale marks it converted in the sale's own statement.
 */
export async function lockBudgetForSale(tx: Db, session: SessionInfo, budgetId: number, companyId: number) {
  const [budget] = await tx
    .select({ id: budgets.id, companyId: budgets.companyId, status: budgets.status })
    .from(budgets)
    .where(tenantScope(budgets, session, eq(budgets.id, budgetId), ownBudgets(session)))
    .for("update");
  if (!budget) throw new ValidationError({ budget_id: [message("validation:not-found")] });
  if (budget.companyId !== companyId) throw new ValidationError({ budget_id: [message("pdv:budget.other-unit")] });
  if (budget.status !== "open") throw new HttpError(409, [message("pdv:budget.converted")]);
  return budget.id;
}
