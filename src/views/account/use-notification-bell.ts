import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { type DayFocusReading, notificationBellMachine } from "../../machines/notification-bell.machine.ts";
import type { DayFocus } from "../../schemas/crm.ts";
import { loadDayFocus, markDayFocusSeen } from "../../services/api/crm.ts";

// The server counts days and formats seen_in in the network's business time zone; "today" must match it.
const businessDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "YYYY-MM-DD" of `now` in São Paulo. */
export function businessToday(now: Date): string {
  const parts = Object.fromEntries(businessDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const reading = async (focus: Promise<DayFocus>): Promise<DayFocusReading> => ({
  focus: await focus,
  today: businessToday(new Date()),
});

const liveMachine = notificationBellMachine.provide({
  actors: {
    "load day focus": fromPromise(({ signal }) => reading(loadDayFocus(signal))),
    "mark seen": fromPromise(() => reading(markDayFocusSeen())),
  },
});

/** The bell's flow wired to the API; it loads the day focus when the bell mounts. */
export function useNotificationBellActor() {
  return useActorRef(liveMachine);
}
