import { and, eq, gt } from "drizzle-orm";
import { can } from "../../src/domain/permissions.ts";
import { SALES_CANCEL } from "../../src/domain/permissions.ts";
import {
  CANCEL_REASON_MIN,
  cancelDecision,
  cancelReasonProblem,
  cancelReasonText,
} from "../../src/domain/sale-cancel.ts";
import { salesEndpoints } from "../../src/schemas/endpoints/pdv-sales.ts";
import { cancelEntriesOf, reverseInflows } from "../finance/ledger.ts";
import { HttpError, message, notFound, ValidationError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { moduleChannel } from "../realtime/channel-names.ts";
import { lockStock, putIn } from "../stock/ledger.ts";
import { stockMovements } from "../stock/schema.ts";
import { POS_ANY } from "./products.routes.ts";
import { findRegister } from "./registers.ts";
import { loadSaleDetail } from "./sale-detail.ts";
import { sales } from "./schema.ts";
import { SALES_HISTORY } from "./unit-scope.ts";
import { milliOf } from "./values.ts";

// POST /api/v1/sales/{id}/cancel (issue 11, item 6): a finished sale canceled with a reason, in one transaction: the
// sale marked canceled (who, when, why), what it took from stock put back through the stock ledger, its payments
// reversed through the finance ledger, one user_logs row. The sale row is locked first: of two cancels at once one
// wins, the other sees it canceled (409). A canceled sale no longer counts in its register (register-flows.ts counts
// finished sales only).

const cancel = defineRoute({
  endpoint: salesEndpoints.cancel,
  access: [...POS_ANY, SALES_HISTORY],
  tag: "pdv",
  summary:
    "Cancels a sale with a reason: stock put back, payments reversed, audited, one transaction (own open register; else RPT 7 level 2)",
  params: { id: sales },
  handler: async ({ services, session, params, body, audit }) => {
    const problem = cancelReasonProblem(body.reason);
    if (problem === "required") throw new ValidationError({ reason: [message("validation:required")] });
    if (problem === "too-short") {
      throw new ValidationError({ reason: [message("pdv:sale.cancel-reason-min", { min: CANCEL_REASON_MIN })] });
    }
    const reason = cancelReasonText(body.reason);
    const now = services.now();
    const canceled = await services.db.transaction(async (tx) => {
      const [sale] = await tx
        .select()
        .from(sales)
        .where(tenantScope(sales, session, eq(sales.id, params.id)))
        .for("update");
      if (!sale) throw notFound();
      // The register is share-locked: a cancel never runs while that register is being closed.
      const register =
        sale.cashMovementId === null ? null : await findRegister(tx, session, sale.cashMovementId, "share");
      // Counted and not yet closed: the drawer is what was counted, so no sale of it changes until it closes.
      if (register !== null && register.countedAt !== null && register.closedAt === null) {
        throw new HttpError(409, [message("pdv:sale.cancel-counted")]);
      }
      const decision = cancelDecision({
        finished: sale.status === "finished",
        ownOpenRegister: register !== null && register.userId === session.userId && register.closedAt === null,
        manager: can(session.permissions, SALES_CANCEL),
      });
      if (decision === "forbidden") throw new HttpError(403, [message("pdv:sale.cancel-forbidden")]);
      if (decision === "already-canceled") throw new HttpError(409, [message("pdv:sale.already-canceled")]);

      // What the sale took out of stock (the ledger's own movements), put back line by line.
      const taken = await tx
        .select({
          companyId: stockMovements.companyId,
          productId: stockMovements.productId,
          quantity: stockMovements.outgoing,
        })
        .from(stockMovements)
        .where(
          and(
            eq(stockMovements.multiStoreId, session.multiStoreId),
            eq(stockMovements.saleId, sale.id),
            eq(stockMovements.reason, "sale"),
            gt(stockMovements.outgoing, "0"),
          ),
        );
      await lockStock(
        tx,
        sale.companyId,
        [...new Set(taken.map((row) => row.productId))].sort((a, b) => a - b),
      );
      await putIn(
        tx,
        taken.map((row) => ({
          multiStoreId: session.multiStoreId,
          companyId: row.companyId,
          productId: row.productId,
          quantity: milliOf(row.quantity),
          reason: "sale-cancel" as const,
          saleId: sale.id,
          userId: session.userId,
          at: now,
        })),
      );
      const reversed = await reverseInflows(tx, { multiStoreId: session.multiStoreId, saleId: sale.id, at: now });
      // Its receivables and card fees: canceled, and what the drawer received at once given back (settlements reversed).
      for (const origin of ["sale", "card_fee"] as const) {
        await cancelEntriesOf(tx, { multiStoreId: session.multiStoreId, origin, originId: sale.id, at: now });
      }
      await tx
        .update(sales)
        .set({ status: "canceled", canceledAt: now, canceledBy: session.userId, cancelReason: reason })
        .where(eq(sales.id, sale.id));
      await audit(
        {
          action: "cancel",
          entity: "sale",
          entityId: sale.id,
          companyId: sale.companyId,
          details: {
            cash_movement_id: sale.cashMovementId,
            total: sale.total,
            reason,
            own_register: register?.userId === session.userId && register?.closedAt === null,
            stock_lines: taken.length,
            payments_reversed: reversed.map((line) => ({ id: line.id, kind: line.kind, value: line.billing })),
          },
        },
        tx,
      );
      const detail = await loadSaleDetail(tx, session, sale.id);
      if (!detail) throw new Error("sale not found after cancel");
      return detail;
    });
    try {
      await services.realtime.broadcast(moduleChannel(session.multiStoreId, "pdv"), "sale.canceled", {
        id: canceled.id,
        company_id: canceled.company_id,
        cash_movement_id: canceled.cash_movement_id,
      });
    } catch (error) {
      services.logger.warn({ err: error, saleId: canceled.id }, "sale.canceled broadcast failed");
    }
    return canceled;
  },
});

export const saleCancelRoutes = [cancel];
