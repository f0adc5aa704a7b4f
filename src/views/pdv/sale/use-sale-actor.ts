import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { toApiDate } from "../../../domain/dates.ts";
import {
  type BudgetInput,
  type FinalizeInput,
  type PickRequest,
  type PickRows,
  type SaleEmitted,
  type SaleRef,
  type ScanAnswer,
  type ScanRequest,
  saleMachine,
} from "../../../machines/sale.machine.ts";
import type { TransporterInput } from "../../../schemas/pdv-people.ts";
import { getCustomer } from "../../../services/api/customers.ts";
import { createBudget, updateBudget } from "../../../services/api/pdv-budgets.ts";
import { finalizeSale } from "../../../services/api/pdv-sales.ts";
import { createTransporter, searchCustomers, searchProducts, searchTransporters } from "../../../services/api/pdv.ts";
import { type DraftOwner, loadSaleDraft, saveSaleDraft } from "../../../services/sale-draft.ts";
import { useLocale } from "../../shared/use-locale.ts";
import { draftCustomerOf } from "./draft-customer.ts";

const PICK_LIMIT = 20;

/**
 * The product, customer and transporter lists' searches (20 rows; an empty text lists the first ones); a product
 * search with a next page says there are more.
 */
async function searchPickList(request: PickRequest, signal: AbortSignal): Promise<PickRows> {
  const q = request.q || undefined;
  if (request.kind === "product") {
    const answer = await searchProducts({ q, company_id: request.companyId, limit: PICK_LIMIT }, signal);
    return { kind: "product", rows: answer.data, more: answer.next_cursor !== null };
  }
  if (request.kind === "customer")
    return { kind: "customer", rows: (await searchCustomers({ q, limit: PICK_LIMIT }, signal)).data };
  return { kind: "transporter", rows: (await searchTransporters({ q, limit: PICK_LIMIT }, signal)).data };
}

/** Today in America/Sao_Paulo, YYYY-MM-DD. */
const saoPauloToday = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()) || toApiDate(new Date());

/**
 * The sale screen's actor: the real API calls provided, the stored draft as its start, every change of the draft
 * saved back (so a reload continues the sale), and the emitted outcomes handed to the screen.
 */
export function useSaleActor(owner: DraftOwner, onEmitted: (event: SaleEmitted) => void): SaleRef {
  const locale = useLocale();
  const emitted = useRef(onEmitted);
  useEffect(() => {
    emitted.current = onEmitted;
  });
  const actor = useActorRef(
    saleMachine.provide({
      actors: {
        // A sale made from a budget carries its id: the server converts the budget in the sale's transaction.
        "finalize sale": fromPromise(({ input }: { input: FinalizeInput }) => finalizeSale(input.payload, input.key)),
        "save budget": fromPromise(async ({ input }: { input: BudgetInput }) =>
          input.budgetId === null
            ? createBudget(input.payload, input.key)
            : updateBudget(input.budgetId, input.payload),
        ),
        "load customer": fromPromise(async ({ input }: { input: { id: number } }) =>
          draftCustomerOf(await getCustomer(input.id)),
        ),
        "scan product": fromPromise(
          async ({ input, signal }: { input: ScanRequest; signal: AbortSignal }): Promise<ScanAnswer> => {
            const { data, match } = await searchProducts(
              { q: input.q, company_id: input.companyId, limit: 20 },
              signal,
            );
            return { data, match };
          },
        ),
        "search pick list": fromPromise(({ input, signal }: { input: PickRequest; signal: AbortSignal }) =>
          searchPickList(input, signal),
        ),
        "create transporter": fromPromise(({ input }: { input: TransporterInput }) => createTransporter(input)),
      },
    }),
    {
      input: {
        session: { cashMovementId: owner.cashMovementId, companyId: owner.companyId },
        draft: loadSaleDraft(owner),
        today: saoPauloToday(),
        locale,
      },
    },
  );
  const { userId, cashMovementId, companyId } = owner;
  useEffect(() => {
    const key = { userId, cashMovementId, companyId };
    let last = actor.getSnapshot().context.draft;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.draft === last) return;
      last = snapshot.context.draft;
      saveSaleDraft(key, last);
    });
    const listener = actor.on("*", (event) => emitted.current(event));
    return () => {
      subscription.unsubscribe();
      listener.unsubscribe();
    };
  }, [actor, userId, cashMovementId, companyId]);
  return actor;
}
