import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AccountDetail,
  AccountList,
  AccountPlanList,
  AccountPlanRow,
  StatementImportResult,
  StatementLine,
  StatementLineList,
} from "../../src/schemas/finance-accounts.ts";
import { companies } from "../network/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { jsonCaller, userWith } from "../test/user-with.ts";
import { createEntries, settleEntries } from "./ledger.ts";
import { accountMovements, accountPlans, bankStatementLines, financeAccounts, financialEntries } from "./schema.ts";

let t: TestApp;
let admin = "";
let outra = "";
let chart = "";
let accounts = "";
let nobody = "";
const ids = { centro: 0, savassi: 0, outraUnit: 0, multiStore: 0, outraPlan: 0, outraAccount: 0 };

const call = jsonCaller(() => t);
type Messages = { messages: Record<string, string[]> | string[] };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  outra = await t.login("outra.admin");
  chart = (await userWith(t, "so.fin2", [["FIN", 2, 1]])).cookie;
  accounts = (await userWith(t, "so.fin3", [["FIN", 3, 1]])).cookie;
  nobody = (await userWith(t, "so.fin1", [["FIN", 1, 1]])).cookie;
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
  const [plan] = await t.db.select().from(accountPlans).where(eq(accountPlans.companyId, ids.outraUnit)).limit(1);
  ids.outraPlan = plan?.id ?? 0;
  const [account] = await t.db
    .select()
    .from(financeAccounts)
    .where(eq(financeAccounts.companyId, ids.outraUnit))
    .limit(1);
  ids.outraAccount = account?.id ?? 0;
});
afterAll(() => t.close());

const planOf = async (code: string, companyId = ids.centro) => {
  const [row] = await t.db
    .select()
    .from(accountPlans)
    .where(and(eq(accountPlans.companyId, companyId), eq(accountPlans.code, code)));
  if (!row) throw new Error(`no plan ${code}`);
  return row;
};

