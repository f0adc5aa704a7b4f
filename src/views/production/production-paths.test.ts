import { describe, expect, it } from "vitest";
import {
  currentSlugOf,
  defaultTabOf,
  orderNumberFrom,
  orderPath,
  SEAMSTRESSES_STATUS,
  tabFrom,
  tabsOf,
} from "./production-paths.ts";

describe("production paths (spec 2.7)", () => {
  it("gives each page its tabs", () => {
    expect(tabsOf("atendimentos")).toEqual(["geral", "itens", "documentos"]);
    expect(tabsOf("confeccao")).toEqual(["itens", "documentos", "costureiras"]);
    for (const slug of ["artes", "cortes", "tela-revelacao", "estamparia", "expedicao"] as const) {
      expect(tabsOf(slug)).toEqual(["itens", "documentos"]);
    }
    expect(defaultTabOf("atendimentos")).toBe("geral");
    expect(defaultTabOf("artes")).toBe("itens");
  });

  it("reads the tab segment: absent is the default, unknown is null", () => {
    expect(tabFrom("artes", undefined)).toBe("itens");
    expect(tabFrom("artes", "documentos")).toBe("documentos");
    expect(tabFrom("artes", "geral")).toBeNull();
    expect(tabFrom("artes", "costureiras")).toBeNull();
    expect(tabFrom("confeccao", "costureiras")).toBe("costureiras");
  });

  it("accepts only positive integer ids", () => {
    expect(orderNumberFrom("12")).toBe(12);
    expect(orderNumberFrom("0")).toBeNull();
    expect(orderNumberFrom("012")).toBeNull();
    expect(orderNumberFrom("1e3")).toBeNull();
    expect(orderNumberFrom("novo")).toBeNull();
    expect(orderNumberFrom("99999999999")).toBeNull();
    expect(orderNumberFrom(undefined)).toBeNull();
  });

  it("writes order paths without the default tab", () => {
    expect(orderPath("artes", 12)).toBe("/artes/12");
    expect(orderPath("artes", 12, "itens")).toBe("/artes/12");
    expect(orderPath("artes", 12, "documentos")).toBe("/artes/12/documentos");
    expect(orderPath("atendimentos", 3, "itens")).toBe("/atendimentos/3/itens");
  });

  it("sends finished and cancelled orders to the service desk's page", () => {
    expect(currentSlugOf(3)).toBe("cortes");
    expect(currentSlugOf(8)).toBe("atendimentos");
    expect(currentSlugOf(9)).toBe("atendimentos");
    expect(SEAMSTRESSES_STATUS).toBe(6);
  });
});
