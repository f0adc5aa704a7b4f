import { usablePermissions } from "../../domain/network.ts";
import { can } from "../../domain/permissions.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import type { AppRouteDefinition } from "./route-definition.ts";

// Apart from menu.ts: the guards (first download) need this rule, not the side menu's construction.

type RouteUser = Pick<SessionUser, "permissions" | "hasOnlinePos" | "unavailableModules" | "features">;

/** Whether the user's network account has the route's feature flag (spec 6), or the route needs none. */
const hasFeature = (route: Pick<AppRouteDefinition, "feature">, user: RouteUser | null) =>
  route.feature === undefined || user?.features?.newFeatures === true;

/**
 * Whether a signed-in user may open a route (spec 6; the POS also needs online POS, spec 2.9; a route behind the
 * new-features flag, an account that has it).
 */
export function canOpen(route: Pick<AppRouteDefinition, "access" | "feature">, user: RouteUser | null): boolean {
  const { access } = route;
  if (!hasFeature(route, user)) return false;
  if (access === "public" || access === "guest") return true;
  if (!user) return false;
  if (access === "signed-in") return true;
  const requirements = "slug" in access.requirement ? [access.requirement] : access.requirement;
  const permissions = usablePermissions(user.permissions, user.unavailableModules);
  return requirements.some((r) => can(permissions, r)) && (!access.onlinePos || user.hasOnlinePos);
}
