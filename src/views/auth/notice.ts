/** A message a page hands to the next one through the router's location state (`{ notice }`). */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("notice" in state)) return null;
  return typeof state.notice === "string" && state.notice ? state.notice : null;
}
