import type { LoaderFunctionArgs, MiddlewareFunction, RouteObject } from "react-router";
import { codeOf, type Locale, LOCALES } from "../../domain/locale.ts";
import { activateLocale, loadNamespaces } from "../../services/i18n.ts";
import { AppLayoutShell, preloadAppLayout } from "./app-layout-shell.tsx";
import { BareLayout } from "./bare-layout.tsx";
import { browserReloadEnv, isChunkLoadError, reloadForFailedChunk } from "./chunk-reload.ts";
import { NotFoundPage, RootErrorPage, RouteErrorPage } from "./error-page.tsx";
import type { GuardDeps } from "./guard.ts";
import { routeMiddleware, throwGuardFailure } from "./guards.ts";
import { LoadingOverlay } from "./loading-overlay.tsx";
import { localizePath } from "../shared/locale-paths.ts";
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

/** Texts the signed-in layout itself reads (the notification bell, the change-password dialog). */
const LAYOUT_NAMESPACES = ["account"] as const;

/** Starts `task` and lets the rest of the navigation (guards, loaders) run meanwhile; the page waits for both. */
function alongside(task: () => Promise<unknown>): MiddlewareFunction {
  return async (_args, next) => {
    const pending = task();
    pending.catch(() => {});
    await next();
    await pending;
  };
}

function screenRoute(
  route: AppRouteDefinition,
  locale: Locale,
  deps: GuardDeps,
  onChunkError: (error: unknown) => boolean,
  activated: () => Promise<void>,
): RouteObject {
  const handle: RouteHandle = { locale, titleKey: route.titleKey, back: route.back };
  const texts = async () => {
    await activated();
    await loadNamespaces(route.namespaces ?? []);
  };
  const common = {
    id: `${codeOf(locale)}:${route.id}`,
    lazy: healingLazy(route.lazy, onChunkError),
    // The screen's texts download while its guards ask the server; a refused visitor just never sees them.
    middleware: [alongside(texts), ...routeMiddleware(route, locale, deps)],
    loader: async ({ context }: LoaderFunctionArgs) => {
      throwGuardFailure(context);
      await texts();
      return null;
    },
    handle,
    ErrorBoundary: RouteErrorPage,
  };
  return route.path === "/" ? { ...common, index: true } : { ...common, path: route.path.slice(1) };
}

type LocaleBranch = {
  readonly route: RouteObject;
  /** Route objects of more screens of a layout, for `patch` under `layoutId(layout)`. */
  readonly screens: (routes: ReadonlyArray<AppRouteDefinition>, layout: AppRouteDefinition["layout"]) => RouteObject[];
  readonly layoutId: (layout: AppRouteDefinition["layout"]) => string;
};

function localeBranch(
  routes: ReadonlyArray<AppRouteDefinition>,
  locale: Locale,
  deps: GuardDeps,
  options: BuildOptions,
): LocaleBranch {
  const code = codeOf(locale);
  const onChunkError = options.onChunkError ?? reloadOnce;
  // The locale's activation (language, shell texts) runs alongside the rest of the navigation; whatever needs
  // the language set (screen texts, PrimeReact's locale) waits for it.
  let activation: Promise<void> = Promise.resolve();
  const activated = () => activation;
  const screens = (list: ReadonlyArray<AppRouteDefinition>, layout: AppRouteDefinition["layout"]) =>
    list
      .filter((route) => route.layout === layout)
      .map((route) => screenRoute(route, locale, deps, onChunkError, activated));
  const layoutId = (layout: AppRouteDefinition["layout"]) => `${code}:${layout}`;
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
  const activate = alongside(() => {
    activation = activateLocale(locale);
    return activation;
  });
  const appLayout = alongside(async () => {
    preloadAppLayout();
    const [{ applyPrimeReactLocale }] = await Promise.all([
      import("./primereact-locale.ts"),
      activated().then(() => loadNamespaces(LAYOUT_NAMESPACES)),
    ]);
    applyPrimeReactLocale(locale);
  });

  const route: RouteObject = {
    id: code,
    path: localizePath("/", locale),
    middleware: [activate],
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        id: layoutId("app"),
        Component: AppLayoutShell,
        middleware: [appLayout],
        children: [...screens(routes, "app"), notFound],
      },
      { id: layoutId("bare"), Component: BareLayout, children: screens(routes, "bare") },
    ],
  };
  return { route, screens, layoutId };
}

export type RouteTree = {
  /** The route objects of both locales (pt without prefix, es under /es), each with its not-found catch-all. */
  readonly routes: RouteObject[];
  /** What the router's `patch` needs to add more screens to both locales. */
  readonly more: (
    routes: ReadonlyArray<AppRouteDefinition>,
  ) => ReadonlyArray<{ readonly parentId: string; readonly children: RouteObject[] }>;
};

/** The router's routes from route-table entries, and a way to add more later (spec 2.1). */
export function buildRouteTree(
  routes: ReadonlyArray<AppRouteDefinition>,
  deps: GuardDeps,
  options: BuildOptions = {},
): RouteTree {
  const branches = LOCALES.map((locale) => localeBranch(routes, locale, deps, options));
  return {
    routes: branches.map((branch) => branch.route),
    more: (extra) =>
      branches.flatMap((branch) =>
        (["app", "bare"] as const)
          .map((layout) => ({ parentId: branch.layoutId(layout), children: branch.screens(extra, layout) }))
          .filter((patch) => patch.children.length > 0),
      ),
  };
}

/**
 * Runs before a navigation the known routes do not match, or match only with the not-found catch-all: loads the
 * rest of the route table once and adds its screens (react-router `patchRoutesOnNavigation`). A failed download
 * is tried again on the next navigation.
 */
export function discoverRoutes(
  tree: RouteTree,
  load: () => Promise<ReadonlyArray<AppRouteDefinition>>,
): (args: { patch: (parentId: string, children: RouteObject[]) => void }) => Promise<void> {
  let loaded: Promise<void> | null = null;
  return ({ patch }) => {
    loaded ??= load().then(
      (routes) => {
        for (const { parentId, children } of tree.more(routes)) patch(parentId, children);
      },
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    );
    return loaded;
  };
}

/** The router's route objects from the whole route table (tests; the app starts with the bare pages). */
export function buildRoutes(
  routes: ReadonlyArray<AppRouteDefinition>,
  deps: GuardDeps,
  options: BuildOptions = {},
): RouteObject[] {
  return buildRouteTree(routes, deps, options).routes;
}
