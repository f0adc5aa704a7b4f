import { lazy, Suspense } from "react";
import { browserReloadEnv, isChunkLoadError, reloadForFailedChunk } from "./chunk-reload.ts";
import { LoadingOverlay } from "./loading-overlay.tsx";

// The signed-in layout (menu, dialogs, PrimeReact) is its own chunk, so the login page does not carry it.
// It is loaded with React.lazy inside a static route component rather than with the route's `lazy`: a guard
// that fails (403) while a route-level lazy layout is still loading would leave the router nothing to render
// the error page in.

let pending: Promise<{ default: () => React.ReactNode }> | null = null;

function loadLayout() {
  pending ??= import("./app-layout.tsx").then(
    (module) => ({ default: module.AppLayout }),
    (error: unknown) => {
      pending = null;
      // A chunk a deploy removed: the page reloads (once a minute at most); keep showing the overlay meanwhile.
      if (isChunkLoadError(error) && reloadForFailedChunk(browserReloadEnv())) return new Promise<never>(() => {});
      throw error;
    },
  );
  return pending;
}

/** Starts downloading the layout while the router runs guards and loads the screen. */
export function preloadAppLayout(): void {
  loadLayout().catch(() => {});
}

const AppLayout = lazy(loadLayout);

/** The signed-in layout's route component. */
export function AppLayoutShell() {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <AppLayout />
    </Suspense>
  );
}
