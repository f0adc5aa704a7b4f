import { createBrowserRouter } from "react-router";
import type { SessionRef, SessionSnapshot } from "../../machines/session.machine.ts";
import { apiVersion } from "../../services/api/auth.ts";
import { sessionUser, verifiedSessionUser } from "../../services/session.ts";
import { buildRoutes } from "./build-routes.tsx";
import { type GuardDeps, loginHref } from "./guards.ts";
import { splitLocalePath } from "./locale-paths.ts";
import { createMaintenanceCheck } from "./maintenance-check.ts";
import { ROUTES } from "./route-table.ts";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The guards' view of the world: the app's session actor and the API's maintenance flag. */
export function liveGuardDeps(session: SessionRef): GuardDeps {
  return {
    user: () => sessionUser(session),
    verifiedUser: () => verifiedSessionUser(session),
    maintenance: createMaintenanceCheck(apiVersion),
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
export function createAppRouter(session: SessionRef): AppRouter {
  const router = createBrowserRouter(buildRoutes(ROUTES, liveGuardDeps(session)));
  followSessionEnd(session, router);
  return router;
}
