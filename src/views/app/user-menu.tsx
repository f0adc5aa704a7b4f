import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { SessionUser } from "../../schemas/auth.ts";
import { ChangePasswordDialog } from "../account/change-password-dialog.tsx";
import { ProfileDialog } from "../account/profile-dialog.tsx";
import { otherLocale, switchLocaleHref } from "../shared/locale-paths.ts";
import { useSession } from "../shared/session-context.tsx";
import { useLocale } from "../shared/use-locale.ts";

export type UserMenuProps = { user: Pick<SessionUser, "name"> };

/** "Mariana Albuquerque" → "MA" */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? "") : "";
  return `${first}${last}`.toLocaleUpperCase();
}

/** The user menu of spec 2.8: profile, change password, language, logout. */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation(["app", "common"]);
  const session = useSession();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useRef<Menu>(null);
  const [open, setOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [editingProfile, setEditingProfile] = useState(false);
  const other = otherLocale(locale);

  const items: MenuItem[] = [
    { label: t("app:user-menu.profile"), icon: "pi pi-user", command: () => setEditingProfile(true) },
    { label: t("app:user-menu.change-password"), icon: "pi pi-key", command: () => setChangingPassword(true) },
    {
      label: t(`common:locales.${other}`),
      icon: "pi pi-globe",
      command: () => navigate(switchLocaleHref(location, other)),
    },
    { separator: true },
    {
      label: t("app:user-menu.logout"),
      icon: "pi pi-sign-out",
      command: () => session.send({ type: "session.sign-out" }),
    },
  ];

  return (
    <>
      <button
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-controls="user-menu"
        aria-expanded={open}
        onClick={(event) => menu.current?.toggle(event)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <span className="user-menu__name">{user.name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu
        id="user-menu"
        ref={menu}
        model={items}
        popup
        popupAlignment="right"
        aria-label={t("app:user-menu.label")}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
      />
      <ChangePasswordDialog visible={changingPassword} onHide={() => setChangingPassword(false)} />
      <ProfileDialog
        visible={editingProfile}
        onHide={() => setEditingProfile(false)}
        // The top bar shows the session's name: ask the server for the user again.
        onSaved={() => session.send({ type: "session.verify" })}
      />
    </>
  );
}
