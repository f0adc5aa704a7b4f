import { createBrowserRouter } from "react-router";
import type { SessionRef, SessionSnapshot } from "../../machines/session.machine.ts";
import type { LazySession } from "../shared/lazy-session.ts";
import { FIRST_ROUTES } from "./first-routes.ts";
import { buildRouteTree, discoverRoutes } from "./build-routes.tsx";
import type { GuardDeps } from "./guard.ts";
import { loginHref } from "../shared/login-redirect.ts";
import { splitLocalePath } from "../shared/locale-paths.ts";
import { createMaintenanceCheck } from "./maintenance-check.ts";

type AppRouter = ReturnType<typeof createBrowserRouter>;
type RouterView = Pick<AppRouter, "state" | "subscribe" | "navigate">;

// The session helpers and the API client (XState, ky, Effect Schema) load when a guard first asks: on a cold
// visit to a guest page that is after the page has rendered.
const sessionServices = () => import("./live-session.ts");
const fetchVersion = async () => (await import("../../services/api/auth.ts")).apiVersion();

/** The guards' view of the world: the app's session actor and the API's maintenance flag. */
export function liveGuardDeps(session: LazySession, inBackground?: GuardDeps["inBackground"]): GuardDeps {
  return {
    user: async () => {
      const [{ sessionUser }, actor] = await Promise.all([sessionServices(), session.load()]);
      return sessionUser(actor);
    },
    verifiedUser: async () => {
      const [{ verifiedSessionUser }, actor] = await Promise.all([sessionServices(), session.load()]);
      return verifiedSessionUser(actor);
    },
    maintenance: createMaintenanceCheck(fetchVersion),
    ...(inBackground ? { inBackground } : {}),
  };
}

/** Runs `task` once the router has finished its current navigation (the page is rendering or shown). */
function whenIdle(router: () => RouterView | null, task: () => void) {
  const idle = (r: RouterView) => r.state.initialized && r.state.navigation.state === "idle";
  // Guards run while the router is being created: look once it exists.
  setTimeout(() => {
    const r = router();
    if (!r) return;
    if (idle(r)) {
      setTimeout(task, 0);
      return;
    }
    const stop = r.subscribe(() => {
      if (!idle(r)) return;
      stop();
      setTimeout(task, 0);
    });
  }, 0);
}

/**
 * Guards of guest and public pages on a cold visit (the session's code not loaded yet): the page renders
 * first, then the guards run; a signed-in visitor of the login page (or anyone during maintenance) is sent on
 * if still on that page. Once the session has loaded, guards run before the page again.
 */
export function backgroundGuards(session: LazySession, router: () => RouterView | null): GuardDeps["inBackground"] {
  return (check, url) => {
    if (session.current() !== null) return false;
    whenIdle(router, () => {
      void check()
        .catch(() => null)
        .then((to) => {
          const r = router();
          if (!to || !r) return;
          const here = r.state.location;
          if (here.pathname === url.pathname && here.search === url.search) void r.navigate(to, { replace: true });
        });
    });
    return true;
  };
}

/**
 * When the session ends, leave the page: signing out opens the login page; an expired session (a 401 from
 * any call) re-runs the guards, which send the user to log in and come back.
 */
export function followSessionEnd(session: SessionRef, router: Pick<AppRouter, "navigate" | "revalidate" | "state">) {
  const inSession = (snapshot: SessionSnapshot) => snapshot.hasTag("signed-in") || snapshot.matches("signingOut");
  let wasInSession = inSession(session.getSnapshot());
  return session.subscribe((snapshot) => {
    const ended = wasInSession && snapshot.hasTag("signed-out");
    wasInSession = inSession(snapshot);
    if (!ended) return;
    const { locale } = splitLocalePath(router.state.location.pathname);
    if (snapshot.context.ended === "signed-out") void router.navigate(loginHref(locale));
    else void router.revalidate();
  });
}

/** The browser router of the whole app (react-router data router), derived from the route table. */
export function createAppRouter(session: LazySession): AppRouter {
  let router: AppRouter | null = null;
  const deps = liveGuardDeps(
    session,
    backgroundGuards(session, () => router),
  );
  // The first download holds home and the bare pages; the other screens' entries arrive with the first of them.
  const tree = buildRouteTree(FIRST_ROUTES, deps);
  const appRoutes = async () => (await import("./route-table.ts")).APP_ROUTES;
  router = createBrowserRouter(tree.routes, { patchRoutesOnNavigation: discoverRoutes(tree, appRoutes) });
  const created = router;
  session.onStart((actor) => followSessionEnd(actor, created));
  return created;
}
