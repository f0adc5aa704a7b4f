import { describe, expect, it } from "vitest";
import { generateCnpj } from "./documents.ts";
import {
  disabledModuleOf,
  isValidStateRegistration,
  normalizeUnit,
  UNIT_MODULES,
  type UnitFields,
  unitIssues,
  usablePermissions,
} from "./network.ts";
import { allPermissions, type Permissions } from "./permissions.ts";

const unit: UnitFields = {
  name: "Rede Demo Centro",
  legalName: "Rede Demo Comércio Ltda",
  federalTaxId: "12.ABC.345/01DE-35",
  stateRegistration: "062.307.904/0081",
  zipCode: "30140-071",
  street: "Rua da Bahia",
  addressNumber: "1000",
  complement: "",
  district: "Centro",
  city: "Belo Horizonte",
  uf: "mg",
  phone: "(31) 3281-4455",
  email: "centro@rede.com.br",
  active: true,
};

describe("unitIssues", () => {
  it("accepts a complete unit with the alphanumeric CNPJ, and one with only a name", () => {
    expect(unitIssues(unit)).toEqual({});
    expect(unitIssues({ ...unit, federalTaxId: generateCnpj(7) })).toEqual({});
    const bare = Object.fromEntries(Object.keys(unit).map((key) => [key, ""])) as unknown as UnitFields;
    expect(unitIssues({ ...bare, name: "Loja", active: true })).toEqual({});
  });

  it("names each problem under its field", () => {
    expect(
      unitIssues({
        ...unit,
        name: " ",
        federalTaxId: "12.ABC.345/01DE-36",
        stateRegistration: "X1",
        zipCode: "301",
        uf: "ZZ",
        phone: "1234",
        email: "centro@",
      }),
    ).toEqual({
      name: ["required"],
      federalTaxId: ["cnpj"],
      stateRegistration: ["state-registration"],
      zipCode: ["zip-code"],
      uf: ["uf"],
      phone: ["phone"],
      email: ["email"],
    });
  });
});

describe("isValidStateRegistration", () => {
  it.each([
    ["", true],
    ["ISENTO", true],
    ["isento", true],
    ["062.307.904/0081", true],
    ["1", false],
    ["123456789012345", false],
    ["ABC", false],
  ])("%s → %s", (text, valid) => expect(isValidStateRegistration(text)).toBe(valid));
});

describe("normalizeUnit", () => {
  it("stores CNPJ, IE, CEP and phone without masks and the UF in capitals", () => {
    expect(normalizeUnit(unit)).toMatchObject({
      federalTaxId: "12ABC34501DE35",
      stateRegistration: "0623079040081",
      zipCode: "30140071",
      uf: "MG",
      phone: "3132814455",
    });
    expect(normalizeUnit({ ...unit, stateRegistration: " isento " }).stateRegistration).toBe("ISENTO");
  });
});

describe("modules of a unit", () => {
  it("never lets CNF or USR be switched off", () => {
    expect(UNIT_MODULES).not.toContain("CNF");
    expect(UNIT_MODULES).not.toContain("USR");
    expect(UNIT_MODULES).toContain("CUS");
  });

  const cashier: Permissions = [
    { slug: "POS", subPermissions: [{ code: 1, value: 2 }] },
    { slug: "CUS", subPermissions: [{ code: 1, value: 2 }] },
  ];

  it("drops the permissions of unavailable modules", () => {
    expect(usablePermissions(cashier, ["CUS"])).toEqual([cashier[0]]);
    expect(usablePermissions(cashier, undefined)).toBe(cashier);
  });

  it("says which module closed a route the user would otherwise open", () => {
    expect(disabledModuleOf([{ slug: "CUS", code: 1 }], cashier, ["CUS"])).toBe("CUS");
    expect(disabledModuleOf([{ slug: "CUS", code: 1 }], cashier, [])).toBeNull();
    // Another way in (POS 1) keeps the route open.
    expect(
      disabledModuleOf(
        [
          { slug: "CUS", code: 1 },
          { slug: "POS", code: 1 },
        ],
        cashier,
        ["CUS"],
      ),
    ).toBeNull();
    // Without the permission, it is a plain refusal, not the module's.
    expect(disabledModuleOf([{ slug: "FIN", code: 1 }], cashier, ["FIN"])).toBeNull();
    expect(disabledModuleOf([{ slug: "STO", code: 1 }], allPermissions(), ["STO"])).toBe("STO");
  });
});
