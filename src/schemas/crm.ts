import { Schema } from "effect";

/** Interaction times travel as "YYYY-MM-DD HH:mm" (spec 9). */
export const InteractionDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { message: "date" }),
);

/**
 * The signed-in user's CRM day focus (spec 4, 7): calls planned for today and calls left pending
 * in the window of one month back, not yet made; seen_in is when the notification bell was last opened.
 */
export const DayFocus = Schema.Struct({
  calls_today: Schema.Int,
  pending_calls: Schema.Int,
  seen_in: Schema.NullOr(InteractionDateTime),
});
export type DayFocus = typeof DayFocus.Type;
