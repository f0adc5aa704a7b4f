import { applyMask } from "./text";

// Own implementation rather than @brazilian-utils: it is a devDependency, treats
// empty as invalid and accepts letters only with { version: 2 }; tests cross-check against it.

export const CPF_INVALID_MESSAGE = "CPF Inválido";
export const CNPJ_INVALID_MESSAGE = "CNPJ Inválido";

export type CnpjKind = "numeric" | "alphanumeric";

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_FIRST_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_SECOND_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Removes mask characters (dots, slash, dash, spaces) and uppercases letters. */
export const cleanDocument = (text: string): string => text.replace(/[\s./-]/g, "").toUpperCase();

// Receita Federal values each character as its char code minus 48: '0'..'9' → 0..9, 'A' → 17, 'Z' → 42.
const checkDigit = (chars: string, weights: ReadonlyArray<number>): number => {
  const sum = weights.reduce((total, weight, i) => total + (chars.charCodeAt(i) - 48) * weight, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

const allSame = (chars: string): boolean => [...chars].every((char) => char === chars[0]);

const withCheckDigits = (base: string, first: ReadonlyArray<number>, second: ReadonlyArray<number>): string => {
  const withFirst = `${base}${checkDigit(base, first)}`;
  return `${withFirst}${checkDigit(withFirst, second)}`;
};

/** CPF rule of spec 5.2: empty is valid; otherwise 11 digits, not all equal, two check digits. */
export const isValidCpf = (text: string): boolean => {
  const cpf = cleanDocument(text);
  if (cpf === "") return true;
  if (!CPF_SHAPE.test(cpf) || allSame(cpf)) return false;
  return withCheckDigits(cpf.slice(0, 9), CPF_FIRST_WEIGHTS, CPF_SECOND_WEIGHTS) === cpf;
};

/**
 * CNPJ rule of spec 5.2, with the alphanumeric CNPJ (from July 2026): empty is
 * valid; otherwise 12 digits or uppercase letters plus two numeric check digits, not all equal.
 */
export const isValidCnpj = (text: string): boolean => {
  const cnpj = cleanDocument(text);
  if (cnpj === "") return true;
  if (!CNPJ_SHAPE.test(cnpj) || allSame(cnpj)) return false;
  return withCheckDigits(cnpj.slice(0, 12), CNPJ_FIRST_WEIGHTS, CNPJ_SECOND_WEIGHTS) === cnpj;
};

/** "###.###.###-##", applied as the user types; non-digits are dropped. */
export const formatCpf = (text: string): string => applyMask(text.replace(/\D/g, ""), "###.###.###-##");

/** "##.###.###/####-##", applied as the user types; letters are uppercased, other symbols dropped. */
export const formatCnpj = (text: string): string =>
  applyMask(text.toUpperCase().replace(/[^0-9A-Z]/g, ""), "##.###.###/####-##");

/**
 * A stored CPF or CNPJ as people read it: 11 digits "529.982.247-25", 14 characters "11.222.333/0001-81";
 * anything else (empty, a foreign document) is shown as stored.
 */
export const formatDocumentId = (text: string | null | undefined): string => {
  const clean = cleanDocument(text ?? "");
  if (/^\d{11}$/.test(clean)) return formatCpf(clean);
  if (CNPJ_SHAPE.test(clean)) return formatCnpj(clean);
  return (text ?? "").trim();
};

const assertSeed = (seed: number): void => {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`Seed must be an integer: ${seed}`);
};

const positiveModulo = (value: bigint, modulus: bigint): bigint => ((value % modulus) + modulus) % modulus;

// Multiplying by a power of 3 (coprime with 10) permutes the bases, so distinct seeds
// (modulo the base count) give distinct documents: the demo seed needs unique CPFs and CNPJs.
const spreadDigits = (seed: number, multiplier: bigint, length: number): string => {
  const modulus = 10n ** BigInt(length);
  return String(positiveModulo(BigInt(seed) * multiplier + 12_345_678n, modulus)).padStart(length, "0");
};

/** A valid CPF (11 digits, unformatted) determined by the seed. */
export const generateCpf = (seed: number): string => {
  assertSeed(seed);
  const base = spreadDigits(seed, 387_420_489n, 9);
  // A repeated base yields a repeated, hence invalid, CPF.
  const safeBase = allSame(base) ? `${base.slice(0, 8)}${(Number(base[8]) + 1) % 10}` : base;
  return withCheckDigits(safeBase, CPF_FIRST_WEIGHTS, CPF_SECOND_WEIGHTS);
};

const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/**
 * A valid CNPJ (14 characters, unformatted) determined by the seed. Numeric ones
 * are head offices (branch 0001); alphanumeric ones draw all 12 base characters.
 */
export const generateCnpj = (seed: number, kind: CnpjKind = "numeric"): string => {
  assertSeed(seed);
  let base: string;
  if (kind === "numeric") {
    base = `${spreadDigits(seed, 43_046_721n, 8)}0001`;
  } else {
    const random = mulberry32(seed);
    const draw = (): string =>
      Array.from({ length: 12 }, () => ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)]).join("");
    base = draw();
    while (allSame(base)) base = draw();
  }
  return withCheckDigits(base, CNPJ_FIRST_WEIGHTS, CNPJ_SECOND_WEIGHTS);
};
