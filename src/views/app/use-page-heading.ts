import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { localizePath } from "../shared/locale-paths.ts";
import { type RouteHandle, textKey } from "./route-definition.ts";
import { useSessionUser } from "../shared/session-context.tsx";

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "titleKey" in handle && "locale" in handle;
}

/** The current page's title and optional back link, from the deepest route that declares them. */
export type PageBack = {
  readonly href: string;
  readonly label: string;
  /** The route-table path it leads to (without locale prefix). */
  readonly path: string;
};

export function usePageHeading(): { title: string; back: PageBack | null } {
  const { t } = useTranslation("app");
  const user = useSessionUser();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  if (!handle) return { title: t("brand"), back: null };
  const title = t(textKey(handle.titleKey, user?.permissions ?? []));
  const back = handle.back
    ? { href: localizePath(handle.back.path, handle.locale), label: t(handle.back.labelKey), path: handle.back.path }
    : null;
  return { title, back };
}
