import { describe, expect, it } from "vitest";
import { shownName, unitName } from "./demo-names.ts";

describe("demo names in the user's language", () => {
  it("translates the demo's payment methods and units under /es and keeps them in pt", () => {
    expect(shownName("Dinheiro", "es-EC")).toBe("Efectivo");
    expect(shownName("Cartão de crédito", "es-EC")).toBe("Tarjeta de crédito");
    expect(shownName("Unidade", "es-EC")).toBe("Unidad");
    expect(shownName("Venda", "es-EC")).toBe("Venta");
    expect(shownName("Cartão de crédito", "pt-BR")).toBe("Cartão de crédito");
  });

  it("shows a network's own names as stored", () => {
    expect(shownName("Vale-refeição", "es-EC")).toBe("Vale-refeição");
    expect(unitName("Caixa com 12", 2, "pt-BR")).toBe("Caixa com 12");
  });

  it("makes units agree in number: 1 Unidade, 2 Unidades; 1 Unidad, 2 Unidades", () => {
    expect(unitName("Unidade", 1, "pt-BR")).toBe("Unidade");
    expect(unitName("Unidade", 2, "pt-BR")).toBe("Unidades");
    expect(unitName("Unidade", 1, "es-EC")).toBe("Unidad");
    expect(unitName("Unidade", 2, "es-EC")).toBe("Unidades");
    expect(unitName("Quilograma", 0.5, "pt-BR")).toBe("Quilograma");
    expect(unitName("Quilograma", 1.5, "pt-BR")).toBe("Quilograma");
    expect(unitName("Quilograma", 2, "pt-BR")).toBe("Quilogramas");
    expect(unitName("Quilograma", 1.5, "es-EC")).toBe("Kilogramos");
    expect(unitName("Quilograma", 1, "es-EC")).toBe("Kilogramo");
    expect(unitName("Serviço", 3, "es-EC")).toBe("Servicios");
  });

  it("names every sale unit of the product form in Spanish under /es (Caja, Metro cuadrado)", () => {
    expect(shownName("Caixa", "es-EC")).toBe("Caja");
    expect(shownName("Metro quadrado", "es-EC")).toBe("Metro cuadrado");
    expect(unitName("Dúzia", 2, "es-EC")).toBe("Docena");
    expect(unitName("Caixa", 2, "pt-BR")).toBe("Caixa");
  });
});
