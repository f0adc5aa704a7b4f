// Every list a request may send has a maximum length (issue 9 review: 55,000 contacts in one POST held a PGlite
// server for 14 s): a body or query schema with an unbounded array fails here.
import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import type { AnyRoute } from "./http/route.ts";
import { apiRoutes } from "./routes.ts";
import { unboundedArrays } from "./test/array-fields.ts";
import { ArrayUpTo } from "../src/schemas/fields.ts";

const name = (route: AnyRoute) => `${route.method} ${route.path}`;

describe("request lists", () => {
  it("finds an unbounded list wherever it hides", () => {
    const Line = Schema.Struct({ sizes: Schema.Array(Schema.Int) });
    const Body = Schema.Struct({
      items: Schema.optional(ArrayUpTo(Line, 10)),
      tags: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
    });
    expect(unboundedArrays(Body)).toEqual(["items[].sizes", "tags"]);
    expect(unboundedArrays(Schema.Struct({ ok: ArrayUpTo(Schema.String, 3) }))).toEqual([]);
  });

  it.each(apiRoutes.filter((r) => r.body || r.query).map((r) => [name(r), r] as const))(
    "%s caps every list of its body and query",
    (_, route) => {
      expect(route.body ? unboundedArrays(route.body as never) : []).toEqual([]);
      expect(route.query ? unboundedArrays(route.query as never) : []).toEqual([]);
    },
  );
});
