import { cleanDocument, isValidCnpj } from "./documents.ts";
import { MIN_PASSWORD_LENGTH } from "./profile.ts";
import { cleanText, isEmail } from "./text.ts";

/** What the first run asks for: the network account, its first unit and its administrator. */
export type NetworkSetup = {
  readonly network: string;
  readonly unit: string;
  readonly legalName: string;
  readonly cnpj: string;
  readonly adminName: string;
  readonly login: string;
  readonly email: string;
  readonly password: string;
};

export type SetupField = keyof NetworkSetup;

/** A login is letters, digits, dot, dash and underscore, as the demo logins (admin, ana.beatriz). */
export const LOGIN_PATTERN = /^[a-z0-9._-]{3,40}$/i;

/** The longest each value may be, as the API takes it (units and users screens, sign-in). */
const MAX_LENGTH: Readonly<Record<SetupField, number>> = {
  network: 120,
  unit: 120,
  legalName: 160,
  cnpj: 18,
  adminName: 120,
  login: 40,
  email: 254,
  password: 200,
};

/** The problems of a setup, one message per field (Portuguese: the operator's command line speaks it). */
export function setupProblems(setup: NetworkSetup): Partial<Record<SetupField, string>> {
  const problems: Partial<Record<SetupField, string>> = {};
  for (const field of ["network", "unit", "legalName", "cnpj", "adminName", "login", "email", "password"] as const) {
    if (cleanText(setup[field]) === "") problems[field] = "Preenchimento Obrigatório";
  }
  for (const field of Object.keys(MAX_LENGTH) as SetupField[]) {
    if (!problems[field] && setup[field].trim().length > MAX_LENGTH[field]) {
      problems[field] = `O campo deve ter no máximo ${MAX_LENGTH[field]} caracteres.`;
    }
  }
  if (!problems.cnpj && !isValidCnpj(setup.cnpj)) problems.cnpj = "CNPJ Inválido";
  if (!problems.login && !LOGIN_PATTERN.test(setup.login.trim())) {
    problems.login = "Use de 3 a 40 letras, números, ponto, hífen ou sublinhado.";
  }
  if (!problems.email && !isEmail(setup.email.trim())) problems.email = "E-mail inváildo";
  if (!problems.password && setup.password.length < MIN_PASSWORD_LENGTH) {
    problems.password = `A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  }
  return problems;
}

/** The setup as it is stored: texts trimmed, the CNPJ without its mask. */
export function cleanSetup(setup: NetworkSetup): NetworkSetup {
  return {
    network: cleanText(setup.network),
    unit: cleanText(setup.unit),
    legalName: cleanText(setup.legalName),
    cnpj: cleanDocument(setup.cnpj),
    adminName: cleanText(setup.adminName),
    login: setup.login.trim().toLowerCase(),
    email: setup.email.trim(),
    password: setup.password,
  };
}
