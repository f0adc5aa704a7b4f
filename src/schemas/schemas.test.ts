import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  ChangePasswordRequest,
  LoginRequest,
  MessageBody,
  PasswordResetConfirm,
  PasswordResetRequest,
  SessionUser,
  VersionBody,
} from "./auth.ts";
import { ErrorBody, ListQuery, ValidationErrorBody } from "./common.ts";
import {
  ApiDate,
  Email,
  Id,
  IdFromString,
  MoneyAmount,
  MoneyString,
  MoneyTotalAmount,
  MoneyTotalString,
  optionalText,
  requiredCleanText,
  requiredText,
} from "./fields.ts";
import { ChannelAuthRequest, ChannelAuthResponse } from "./realtime.ts";
import { UserList, UserListQuery } from "./users.ts";
import { AccountPlanCodeQuery, UniqueQuery, ValidationStatus } from "./validate.ts";

// The contract (issue 2, item 7): each schema takes the spec's shapes and refuses wrong ones,
// decoding as the server does (unknown fields refused).

type AnySchema = Schema.Top & { readonly DecodingServices: never };

function decode(schema: AnySchema, input: unknown) {
  return Schema.decodeUnknownResult(schema as unknown as Schema.Codec<unknown, unknown>)(input, {
    onExcessProperty: "error",
  });
}
const accepts = (schema: AnySchema, input: unknown) => Result.isSuccess(decode(schema, input));
function decoded(schema: AnySchema, input: unknown): unknown {
  const result = decode(schema, input);
  if (Result.isFailure(result)) throw new Error(String(result.failure));
  return result.success;
}

type Table = ReadonlyArray<readonly [label: string, input: unknown]>;
function table(schema: AnySchema, good: Table, bad: Table) {
  it.each(good)("accepts %s", (_, input) => expect(accepts(schema, input)).toBe(true));
  it.each(bad)("refuses %s", (_, input) => expect(accepts(schema, input)).toBe(false));
}

const user = { id: 1, name: "Mariana Albuquerque", permissions: [], multiStoreId: 1, hasOnlinePos: true };

