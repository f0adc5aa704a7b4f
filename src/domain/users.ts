import { MIN_PASSWORD_LENGTH } from "./profile.ts";
import { cleanText, isEmail } from "./text.ts";

// The rules of a user as an administrator edits it on /usuarios/editar (issue 12): the browser shows them under the
// fields and the server runs the same ones before its own (unique login and e-mail, units, permissions).

/** A login: letters, digits, dot, hyphen, underscore and @ (an e-mail may be a login), 3 to 60 of them. */
const LOGIN_PATTERN = /^[A-Za-z0-9._@-]{3,60}$/;

export type UserIssue = "required" | "email" | "login" | "password-min" | "confirmation" | "units";
export type UserIssues = Readonly<Record<string, ReadonlyArray<UserIssue>>>;

/** How a new user gets a password: typed by the administrator now, or chosen by the user from the mailed link. */
export type PasswordChoice = "type" | "mail";

export type UserRuleFields = {
  readonly name: string;
  readonly login: string;
  readonly email: string;
  readonly companyIds: ReadonlyArray<number>;
  /** Only for a new user (null when editing one). */
  readonly password: {
    readonly choice: PasswordChoice;
    readonly password: string;
    readonly confirmation: string;
  } | null;
};

export const isValidLogin = (login: string): boolean => LOGIN_PATTERN.test(login.trim());

/** Every rule of the user's fields; the password ones for a new user who gets a typed password. */
export function userIssues(user: UserRuleFields): UserIssues {
  const issues: Record<string, UserIssue[]> = {};
  const add = (field: string, issue: UserIssue) => {
    issues[field] = [...(issues[field] ?? []), issue];
  };
  if (cleanText(user.name) === "") add("name", "required");
  if (user.login.trim() === "") add("login", "required");
  else if (!isValidLogin(user.login)) add("login", "login");
  if (user.email.trim() === "") add("email", "required");
  else if (!isEmail(user.email.trim())) add("email", "email");
  if (user.companyIds.length === 0) add("company_ids", "units");
  if (user.password?.choice === "type") {
    const { password, confirmation } = user.password;
    if (password === "") add("password", "required");
    else if (password.length < MIN_PASSWORD_LENGTH) add("password", "password-min");
    if (confirmation !== password) add("passwordConfirmation", "confirmation");
  }
  return issues;
}
