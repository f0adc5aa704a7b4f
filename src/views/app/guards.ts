import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import type { Locale } from "../../domain/locale.ts";
import { localizePath } from "../shared/locale-paths.ts";
import { loginHref } from "../shared/login-redirect.ts";
import { CONTINUE, type Guard, type GuardDeps, type GuardInput, type GuardOutcome } from "./guard.ts";
import { canOpen } from "./route-access.ts";
import { type AppRouteDefinition, middlewareOf } from "./route-definition.ts";

// The POS guards' code (the POS state and its decoder, the cash API) downloads with the first POS route opened,
// not with every page (pos-guards.ts).
const posGuards = () => import("./pos-guards.ts");

/** The opening page: an open register (or a placeholder session) goes on to the sale screen (spec 4). */
const cashClosed: Guard = async (input) => (await posGuards()).cashClosed(input);

/** The sale screen: without a register in the POS state (after entering the POS area), the opening page. */
const cashOpened: Guard = async (input) => (await posGuards()).cashOpened(input);

/** Guards of spec 4, by the names routes use. */
export const GUARDS: Readonly<Record<string, Guard>> = {
  /** Maintenance on: everyone goes to /maintenance. */
  maintenance: async ({ locale, deps }) =>
    (await deps.maintenance()) ? { kind: "redirect", to: localizePath("/maintenance", locale) } : CONTINUE,
  /** No session: the login page. A signed-in user without the route's permission: 403. */
  auth: async ({ route, locale, url, deps }) => {
    const user = await deps.user();
    if (!user) return { kind: "redirect", to: loginHref(locale, url) };
    return canOpen(route, user) ? CONTINUE : { kind: "forbidden" };
  },
  /** Guest-only pages send a signed-in user home. */
  guest: async ({ locale, deps }) =>
    (await deps.verifiedUser()) ? { kind: "redirect", to: localizePath("/", locale) } : CONTINUE,
  cashClosed,
  cashOpened,
};

/** The guard registered under `name`; an unknown name is a route error with status 500. */
export function resolveGuard(name: string, registry: Readonly<Record<string, Guard>> = GUARDS): Guard {
  const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!guard) throw data(`Unknown middleware ${name}`, { status: 500, statusText: `Unknown middleware ${name}` });
  return guard;
}

/**
 * A guard's 403 or 500, kept for the screen's loader to throw. Thrown from middleware on a first page load,
 * react-router would show it in the outermost error boundary instead of the screen's, inside the layout.
 */
const GUARD_FAILURE = createContext<unknown>(null);

/** Called by every screen's loader first: rethrows what its guards refused. */
export function throwGuardFailure(context: Readonly<RouterContextProvider>): void {
  const failure = context.get(GUARD_FAILURE);
  if (failure !== null) throw failure;
}

/** The guards' outcomes in order. They are questions (maintenance? who is signed in?), asked at once so their
 * requests run in parallel; the first outcome that is not "continue" wins, and a failure counts only if
 * reached. */
async function firstOutcome(guards: ReadonlyArray<Guard>, input: GuardInput): Promise<GuardOutcome> {
  const asked = guards.map((guard) => guard(input));
  for (const answer of asked) answer.catch(() => {});
  for (const answer of asked) {
    const outcome = await answer;
    if (outcome.kind !== "continue") return outcome;
  }
  return CONTINUE;
}

/** Pages anyone may see: nothing about the visitor is needed to render them. */
const rendersWithoutUser = (route: Pick<AppRouteDefinition, "access">) =>
  route.access === "guest" || route.access === "public";

/**
 * React Router middleware running a route's guards: redirects at once, refusals via the loader. Guest and
 * public pages may have them run in the background instead (`GuardDeps.inBackground`).
 */
export function routeMiddleware(
  route: Pick<AppRouteDefinition, "access" | "middleware">,
  locale: Locale,
  deps: GuardDeps,
  registry: Readonly<Record<string, Guard>> = GUARDS,
): MiddlewareFunction[] {
  const names = middlewareOf(route);
  if (names.length === 0) return [];
  return [
    async ({ request, context }) => {
      const url = new URL(request.url);
      const input: GuardInput = { route, locale, url, deps };
      try {
        const guards = names.map((name) => resolveGuard(name, registry));
        if (rendersWithoutUser(route) && deps.inBackground) {
          const check = async () => {
            const outcome = await firstOutcome(guards, input);
            return outcome.kind === "redirect" ? outcome.to : null;
          };
          if (deps.inBackground(check, url)) return;
        }
        const outcome = await firstOutcome(guards, input);
        if (outcome.kind === "redirect") throw redirect(outcome.to);
        if (outcome.kind === "forbidden")
          context.set(GUARD_FAILURE, data(null, { status: 403, statusText: "Forbidden" }));
      } catch (error) {
        if (error instanceof Response) throw error;
        context.set(GUARD_FAILURE, error);
      }
    },
  ];
}
