import type { TFunction } from "i18next";
import type { Db } from "../db/client.ts";
import { productionActivities } from "./schema.ts";
import type { SessionInfo } from "../http/route.ts";
import { statusName } from "./status-text.ts";

export type ActivityKind =
  | "created"
  | "sent"
  | "returned"
  | "status-set"
  | "edited"
  | "item-added"
  | "item-edited"
  | "item-removed"
  | "document-added"
  | "document-removed"
  | "seamstresses";

export type ActivityInput = {
  readonly orderId: number;
  readonly kind: ActivityKind;
  readonly fromStatus?: number | null;
  readonly toStatus?: number | null;
  readonly reason?: string | null;
  /** Values of the description: number, description, file, list. */
  readonly details?: Record<string, string | number | ReadonlyArray<{ name: string; quantity: number }>>;
};

/** One row of the order's history, written in the caller's transaction. */
export async function recordActivity(db: Db, session: SessionInfo, activity: ActivityInput, at: Date): Promise<void> {
  await db.insert(productionActivities).values({
    multiStoreId: session.multiStoreId,
    orderId: activity.orderId,
    causerId: session.userId,
    kind: activity.kind,
    fromStatus: activity.fromStatus ?? null,
    toStatus: activity.toStatus ?? null,
    reason: activity.reason ?? null,
    details: activity.details ?? {},
    createdAt: at,
  });
}

type StoredActivity = {
  kind: string;
  fromStatus: number | null;
  toStatus: number | null;
  reason: string | null;
  details: unknown;
};

const listOf = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .map((entry: { name?: unknown; quantity?: unknown }) => `${String(entry.name)} (${String(entry.quantity)})`)
        .join(", ")
    : "";

/** The activity's description in the reader's language (spec 3, Activity). */
export function describeActivity(t: TFunction, row: StoredActivity): string {
  const details = (typeof row.details === "object" && row.details !== null ? row.details : {}) as Record<
    string,
    unknown
  >;
  const values = {
    ...details,
    from: row.fromStatus === null ? "" : statusName(t, row.fromStatus),
    to: row.toStatus === null ? "" : statusName(t, row.toStatus),
    reason: row.reason ?? "",
    list: listOf(details.list),
  };
  if (row.kind === "status-set" && row.reason) return t("production:activity.status-set-reason", values) as string;
  if (row.kind === "seamstresses" && values.list === "") return t("production:activity.seamstresses-cleared") as string;
  return t(`production:activity.${row.kind}`, values) as string;
}
