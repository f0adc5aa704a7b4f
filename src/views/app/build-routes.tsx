import type { LoaderFunctionArgs, MiddlewareFunction, RouteObject } from "react-router";
import { codeOf, type Locale, LOCALES } from "../../domain/locale.ts";
import { activateLocale, loadNamespaces } from "../../services/i18n.ts";
import { AppLayoutShell, preloadAppLayout } from "./app-layout-shell.tsx";
import { BareLayout } from "./bare-layout.tsx";
import { browserReloadEnv, isChunkLoadError, reloadForFailedChunk } from "./chunk-reload.ts";
import { NotFoundPage, RootErrorPage, RouteErrorPage } from "./error-page.tsx";
import { type GuardDeps, routeMiddleware, throwGuardFailure } from "./guards.ts";
import { LoadingOverlay } from "./loading-overlay.tsx";
import { localizePath } from "./locale-paths.ts";
import type { AppRouteDefinition, RouteHandle } from "./route-definition.ts";

export type BuildOptions = {
  /** What a failed chunk does; the browser reloads at most once a minute (spec 4). */
  onChunkError?: (error: unknown) => boolean;
};

const reloadOnce = (error: unknown) => isChunkLoadError(error) && reloadForFailedChunk(browserReloadEnv());

/** A lazy screen whose failed download reloads the page (a deploy replaced the chunk) instead of failing. */
function healingLazy(load: AppRouteDefinition["lazy"], onChunkError: (error: unknown) => boolean) {
  return async () => {
    try {
      return await load();
    } catch (error) {
      // The page is reloading: keep the navigation pending rather than flash the error page.
      if (onChunkError(error)) return new Promise<never>(() => {});
      // A rejected `lazy` leaves the route unrenderable in react-router; a screen that throws reaches the
      // route's error boundary instead.
      return { Component: failedScreen(error) };
    }
  };
}

function failedScreen(error: unknown) {
  return function FailedScreen(): never {
    throw error;
  };
}

function screenRoute(
  route: AppRouteDefinition,
  locale: Locale,
  deps: GuardDeps,
  onChunkError: (error: unknown) => boolean,
): RouteObject {
  const handle: RouteHandle = { locale, titleKey: route.titleKey, back: route.back };
  const common = {
    id: `${codeOf(locale)}:${route.id}`,
    lazy: healingLazy(route.lazy, onChunkError),
    middleware: routeMiddleware(route, locale, deps),
    loader: async ({ context }: LoaderFunctionArgs) => {
      throwGuardFailure(context);
      await loadNamespaces(route.namespaces ?? []);
      return null;
    },
    handle,
    ErrorBoundary: RouteErrorPage,
  };
  return route.path === "/" ? { ...common, index: true } : { ...common, path: route.path.slice(1) };
}

function localeBranch(
  routes: ReadonlyArray<AppRouteDefinition>,
  locale: Locale,
  deps: GuardDeps,
  options: BuildOptions,
): RouteObject {
  const code = codeOf(locale);
  const onChunkError = options.onChunkError ?? reloadOnce;
  const screens = (layout: AppRouteDefinition["layout"]) =>
    routes.filter((route) => route.layout === layout).map((route) => screenRoute(route, locale, deps, onChunkError));
  const notFound: RouteObject = {
    id: `${code}:not-found`,
    path: "*",
    Component: NotFoundPage,
    middleware: routeMiddleware({ access: "public" }, locale, deps),
    loader: ({ context }) => {
      throwGuardFailure(context);
      return null;
    },
    handle: { locale, titleKey: "titles.not-found" } satisfies RouteHandle,
  };
  const activate: MiddlewareFunction = async () => {
    await activateLocale(locale);
  };
  const appLayout: MiddlewareFunction = async () => {
    preloadAppLayout();
    (await import("./primereact-locale.ts")).applyPrimeReactLocale(locale);
  };

  return {
    id: code,
    path: localizePath("/", locale),
    middleware: [activate],
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        id: `${code}:app`,
        Component: AppLayoutShell,
        middleware: [appLayout],
        children: [...screens("app"), notFound],
      },
      { id: `${code}:bare`, Component: BareLayout, children: screens("bare") },
    ],
  };
}

/**
 * The router's route objects from the route table: every route in pt (no prefix) and in es (/es), each
 * locale with its not-found catch-all (spec 2.1).
 */
export function buildRoutes(
  routes: ReadonlyArray<AppRouteDefinition>,
  deps: GuardDeps,
  options: BuildOptions = {},
): RouteObject[] {
  return LOCALES.map((locale) => localeBranch(routes, locale, deps, options));
}
