import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountDetail, StatementImportResult } from "../../src/schemas/finance-accounts.ts";
import { companies } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { userCompanies } from "../users/schema.ts";
import { createEntries, settleEntries } from "./ledger.ts";
import {
  accountMovements,
  accountPlans,
  bankStatementLines,
  financeAccounts,
  financialEntries,
  financialSettlements,
} from "./schema.ts";

// A review as an attacker of the finance API: other networks' and units' ids, amounts that do not fit, the same
// thing twice at once, statements that are not what they say. Run on PostgreSQL (DATABASE_URL) for the races to race.

let t: TestApp;
let admin = "";
let fin = "";
let centroOnly = "";
let outra = "";
const ids = { centro: 0, savassi: 0, outraUnit: 0, multiStore: 0, outraAccount: 0 };

const call = jsonCaller(() => t);
let keys = 0;
/** POST a settlement with its own Idempotency-Key, as the screen does. */
const settle = async (id: number, body: Record<string, unknown>, cookie = fin) => {
  const res = await t.request(`/api/v1/financial_entries/${id}/settlements`, {
    method: "POST",
    cookie,
    json: body,
    headers: { "Idempotency-Key": `ataque-${Date.now()}-${++keys}` },
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
type Messages = { messages: Record<string, string[]> | string[] };
const fields = (body: unknown) => (body as Messages).messages as Record<string, string[]>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  outra = await t.login("outra.admin");
  fin = (
    await userWith(t, "ataque.fin", [
      ["FIN", 1, 1],
      ["FIN", 3, 1],
    ])
  ).cookie;
  const unit = async (name: string) => {
    const [row] = await t.db.select().from(companies).where(eq(companies.name, name));
    if (!row) throw new Error(`no unit ${name}`);
    return row;
  };
  const centro = await unit("Rede Demo Centro");
  ids.centro = centro.id;
  ids.multiStore = centro.multiStoreId;
  ids.savassi = (await unit("Rede Demo Savassi")).id;
  ids.outraUnit = (await unit("Outra Rede Matriz")).id;
  const [account] = await t.db.select().from(financeAccounts).where(eq(financeAccounts.companyId, ids.outraUnit));
  ids.outraAccount = account?.id ?? 0;
  // FIN 1 and FIN 3, but working in Centro only.
  const only = await userWith(t, "ataque.centro", [
    ["FIN", 1, 1],
    ["FIN", 3, 1],
  ]);
  await t.db
    .delete(userCompanies)
    .where(and(eq(userCompanies.userId, only.id), eq(userCompanies.companyId, ids.savassi)));
  centroOnly = await t.login("ataque.centro");
});
afterAll(() => t.close());

const newAccount = async (name: string, companyId = ids.centro) => {
  const res = await call<AccountDetail>("POST", "/api/v1/accounts", admin, {
    accountName: name,
    companyId,
    kind: "bank",
  });
  expect(res.status).toBe(201);
  return res.body.id;
};

const entry = async (values: { kind: "pay" | "receive"; value: number; dueDate: string; companyId?: number }) => {
  const [row] = await t.db.transaction((tx) =>
    createEntries(tx, [
      {
        multiStoreId: ids.multiStore,
        companyId: values.companyId ?? ids.centro,
        kind: values.kind,
        description: `Ataque ${values.kind} ${values.value}`,
        competencyDate: values.dueDate,
        dueDate: values.dueDate,
        value: values.value,
        origin: "manual",
      },
    ]),
  );
  if (!row) throw new Error("entry not written");
  return row;
};

type OfxLine = { fitId: string; date: string; amount: string; memo?: string };
const ofx = (lines: ReadonlyArray<OfxLine>) =>
  Buffer.from(
    [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "",
      "<OFX>",
      "<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>BRL<BANKTRANLIST>",
      ...lines.map(
        (line) =>
          `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>${line.date}\n<TRNAMT>${line.amount}\n<FITID>${line.fitId}\n<MEMO>${line.memo ?? "ATAQUE"}\n</STMTTRN>`,
      ),
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>",
      "</OFX>",
    ].join("\n"),
  ).toString("base64");

const importInto = (accountId: number, lines: ReadonlyArray<OfxLine>, cookie = fin) =>
  call<StatementImportResult>("POST", `/api/v1/accounts/${accountId}/statement_lines/import`, cookie, {
    file_name: "ataque.ofx",
    content_base64: ofx(lines),
  });

const linesIn = (accountId: number) =>
  t.db.select().from(bankStatementLines).where(eq(bankStatementLines.accountId, accountId));

describe("settling (FIN 1)", () => {
  it("refuses amounts with 3 decimals, negative, huge or above what is open; nothing is written", async () => {
    const account = await newAccount("Conta de baixas");
    const open = await entry({ kind: "pay", value: 10_000, dueDate: "2026-03-10" });
    for (const value of ["10.005", "-1.00", "0.00", "100.01", "99999999999.99", "1e3", " 10.00"]) {
      const res = await settle(open.id, {
        account_id: account,
        date: "2026-03-10",
        value,
      });
      expect([value, res.status]).toEqual([value, 422]);
    }
    for (const part of ["interest", "fine", "discount"]) {
      const res = await settle(open.id, {
        account_id: account,
        date: "2026-03-10",
        value: "10.00",
        [part]: "-0.01",
      });
      expect([part, res.status]).toEqual([part, 422]);
    }
    const settlements = await t.db.select().from(financialSettlements).where(eq(financialSettlements.entryId, open.id));
    expect(settlements).toEqual([]);
  });

  it("refuses another network's account, and a deactivated one of the unit", async () => {
    const open = await entry({ kind: "receive", value: 5_000, dueDate: "2026-03-10" });
    const other = await settle(open.id, {
      account_id: ids.outraAccount,
      date: "2026-03-10",
      value: "50.00",
    });
    expect(other.status).toBe(422);
    const closed = await newAccount("Conta encerrada");
    expect((await call("DELETE", `/api/v1/accounts/${closed}`, admin)).status).toBe(200);
    const res = await settle(open.id, {
      account_id: closed,
      date: "2026-03-10",
      value: "50.00",
    });
    expect(res.status).toBe(422);
    expect(await t.db.select().from(accountMovements).where(eq(accountMovements.accountId, closed))).toEqual([]);
  });

  it("never settles more than the value when five settlements run at once", async () => {
    const account = await newAccount("Conta corrida");
    const open = await entry({ kind: "pay", value: 10_000, dueDate: "2026-03-10" });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        settle(open.id, {
          account_id: account,
          date: "2026-03-10",
          value: "40.00",
        }),
      ),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(2);
    const [row] = await t.db.select().from(financialEntries).where(eq(financialEntries.id, open.id));
    expect(row?.settledValue).toBe("80.00");
  });

  it("does not reopen, settle or read an entry of a unit the user does not work in", async () => {
    const account = await newAccount("Conta Savassi", ids.savassi);
    const savassi = await entry({ kind: "pay", value: 3_000, dueDate: "2026-03-10", companyId: ids.savassi });
    await t.db.transaction((tx) =>
      settleEntries(tx, [
        {
          entryId: savassi.id,
          accountId: account,
          date: "2026-03-10",
          value: 3_000,
          interest: 0,
          fine: 0,
          discount: 0,
        },
      ]),
    );
    expect(
      (await call("POST", `/api/v1/financial_entries/${savassi.id}/reopen`, centroOnly, { all: true })).status,
    ).toBe(404);
    expect((await call("POST", `/api/v1/financial_entries/${savassi.id}/reopen`, outra, { all: true })).status).toBe(
      404,
    );
    expect((await call("GET", `/api/v1/financial_entries/${savassi.id}`, centroOnly)).status).toBe(404);
    const [row] = await t.db.select().from(financialEntries).where(eq(financialEntries.id, savassi.id));
    expect(row?.settledValue).toBe("30.00");
  });
});

