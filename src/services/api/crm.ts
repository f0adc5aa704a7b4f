import { crmEndpoints } from "../../schemas/endpoints/crm.ts";
import { call } from "./client.ts";

/** The signed-in user's calls for today and pending calls (spec 7). */
export const loadDayFocus = (signal?: AbortSignal) => call(crmEndpoints.dayFocus, { signal });

/** Stores now as the moment the notification bell was opened; answers the updated day focus. */
export const markDayFocusSeen = () => call(crmEndpoints.markDayFocusSeen);
