import { describe, expect, it } from "vitest";
import { generateCnpj } from "./documents.ts";
import {
  type CarrierFields,
  carrierIssues,
  cleanStateRegistration,
  isValidAnyDocument,
  isValidAntt,
  isValidDocumentOf,
  isValidLicensePlate,
  manufacturerIssues,
  normalizeCarrier,
  normalizeSupplier,
  personTypeOfDocument,
  type SupplierFields,
  supplierIssues,
} from "./suppliers.ts";

const supplier: SupplierFields = {
  personType: "J",
  name: "Malharia Serra Azul Ltda",
  tradeName: "Serra Azul",
  docId1: "11.222.333/0001-81",
  stateRegistration: "110.042.490.114",
  email: "vendas@serraazul.com.br",
  phone1: "(11) 3456-7890",
  phone2: "",
  zipCode: "01310-100",
  address1: "Avenida Paulista",
  addressNumber: "1000",
  complement: "",
  district: "Bela Vista",
  city: "São Paulo",
  uf: "sp",
  notes: "",
  active: true,
  contacts: [{ name: "Carla", role: "Comercial", phone: "(11) 98765-4321", email: "carla@serraazul.com.br" }],
};

const carrier: CarrierFields = {
  name: "Rodovia Expressa Ltda",
  docId1: "11.222.333/0001-81",
  stateTaxId: "ISENTO",
  phone: "(11) 3456-7890",
  email: "",
  zipCode: "",
  address1: "",
  addressNumber: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
  licensePlate: "abc-1d23",
  antt: "12345678",
  active: true,
};

describe("documents of suppliers, manufacturers and carriers", () => {
  it.each([
    ["J", "11.222.333/0001-81", true],
    ["J", "11.222.333/0001-80", false],
    // The alphanumeric CNPJ (July 2026): 12 letters or digits and two numeric check digits.
    ["J", "12.ABC.345/01DE-35", true],
    ["J", "12.ABC.345/01DE-36", false],
    ["J", "529.982.247-25", false],
    ["F", "529.982.247-25", true],
    ["F", "529.982.247-24", false],
    ["F", "11.222.333/0001-81", false],
    ["F", "", true],
    ["J", "", true],
  ] as const)("%s %s valid: %s", (type, document, valid) => {
    expect(isValidDocumentOf(type, document)).toBe(valid);
  });

  it("takes an undeclared document as a CPF up to 11 digits, a CNPJ beyond", () => {
    expect(isValidAnyDocument("529.982.247-25")).toBe(true);
    expect(isValidAnyDocument("11222333000181")).toBe(true);
    expect(isValidAnyDocument(generateCnpj(7, "alphanumeric"))).toBe(true);
    expect(isValidAnyDocument("1234")).toBe(false);
    expect(isValidAnyDocument("")).toBe(true);
    expect(personTypeOfDocument("52998224725")).toBe("F");
    expect(personTypeOfDocument("11222333000181")).toBe("J");
  });

  it("accepts plates old and Mercosul, RNTRC of 8 or 9 digits, IE digits or ISENTO", () => {
    expect(["ABC1234", "abc-1234", "ABC1D23", ""].map(isValidLicensePlate)).toEqual([true, true, true, true]);
    expect(["AB12345", "ABCD123", "ABC12D3"].map(isValidLicensePlate)).toEqual([false, false, false]);
    expect(["12345678", "123456789", "", "1234567", "1234567890"].map(isValidAntt)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(cleanStateRegistration(" isento ")).toBe("ISENTO");
    expect(cleanStateRegistration("110.042.490.114")).toBe("110042490114");
  });
});

describe("supplierIssues", () => {
  it("finds nothing wrong with a complete supplier", () => {
    expect(supplierIssues(supplier)).toEqual({});
  });

  it("names every problem under its field", () => {
    expect(
      supplierIssues({
        ...supplier,
        name: "  ",
        docId1: "11.222.333/0001-80",
        stateRegistration: "X1",
        phone1: "123",
        email: "vendas@",
        zipCode: "0131",
        uf: "XX",
        contacts: [{ name: "", role: "", phone: "1", email: "a@" }],
      }),
    ).toEqual({
      name: ["required"],
      docId1: ["cnpj"],
      stateRegistration: ["state-registration"],
      phone1: ["phone"],
      email: ["email"],
      zipCode: ["zip-code"],
      uf: ["uf"],
      "contacts.0.name": ["required"],
      "contacts.0.phone": ["phone"],
      "contacts.0.email": ["email"],
    });
  });

  it("checks a person's CPF", () => {
    expect(supplierIssues({ ...supplier, personType: "F", docId1: "11.222.333/0001-81" })).toEqual({
      docId1: ["cpf"],
    });
  });

  it("stores digits, upper-case UF and IE", () => {
    expect(normalizeSupplier({ ...supplier, stateRegistration: "isento" })).toMatchObject({
      docId1: "11222333000181",
      stateRegistration: "ISENTO",
      phone1: "1134567890",
      zipCode: "01310100",
      uf: "SP",
      contacts: [{ phone: "11987654321" }],
    });
  });
});

describe("manufacturerIssues and carrierIssues", () => {
  it("a manufacturer needs a name; its document is optional", () => {
    expect(manufacturerIssues({ name: "Hering", docId1: "", active: true })).toEqual({});
    expect(manufacturerIssues({ name: "", docId1: "123.456.789-00", active: true })).toEqual({
      name: ["required"],
      docId1: ["cpf"],
    });
  });

  it("a carrier's plate, RNTRC and document", () => {
    expect(carrierIssues(carrier)).toEqual({});
    expect(carrierIssues({ ...carrier, licensePlate: "AB1234", antt: "12", docId1: "11222333000180" })).toEqual({
      docId1: ["cnpj"],
      licensePlate: ["license-plate"],
      antt: ["antt"],
    });
    expect(normalizeCarrier(carrier)).toMatchObject({ licensePlate: "ABC1D23", stateTaxId: "ISENTO" });
  });
});
