import { afterEach, describe, expect, it } from "vitest";
import type { AccountDetail } from "../../schemas/finance-accounts.ts";
import { setNetworkCurrency } from "../../services/format.ts";
import { accountBalanceText, accountColumns } from "./account-columns.tsx";

// Money is shown in the network's currency whatever the language (services/format.ts): /contas wrote "R$" for a
// US dollar network because it formatted with the default currency.

const account = { balance: "112813.31" } as AccountDetail;

describe("accountBalanceText", () => {
  afterEach(() => setNetworkCurrency("BRL"));

  it("writes a Brazilian network's balance in reais", () => {
    setNetworkCurrency("BRL");
    expect(accountBalanceText(account, "pt-BR")).toBe("R$ 112.813,31");
  });

  it("writes a US dollar network's balance in dollars, also under /es", () => {
    setNetworkCurrency("USD");
    expect(accountBalanceText(account, "es-EC")).toBe("$ 112.813,31");
    expect(accountBalanceText({ ...account, balance: "-5.00" }, "es-EC")).toBe("$ - 5,00");
  });
});

describe("the reconciliation link", () => {
  const t = ((key: string) => key) as unknown as Parameters<typeof accountColumns>[0];
  const actions = accountColumns(
    t,
    "pt-BR",
    () => "/contas/editar/1",
    () => "/contas/conciliacao/1",
  ).find((column) => column.field === "actions");

  it("is offered on bank accounts only: drawers and safes have no statement", () => {
    const of = (kind: AccountDetail["kind"]) => actions?.body?.({ ...account, kind, accountName: "Conta" });
    expect(of("bank")).not.toBeNull();
    expect(of("drawer")).toBeNull();
    expect(of("safe")).toBeNull();
  });
});
