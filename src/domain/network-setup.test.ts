import { describe, expect, it } from "vitest";
import { generateCnpj } from "./documents.ts";
import { cleanSetup, type NetworkSetup, setupProblems } from "./network-setup.ts";

const valid: NetworkSetup = {
  network: "Rede Nova",
  unit: "Loja Centro",
  legalName: "Rede Nova Comércio Ltda",
  cnpj: generateCnpj(7),
  adminName: "Beatriz",
  login: "beatriz",
  email: "b@rede.com.br",
  password: "12345678",
};

describe("setupProblems", () => {
  it("accepts a complete setup, the alphanumeric CNPJ too", () => {
    expect(setupProblems(valid)).toEqual({});
    expect(setupProblems({ ...valid, cnpj: generateCnpj(7, "alphanumeric") })).toEqual({});
  });

  it("asks for every field", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, "  "])) as NetworkSetup;
    expect(Object.values(setupProblems(empty))).toEqual(Array(8).fill("Preenchimento Obrigatório"));
  });

  it.each([
    [{ cnpj: "11111111111111" }, "cnpj", "CNPJ Inválido"],
    [{ login: "ab" }, "login", "Use de 3 a 40 letras, números, ponto, hífen ou sublinhado."],
    [{ login: "maria silva" }, "login", "Use de 3 a 40 letras, números, ponto, hífen ou sublinhado."],
    [{ email: "maria@" }, "email", "E-mail inváildo"],
    [{ password: "1234567" }, "password", "A senha deve ter ao menos 8 caracteres."],
    [{ password: "x".repeat(201) }, "password", "O campo deve ter no máximo 200 caracteres."],
    [{ unit: "U".repeat(121) }, "unit", "O campo deve ter no máximo 120 caracteres."],
    [{ email: `${"e".repeat(250)}@x.com` }, "email", "O campo deve ter no máximo 254 caracteres."],
  ] as const)("%o is refused on %s", (over, field, message) => {
    expect(setupProblems({ ...valid, ...over })).toEqual({ [field]: message });
  });
});

describe("cleanSetup", () => {
  it("trims texts, lowers the login and drops the CNPJ mask", () => {
    const cnpj = "12.345.678/0001-95";
    expect(cleanSetup({ ...valid, network: " Rede ", login: " Maria.S ", cnpj })).toMatchObject({
      network: "Rede",
      login: "maria.s",
      cnpj: "12345678000195",
    });
  });
});
