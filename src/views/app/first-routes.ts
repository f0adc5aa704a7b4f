import { can, INSIGHTS_REQUIREMENT, type Permissions } from "../../domain/permissions.ts";
import type { AppRouteDefinition } from "./route-definition.ts";

// The part of the route table the first download carries: home and the bare pages (spec 4: login, password
// pages, maintenance). The other screens' entries come with the first of them (route-table.ts joins all lists),
// so the table can grow without the login page growing with it.

export const HOME_ROUTE: AppRouteDefinition = {
  id: "home",
  path: "/",
  lazy: async () => ({ Component: (await import("./home-page.tsx")).HomePage }),
  access: "signed-in",
  layout: "app",
  titleKey: (permissions: Permissions) => (can(permissions, INSIGHTS_REQUIREMENT) ? "titles.insights" : "titles.home"),
  menu: { group: null, labelKey: "menu.home", icon: "pi pi-home" },
  namespaces: ["insights", "finance-reports", "form"],
};

/** The pages without the app layout. */
export const BARE_ROUTES: ReadonlyArray<AppRouteDefinition> = [
  {
    id: "login",
    path: "/user/login",
    lazy: async () => ({ Component: (await import("../auth/login-screen.tsx")).LoginScreen }),
    access: "guest",
    layout: "bare",
    titleKey: "titles.login",
    namespaces: ["auth"],
  },
  {
    id: "forgot-password",
    path: "/user/esqueci-a-senha",
    lazy: async () => ({ Component: (await import("../auth/forgot-password-screen.tsx")).ForgotPasswordScreen }),
    access: "guest",
    layout: "bare",
    titleKey: "titles.forgot-password",
    namespaces: ["auth"],
  },
  {
    id: "reset-password",
    path: "/user/redefinir-senha",
    lazy: async () => ({ Component: (await import("../auth/reset-password-screen.tsx")).ResetPasswordScreen }),
    // The e-mailed link works even in a browser where someone else is signed in.
    access: "public",
    layout: "bare",
    titleKey: "titles.reset-password",
    namespaces: ["auth"],
  },
  {
    id: "maintenance",
    path: "/maintenance",
    lazy: async () => ({ Component: (await import("../maintenance/maintenance-screen.tsx")).MaintenanceScreen }),
    access: "public",
    // The page everyone is sent to must not send anyone away.
    middleware: [],
    layout: "bare",
    titleKey: "titles.maintenance",
  },
];

/** What the router starts with (router.ts). */
export const FIRST_ROUTES: ReadonlyArray<AppRouteDefinition> = [HOME_ROUTE, ...BARE_ROUTES];