describe("bank reconciliation (FIN 3)", () => {
  it("reconciles a line once when the same reconciliation is sent twice at once", async () => {
    const account = await newAccount("Conta conciliação");
    const open = await entry({ kind: "pay", value: 5_000, dueDate: "2026-04-10" });
    expect((await importInto(account, [{ fitId: "L1", date: "20260410", amount: "-50.00" }])).status).toBe(201);
    const [line] = await linesIn(account);
    const results = await Promise.all(
      [1, 2].map(() => call("POST", `/api/v1/statement_lines/${line?.id}/reconcile`, fin, { entry_id: open.id })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 422]);
    const settlements = await t.db.select().from(financialSettlements).where(eq(financialSettlements.entryId, open.id));
    expect(settlements).toHaveLength(1);
  });

  it("links one settlement to one statement line only, even when two lines ask for it at once", async () => {
    const account = await newAccount("Conta duas linhas");
    const paid = await entry({ kind: "receive", value: 7_000, dueDate: "2026-04-12" });
    const [settlement] = await t.db.transaction((tx) =>
      settleEntries(tx, [
        { entryId: paid.id, accountId: account, date: "2026-04-12", value: 7_000, interest: 0, fine: 0, discount: 0 },
      ]),
    );
    await importInto(account, [
      { fitId: "D1", date: "20260412", amount: "70.00" },
      { fitId: "D2", date: "20260412", amount: "70.00" },
    ]);
    const lines = await linesIn(account);
    expect(lines).toHaveLength(2);
    const results = await Promise.all(
      lines.map((line) =>
        call("POST", `/api/v1/statement_lines/${line.id}/reconcile`, fin, {
          entry_id: paid.id,
          settlement_id: settlement?.id,
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 422]);
    const linked = await t.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.settlementId, settlement?.id ?? 0));
    expect(linked).toHaveLength(1);
  });

  it("moves no money into a deactivated account from its statement", async () => {
    const account = await newAccount("Conta desativada");
    const open = await entry({ kind: "receive", value: 9_000, dueDate: "2026-04-15" });
    await importInto(account, [
      { fitId: "X1", date: "20260415", amount: "90.00" },
      { fitId: "X2", date: "20260415", amount: "-12.00" },
    ]);
    expect((await call("DELETE", `/api/v1/accounts/${account}`, admin)).status).toBe(200);
    const [credit, fee] = (await linesIn(account)).sort((a, b) => a.fitId.localeCompare(b.fitId));
    const reconcile = await call("POST", `/api/v1/statement_lines/${credit?.id}/reconcile`, fin, { entry_id: open.id });
    expect(reconcile.status).toBe(422);
    expect(fields(reconcile.body).entry_id).toEqual(["Esta conta está desativada."]);
    const created = await call("POST", `/api/v1/statement_lines/${fee?.id}/entry`, fin, { description: "Tarifa" });
    expect(created.status).toBe(422);
    expect(fields(created.body).entry_id).toEqual(["Esta conta está desativada."]);
    expect(await t.db.select().from(accountMovements).where(eq(accountMovements.accountId, account))).toEqual([]);
    const [still] = await t.db.select().from(financialEntries).where(eq(financialEntries.id, open.id));
    expect(still?.settledValue).toBe("0.00");
    const made = await t.db
      .select()
      .from(financialEntries)
      .where(and(eq(financialEntries.origin, "statement"), eq(financialEntries.accountId, account)));
    expect(made).toEqual([]);
  });

  it("refuses a statement with an impossible date (30/02, year 0) before writing anything", async () => {
    const account = await newAccount("Conta datas");
    for (const date of ["20260230", "00000101"]) {
      const res = await importInto(account, [
        { fitId: "OK1", date: "20260301", amount: "10.00" },
        { fitId: `BAD-${date}`, date, amount: "20.00" },
      ]);
      expect([date, res.status]).toEqual([date, 422]);
      expect(fields(res.body).content_base64).toEqual(["Arquivo OFX inválido ou sem lançamentos."]);
    }
    // A line without a readable amount is not left out silently either: the file is refused whole.
    const amount = await importInto(account, [
      { fitId: "OK1", date: "20260301", amount: "10.00" },
      { fitId: "BAD-AMOUNT", date: "20260302", amount: "1.234,56" },
    ]);
    expect(amount.status).toBe(422);
    expect(await linesIn(account)).toEqual([]);
  });

  it("refuses a huge statement and a malformed one before writing anything", async () => {
    const account = await newAccount("Conta arquivos");
    const big = await call("POST", `/api/v1/accounts/${account}/statement_lines/import`, fin, {
      file_name: "grande.ofx",
      content_base64: Buffer.alloc(4 * 1024 * 1024 + 1, "A").toString("base64"),
    });
    expect([413, 422]).toContain(big.status);
    const tooBig = await t.request(`/api/v1/accounts/${account}/statement_lines/import`, {
      method: "POST",
      cookie: fin,
      json: { file_name: "enorme.ofx", content_base64: Buffer.alloc(8 * 1024 * 1024, "A").toString("base64") },
    });
    expect(tooBig.status).toBe(413);
    for (const content of [
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><STMTTRN><STMTTRN>",
      "<OFX>".repeat(100_000),
      "OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><TRNAMT>1e308<FITID>Z<DTPOSTED>20260101</STMTTRN>",
      "not base64 at all ###",
    ]) {
      const res = await call("POST", `/api/v1/accounts/${account}/statement_lines/import`, fin, {
        file_name: "x.ofx",
        content_base64: content.startsWith("not") ? content : Buffer.from(content).toString("base64"),
      });
      expect(res.status).toBe(422);
    }
    expect(await linesIn(account)).toEqual([]);
  });

  it("refuses a line above the largest amount an entry may have instead of failing", async () => {
    const account = await newAccount("Conta milionária");
    await importInto(account, [{ fitId: "M1", date: "20260420", amount: "-12000000.00" }]);
    const [line] = await linesIn(account);
    const res = await call("POST", `/api/v1/statement_lines/${line?.id}/entry`, fin, { description: "Compra grande" });
    expect(res.status).toBe(422);
    expect(fields(res.body).entry_id).toEqual(["Valor acima do limite de R$ 9.999.999,99."]);
    expect(await t.db.select().from(accountMovements).where(eq(accountMovements.accountId, account))).toEqual([]);
    const [still] = await linesIn(account);
    expect(still?.settlementId).toBeNull();
  });

  it("books a statement payable on an expense row only", async () => {
    const account = await newAccount("Conta plano");
    await importInto(account, [{ fitId: "P1", date: "20260421", amount: "-15.00" }]);
    const [line] = await linesIn(account);
    const [revenue] = await t.db
      .select()
      .from(accountPlans)
      .where(and(eq(accountPlans.companyId, ids.centro), eq(accountPlans.isInflow, true)))
      .limit(1);
    const res = await call("POST", `/api/v1/statement_lines/${line?.id}/entry`, fin, {
      description: "Tarifa",
      account_plan_id: revenue?.id,
    });
    expect(res.status).toBe(422);
    expect(fields(res.body).account_plan_id).toEqual(["Escolha uma conta de despesa do plano de contas."]);
    const made = await t.db
      .select()
      .from(financialEntries)
      .where(and(eq(financialEntries.origin, "statement"), eq(financialEntries.originId, line?.id ?? 0)));
    expect(made).toEqual([]);
  });

  it("refuses another network's line, account and entry", async () => {
    const account = await newAccount("Conta alheia");
    await importInto(account, [{ fitId: "A1", date: "20260422", amount: "-8.00" }]);
    const [line] = await linesIn(account);
    expect((await call("POST", `/api/v1/statement_lines/${line?.id}/reconcile`, outra, { entry_id: 1 })).status).toBe(
      404,
    );
    expect((await importInto(account, [{ fitId: "A2", date: "20260422", amount: "1.00" }], outra)).status).toBe(404);
    const foreign = await entry({ kind: "pay", value: 800, dueDate: "2026-04-22", companyId: ids.outraUnit });
    await t.db
      .update(financialEntries)
      .set({ multiStoreId: (await outraStore()) ?? 0 })
      .where(eq(financialEntries.id, foreign.id));
    const res = await call("POST", `/api/v1/statement_lines/${line?.id}/reconcile`, fin, { entry_id: foreign.id });
    expect(res.status).toBe(422);
    const [untouched] = await t.db.select().from(financialEntries).where(eq(financialEntries.id, foreign.id));
    expect(untouched?.settledValue).toBe("0.00");
    expect(
      await t.db
        .select()
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.accountId, account), isNull(bankStatementLines.settlementId))),
    ).toHaveLength(1);
  });
});

