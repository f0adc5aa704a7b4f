import { isValidCnpj as libIsValidCnpj, isValidCpf as libIsValidCpf } from "@brazilian-utils/brazilian-utils";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cleanDocument,
  formatCnpj,
  formatCpf,
  formatDocumentId,
  generateCnpj,
  generateCpf,
  isValidCnpj,
  isValidCpf,
} from "./documents";

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });
const alphanumeric = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
const cnpjShaped = fc
  .tuple(fc.string({ unit: alphanumeric, minLength: 12, maxLength: 12 }), digits(2))
  .map(([base, check]) => base + check);
const libCnpj = (text: string) => libIsValidCnpj(text, { version: 2 });

/** Replaces the character at `index` with a different one from `alphabet`. */
const mutate = (text: string, index: number, alphabet: string, shift: number): string => {
  const current = alphabet.indexOf(text.charAt(index));
  const replacement = alphabet.charAt((current + 1 + (shift % (alphabet.length - 1))) % alphabet.length);
  return text.slice(0, index) + replacement + text.slice(index + 1);
};

describe("cleanDocument", () => {
  it.each([
    ["529.982.247-25", "52998224725"],
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    [" 11.222.333/0001-81 ", "11222333000181"],
    ["", ""],
    ["12#3", "12#3"],
  ])("%j → %j", (text, clean) => {
    expect(cleanDocument(text)).toBe(clean);
  });
});

