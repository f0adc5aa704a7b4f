import { cleanText } from "./text.ts";

// Cancelling a finished sale (issue 11, item 6): who may, and the reason they must give.

/** A reason shorter than this says nothing ("erro" is not a reason; "cliente desistiu" is). */
export const CANCEL_REASON_MIN = 5;
export const CANCEL_REASON_MAX = 500;

/** The reason as stored: cleaned, without invisible format characters (zero-width spaces), and trimmed. */
export const cancelReasonText = (reason: string): string => cleanText(reason.replace(/\p{Cf}/gu, "")).trim();

/** The problem with a typed reason, or null when it can be used. */
export function cancelReasonProblem(reason: string): "required" | "too-short" | "too-long" | null {
  const text = cancelReasonText(reason);
  if (text === "") return "required";
  if (text.length < CANCEL_REASON_MIN) return "too-short";
  if (text.length > CANCEL_REASON_MAX) return "too-long";
  return null;
}

export type CancelCase = {
  /** The sale is finished (not canceled already). */
  readonly finished: boolean;
  /** The sale's register is the user's own and still open. */
  readonly ownOpenRegister: boolean;
  /** The user holds the manager's permission (SALES_CANCEL, RPT 7 at level 2). */
  readonly manager: boolean;
};

/**
 * Who may cancel: a cashier the sales of their own open register; anyone else (a closed register, another cashier's,
 * a sale without a register) needs the manager's permission. Answers the HTTP status of a refusal, or "allowed".
 */
export function cancelDecision(c: CancelCase): "allowed" | "forbidden" | "already-canceled" {
  if (!c.ownOpenRegister && !c.manager) return "forbidden";
  if (!c.finished) return "already-canceled";
  return "allowed";
}
