import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { toApiDate } from "../../../domain/dates.ts";
import {
  type BudgetInput,
  type FinalizeInput,
  type SaleEmitted,
  type SaleRef,
  saleMachine,
} from "../../../machines/sale.machine.ts";
import { getCustomer } from "../../../services/api/customers.ts";
import { createBudget, updateBudget } from "../../../services/api/pdv-budgets.ts";
import { finalizeSale } from "../../../services/api/pdv-sales.ts";
import { type DraftOwner, loadSaleDraft, saveSaleDraft } from "../../../services/sale-draft.ts";
import { draftCustomerOf } from "./draft-customer.ts";

/** Today in America/Sao_Paulo, YYYY-MM-DD. */
const saoPauloToday = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()) || toApiDate(new Date());

/**
 * The sale screen's actor: the real API calls provided, the stored draft as its start, every change of the draft
 * saved back (so a reload continues the sale), and the emitted outcomes handed to the screen.
 */
export function useSaleActor(owner: DraftOwner, onEmitted: (event: SaleEmitted) => void): SaleRef {
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
      },
    }),
    {
      input: {
        session: { cashMovementId: owner.cashMovementId, companyId: owner.companyId },
        draft: loadSaleDraft(owner),
        today: saoPauloToday(),
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
