import { Suspense } from "react";
import { useRouteError } from "react-router";
import { ErrorContent } from "../shared/error-content.tsx";
import { LoadingOverlay } from "./loading-overlay.tsx";
import { Logo } from "./logo.tsx";
import { describeRouteError } from "./route-error.ts";

/** A screen's error boundary: the error page inside the layout. */
export function RouteErrorPage() {
  const { status, details } = describeRouteError(useRouteError());
  return <ErrorContent status={status} details={details} />;
}

/** The catch-all route of each locale (spec 2.1: unmatched routes show the not-found page). */
export function NotFoundPage() {
  return <ErrorContent status={404} />;
}

/** The last boundary, when even the layout failed: the error page on its own. */
export function RootErrorPage() {
  const { status, details } = describeRouteError(useRouteError());
  return (
    <div className="standalone-page">
      <header className="standalone-page__header">
        <Logo className="standalone-page__logo" />
      </header>
      <main id="main-content" className="standalone-page__main">
        <Suspense fallback={<LoadingOverlay />}>
          <ErrorContent status={status} details={details} standalone />
        </Suspense>
      </main>
    </div>
  );
}
