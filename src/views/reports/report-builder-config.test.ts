import { describe, expect, it } from "vitest";
import { configOfUrl, inCatalogOrder, withConfig } from "./report-builder-config.ts";

describe("the report builder's table in the URL", () => {
  it("reads the dataset, grouping, measures and the dataset's filters", () => {
    const config = configOfUrl(
      new URLSearchParams(
        "dataset=payments&groupBy=day,payment_method&measures=count,billed&paymentMethodId=4&departmentId=2",
      ),
    );
    // The department filter is not one of the payments dataset's: left out.
    expect(config).toEqual({
      dataset: "payments",
      groupBy: ["day", "payment_method"],
      measures: ["count", "billed"],
      filters: { payment_method_id: 4 },
    });
  });

  it("falls back to the dataset's defaults for keys outside its catalog", () => {
    expect(configOfUrl(new URLSearchParams("dataset=sales&groupBy=product&measures=revenue"))).toEqual({
      dataset: "sales",
      groupBy: ["day"],
      measures: ["count", "total"],
      filters: {},
    });
    expect(configOfUrl(new URLSearchParams("dataset=nope")).dataset).toBe("sales");
    // An empty grouping is a choice (one row), kept.
    expect(configOfUrl(new URLSearchParams("dataset=items&groupBy=&measures=revenue")).groupBy).toEqual([]);
    // A key written twice counts once: the browser never sends a repeated dimension.
    expect(configOfUrl(new URLSearchParams("dataset=sales&groupBy=day,unit,day&measures=count,count"))).toMatchObject({
      groupBy: ["day", "unit"],
      measures: ["count"],
    });
  });

  it("writes the configuration back, keeping the scope and dropping cleared filters", () => {
    const params = new URLSearchParams("initialDate=2026-11-01&finalDate=2026-11-30&userId=3");
    const next = withConfig(params, { dataset: "items", groupBy: ["product"], measures: ["revenue"], filters: {} });
    expect(next.toString()).toBe(
      "initialDate=2026-11-01&finalDate=2026-11-30&dataset=items&groupBy=product&measures=revenue",
    );
    expect(configOfUrl(next)).toEqual({ dataset: "items", groupBy: ["product"], measures: ["revenue"], filters: {} });
  });

  it("keeps ticked keys in the catalog's order", () => {
    expect(inCatalogOrder(["day", "month", "unit"], ["unit", "day"])).toEqual(["day", "unit"]);
  });
});
