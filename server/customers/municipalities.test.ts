import { describe, expect, it } from "vitest";
import { municipalitiesOfUf, municipalityOf, municipalityUfs } from "./municipalities.ts";

describe("IBGE municipalities", () => {
  it("has the 27 UFs and 5,570 municipalities with 7-digit codes and written names", () => {
    expect(municipalityUfs()).toHaveLength(27);
    const all = municipalityUfs().flatMap((uf) => municipalitiesOfUf(uf));
    expect(all).toHaveLength(5570);
    expect(all.every((m) => /^\d{7}$/.test(String(m.id)))).toBe(true);
    expect(new Set(all.map((m) => m.id)).size).toBe(5570);
  });

  it("finds a city by its code with its accents, also the ones the two lists spell differently", () => {
    expect(municipalityOf(3550308)).toEqual({ id: 3550308, name: "São Paulo", uf: "SP" });
    expect(municipalityOf(3304557)?.name).toBe("Rio de Janeiro");
    expect(municipalityOf(3303807)?.name).toMatch(/^Parat[iy]$/);
    expect(municipalityOf(9999999)).toBeUndefined();
    expect(municipalitiesOfUf("XX")).toEqual([]);
  });
});
