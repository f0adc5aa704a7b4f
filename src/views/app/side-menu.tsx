import { Tooltip } from "primereact/tooltip";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import type { MenuLink } from "../shared/menu-links.tsx";
import type { MenuGroup, MenuItem } from "./menu.ts";
import type { MenuGroupId } from "./route-definition.ts";

export type SideMenuProps = {
  id: string;
  items: ReadonlyArray<MenuItem>;
  /** Icons only, with tooltips; groups open as flyout submenus. */
  collapsed: boolean;
  /** Off screen (the closed overlay under 992 px). */
  hidden: boolean;
};

/** The side menu of spec 2.8: entries the user's permissions allow, grouped by module. */
export function SideMenu({ id, items, collapsed, hidden }: SideMenuProps) {
  const { t } = useTranslation("app");
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<MenuGroupId | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);
  const ref = useRef<HTMLElement>(null);

  // Submenus close on route change...
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenGroup(null);
  }
  // ...and on a click outside the menu or Escape.
  useEffect(() => {
    if (openGroup === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) setOpenGroup(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openGroup]);

  return (
    <nav
      id={id}
      ref={ref}
      className={`side-menu${collapsed ? " side-menu--collapsed" : ""}`}
      aria-label={t("menu.label")}
      data-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      {collapsed ? <Tooltip target=".side-menu--collapsed [data-pr-tooltip]" position="right" /> : null}
      <ul className="side-menu__list">
        {items.map((item) =>
          item.kind === "link" ? (
            <li key={item.id}>
              <SideMenuLink link={item} collapsed={collapsed} label={t(item.labelKey)} />
            </li>
          ) : (
            <SideMenuGroup
              key={item.id}
              group={item}
              collapsed={collapsed}
              open={openGroup === item.id}
              onToggle={() => setOpenGroup(openGroup === item.id ? null : item.id)}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

type SideMenuLinkProps = { link: MenuLink; collapsed: boolean; label: string };

function SideMenuLink({ link, collapsed, label }: SideMenuLinkProps) {
  return (
    <NavLink to={link.href} end className="side-menu__link" data-pr-tooltip={collapsed ? label : undefined}>
      <i className={`side-menu__icon ${link.icon}`} aria-hidden="true" />
      <span className="side-menu__label">{label}</span>
    </NavLink>
  );
}

type SideMenuGroupProps = { group: MenuGroup; collapsed: boolean; open: boolean; onToggle: () => void };

function SideMenuGroup({ group, collapsed, open, onToggle }: SideMenuGroupProps) {
  const { t } = useTranslation("app");
  const label = t(group.labelKey);
  const listId = `side-menu-group-${group.id}`;
  const links = group.links.map((link) => (
    <li key={link.id}>
      <SideMenuLink link={link} collapsed={false} label={t(link.labelKey)} />
    </li>
  ));

  if (!collapsed) {
    return (
      <li className="side-menu__section">
        <span className="side-menu__section-label" id={`${listId}-label`}>
          <i className={`side-menu__icon ${group.icon}`} aria-hidden="true" />
          {label}
        </span>
        <ul className="side-menu__sublist" aria-labelledby={`${listId}-label`}>
          {links}
        </ul>
      </li>
    );
  }
  return (
    <li className="side-menu__group">
      <button
        type="button"
        className="side-menu__link side-menu__group-button"
        aria-expanded={open}
        aria-controls={listId}
        data-pr-tooltip={open ? undefined : label}
        onClick={onToggle}
      >
        <i className={`side-menu__icon ${group.icon}`} aria-hidden="true" />
        <span className="side-menu__label">{label}</span>
      </button>
      {open ? (
        <ul id={listId} className="side-menu__flyout" aria-label={label}>
          <li className="side-menu__flyout-title" aria-hidden="true">
            {label}
          </li>
          {links}
        </ul>
      ) : null}
    </li>
  );
}
