import { describe, expect, it } from "vitest";
import { customerPageFrom, customerPath } from "./customer-paths.ts";

describe("customer page paths (spec 2.5)", () => {
  it.each([
    [undefined, undefined, { id: null, tab: "geral" }],
    ["endereco", undefined, { id: null, tab: "endereco" }],
    ["contatos", undefined, { id: null, tab: "contatos" }],
    ["12", undefined, { id: 12, tab: "geral" }],
    ["12", "geral", { id: 12, tab: "geral" }],
    ["12", "endereco", { id: 12, tab: "endereco" }],
    ["12", "contatos", { id: 12, tab: "contatos" }],
    ["veiculos", undefined, { id: null, tab: "veiculos" }],
    ["12", "veiculos", { id: 12, tab: "veiculos" }],
  ] as const)("%s / %s → %j", (first, second, page) => {
    expect(customerPageFrom(first, second)).toEqual(page);
  });

  it.each([
    ["12", "carros"],
    ["0", undefined],
    ["-1", undefined],
    ["abc", undefined],
    ["2147483648", undefined],
    ["endereco", "12"],
    ["12", "outra"],
  ] as const)("%s / %s is no page", (first, second) => {
    expect(customerPageFrom(first, second)).toBeNull();
  });

  it("builds the paths, leaving the default tab out", () => {
    expect(customerPath(null)).toBe("/clientes/editar");
    expect(customerPath(null, "contatos")).toBe("/clientes/editar/contatos");
    expect(customerPath(12)).toBe("/clientes/editar/12");
    expect(customerPath(12, "geral")).toBe("/clientes/editar/12");
    expect(customerPath(12, "endereco")).toBe("/clientes/editar/12/endereco");
  });
});