describe("isValidCpf", () => {
  it.each([
    ["", true],
    ["529.982.247-25", true],
    ["52998224725", true],
    ["111.444.777-35", true],
    ["123.456.789-09", true],
    ["529.982.247-24", false],
    ["123.456.789-00", false],
    ["000.000.000-00", false],
    ["111.111.111-11", false],
    ["999.999.999-99", false],
    ["5299822472", false],
    ["529982247255", false],
    ["529.982.247-2A", false],
    ["529 982 247 25", true],
  ])("%j → %s", (text, valid) => {
    expect(isValidCpf(text)).toBe(valid);
  });

  it("agrees with @brazilian-utils on any 11 digits, plain and formatted", () => {
    fc.assert(
      fc.property(digits(11), (cpf) => {
        expect(isValidCpf(cpf)).toBe(libIsValidCpf(cpf));
        expect(isValidCpf(formatCpf(cpf))).toBe(libIsValidCpf(formatCpf(cpf)));
      }),
      { numRuns: 2000 },
    );
  });

  // Mod 11 misses some single changes (remainders 0 and 1 both give 0), so only agreement is asserted.
  it("agrees with @brazilian-utils on a generated CPF with one digit changed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.nat(10), fc.nat(100), (seed, index, shift) => {
        const changed = mutate(generateCpf(seed), index, "0123456789", shift);
        expect(isValidCpf(changed)).toBe(libIsValidCpf(changed));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("isValidCnpj", () => {
  it.each([
    ["", true],
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    ["12.345.678/0001-95", true],
    ["12.ABC.345/01DE-35", true],
    ["12ABC34501DE35", true],
    ["12.abc.345/01de-35", true],
    ["Q0.SLF.MBD/7VX4-39", true],
    ["12.ABC.345/01DE-36", false],
    ["12.ABC.345/01DF-35", false],
    ["12.ABC.345/01DE-3A", false],
    ["11.222.333/0001-80", false],
    ["12345678000190", false],
    ["00.000.000/0000-00", false],
    ["11.111.111/1111-11", false],
    ["1122233300018", false],
    ["112223330001811", false],
    ["12.ÁBC.345/01DE-35", false],
  ])("%j → %s", (text, valid) => {
    expect(isValidCnpj(text)).toBe(valid);
  });

  it("agrees with @brazilian-utils (alphanumeric mode) on any 14-digit text, plain and formatted", () => {
    fc.assert(
      fc.property(digits(14), (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(libCnpj(cnpj));
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(libCnpj(formatCnpj(cnpj)));
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees with @brazilian-utils on alphanumeric text, upper and lower case", () => {
    fc.assert(
      fc.property(cnpjShaped, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(libCnpj(cnpj));
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(libCnpj(cnpj.toLowerCase()));
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees with @brazilian-utils on a generated CNPJ with one character changed", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(13), fc.nat(100), (seed, index, shift) => {
        const cnpj = generateCnpj(seed, "alphanumeric");
        const changed = mutate(cnpj, index, index < 12 ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "0123456789", shift);
        expect(isValidCnpj(changed)).toBe(libCnpj(changed));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("formatCpf and formatCnpj", () => {
  it.each([
    ["52998224725", "529.982.247-25"],
    ["529.982.247-25", "529.982.247-25"],
    ["529", "529"],
    ["5299", "529.9"],
    ["5299822", "529.982.2"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["5299822472599", "529.982.247-25"],
    ["abc", ""],
  ])("CPF %j → %j", (text, formatted) => {
    expect(formatCpf(text)).toBe(formatted);
  });

  it.each([
    ["11222333000181", "11.222.333/0001-81"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["12.ABC.345/01DE-35", "12.ABC.345/01DE-35"],
    ["12", "12"],
    ["123", "12.3"],
    ["12345678", "12.345.678"],
    ["123456780", "12.345.678/0"],
    ["1234567800019", "12.345.678/0001-9"],
    ["1234567800019512", "12.345.678/0001-95"],
  ])("CNPJ %j → %j", (text, formatted) => {
    expect(formatCnpj(text)).toBe(formatted);
  });
});

describe("generateCpf and generateCnpj", () => {
  it("is deterministic", () => {
    expect(generateCpf(42)).toBe(generateCpf(42));
    expect(generateCnpj(42)).toBe(generateCnpj(42));
    expect(generateCnpj(42, "alphanumeric")).toBe(generateCnpj(42, "alphanumeric"));
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])("rejects seed %s", (seed) => {
    expect(() => generateCpf(seed)).toThrow(RangeError);
    expect(() => generateCnpj(seed)).toThrow(RangeError);
  });

  it("gives valid, distinct numbers for the demo seed's range", () => {
    const cpfs = new Set<string>();
    const cnpjs = new Set<string>();
    for (let seed = 0; seed < 5000; seed++) {
      const cpf = generateCpf(seed);
      const cnpj = generateCnpj(seed);
      expect(cpf).toMatch(/^\d{11}$/);
      expect(cnpj).toMatch(/^\d{8}0001\d{2}$/);
      expect(isValidCpf(cpf) && libIsValidCpf(cpf)).toBe(true);
      expect(isValidCnpj(cnpj) && libIsValidCnpj(cnpj)).toBe(true);
      cpfs.add(cpf);
      cnpjs.add(cnpj);
    }
    expect(cpfs.size).toBe(5000);
    expect(cnpjs.size).toBe(5000);
  });

  it("gives valid CPFs for any seed, including those that land on a repeated base", () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (seed) => {
        expect(libIsValidCpf(generateCpf(seed))).toBe(true);
      }),
    );
    // At these seeds 387420489 × seed + 12345678 ≡ 000000000 / 111111111 / 999999999 (mod 10⁹).
    for (const repeatedSeed of [914_577_698, 302_002_097, 401_397_289]) {
      expect(isValidCpf(generateCpf(repeatedSeed))).toBe(true);
    }
  });

  it("gives valid alphanumeric CNPJs that @brazilian-utils accepts", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const cnpj = generateCnpj(seed, "alphanumeric");
        expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(libCnpj(formatCnpj(cnpj))).toBe(true);
      }),
    );
  });
});

describe("formatDocumentId (CPF and CNPJ shown formatted everywhere)", () => {
  it("formats a stored CPF or CNPJ, masked or not, and keeps anything else as stored", () => {
    expect(formatDocumentId("52998224725")).toBe("529.982.247-25");
    expect(formatDocumentId("529.982.247-25")).toBe("529.982.247-25");
    expect(formatDocumentId("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocumentId("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
    expect(formatDocumentId("")).toBe("");
    expect(formatDocumentId(null)).toBe("");
    expect(formatDocumentId("1234")).toBe("1234");
  });
});
