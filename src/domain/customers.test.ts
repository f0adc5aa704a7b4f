import { describe, expect, it } from "vitest";
import {
  type CustomerAddressFields,
  type CustomerFields,
  customerIssues,
  documentTakenIssue,
  formatCustomerDocument,
  formatZipCode,
  isValidEmail,
  isValidUf,
  isValidZipCode,
  mainAddressIndex,
  normalizeCustomer,
  UFS,
  ufCityCodeRange,
  withOneMain,
} from "./customers";

const address = (change: Partial<CustomerAddressFields> = {}): CustomerAddressFields => ({
  zip_code: "01310-100",
  address_1: "Avenida Paulista",
  address_number: "1000",
  complement: "",
  district: "Bela Vista",
  city: "São Paulo",
  uf: "SP",
  main: false,
  ...change,
});

const person = (change: Partial<CustomerFields> = {}): CustomerFields => ({
  customerType: "F",
  name: "Ana Souza",
  nickname: "",
  docId1: "529.982.247-25",
  phone1: "(11) 98765-4321",
  email: "ana@exemplo.com.br",
  active: true,
  addresses: [],
  contacts: [],
  ...change,
});

describe("customerIssues", () => {
  it("accepts a person with CPF and a company with CNPJ", () => {
    expect(customerIssues(person())).toEqual({});
    expect(customerIssues(person({ customerType: "J", docId1: "11.222.333/0001-81", name: "Padaria" }))).toEqual({});
  });

  it("accepts an empty document (spec 5.2: empty is valid)", () => {
    expect(customerIssues(person({ docId1: "" }))).toEqual({});
    expect(customerIssues(person({ customerType: "J", docId1: "" }))).toEqual({});
  });

  it.each([
    [{ name: "  " }, { name: ["required"] }],
    [{ docId1: "529.982.247-24" }, { docId1: ["cpf"] }],
    // A CNPJ is no CPF: the type decides which rule applies.
    [{ docId1: "11.222.333/0001-81" }, { docId1: ["cpf"] }],
    [{ customerType: "J" as const, docId1: "529.982.247-25" }, { docId1: ["cnpj"] }],
    [{ customerType: "J" as const, docId1: "11.222.333/0001-80" }, { docId1: ["cnpj"] }],
    [{ phone1: "(11) 1234" }, { phone1: ["phone"] }],
    [{ email: "ana@" }, { email: ["email"] }],
    [
      { phone1: "", email: "" },
      { phone1: ["contact-required"], email: ["contact-required"] },
    ],
  ])("%j → %j", (change, issues) => {
    expect(customerIssues(person(change))).toEqual(issues);
  });

  it("needs only one of phone and e-mail", () => {
    expect(customerIssues(person({ phone1: "" }))).toEqual({});
    expect(customerIssues(person({ email: "" }))).toEqual({});
  });

  it("checks every address and contact under its index", () => {
    const issues = customerIssues(
      person({
        addresses: [address(), address({ address_1: " ", zip_code: "0131", uf: "XX" })],
        contacts: [
          { name: "Carlos", role: "Compras", phone: "(11) 3456-7890", email: "carlos@exemplo.com" },
          { name: "", role: "", phone: "123", email: "sem-arroba" },
        ],
      }),
    );
    expect(issues).toEqual({
      "addresses.1.address_1": ["required"],
      "addresses.1.zip_code": ["zip-code"],
      "addresses.1.uf": ["uf"],
      "contacts.1.name": ["required"],
      "contacts.1.phone": ["phone"],
      "contacts.1.email": ["email"],
    });
  });
});

describe("field rules", () => {
  it.each([
    ["", true],
    ["01310-100", true],
    ["01310100", true],
    ["0131010", false],
    ["01310-1000", false],
    ["0131O-100", false],
  ])("CEP %j → %s", (text, valid) => {
    expect(isValidZipCode(text)).toBe(valid);
  });

  it.each([
    ["", true],
    ["sp", true],
    ["MG", true],
    ["XX", false],
    ["São Paulo", false],
  ])("UF %j → %s", (text, valid) => {
    expect(isValidUf(text)).toBe(valid);
  });

  it.each([
    ["", true],
    ["a@b.co", true],
    [" ana@exemplo.com.br ", true],
    ["ana@exemplo", false],
    ["ana exemplo@x.com", false],
  ])("e-mail %j → %s", (text, valid) => {
    expect(isValidEmail(text)).toBe(valid);
  });

  it("names the taken document by type", () => {
    expect(documentTakenIssue("F")).toBe("cpf-unique");
    expect(documentTakenIssue("J")).toBe("cnpj-unique");
  });
});