describe("fields", () => {
  describe("requiredText(5)", () => {
    table(
      requiredText(5),
      [
        ["one char", "a"],
        ["five chars", "abcde"],
        ["accents", "ação"],
      ],
      [
        ["empty", ""],
        ["six chars", "abcdef"],
        ["a number", 5],
        ["null", null],
        ["undefined", undefined],
      ],
    );
  });

  describe("requiredCleanText(5)", () => {
    table(
      requiredCleanText(5),
      [
        ["one char", "a"],
        ["a name between bidi controls", "\u202Eab\u2066"],
      ],
      [
        ["empty", ""],
        ["spaces", "   "],
        ["bidi controls only", "\u202E\u2066"],
        ["bidi controls and spaces", "\u200F \u202E"],
        ["six chars", "abcdef"],
      ],
    );
  });

  describe("optionalText(3)", () => {
    table(
      optionalText(3),
      [
        ["empty", ""],
        ["three", "abc"],
      ],
      [
        ["four", "abcd"],
        ["a number", 1],
      ],
    );
  });

  describe("Email", () => {
    table(
      Email,
      [
        ["plain", "admin@rededemo.com.br"],
        ["plus", "ana+vendas@exemplo.com"],
      ],
      [
        ["no at", "admin.rededemo.com.br"],
        ["no domain dot", "admin@rededemo"],
        ["spaces", "ad min@exemplo.com"],
        ["over 254", `${"a".repeat(250)}@x.com`],
        ["empty", ""],
      ],
    );
  });

  describe("Id", () => {
    table(
      Id,
      [
        ["1", 1],
        ["large", 2_000_000],
      ],
      [
        ["0", 0],
        ["negative", -3],
        ["fraction", 1.5],
        ["string", "1"],
      ],
    );
  });

  describe("IdFromString", () => {
    it("decodes a positive integer string to a number", () => expect(decoded(IdFromString, "42")).toBe(42));
    table(
      IdFromString,
      [["'7'", "7"]],
      [
        ["'0'", "0"],
        ["'-1'", "-1"],
        ["'1.5'", "1.5"],
        ["'abc'", "abc"],
        ["''", ""],
        ["a number", 7],
        ["hexadecimal", "0x1"],
        ["a leading space", " 1"],
        ["an exponent", "1e2"],
      ],
    );
  });

  describe("ApiDate (YYYY-MM-DD)", () => {
    table(
      ApiDate,
      [
        ["a date", "2025-01-31"],
        ["leap day", "2024-02-29"],
        ["a day of year 99 (not read as 1999)", "0099-12-31"],
      ],
      [
        ["not a day of the calendar", "2025-02-29"],
        ["year 0", "0000-01-01"],
        ["pt-BR display", "31/01/2025"],
        ["with time", "2025-01-31T10:00:00Z"],
        ["short year", "25-01-31"],
        ["empty", ""],
      ],
    );
  });

  describe("MoneyAmount (a request's single amount, up to 9999999.99)", () => {
    table(
      MoneyAmount,
      [
        ["zero", "0"],
        ["cents", "1234.56"],
        ["the bound", "9999999.99"],
        ["the bound without cents", "9999999"],
      ],
      [
        ["a cent over", "10000000.00"],
        ["the old numeric(14,2) largest", "999999999999.99"],
        ["negative", "-1.00"],
        ["thirteen digits", "9999999999999"],
        ["comma decimal", "1234,56"],
        ["a number", 12.5],
      ],
    );
  });

  describe("MoneyTotalAmount (a request's total, up to 99999999.99)", () => {
    table(
      MoneyTotalAmount,
      [
        ["zero", "0.00"],
        ["the bound", "99999999.99"],
      ],
      [
        ["a cent over", "100000000.00"],
        ["the old numeric(14,2) largest", "999999999999.99"],
        ["negative", "-0.01"],
      ],
    );
  });

  describe("MoneyTotalString (a sum in an answer, any size)", () => {
    table(
      MoneyTotalString,
      [
        ["cents", "1234.56"],
        ["past numeric(14,2)", "99999999999999999999.99"],
        ["a negative difference", "-1999999999999.98"],
      ],
      [
        ["comma decimal", "1234,56"],
        ["three decimals", "1.234"],
        ["empty", ""],
      ],
    );
  });

  describe("MoneyString", () => {
    table(
      MoneyString,
      [
        ["integer", "1234"],
        ["cents", "1234.56"],
        ["one decimal", "0.5"],
        ["negative", "-10.00"],
      ],
      [
        ["comma decimal", "1234,56"],
        ["three decimals", "1.234"],
        ["thousands", "1.234,56"],
        ["a number", 12.5],
        ["currency sign", "R$ 10,00"],
      ],
    );
  });
});

