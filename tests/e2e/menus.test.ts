import { describe, expect, it } from "vitest";
import { e2eSuite } from "./support/app.ts";
import { menuEntries } from "./support/layout.ts";
import { checkA11y, login, screenshot } from "./support/pages.ts";
import { DEMO_USERS, TEXTS } from "./support/texts.ts";
import { visible } from "./support/wait.ts";

const e2e = e2eSuite();
const t = TEXTS.pt;
/** The print-production group (spec 2.9, SLK 1 to 8): every admin and producao. */
const PRODUCTION_MENU = [
  "Painel da produção",
  "Atendimentos",
  "Artes",
  "Cortes",
  "Tela/Revelação",
  "Estamparia",
  "Confecção",
  "Expedição",
  "Costureiras",
];
const SEES_PRODUCTION = new Set(["admin", "producao", "outra.admin"]);
/** Clientes (spec 2.9, CUS 1): every admin, caixa and vendedor. */
const SEES_CUSTOMERS = new Set(["admin", "caixa", "vendedor", "outra.admin"]);

describe("menus by permission", () => {
  for (const user of DEMO_USERS) {
    it(`${user.login} sees exactly the menus its permissions allow`, async () => {
      const page = await e2e.newPage();
      await login(page, user.login);
      const entries = await menuEntries(page);
      expect(entries).toContain(t.homeMenu);
      // Groups in spec 2.9 order: Relatórios (RPT 7), Clientes (CUS 1), Financeiro (FIN 4), Usuários (USR 1), PDV (POS
      // 1 or 10 with online POS, and its budgets), produção, unidades franqueadas.
      const everything = user.login === "admin" || user.login === "outra.admin";
      const pos = everything || user.login === "caixa" || user.login === "caixa10";
      const STOCK_MENU = [
        "Produtos e serviços",
        "Fornecedores",
        "Fabricantes",
        "Transportadoras",
        "Alteração em lote",
        "Estoques",
        "Consolidado de estoque",
        "Importar produtos",
      ];
      const expected = [
        t.homeMenu,
        ...(everything
          ? [
              "Vendas por método de pagamento",
              "Vendas por usuário",
              "Vendas por unidade",
              "Vendas de itens",
              "Resultados dos atendentes",
              "Histórico de vendas",
              "Histórico de delivery",
              "Vendas por entregador",
              "Relatório personalizado",
              "Perdas e sobras",
              "Itens com estoque baixo",
              "Itens parados",
              "DRE",
              // RPT 13: the reports menu links every report, the customers export too.
              "Exportar clientes",
            ]
          : []),
        ...(SEES_CUSTOMERS.has(user.login) ? ["Clientes"] : []),
        // Customer groups (CUS 2): the admins and vendedor.
        ...(everything || user.login === "vendedor" ? ["Grupos de clientes"] : []),
        // The CRM (CRM 1): the admins and vendedor.
        ...(everything || user.login === "vendedor" ? ["Funil de vendas", "Contatos realizados", "Painel CRM"] : []),
        // Stock (STO 1, 3, 4, 6, 7): the admins only among the demo logins.
        ...(everything ? STOCK_MENU : []),
        // Purchase invoices (INV 1): the admins only.
        ...(everything ? ["Notas de compra"] : []),
        // Financial (FIN 1 to 5), in the spec's order.
        ...(everything
          ? ["Contas a pagar e receber", "Plano de contas", "Contas", "Movimentação de caixa", "Fluxo de caixa"]
          : []),
        ...(user.seesUsers ? [t.usersMenu, "Log de usuários"] : []),
        ...(pos ? ["Frente de caixa"] : []),
        ...(pos ? ["Orçamentos"] : []),
        ...(everything
          ? [
              "Abas do PDV",
              "Dados das unidades da rede",
              "Formas de pagamento",
              "Etapas do funil",
              "Fatores do CRM",
              "Vendedores",
            ]
          : []),
        ...(SEES_PRODUCTION.has(user.login) ? PRODUCTION_MENU : []),
        // Franchise units (FMA 1, 2): the admins only.
        ...(everything ? ["Unidades franqueadas", "Grupos de unidades"] : []),
      ];
      expect(entries).toEqual(expected);
      await checkA11y(page);
      if (user.login === "admin" || user.login === "caixa") await screenshot(page, `home-${user.login}`);
    });
  }

  it("the users menu entry opens /usuarios", async () => {
    const page = await e2e.newPage();
    await login(page, "admin");
    await page.getByRole("navigation").first().getByRole("link", { name: t.usersMenu, exact: true }).click();
    await page.waitForURL("**/usuarios");
    await visible(page.getByRole("table"));
  });

  it("a user without the users permission opening /usuarios gets the forbidden page, not the screen", async () => {
    const page = await e2e.newPage();
    await login(page, "caixa");
    await page.goto("/usuarios");
    await visible(page.getByText(t.forbidden));
    expect(await page.getByRole("table").count()).toBe(0);
    await checkA11y(page);
  });
});