const outraStore = async () => {
  const [row] = await t.db.select().from(companies).where(eq(companies.id, ids.outraUnit));
  return row?.multiStoreId;
};

describe("reports (FIN 5, RPT 3)", () => {
  it("refuses absurd periods and years (422), not a 500 nor a hang", async () => {
    for (const query of [
      "initial_date=0001-01-01&final_date=9999-12-31",
      "initial_date=2026-12-31&final_date=2026-01-01",
      "initial_date=2026-02-30",
      "initial_date=99999-01-01",
      "group_by=year",
    ]) {
      const res = await call("GET", `/api/v1/financial/cash_flow?${query}`, admin);
      expect([query, res.status]).toEqual([query, 422]);
    }
    for (const year of ["0", "1999", "2101", "99999999999999999999", "2026.5", "-2026"]) {
      const res = await call("GET", `/api/v1/financial/dre?year=${year}`, admin);
      expect([year, res.status]).toEqual([year, 422]);
    }
    for (const query of ["initial_date=0001-01-01&final_date=9999-12-31", "final_date=1000-01-01"]) {
      const res = await call("GET", `/api/v1/useful/balances?${query}`, admin);
      expect([query, [200, 422]]).toEqual([query, expect.arrayContaining([res.status])]);
    }
    const noPerm = (await userWith(t, "ataque.semfin5", [["FIN", 1, 1]])).cookie;
    expect((await call("GET", "/api/v1/financial/cash_flow", noPerm)).status).toBe(403);
    expect((await call("GET", "/api/v1/financial/dre", noPerm)).status).toBe(403);
    expect((await call("GET", `/api/v1/financial/cash_flow?account_id=${ids.outraAccount}`, admin)).status).toBe(422);
  });
});
