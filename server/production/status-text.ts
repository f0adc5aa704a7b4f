import type { TFunction } from "i18next";
import { nextStatusOf, previousStatusOf, statusOf } from "../../src/domain/production.ts";
import type { StatusRef } from "../../src/schemas/production.ts";
import { BUSINESS_TIME_ZONE } from "../http/list.ts";

/** A status name in the request's language; an unknown id shows as its number. */
export const statusName = (t: TFunction, statusId: number): string => {
  const status = statusOf(statusId);
  return status ? (t(status.nameKey) as string) : String(statusId);
};

const ref = (t: TFunction, statusId: number | undefined): StatusRef | null =>
  statusId === undefined ? null : { status_id: statusId, name: statusName(t, statusId) };

/** status_name, previous_status and next_status of an order in a status (spec 3, Attendance). */
export function statusFields(t: TFunction, statusId: number) {
  return {
    status_id: statusId,
    status_name: statusName(t, statusId),
    previous_status: ref(t, previousStatusOf(statusId)?.statusId),
    next_status: ref(t, nextStatusOf(statusId)?.statusId),
  };
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in the network's time zone, YYYY-MM-DD: what "late" is measured against. */
export const businessDay = (now: Date): string => dayFormat.format(now);
