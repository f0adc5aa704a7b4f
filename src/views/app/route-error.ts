import { isRouteErrorResponse } from "react-router";

export type RouteErrorInfo = { status: number; details: string | null };

/** The status the error page shows (spec 2.10: from the route error, default 500) and a line for support. */
export function describeRouteError(error: unknown): RouteErrorInfo {
  if (isRouteErrorResponse(error)) {
    const details = typeof error.data === "string" && error.data ? error.data : null;
    return { status: error.status, details };
  }
  if (error instanceof Error) return { status: 500, details: error.message || null };
  return { status: 500, details: null };
}
