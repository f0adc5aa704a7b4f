import type { Locale } from "../../domain/locale.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import type { PosEntryDeps } from "../../services/pos-state.ts";
import type { AppRouteDefinition } from "./route-definition.ts";

// What a guard is, apart from the registry that runs them (guards.ts), so that guards loaded on demand
// (pos-guards.ts) depend on this and not on the module that loads them.

/** What the guards need to know, supplied by the router (real services) or by tests (fakes). */
export type GuardDeps = {
  /** The signed-in user once the session is known; null without one. */
  user: () => Promise<SessionUser | null>;
  /** Like `user`, confirmed with the server first. */
  verifiedUser: () => Promise<SessionUser | null>;
  /** Whether the server is in maintenance (GET /api/version). */
  maintenance: () => Promise<boolean>;
  /**
   * Offered the guards of a page that renders without a user (guest and public pages). It takes them (answers
   * true) when answering first needs code the page itself does not (the session actor, the API client and its
   * decoders, on a cold visit to the login page): the page then renders at once, and `check` runs in the
   * background, the visitor being sent to the redirect it answers, if any. Absent or false: the guards run
   * before the page, as for every other page.
   */
  inBackground?: (check: () => Promise<string | null>, url: URL) => boolean;
  /** The POS state's storage and the last-opened lookup (cashClosed, cashOpened); the real ones when absent. */
  pos?: PosEntryDeps;
};

export type GuardInput = {
  readonly route: Pick<AppRouteDefinition, "access">;
  readonly locale: Locale;
  readonly url: URL;
  readonly deps: GuardDeps;
};

export type GuardOutcome = { kind: "continue" } | { kind: "redirect"; to: string } | { kind: "forbidden" };
export type Guard = (input: GuardInput) => Promise<GuardOutcome>;

export const CONTINUE: GuardOutcome = { kind: "continue" };
