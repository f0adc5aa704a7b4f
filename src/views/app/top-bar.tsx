import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NotificationBell } from "../account/notification-bell.tsx";
import { Logo } from "./logo.tsx";
import { PartnerBadge } from "./partner-badge.tsx";
import { useSessionUser } from "../shared/session-context.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { UserMenu } from "./user-menu.tsx";

export type TopBarProps = {
  title: string;
  back: { href: string; label: string } | null;
  menuToggle: { label: string; expanded: boolean; controls: string; onToggle: () => void };
};

/**
 * The fixed header of spec 2.8: menu toggle, logo, page title with optional back link, the partner badge of the
 * homologation partner's account (spec 6), bell and user menu.
 */
export function TopBar({ title, back, menuToggle }: TopBarProps) {
  const { t } = useTranslation("app");
  const user = useSessionUser();
  const localized = useLocalizedPath();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="top-bar__toggle icon-button"
        aria-label={menuToggle.label}
        aria-expanded={menuToggle.expanded}
        aria-controls={menuToggle.controls}
        onClick={menuToggle.onToggle}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <Link to={localized("/")} className="top-bar__brand" aria-label={t("home-link")}>
        <Logo className="top-bar__logo" />
      </Link>
      <div className="top-bar__heading">
        {back ? (
          <Link to={back.href} className="top-bar__back">
            <i className="pi pi-arrow-left" aria-hidden="true" />
            <span>{back.label}</span>
          </Link>
        ) : null}
        <h1 className="top-bar__title">{title}</h1>
      </div>
      <div className="top-bar__actions">
        <PartnerBadge features={user?.features} />
        {user ? (
          <>
            <NotificationBell />
            <UserMenu user={user} />
          </>
        ) : (
          <Link to={localized("/user/login")} className="p-button p-component p-button-sm top-bar__login">
            <i className="pi pi-sign-in p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t("user-menu.login")}</span>
          </Link>
        )}
      </div>
    </header>
  );
}
