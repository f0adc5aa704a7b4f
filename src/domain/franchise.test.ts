import { describe, expect, it } from "vitest";
import { generateCnpj, generateCpf } from "./documents.ts";
import { type FranchiseFields, franchiseIssues, isValidContractStart, normalizeFranchise } from "./franchise.ts";

const valid: FranchiseFields = {
  legalName: " Centro Comércio Ltda ",
  cnpj: generateCnpj(5),
  ownerName: "Paula",
  ownerCpf: generateCpf(6),
  ownerEmail: "paula@franquia.com.br",
  ownerPhone: "(31) 99876-5432",
  contractStart: "2024-02-29",
  royaltyPercent: 5.5,
  marketingFundPercent: 0,
  status: "implantation",
  address: {
    zip_code: "30140-071",
    address_1: "Rua da Bahia",
    address_number: "1",
    complement: "",
    district: "",
    city: "BH",
    uf: "mg",
  },
  contacts: [{ name: "Rita", role: "", phone: "", email: "" }],
};

describe("franchise unit rules", () => {
  it("accepts a complete unit, and an empty one (every field but a contact's name is optional)", () => {
    expect(franchiseIssues(valid)).toEqual({});
    const empty = { ...valid, cnpj: "", ownerCpf: "", ownerEmail: "", ownerPhone: "", contractStart: "", contacts: [] };
    expect(franchiseIssues({ ...empty, address: { ...valid.address, zip_code: "", uf: "" } })).toEqual({});
  });

  it("names each problem under its field", () => {
    expect(
      franchiseIssues({
        ...valid,
        cnpj: "11.111.111/1111-11",
        ownerCpf: "111.111.111-11",
        ownerEmail: "x@",
        ownerPhone: "123",
        contractStart: "2023-02-29",
        royaltyPercent: 100.01,
        marketingFundPercent: null,
        status: "sold",
        address: { ...valid.address, zip_code: "123", uf: "XX" },
        contacts: [{ name: " ", role: "", phone: "1", email: "a" }],
      }),
    ).toEqual({
      cnpj: ["cnpj"],
      ownerCpf: ["cpf"],
      ownerEmail: ["email"],
      ownerPhone: ["phone"],
      contractStart: ["date"],
      royaltyPercent: ["percentage"],
      marketingFundPercent: ["percentage"],
      status: ["invalid"],
      "address.zip_code": ["zip-code"],
      "address.uf": ["uf"],
      "contacts.0.name": ["required"],
      "contacts.0.phone": ["phone"],
      "contacts.0.email": ["email"],
    });
  });

  it("takes percentages from 0 to 100 with at most two decimals", () => {
    for (const [percent, ok] of [
      [0, true],
      [100, true],
      [12.25, true],
      [12.255, false],
      [-1, false],
    ] as const)
      expect(franchiseIssues({ ...valid, royaltyPercent: percent }).royaltyPercent === undefined).toBe(ok);
  });

  it("reads a contract start as a day of the calendar", () => {
    expect(["", "2024-02-29", "1999-12-31"].map(isValidContractStart)).toEqual([true, true, true]);
    expect(["2023-02-29", "01/03/2024", "Invalid date", "1800-01-01"].map(isValidContractStart)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("stores texts cleaned and documents, phones and CEP without masks", () => {
    expect(normalizeFranchise(valid)).toMatchObject({
      legalName: "Centro Comércio Ltda",
      cnpj: valid.cnpj.replace(/\D/g, ""),
      ownerCpf: valid.ownerCpf.replace(/\D/g, ""),
      ownerPhone: "31998765432",
      address: { zip_code: "30140071", uf: "MG" },
    });
  });
});
