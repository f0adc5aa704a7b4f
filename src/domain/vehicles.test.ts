import { describe, expect, it } from "vitest";
import { isVehiclePlate, normalizeLicensePlate, vehicleIssues } from "./vehicles.ts";

describe("license plates", () => {
  it.each(["ABC-1234", "ABC1234", "abc-1234", " abc 1234 ", "ABC1D23", "abc1d23"])("accepts %s", (plate) => {
    expect(isVehiclePlate(plate)).toBe(true);
  });

  it.each(["", "AB-1234", "ABC-12345", "ABC1DD3", "1BC1D23", "ABC-1D23", "ABCD123", "ABC 12 34X"])(
    "refuses %j",
    (plate) => {
      expect(isVehiclePlate(plate)).toBe(false);
    },
  );

  it("stores the old format with its hyphen and the Mercosul one as typed, upper case", () => {
    expect(normalizeLicensePlate("abc1234")).toBe("ABC-1234");
    expect(normalizeLicensePlate("ABC-1234")).toBe("ABC-1234");
    expect(normalizeLicensePlate("abc1d23")).toBe("ABC1D23");
  });
});

describe("vehicle issues", () => {
  it("asks for the model and a valid plate", () => {
    expect(vehicleIssues({ model: " ", licensePlate: "XYZ" })).toEqual({
      model: ["required"],
      license_plate: ["license-plate"],
    });
    expect(vehicleIssues({ model: "2015 Gasolina", licensePlate: "RIO2A18" })).toEqual({});
  });
});