describe("main address", () => {
  it("is the first marked one, else the first", () => {
    expect(mainAddressIndex([])).toBe(-1);
    expect(mainAddressIndex([{ main: false }, { main: false }])).toBe(0);
    expect(mainAddressIndex([{ main: false }, { main: true }, { main: true }])).toBe(1);
  });

  it("is exactly one after withOneMain", () => {
    expect(withOneMain([{ main: true }, { main: true }]).map((a) => a.main)).toEqual([true, false]);
    expect(withOneMain([{ main: false }, { main: false }]).map((a) => a.main)).toEqual([true, false]);
  });
});

describe("normalizeCustomer", () => {
  it("stores digits, trimmed texts, upper-case UF and one main address", () => {
    const stored = normalizeCustomer(
      person({
        name: "  Ana Souza ",
        docId1: "529.982.247-25",
        phone1: "+55 (11) 98765-4321",
        email: " ana@exemplo.com.br ",
        addresses: [address({ zip_code: "01310-100", uf: "sp", city: " São Paulo " }), address({ main: true })],
        contacts: [{ name: " Carlos ", role: " Compras ", phone: "(11) 3456-7890", email: "" }],
      }),
    );
    expect(stored).toMatchObject({
      name: "Ana Souza",
      docId1: "52998224725",
      phone1: "11987654321",
      email: "ana@exemplo.com.br",
      contacts: [{ name: "Carlos", role: "Compras", phone: "1134567890", email: "" }],
    });
    expect(stored.addresses.map((a) => [a.zip_code, a.uf, a.city, a.main])).toEqual([
      ["01310100", "SP", "São Paulo", false],
      ["01310100", "SP", "São Paulo", true],
    ]);
  });

  it("drops bidi controls from every text, so a name cannot show reversed", () => {
    const stored = normalizeCustomer(
      person({
        name: "Ana \u202Eazuos\u202C",
        nickname: "\u2067Aninha\u2069",
        email: "ana\u200E@exemplo.com.br",
        addresses: [
          address({
            address_1: "Rua\u202D Um",
            complement: "\u061CSala",
            district: "\u200FCentro",
            city: "\u202AS\u202BP",
          }),
        ],
        contacts: [{ name: "Carlos\u2066", role: "\u2068Compras", phone: "", email: "" }],
      }),
    );
    expect(stored).toMatchObject({
      name: "Ana azuos",
      nickname: "Aninha",
      email: "ana@exemplo.com.br",
      addresses: [{ address_1: "Rua Um", complement: "Sala", district: "Centro", city: "SP" }],
      contacts: [{ name: "Carlos", role: "Compras" }],
    });
  });

  it("takes a name of bidi controls alone for an empty one", () => {
    expect(customerIssues(person({ name: " \u202E\u200F " }))).toEqual({ name: ["required"] });
  });
});

describe("formats", () => {
  it("masks the document by the customer's type and the CEP", () => {
    expect(formatCustomerDocument("F", "52998224725")).toBe("529.982.247-25");
    expect(formatCustomerDocument("J", "11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCustomerDocument("F", "5299")).toBe("529.9");
    expect(formatZipCode("01310100")).toBe("01310-100");
    expect(formatZipCode("0131")).toBe("0131");
  });
});

describe("ufCityCodeRange", () => {
  it("gives the IBGE city codes of a UF (São Paulo's capital is 3550308, Brasília 5300108)", () => {
    expect(ufCityCodeRange("SP")).toEqual([3_500_000, 3_599_999]);
    expect(ufCityCodeRange("DF")).toEqual([5_300_000, 5_399_999]);
    const [low, high] = ufCityCodeRange("SP") ?? [0, 0];
    expect(3550308 >= low && 3550308 <= high).toBe(true);
  });

  it("knows every UF and nothing else", () => {
    for (const uf of UFS) expect(ufCityCodeRange(uf)).not.toBeNull();
    expect(ufCityCodeRange("XX")).toBeNull();
    expect(ufCityCodeRange("sp")).toBeNull();
  });
});
