import type { AnyRoute } from "../http/route.ts";
import { openApiDocument } from "../openapi.ts";

/** GET /api/docs is mounted by the route table itself, since it describes every other route. */
export function docsRoute(routes: ReadonlyArray<AnyRoute>): AnyRoute {
  let cached: Record<string, unknown> | null = null;
  const route: AnyRoute = {
    method: "get",
    path: "/api/docs",
    access: "public",
    tag: "system",
    summary: "This OpenAPI 3.1 document",
    response: { contentType: "application/json" },
    handler: async ({ c }: { c: { json: (v: unknown) => Response } }) => {
      cached ??= openApiDocument([...routes, route]);
      return c.json(cached);
    },
  };
  return route;
}
