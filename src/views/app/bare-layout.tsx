import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { AppFooter } from "./app-footer.tsx";
import { LoadingOverlay } from "./loading-overlay.tsx";
import { otherLocale, switchLocaleHref } from "../shared/locale-paths.ts";
import { Logo } from "./logo.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";
import { useLocale, useLocalizedPath } from "../shared/use-locale.ts";
import { usePageHeading } from "./use-page-heading.ts";

/** Pages outside the signed-in layout (login, password reset, maintenance): a centered card. */
export function BareLayout() {
  const { t } = useTranslation(["app", "common"]);
  const location = useLocation();
  const other = otherLocale(useLocale());
  const localized = useLocalizedPath();
  const { title } = usePageHeading();
  return (
    <div className="bare-layout">
      <title>{t("app:document-title", { title })}</title>
      <a className="skip-link" href="#main-content">
        {t("app:skip-to-content")}
      </a>
      <NavigationProgress />
      <header className="bare-layout__header">
        <Link to={localized("/")} className="bare-layout__brand" aria-label={t("app:home-link")}>
          <Logo className="bare-layout__logo" />
        </Link>
        <Link to={switchLocaleHref(location, other)} className="bare-layout__locale" hrefLang={other} lang={other}>
          <i className="pi pi-globe" aria-hidden="true" />
          <span>{t(`common:locales.${other}`)}</span>
        </Link>
      </header>
      <main id="main-content" className="bare-layout__main">
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