describe("auth", () => {
  describe("LoginRequest", () => {
    table(
      LoginRequest,
      [["login and password", { login: "admin", password: "demo1234" }]],
      [
        ["missing password", { login: "admin" }],
        ["empty login", { login: "", password: "demo1234" }],
        ["login over 120", { login: "a".repeat(121), password: "demo1234" }],
        ["password over 200", { login: "admin", password: "a".repeat(201) }],
        ["numeric password", { login: "admin", password: 12345678 }],
        ["unknown field", { login: "admin", password: "demo1234", remember: true }],
        ["an array", [["admin", "demo1234"]]],
      ],
    );
  });

  describe("ChangePasswordRequest", () => {
    const body = { oldPassword: "demo1234", newPassword: "nova-senha", confirmedNewPassword: "nova-senha" };
    table(
      ChangePasswordRequest,
      [["the three fields", body]],
      [
        ["missing confirmation", { oldPassword: "a", newPassword: "b" }],
        ["snake_case names", { old_password: "a", new_password: "b", confirmed_new_password: "b" }],
        ["null old password", { ...body, oldPassword: null }],
      ],
    );
  });

  describe("PasswordResetRequest and PasswordResetConfirm", () => {
    table(
      PasswordResetRequest,
      [
        ["a login", { login: "vendedor" }],
        ["an e-mail", { login: "a@b.com" }],
      ],
      [
        ["empty", { login: "" }],
        ["nothing", {}],
      ],
    );
    table(
      PasswordResetConfirm,
      [["token and passwords", { token: "abc", newPassword: "x".repeat(8), confirmedNewPassword: "x".repeat(8) }]],
      [["no token", { newPassword: "x", confirmedNewPassword: "x" }]],
    );
  });

  describe("SessionUser", () => {
    const permissions = [{ slug: "POS", subPermissions: [{ code: 1, value: 1 }] }];
    const focus = { callsToday: 3, pendingCalls: 1, seenIn: null };
    table(
      SessionUser,
      [
        ["without CRM focus", user],
        ["with permissions", { ...user, permissions }],
        ["with CRM focus", { ...user, crmDayFocus: focus }],
        ["focus seen at a time", { ...user, crmDayFocus: { ...focus, seenIn: "2025-01-31T12:00:00.000Z" } }],
      ],
      [
        ["unknown module slug", { ...user, permissions: [{ slug: "XYZ", subPermissions: [] }] }],
        ["fractional code", { ...user, permissions: [{ slug: "POS", subPermissions: [{ code: 1.5, value: 1 }] }] }],
        ["string id", { ...user, id: "1" }],
        ["missing hasOnlinePos", { id: 1, name: "x", permissions: [], multiStoreId: 1 }],
        ["null CRM focus", { ...user, crmDayFocus: null }],
      ],
    );
  });

  describe("VersionBody and MessageBody", () => {
    table(
      VersionBody,
      [["version and flag", { version: "1.79.8", maintenance: false }]],
      [
        ["no flag", { version: "1" }],
        ["numeric version", { version: 1, maintenance: false }],
      ],
    );
    table(
      MessageBody,
      [["a message", { message: "Senha alterada com sucesso." }]],
      [["messages list", { messages: ["x"] }]],
    );
  });
});

describe("common", () => {
  describe("ErrorBody and ValidationErrorBody", () => {
    table(
      ErrorBody,
      [
        ["messages", { messages: ["Registro não encontrado."] }],
        ["none", { messages: [] }],
      ],
      [
        ["a string", { messages: "x" }],
        ["per field", { messages: { a: ["x"] } }],
      ],
    );
    table(
      ValidationErrorBody,
      [["per field", { messages: { login: ["Preenchimento Obrigatório"], _: ["Valor inválido"] } }]],
      [
        ["a list", { messages: ["x"] }],
        ["a bare string per field", { messages: { login: "x" } }],
      ],
    );
  });

  describe("ListQuery", () => {
    it("decodes the query string's texts", () => {
      expect(decoded(ListQuery, { page: "2", per_page: "50", sort_direction: "desc", filter: "ana" })).toEqual({
        page: 2,
        per_page: 50,
        sort_direction: "desc",
        filter: "ana",
      });
      expect(decoded(ListQuery, {})).toEqual({});
    });
    table(
      ListQuery,
      [
        ["dates", { initial_date: "2025-01-01", final_date: "2025-01-31" }],
        ["per_page 500", { per_page: "500" }],
      ],
      [
        ["page 0", { page: "0" }],
        ["page -1", { page: "-1" }],
        ["page 1.5", { page: "1.5" }],
        ["per_page 501", { per_page: "501" }],
        ["direction up", { sort_direction: "up" }],
        ["filter over 200", { filter: "a".repeat(201) }],
        ["pt-BR date", { initial_date: "01/01/2025" }],
        ["unknown key", { cache: "1" }],
        ["page as a number", { page: 2 }],
      ],
    );
  });
});

