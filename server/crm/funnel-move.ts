import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { lossOptions } from "./funnel-read.ts";
import { crmStageMoves, crmStages, customerStages } from "./schema.ts";

// Moving a customer's card (the funnel's drag, and an interaction logged at another stage): the customer's one
// customer_stages row and a crm_stage_moves row, written in the caller's transaction.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const funnelInvalid = (field: string, key: string) =>
  new ValidationError({ [field]: [message(`crm:funnel.errors.${key}`)] });

/** The stage's tag, or null when it is no stage of the network (the pipeline checked it already). */
export async function stageTag(db: Db | Tx, session: SessionInfo, stageId: number): Promise<string | null> {
  const [stage] = await db
    .select({ tag: crmStages.tag })
    .from(crmStages)
    .where(and(eq(crmStages.id, stageId), eq(crmStages.multiStoreId, session.multiStoreId)));
  return stage?.tag ?? null;
}

/**
 * A loss stage needs one of the options of the network's 'Motivo da perda' among `optionIds` (the first one found);
 * any other stage clears it.
 */
export async function lossOptionFor(
  db: Db | Tx,
  session: SessionInfo,
  tag: string | null,
  optionIds: ReadonlyArray<number>,
  field = "loss_option_id",
): Promise<number | null> {
  if (tag !== "negative_ending") return null;
  if (optionIds.length === 0) throw funnelInvalid(field, "loss-reason-required");
  const options = new Set((await lossOptions(db as Db, session.multiStoreId)).map((option) => option.id));
  const found = optionIds.find((id) => options.has(id));
  if (found === undefined) throw funnelInvalid(field, "loss-reason-invalid");
  return found;
}

export type CardPlacement = {
  readonly customerId: number;
  readonly stageId: number;
  readonly lossOptionId: number | null;
  /** The unit of a customer new to the funnel. */
  readonly companyId: () => number;
  readonly now: Date;
};

/** The customer's current stage row, locked until the caller's transaction ends. */
export async function currentStage(tx: Tx, session: SessionInfo, customerId: number) {
  const [current] = await tx
    .select({ stageId: customerStages.stageId, companyId: customerStages.companyId })
    .from(customerStages)
    .where(and(eq(customerStages.multiStoreId, session.multiStoreId), eq(customerStages.customerId, customerId)))
    .for("update");
  return current ?? null;
}

/** Puts the customer's card in the stage (entering the funnel if new) and records the move. */
export async function placeCard(tx: Tx, session: SessionInfo, move: CardPlacement) {
  const current = await currentStage(tx, session, move.customerId);
  const companyId = current?.companyId ?? move.companyId();
  const values = { stageId: move.stageId, lossOptionId: move.lossOptionId, movedAt: move.now };
  if (current) {
    await tx
      .update(customerStages)
      .set(values)
      .where(
        and(eq(customerStages.multiStoreId, session.multiStoreId), eq(customerStages.customerId, move.customerId)),
      );
  } else {
    await tx
      .insert(customerStages)
      .values({
        ...values,
        multiStoreId: session.multiStoreId,
        companyId,
        customerId: move.customerId,
        userId: session.userId,
      })
      .onConflictDoUpdate({ target: [customerStages.multiStoreId, customerStages.customerId], set: values });
  }
  await tx.insert(crmStageMoves).values({
    multiStoreId: session.multiStoreId,
    companyId,
    customerId: move.customerId,
    fromStageId: current?.stageId ?? null,
    toStageId: move.stageId,
    userId: session.userId,
    lossOptionId: move.lossOptionId,
    movedAt: move.now,
  });
  return { companyId, fromStageId: current?.stageId ?? null };
}
