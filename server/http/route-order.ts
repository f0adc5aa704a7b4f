import type { AnyRoute } from "./route.ts";

// Route order must not decide which handler answers: /customers/search declared after /customers/:id would be
// answered by the `:id` route. The table is mounted most specific first (a literal segment before a parameter), and
// tests/unit/route-shadowing.test.ts fails when one entry still hides another.

const segments = (path: string) => path.split("/").filter(Boolean);
const isParam = (segment: string) => segment.startsWith(":");

/** True when every request `later` answers reaches `earlier` first (same method, each segment equal or a parameter). */
export function shadows(earlier: AnyRoute, later: AnyRoute): boolean {
  if (earlier.method !== later.method) return false;
  const a = segments(earlier.path);
  const b = segments(later.path);
  if (a.length !== b.length) return false;
  return a.every((segment, i) => {
    const other = b[i] ?? "";
    return isParam(segment) || (!isParam(other) && segment === other);
  });
}

/** Per segment 0 for a literal, 1 for a parameter: a literal sorts before a parameter at the same place. */
const specificity = (route: AnyRoute) =>
  segments(route.path)
    .map((s) => (isParam(s) ? "1" : "0"))
    .join("");

/** The routes in the order to mount them (a stable sort), so that the order the modules are listed in does not matter. */
export function mostSpecificFirst(routes: ReadonlyArray<AnyRoute>): AnyRoute[] {
  return [...routes].sort((a, b) => specificity(a).localeCompare(specificity(b)));
}

/** Pairs of routes where the first hides the second, as `METHOD path` texts. */
export function shadowedRoutes(routes: ReadonlyArray<AnyRoute>): string[] {
  const found: string[] = [];
  routes.forEach((later, j) => {
    for (const earlier of routes.slice(0, j)) {
      if (shadows(earlier, later))
        found.push(`${earlier.method.toUpperCase()} ${earlier.path} hides ${later.method.toUpperCase()} ${later.path}`);
    }
  });
  return found;
}
