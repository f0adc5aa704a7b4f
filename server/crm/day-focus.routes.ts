import { crmEndpoints } from "../../src/schemas/endpoints/crm.ts";
import { defineRoute } from "../http/route.ts";
import { readDayFocus, recordDayFocusSeen } from "./day-focus.ts";

const dayFocus = defineRoute({
  endpoint: crmEndpoints.dayFocus,
  access: "signed-in",
  tag: "crm",
  summary: "The signed-in user's calls for today and pending calls not yet made, and when they were last seen",
  handler: ({ services, session }) => readDayFocus(services.db, session, services.now()),
});

const markSeen = defineRoute({
  endpoint: crmEndpoints.markDayFocusSeen,
  access: "signed-in",
  tag: "crm",
  summary: "Marks the signed-in user's day focus as seen now (notification bell opened)",
  handler: async ({ services, session, audit }) => {
    const now = services.now();
    await recordDayFocusSeen(services.db, session, now);
    await audit({ module: "CRM", action: "crm_day_focus_seen", entity: "users", entityId: session.userId });
    return readDayFocus(services.db, session, now);
  },
});

export const dayFocusRoutes = [dayFocus, markSeen];
