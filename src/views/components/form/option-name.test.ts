import { describe, expect, it } from "vitest";
import { isNewOptionName, withCreatedOptions } from "./option-name.ts";

const options = [
  { value: 1, label: "Azul" },
  { value: 2, label: "Verde-água" },
];

describe("isNewOptionName", () => {
  it("offers a name no option has", () => {
    expect(isNewOptionName("Amarelo", options)).toBe(true);
    expect(isNewOptionName(" Azul claro ", options)).toBe(true);
  });

  it("does not offer a blank name or one that differs only in case, accents or spaces", () => {
    expect(isNewOptionName("   ", options)).toBe(false);
    expect(isNewOptionName(" azul ", options)).toBe(false);
    expect(isNewOptionName("VERDE-AGUA", options)).toBe(false);
  });
});

describe("withCreatedOptions", () => {
  it("adds created options the caller's list does not hold yet", () => {
    expect(withCreatedOptions(options, [{ id: 3, name: "Amarelo" }])).toEqual([
      ...options,
      { value: 3, label: "Amarelo" },
    ]);
    expect(withCreatedOptions(options, [{ id: 2, name: "Verde-água" }])).toBe(options);
  });
});
