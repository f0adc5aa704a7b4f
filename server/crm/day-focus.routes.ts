import { DayFocus } from "../../src/schemas/crm.ts";
import { defineRoute } from "../http/route.ts";
import { loadDayFocus, markDayFocusSeen } from "./day-focus.ts";

const dayFocus = defineRoute({
  method: "get",
  path: "/api/v1/customers_interactions/day_focus",
  access: "signed-in",
  tag: "crm",
  summary: "The signed-in user's calls for today and pending calls not yet made, and when they were last seen",
  response: DayFocus,
  handler: ({ services, session }) => loadDayFocus(services.db, session, services.now()),
});

const markSeen = defineRoute({
  method: "post",
  path: "/api/v1/customers_interactions/day_focus/seen",
  access: "signed-in",
  tag: "crm",
  summary: "Marks the signed-in user's day focus as seen now (notification bell opened)",
  response: DayFocus,
  handler: async ({ services, session, audit }) => {
    const now = services.now();
    await markDayFocusSeen(services.db, session, now);
    await audit({ action: "crm_day_focus_seen", entity: "user", entityId: session.userId });
    return loadDayFocus(services.db, session, now);
  },
});

export const dayFocusRoutes = [dayFocus, markSeen];
