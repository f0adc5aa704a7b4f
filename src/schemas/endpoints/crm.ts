import { endpoint } from "../endpoint.ts";
import { DayFocus } from "../crm.ts";

export const crmEndpoints = {
  dayFocus: endpoint({ method: "get", path: "/api/v1/customers_interactions/day_focus", response: DayFocus }),
  markDayFocusSeen: endpoint({
    method: "post",
    path: "/api/v1/customers_interactions/day_focus/seen",
    response: DayFocus,
  }),
} as const;