describe("chart of accounts (FIN 2)", () => {
  it("offers the units the user works in, to FIN 2 and FIN 3 only", async () => {
    const { body } = await call<{ data: Array<{ name: string }> }>("GET", "/api/v1/finance/units", chart);
    expect(body.data.map((unit) => unit.name)).toEqual(["Rede Demo Centro", "Rede Demo Savassi"]);
    expect((await call("GET", "/api/v1/finance/units", accounts)).status).toBe(200);
    expect((await call("GET", "/api/v1/finance/units", nobody)).status).toBe(403);
  });

  it("lists a demo unit's standard chart in code order, 10 after 9", async () => {
    const { status, body } = await call<AccountPlanList>(
      "GET",
      `/api/v1/account_plans?company_id=${ids.centro}`,
      chart,
    );
    expect(status).toBe(200);
    const codes = body.data.map((row) => row.code);
    expect(codes.slice(0, 4)).toEqual(["1", "1.1", "1.2", "1.3"]);
    expect(codes.slice(-5)).toEqual(["9", "9.1", "9.2", "9.3", "10"]);
    const salaries = body.data.find((row) => row.code === "6.1.1");
    const staff = body.data.find((row) => row.code === "6.1");
    expect(salaries?.super_id).toBe(staff?.id);
    expect(body.data.find((row) => row.code === "3")?.is_inflow).toBeNull();
  });

  it("adds a row under a parent, then refuses its code again in the unit (pt and es), not in another unit", async () => {
    const parent = await planOf("6.2");
    const created = await call<AccountPlanRow>("POST", "/api/v1/account_plans", chart, {
      company_id: ids.centro,
      code: " 6.2.8 ",
      name: "Seguros",
      is_inflow: false,
      super_id: parent.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: "6.2.8", name: "Seguros", is_inflow: false, super_id: parent.id });
    for (const [locale, text] of [
      ["pt-BR", "Código já existente."],
      ["es-EC", "Código ya existente."],
    ] as const) {
      const again = await call<Messages>(
        "POST",
        "/api/v1/account_plans",
        chart,
        { company_id: ids.centro, code: "6.2.8", name: "Outro", is_inflow: false },
        locale,
      );
      expect(again.status).toBe(422);
      expect((again.body.messages as Record<string, string[]>).code).toEqual([text]);
    }
    const elsewhere = await call<AccountPlanRow>("POST", "/api/v1/account_plans", chart, {
      company_id: ids.savassi,
      code: "6.2.8",
      name: "Seguros",
      is_inflow: false,
    });
    expect(elsewhere.status).toBe(201);
    const free = await call<{ status: boolean }>(
      "GET",
      `/api/v1/validate/account_plan_code?company_id=${ids.centro}&account_plan_code=6.2.8`,
      chart,
    );
    expect(free.body.status).toBe(false);
  });

  it("edits a row in place; a code taken by another row, a bad code or a loop is refused", async () => {
    const row = await planOf("6.2.7");
    const renamed = await call<AccountPlanRow>("PATCH", `/api/v1/account_plans/${row.id}`, chart, {
      name: "Material de escritório",
      code: "6.2.70",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Material de escritório", code: "6.2.70" });
    const taken = await call<Messages>("PATCH", `/api/v1/account_plans/${row.id}`, chart, { code: "6.2.1" }, "es-EC");
    expect(taken.status).toBe(422);
    expect((taken.body.messages as Record<string, string[]>).code).toEqual(["Código ya existente."]);
    const bad = await call<Messages>("PATCH", `/api/v1/account_plans/${row.id}`, chart, { code: "6.x" });
    expect((bad.body.messages as Record<string, string[]>).code).toEqual([
      "Informe números separados por ponto (ex.: 6.2.1).",
    ]);
    const group = await planOf("6");
    const loop = await call<Messages>("PATCH", `/api/v1/account_plans/${group.id}`, chart, {
      super_id: (await planOf("6.2")).id,
    });
    expect(loop.status).toBe(422);
    expect((await planOf("6")).superId).toBeNull();
  });

  it("deletes a row only without children and entries (409 with the reason)", async () => {
    const group = await planOf("6.3");
    const withChildren = await call<{ messages: string[] }>("DELETE", `/api/v1/account_plans/${group.id}`, chart);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.messages).toEqual([
      "Esta conta do plano tem contas abaixo dela: exclua-as ou mova-as antes.",
    ]);
    const used = await planOf("6.3.1");
    await t.db.transaction((tx) =>
      createEntries(tx, [
        {
          multiStoreId: ids.multiStore,
          companyId: ids.centro,
          kind: "pay",
          description: "Anúncio",
          accountPlanId: used.id,
          competencyDate: "2026-03-01",
          dueDate: "2026-03-10",
          value: 10_000,
          origin: "manual",
        },
      ]),
    );
    const inUse = await call<{ messages: string[] }>("DELETE", `/api/v1/account_plans/${used.id}`, chart);
    expect(inUse.status).toBe(409);
    expect(inUse.body.messages).toEqual(["Esta conta do plano já tem lançamentos e não pode ser excluída."]);
    const free = await planOf("6.3.3");
    const deleted = await call<{ deleted: boolean }>("DELETE", `/api/v1/account_plans/${free.id}`, chart);
    expect(deleted.body).toEqual({ deleted: true });
    expect(await t.db.select().from(accountPlans).where(eq(accountPlans.id, free.id))).toEqual([]);
  });

  it("refuses another network's unit, row or parent, and users without FIN 2", async () => {
    const list = await call("GET", `/api/v1/account_plans?company_id=${ids.outraUnit}`, chart);
    expect(list.status).toBe(422);
    const create = await call("POST", "/api/v1/account_plans", chart, {
      company_id: ids.centro,
      code: "6.9",
      name: "X",
      is_inflow: false,
      super_id: ids.outraPlan,
    });
    expect(create.status).toBe(422);
    expect((await call("PATCH", `/api/v1/account_plans/${ids.outraPlan}`, chart, { name: "X" })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/account_plans/${ids.outraPlan}`, admin)).status).toBe(404);
    expect((await call("GET", `/api/v1/account_plans?company_id=${ids.centro}`, accounts)).status).toBe(403);
    expect((await call("GET", `/api/v1/account_plans?company_id=${ids.centro}`, nobody)).status).toBe(403);
  });
});

describe("accounts (FIN 3)", () => {
  it("lists the Brazilian banks of the maintained list", async () => {
    const { body } = await call<{ data: Array<{ code: string; name: string }> }>("GET", "/api/v1/banks", accounts);
    expect(body.data.length).toBeGreaterThan(100);
    expect(body.data.find((bank) => bank.code === "001")?.name).toBe("Banco do Brasil S.A.");
    expect(body.data.some((bank) => bank.code === "341")).toBe(true);
  });

  let itau = 0;
  it("creates a bank account with an opening balance; the answer has id, publicId, companyName and balance", async () => {
    const { status, body } = await call<AccountDetail>("POST", "/api/v1/accounts", accounts, {
      accountName: "  Itaú conta movimento ",
      companyId: ids.centro,
      kind: "bank",
      bankCode: "341",
      bankAgencyNumber: "1234",
      bankAccountNumber: "56789",
      bankAccountDigit: "0",
      openingBalance: "1500.35",
      openingDate: "2026-03-01",
    });
    expect(status).toBe(201);
    itau = body.id;
    expect(body).toMatchObject({
      accountName: "Itaú conta movimento",
      companyName: "Rede Demo Centro",
      bankCode: "341",
      bankName: "ITAÚ UNIBANCO S.A.",
      balance: "1500.35",
      active: true,
    });
    expect(body.publicId).toMatch(/^[0-9a-f-]{36}$/);
    const moves = await t.db.select().from(accountMovements).where(eq(accountMovements.accountId, itau));
    expect(moves.map((move) => [move.kind, move.amount, move.date])).toEqual([["opening", "1500.35", "2026-03-01"]]);
  });

  it("lists accounts with their balances (movements not reversed), the drawers and safes too", async () => {
    await t.db.insert(accountMovements).values([
      {
        multiStoreId: ids.multiStore,
        companyId: ids.centro,
        accountId: itau,
        date: "2026-03-02",
        amount: "-0.35",
        kind: "adjustment",
        description: "Tarifa",
      },
      {
        multiStoreId: ids.multiStore,
        companyId: ids.centro,
        accountId: itau,
        date: "2026-03-02",
        amount: "-999",
        kind: "adjustment",
        description: "Estornado",
        reversedAt: new Date(),
      },
    ]);
    const { body } = await call<AccountList>("GET", `/api/v1/accounts?company_id=${ids.centro}&per_page=50`, accounts);
    expect(body.data.find((row) => row.id === itau)?.balance).toBe("1500.00");
    const inUnit = await t.db
      .select({ kind: financeAccounts.kind })
      .from(financeAccounts)
      .where(eq(financeAccounts.companyId, ids.centro));
    expect(body.data.map((row) => row.kind).sort()).toEqual(inUnit.map((row) => row.kind).sort());
    expect(body.data.filter((row) => row.kind === "drawer" || row.kind === "safe")).toHaveLength(2);
    const sorted = await call<AccountList>("GET", "/api/v1/accounts?sort_field=balance&sort_direction=desc", accounts);
    const balances = sorted.body.data.map((row) => Number(row.balance));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(sorted.body.data.map((row) => row.id)).toContain(itau);
  });

  it.each([
    ["pt-BR", "accountName", () => ({ accountName: " ", companyId: ids.centro }), "Preenchimento Obrigatório"],
    ["es-EC", "companyId", () => ({ accountName: "Caixa 2" }), null],
    [
      "pt-BR",
      "bankCode",
      () => ({ accountName: "Banco X", companyId: ids.centro, bankCode: "999" }),
      "Banco não encontrado na lista de bancos.",
    ],
    [
      "es-EC",
      "kind",
      () => ({ accountName: "Cofre 2", companyId: ids.centro, kind: "safe" }),
      "Esta unidad ya tiene una cuenta de este tipo (una gaveta y una caja fuerte por unidad).",
    ],
  ])("%s refuses a body with 422 on %s and writes nothing", async (locale, field, body, text) => {
    const before = await t.db.select().from(financeAccounts);
    const res = await call<Messages>("POST", "/api/v1/accounts", accounts, body(), locale);
    expect(res.status).toBe(422);
    const messages = res.body.messages as Record<string, string[]>;
    expect(messages[field]).toBeDefined();
    if (text) expect(messages[field]).toEqual([text]);
    expect(await t.db.select().from(financeAccounts)).toHaveLength(before.length);
  });

  it("edits an account; DELETE deactivates it and keeps its movements", async () => {
    const edited = await call<AccountDetail>("PATCH", `/api/v1/accounts/${itau}`, accounts, {
      notes: "Conta principal",
      bankAgencyDigit: "7",
    });
    expect(edited.body).toMatchObject({ notes: "Conta principal", bankAgencyDigit: "7", balance: "1500.00" });
    const removed = await call<AccountDetail>("DELETE", `/api/v1/accounts/${itau}`, accounts);
    expect(removed.status).toBe(200);
    expect(removed.body.active).toBe(false);
    const [row] = await t.db.select().from(financeAccounts).where(eq(financeAccounts.id, itau));
    expect(row?.active).toBe(false);
    expect(await t.db.select().from(accountMovements).where(eq(accountMovements.accountId, itau))).toHaveLength(3);
    await call("PATCH", `/api/v1/accounts/${itau}`, accounts, { active: true });
  });

  it("refuses another network's accounts and unit, and users without FIN 3", async () => {
    expect((await call("GET", `/api/v1/accounts/${ids.outraAccount}`, accounts)).status).toBe(404);
    expect((await call("PATCH", `/api/v1/accounts/${ids.outraAccount}`, accounts, { notes: "x" })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/accounts/${ids.outraAccount}`, accounts)).status).toBe(404);
    const foreign = await call("POST", "/api/v1/accounts", accounts, { accountName: "X", companyId: ids.outraUnit });
    expect(foreign.status).toBe(422);
    const other = await call<AccountList>("GET", "/api/v1/accounts", outra);
    expect(other.body.data.every((row) => row.companyName.startsWith("Outra"))).toBe(true);
    expect((await call("GET", "/api/v1/accounts", chart)).status).toBe(403);
    expect((await call("POST", "/api/v1/accounts", nobody, { accountName: "X", companyId: ids.centro })).status).toBe(
      403,
    );
  });

  describe("bank reconciliation", () => {
    const fixture = (name: string) =>
      readFileSync(resolve(import.meta.dirname, "../../tests/fixtures", name)).toString("base64");
    const linesOf = async (status = "all") =>
      (await call<StatementLineList>("GET", `/api/v1/accounts/${itau}/statement_lines?status=${status}`, accounts)).body
        .data;

    it("imports an SGML OFX 1.x statement (windows-1252) once: importing it again adds nothing", async () => {
      const upload = { file_name: "extrato.ofx", content_base64: fixture("extrato-itau-sgml.ofx") };
      const first = await call<StatementImportResult>(
        "POST",
        `/api/v1/accounts/${itau}/statement_lines/import`,
        accounts,
        upload,
      );
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ imported: 3, repeated: 0 });
      const again = await call<StatementImportResult>(
        "POST",
        `/api/v1/accounts/${itau}/statement_lines/import`,
        accounts,
        upload,
      );
      expect(again.body).toEqual({ imported: 0, repeated: 3 });
      const lines = await linesOf();
      expect(lines.map((line) => [line.date, line.amount, line.memo])).toEqual([
        ["2026-03-12", "-150.33", "PAGTO ENERGIA ELÉTRICA CEMIG"],
        ["2026-03-15", "1250.00", "PIX RECEBIDO CLIENTE"],
        ["2026-03-18", "-35.90", "TARIFA BANCÁRIA PACOTE SERVIÇOS"],
      ]);
    });

    it("imports an XML OFX 2.x statement; refuses what is not OFX (422 pt/es)", async () => {
      const xml = await call<StatementImportResult>(
        "POST",
        `/api/v1/accounts/${itau}/statement_lines/import`,
        accounts,
        {
          file_name: "nubank.ofx",
          content_base64: fixture("extrato-nubank-xml.ofx"),
        },
      );
      expect(xml.body).toEqual({ imported: 2, repeated: 0 });
      for (const [locale, text] of [
        ["pt-BR", "Arquivo OFX inválido ou sem lançamentos."],
        ["es-EC", "Archivo OFX inválido o sin movimientos."],
      ] as const) {
        const bad = await call<Messages>(
          "POST",
          `/api/v1/accounts/${itau}/statement_lines/import`,
          accounts,
          { file_name: "x.ofx", content_base64: Buffer.from("isto não é um extrato").toString("base64") },
          locale,
        );
        expect(bad.status).toBe(422);
        expect((bad.body.messages as Record<string, string[]>).content_base64).toEqual([text]);
      }
    });

    it("offers an open payable of the same value, settles it from the line, and links a settled one", async () => {
      const [energy, pix] = await t.db.transaction((tx) =>
        createEntries(tx, [
          {
            multiStoreId: ids.multiStore,
            companyId: ids.centro,
            kind: "pay",
            description: "Conta de luz",
            competencyDate: "2026-03-01",
            dueDate: "2026-03-10",
            value: 15_033,
            origin: "manual",
          },
          {
            multiStoreId: ids.multiStore,
            companyId: ids.centro,
            kind: "receive",
            description: "Venda a prazo",
            competencyDate: "2026-03-01",
            dueDate: "2026-03-14",
            value: 125_000,
            origin: "manual",
          },
        ]),
      );
      if (!energy || !pix) throw new Error("entries not written");
      const [settled] = await t.db.transaction((tx) =>
        settleEntries(tx, [
          { entryId: pix.id, accountId: itau, date: "2026-03-16", value: 125_000, interest: 0, fine: 0, discount: 0 },
        ]),
      );
      const lines = await linesOf("unmatched");
      const energyLine = lines.find((line) => line.amount === "-150.33") as StatementLine;
      expect(energyLine.matches.map((m) => [m.entry_id, m.settlement_id])).toEqual([[energy.id, null]]);
      const pixLine = lines.find((line) => line.amount === "1250.00") as StatementLine;
      expect(pixLine.matches[0]).toMatchObject({ entry_id: pix.id, settlement_id: settled?.id });

      const done = await call<StatementLine>("POST", `/api/v1/statement_lines/${energyLine.id}/reconcile`, accounts, {
        entry_id: energy.id,
      });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ entry_id: energy.id, entry_description: "Conta de luz", matches: [] });
      const [paid] = await t.db.select().from(financialEntries).where(eq(financialEntries.id, energy.id));
      expect([paid?.settledValue, paid?.settledDate]).toEqual(["150.33", "2026-03-12"]);

      const linked = await call<StatementLine>("POST", `/api/v1/statement_lines/${pixLine.id}/reconcile`, accounts, {
        entry_id: pix.id,
        settlement_id: settled?.id,
      });
      expect(linked.body.settlement_id).toBe(settled?.id);
      const twice = await call<Messages>(
        "POST",
        `/api/v1/statement_lines/${pixLine.id}/reconcile`,
        accounts,
        {
          entry_id: pix.id,
          settlement_id: settled?.id,
        },
        "es-EC",
      );
      expect(twice.status).toBe(422);
      expect((twice.body.messages as Record<string, string[]>).entry_id).toEqual([
        "Esta línea del extracto ya fue conciliada.",
      ]);
    });

    it("refuses an entry that does not match the line's value", async () => {
      const [line] = (await linesOf("unmatched")).filter((row) => row.amount === "-35.90");
      const [other] = await t.db.transaction((tx) =>
        createEntries(tx, [
          {
            multiStoreId: ids.multiStore,
            companyId: ids.centro,
            kind: "pay",
            description: "Outra",
            competencyDate: "2026-03-01",
            dueDate: "2026-03-18",
            value: 3_591,
            origin: "manual",
          },
        ]),
      );
      const res = await call<Messages>("POST", `/api/v1/statement_lines/${line?.id}/reconcile`, accounts, {
        entry_id: other?.id,
      });
      expect(res.status).toBe(422);
      expect((res.body.messages as Record<string, string[]>).entry_id).toEqual([
        "Este lançamento não corresponde ao valor e à data da linha do extrato.",
      ]);
    });

    it("creates a settled payable from a bank fee line; what stays unmatched is listed", async () => {
      const [fee] = (await linesOf("unmatched")).filter((row) => row.amount === "-35.90");
      const plan = await planOf("9.1");
      const res = await call<StatementLine>("POST", `/api/v1/statement_lines/${fee?.id}/entry`, accounts, {
        description: "Tarifa bancária",
        account_plan_id: plan.id,
      });
      expect(res.status).toBe(200);
      const [entry] = await t.db
        .select()
        .from(financialEntries)
        .where(eq(financialEntries.id, res.body.entry_id ?? 0));
      expect(entry).toMatchObject({
        kind: "pay",
        value: "35.90",
        settledValue: "35.90",
        origin: "statement",
        accountPlanId: plan.id,
      });
      const left = await linesOf("unmatched");
      expect(left.map((line) => line.amount)).toEqual(["-89.90", "420.50"]);
      const balance = (await call<AccountDetail>("GET", `/api/v1/accounts/${itau}`, accounts)).body.balance;
      // 1500.00 − 150.33 (light) + 1250.00 (PIX) − 35.90 (fee)
      expect(balance).toBe("2563.77");
    });

    it("refuses another network's plan, line and account", async () => {
      const [line] = await linesOf("unmatched");
      const plan = await call("POST", `/api/v1/statement_lines/${line?.id}/entry`, accounts, {
        description: "X",
        account_plan_id: ids.outraPlan,
      });
      expect(plan.status).toBe(422);
      expect((await call("GET", `/api/v1/accounts/${ids.outraAccount}/statement_lines`, accounts)).status).toBe(404);
      expect(
        (await call("POST", `/api/v1/statement_lines/${line?.id}/entry`, outra, { description: "X" })).status,
      ).toBe(404);
      const rows = await t.db.select().from(bankStatementLines).where(eq(bankStatementLines.accountId, itau));
      expect(rows).toHaveLength(5);
    });
  });
});
