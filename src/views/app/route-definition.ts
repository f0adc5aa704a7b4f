import type { ComponentType } from "react";
import type { Locale } from "../../domain/locale.ts";
import type { Permissions, Requirement } from "../../domain/permissions.ts";

/**
 * Who may open a route:
 * - public: anyone (maintenance guard only);
 * - guest: only visitors without a session (the login page);
 * - signed-in: any signed-in user;
 * - a module requirement: a signed-in user whose sub-permission reaches the level (spec 6),
 *   plus online POS where `onlinePos` is set (spec 2.9); with a list of requirements, one of them is enough.
 */
export type RouteAccess =
  | "public"
  | "guest"
  | "signed-in"
  | { readonly requirement: Requirement | ReadonlyArray<Requirement>; readonly onlinePos?: boolean };

/** Guard names resolved from the registry in guards.ts; an unknown name fails the route with 500. */
export type MiddlewareName = string;

/** A text key, or one chosen by the user's permissions (home is "Insights" for RPT 1). */
export type TextKey = string | ((permissions: Permissions) => string);

/** Side-menu groups of spec 2.9; a group shows when its module has any sub-permission above zero. */
export type MenuGroupId =
  | "reports"
  | "agenda"
  | "customers"
  | "crm"
  | "stock"
  | "engineering"
  | "org-chart"
  | "invoices"
  | "financial"
  | "users"
  | "pos"
  | "settings"
  | "valves"
  | "knowledge-base"
  | "production"
  | "internal-system"
  | "franchise"
  | "launcher";

export type MenuPlacement = {
  /** null: a top-level entry (home). */
  readonly group: MenuGroupId | null;
  readonly labelKey: TextKey;
  readonly icon: string;
};

export type AppRouteDefinition = {
  /** Stable id: route ids, test names, `routeHref`. */
  readonly id: string;
  /** Portuguese path without locale prefix; the Spanish twin is `/es` + path. */
  readonly path: string;
  readonly lazy: () => Promise<{ Component: ComponentType }>;
  readonly access: RouteAccess;
  /** "app": side menu, top bar and footer; "bare": a centered card (login, maintenance). */
  readonly layout: "app" | "bare";
  /** app namespace key of the page title (top bar and document title). */
  readonly titleKey: TextKey;
  /** Optional back link in the top bar: a route-table path and the app key of its label. */
  readonly back?: { readonly path: string; readonly labelKey: string };
  readonly menu?: MenuPlacement;
  /**
   * A feature of the network accounts that see new features (spec 6, the session's `features`, set by the
   * operator): the entry is hidden and the route refused for every other account.
   */
  readonly feature?: "new-features";
  /** Locale namespaces the screen reads, loaded before it renders. */
  readonly namespaces?: ReadonlyArray<string>;
  /**
   * The guards to run, in order, when they differ from what `access` implies
   * (e.g. `["maintenance", "auth", "cashOpened"]` for the POS, `[]` for the maintenance page itself).
   */
  readonly middleware?: ReadonlyArray<MiddlewareName>;
};

/** Guards a route runs, in order: its own list, or maintenance first and then what its access needs. */
export function middlewareOf(route: Pick<AppRouteDefinition, "access" | "middleware">): MiddlewareName[] {
  if (route.middleware) return [...route.middleware];
  if (route.access === "public") return ["maintenance"];
  if (route.access === "guest") return ["maintenance", "guest"];
  return ["maintenance", "auth"];
}

/** What each router match carries for the layout: its page title and back link. */
export type RouteHandle = {
  readonly locale: Locale;
  readonly titleKey: TextKey;
  readonly back?: AppRouteDefinition["back"];
};

export function textKey(key: TextKey, permissions: Permissions): string {
  return typeof key === "function" ? key(permissions) : key;
}
