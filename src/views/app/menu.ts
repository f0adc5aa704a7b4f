import type { Locale } from "../../domain/locale.ts";
import { usablePermissions } from "../../domain/network.ts";
import { hasModule, type Permissions } from "../../domain/permissions.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import { localizePath } from "../shared/locale-paths.ts";
import type { MenuLink } from "../shared/menu-links.tsx";
import { type AppRouteDefinition, type MenuGroupId, textKey } from "./route-definition.ts";
import { canOpen } from "./route-access.ts";
import type { MenuGroupDefinition } from "./menu-groups.ts";

export type MenuGroup = {
  readonly kind: "group";
  readonly id: MenuGroupId;
  readonly labelKey: string;
  readonly icon: string;
  readonly links: ReadonlyArray<MenuLink>;
};
export type MenuItem = MenuLink | MenuGroup;

type MenuUser = Pick<SessionUser, "permissions" | "hasOnlinePos" | "unavailableModules" | "features">;

export { canOpen } from "./route-access.ts";

function linkOf(route: AppRouteDefinition, permissions: Permissions, locale: Locale): MenuLink | null {
  if (!route.menu) return null;
  return {
    kind: "link",
    id: route.id,
    labelKey: textKey(route.menu.labelKey, permissions),
    icon: route.menu.icon,
    href: localizePath(route.path, locale),
  };
}

/**
 * The side menu of a user (spec 2.9 and 6): top-level entries first, then each group whose module has a
 * sub-permission above zero and at least one entry the user can open, in the groups' order.
 */
export function buildMenu(
  routes: ReadonlyArray<AppRouteDefinition>,
  groups: ReadonlyArray<MenuGroupDefinition>,
  user: MenuUser | null,
  locale: Locale,
): MenuItem[] {
  if (!user) return [];
  // A module switched off in every unit of the user shows no menu (issue 12 item 3).
  const permissions = usablePermissions(user.permissions, user.unavailableModules);
  const visible = routes.filter((route) => route.menu && canOpen(route, user));
  const topLevel = visible
    .filter((route) => route.menu?.group === null)
    .map((route) => linkOf(route, permissions, locale))
    .filter((link): link is MenuLink => link !== null);
  const grouped = groups.flatMap((group): MenuGroup[] => {
    if (!hasModule(permissions, group.slug)) return [];
    const links = visible
      .filter((route) => route.menu?.group === group.id)
      .map((route) => linkOf(route, permissions, locale))
      .filter((link): link is MenuLink => link !== null);
    return links.length ? [{ kind: "group", id: group.id, labelKey: group.labelKey, icon: group.icon, links }] : [];
  });
  return [...topLevel, ...grouped];
}
