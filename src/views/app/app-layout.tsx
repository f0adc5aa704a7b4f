import "../../styles/primereact-shared.css";
import { useSelector } from "@xstate/react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { AppFooter } from "./app-footer.tsx";
import { MenuLinksProvider } from "../shared/menu-links.tsx";
import { LoadingOverlay } from "./loading-overlay.tsx";
import { buildMenu } from "./menu.ts";
import { NavigationProgress } from "./navigation-progress.tsx";
import { PrimeReactGlobalContext } from "./primereact-context.tsx";
import { MENU_GROUPS } from "./menu-groups.ts";
import { canOpen } from "./route-access.ts";
import { ROUTES } from "./route-table.ts";
import { useSession, useSessionUser } from "../shared/session-context.tsx";
import { SideMenu } from "./side-menu.tsx";
import { TopBar } from "./top-bar.tsx";
import { useLocale } from "../shared/use-locale.ts";
import { useMediaQuery } from "./use-media-query.ts";
import { usePageHeading } from "./use-page-heading.ts";
import { useStoredFlag } from "./use-stored-flag.ts";

/** Under this width the side menu is an overlay (spec 2.8 breakpoints 768 and 992 px). */
export const OVERLAY_MENU_QUERY = "(max-width: 991.98px)";
const SIDE_MENU_ID = "side-menu";

/** The signed-in layout of spec 2.8: top bar, side menu, page, footer. */
export function AppLayout() {
  const { t } = useTranslation("app");
  const session = useSession();
  const user = useSessionUser();
  const signingOut = useSelector(session, (s) => s.matches("signingOut"));
  const locale = useLocale();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(OVERLAY_MENU_QUERY);
  const [collapsed, setCollapsed] = useStoredFlag("rede:menu-collapsed");
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  const heading = usePageHeading();
  // A back link only to a page the user may open (a cashier creating a customer may not list them).
  const backTarget = heading.back ? ROUTES.find((route) => route.path === heading.back?.path) : undefined;
  const back = heading.back && (!backTarget || canOpen(backTarget, user)) ? heading.back : null;
  const { title } = heading;
  const items = useMemo(() => buildMenu(ROUTES, MENU_GROUPS, user, locale), [user, locale]);
  const links = useMemo(() => items.flatMap((item) => (item.kind === "link" ? [item] : item.links)), [items]);

  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOverlayOpen(false);
  }

  const menuToggle = narrow
    ? {
        label: t(overlayOpen ? "menu.close" : "menu.open"),
        expanded: overlayOpen,
        onToggle: () => setOverlayOpen(!overlayOpen),
      }
    : {
        label: t(collapsed ? "menu.expand" : "menu.collapse"),
        expanded: !collapsed,
        onToggle: () => setCollapsed(!collapsed),
      };

  return (
    <PrimeReactGlobalContext>
      <div className="app-layout" data-collapsed={(!narrow && collapsed) || undefined}>
        <title>{t("document-title", { title })}</title>
        <a className="skip-link" href="#main-content">
          {t("skip-to-content")}
        </a>
        <NavigationProgress />
        <TopBar title={title} back={back} menuToggle={{ ...menuToggle, controls: SIDE_MENU_ID }} />
        {narrow && overlayOpen ? (
          <div className="app-layout__mask" aria-hidden="true" onClick={() => setOverlayOpen(false)} />
        ) : null}
        <SideMenu id={SIDE_MENU_ID} items={items} collapsed={!narrow && collapsed} hidden={narrow && !overlayOpen} />
        <div className="app-layout__body">
          <main id="main-content" className="app-layout__main" tabIndex={-1}>
            <Suspense fallback={<LoadingOverlay />}>
              <MenuLinksProvider links={links}>
                <Outlet />
              </MenuLinksProvider>
            </Suspense>
          </main>
          <AppFooter />
        </div>
        {signingOut ? <LoadingOverlay label={t("session.signing-out")} /> : null}
      </div>
    </PrimeReactGlobalContext>
  );
}
