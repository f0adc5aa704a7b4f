import { DayFocus } from "../../schemas/crm.ts";
import { call } from "./client.ts";

/** The signed-in user's calls for today and pending calls (spec 7). */
export const loadDayFocus = (signal?: AbortSignal) =>
  call("get", "/api/v1/customers_interactions/day_focus", DayFocus, { signal });

/** Stores now as the moment the notification bell was opened; answers the updated day focus. */
export const markDayFocusSeen = () => call("post", "/api/v1/customers_interactions/day_focus/seen", DayFocus);
