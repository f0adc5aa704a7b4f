import { describe, expect, it } from "vitest";
import { mostSpecificFirst, shadowedRoutes } from "../../server/http/route-order.ts";
import type { AnyRoute } from "../../server/http/route.ts";
import { apiRoutes } from "../../server/routes.ts";

// No entry of the route table hides another (issue 10, item 4): a request reaches the route that declares it,
// whatever order the modules are listed in.

const route = (method: AnyRoute["method"], path: string) => ({ method, path }) as AnyRoute;

describe("the route table", () => {
  it("has no entry that answers another's requests first", () => {
    expect(shadowedRoutes(apiRoutes)).toEqual([]);
  });

  it("does not depend on the order the modules list their routes in", () => {
    expect(shadowedRoutes(mostSpecificFirst([...apiRoutes].reverse()))).toEqual([]);
  });
});

describe("shadowedRoutes", () => {
  it("finds a parameter declared before a literal sibling of the same method", () => {
    const table = [route("get", "/api/v1/customers/:id"), route("get", "/api/v1/customers/search")];
    expect(shadowedRoutes(table)).toEqual(["GET /api/v1/customers/:id hides GET /api/v1/customers/search"]);
    expect(shadowedRoutes(mostSpecificFirst(table))).toEqual([]);
  });

  it("finds the same path twice, and two parameters at one place", () => {
    expect(shadowedRoutes([route("post", "/api/v1/sales"), route("post", "/api/v1/sales")])).toHaveLength(1);
    expect(shadowedRoutes([route("delete", "/a/:id/b/:x"), route("delete", "/a/:other/b/:y")])).toHaveLength(1);
  });

  it("lets other methods, other lengths and different literals be", () => {
    expect(
      shadowedRoutes([
        route("get", "/api/v1/customers/:id"),
        route("patch", "/api/v1/customers/search"),
        route("get", "/api/v1/customers/:id/contacts"),
        route("get", "/api/v1/sales/search"),
        route("get", "/api/v1/sales/:id/receipt"),
      ]),
    ).toEqual([]);
  });
});