describe("users", () => {
  const item = {
    id: 1,
    name: "Mariana Albuquerque",
    login: "admin",
    email: "admin@rededemo.com.br",
    companies: ["Rede Demo Centro"],
    active: true,
    created_at: "2025-01-01T15:00:00.000Z",
  };
  describe("UserList", () => {
    table(
      UserList,
      [
        ["a page", { data: [item], meta: { page: 1, per_page: 20, total: 1 } }],
        ["empty", { data: [], meta: { page: 3, per_page: 20, total: 0 } }],
      ],
      [
        ["no meta", { data: [item] }],
        [
          "companies as text",
          { data: [{ ...item, companies: "Rede Demo Centro" }], meta: { page: 1, per_page: 20, total: 1 } },
        ],
        ["a password hash", { data: [{ ...item, password_hash: "x" }], meta: { page: 1, per_page: 20, total: 1 } }],
      ],
    );
  });
  describe("UserListQuery", () => {
    table(
      UserListQuery,
      [
        ["each sortable column", { sort_field: "created_at" }],
        ["name", { sort_field: "name" }],
      ],
      [
        ["a column off the list", { sort_field: "password_hash" }],
        ["SQL", { sort_field: "name; drop table users" }],
      ],
    );
  });
});

describe("validate", () => {
  describe("UniqueQuery", () => {
    it("decodes ignore to a number", () => {
      expect(decoded(UniqueQuery, { table: "users", column: "login", value: "ana", ignore: "3" })).toEqual({
        table: "users",
        column: "login",
        value: "ana",
        ignore: 3,
      });
    });
    table(
      UniqueQuery,
      [
        ["empty value", { table: "users", column: "email", value: "" }],
        ["with extra", { table: "account_plans", column: "code", value: "1.1", extra: '{"company_id":1}' }],
      ],
      [
        ["no table", { column: "login", value: "x" }],
        ["no value", { table: "users", column: "login" }],
        ["bad ignore", { table: "users", column: "login", value: "x", ignore: "abc" }],
        ["value over 254", { table: "users", column: "login", value: "a".repeat(255) }],
        ["extra over 500", { table: "users", column: "login", value: "x", extra: "a".repeat(501) }],
        ["unknown key", { table: "users", column: "login", value: "x", where: "1=1" }],
      ],
    );
  });
  describe("AccountPlanCodeQuery and ValidationStatus", () => {
    table(
      AccountPlanCodeQuery,
      [
        ["company and code", { company_id: "1", account_plan_code: "1.1" }],
        ["with ignore", { company_id: "1", account_plan_code: "1.1", ignore: "4" }],
      ],
      [
        ["no company", { account_plan_code: "1" }],
        ["empty code", { company_id: "1", account_plan_code: "" }],
        ["code over 32", { company_id: "1", account_plan_code: "1".repeat(33) }],
      ],
    );
    table(
      ValidationStatus,
      [
        ["true", { status: true }],
        ["false", { status: false }],
      ],
      [
        ["a string", { status: "true" }],
        ["nothing", {}],
      ],
    );
  });
});

describe("realtime", () => {
  table(
    ChannelAuthRequest,
    [["pusher-js's form", { socket_id: "123.456", channel_name: "private-multi-store.1" }]],
    [
      ["bad socket id", { socket_id: "abc", channel_name: "private-x" }],
      ["no channel", { socket_id: "1.2" }],
      ["channel over 164", { socket_id: "1.2", channel_name: "a".repeat(165) }],
    ],
  );
  table(ChannelAuthResponse, [["auth", { auth: "key:signature" }]], [["nothing", {}]]);
});

describe("ranges the database would refuse", () => {
  it.each([
    ["2024-02-29", true],
    ["2024-02-30", false],
    ["2023-02-29", false],
    ["2026-13-01", false],
  ])("ApiDate %s → %s", (text, ok) => {
    expect(accepts(ApiDate, text)).toBe(ok);
  });

  it.each([
    ["2147483647", true],
    ["2147483648", false],
    ["0", false],
  ])("IdFromString %s → %s", (text, ok) => {
    expect(accepts(IdFromString, text)).toBe(ok);
  });

  it("caps the page number", () => {
    expect(accepts(ListQuery, { page: "1000000" })).toBe(true);
    expect(accepts(ListQuery, { page: "1000001" })).toBe(false);
  });
});
