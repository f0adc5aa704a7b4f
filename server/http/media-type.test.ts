import { describe, expect, it } from "vitest";
import { isFormMediaType, isJsonMediaType, mediaTypeOf } from "./media-type.ts";

describe("mediaTypeOf", () => {
  it.each([
    ["application/json", "application/json"],
    ["Application/JSON", "application/json"],
    ["application/json; charset=utf-8", "application/json"],
    ["application/json;charset=UTF-8", "application/json"],
    [' application/json ; charset="utf-8" ; q=1 ', "application/json"],
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded"],
    ["multipart/form-data; boundary=----abc", "multipart/form-data"],
  ])("%j is %s", (header, type) => {
    expect(mediaTypeOf(header)).toBe(type);
  });

  it.each([
    undefined,
    "",
    "application",
    "application/",
    "application/json garbage",
    "application/json;",
    "application/json; charset",
    "application/json, text/plain",
    'application/json; charset="utf-8',
  ])("%j is no media type", (header) => {
    expect(mediaTypeOf(header)).toBeNull();
  });
});

describe("isJsonMediaType", () => {
  it("accepts application/json with parameters only", () => {
    expect(isJsonMediaType("application/json; charset=utf-8")).toBe(true);
    for (const header of ["application/jsonx", "application/json-patch+json", "text/json", "application/json x"]) {
      expect(isJsonMediaType(header), header).toBe(false);
    }
  });

  it("tells a form from a look-alike", () => {
    expect(isFormMediaType("application/x-www-form-urlencoded; charset=UTF-8")).toBe(true);
    expect(isFormMediaType("application/x-www-form-urlencodedx")).toBe(false);
  });
});
