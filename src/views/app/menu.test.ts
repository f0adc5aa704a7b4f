import { describe, expect, it } from "vitest";
import { allPermissions, type Permissions } from "../../domain/permissions.ts";
import { ROLE_TEMPLATES } from "../../domain/role-templates.ts";
import { DEMO_USERS } from "../../../server/db/seed.ts";
import { buildMenu, canOpen, type MenuItem } from "./menu.ts";
import type { AppRouteDefinition } from "./route-definition.ts";
import { MENU_GROUPS } from "./menu-groups.ts";
import { ROUTES } from "./route-table.ts";

const Nothing = () => null;

const flat = (items: ReadonlyArray<MenuItem>) =>
  items.flatMap((item) => (item.kind === "link" ? [item.id] : [`${item.id}:`, ...item.links.map((l) => l.id)]));

const demo = (login: string) => {
  const user = DEMO_USERS.find((u) => u.login === login);
  if (!user) throw new Error(`no demo user ${login}`);
  return { permissions: user.permissions, hasOnlinePos: true };
};

/** The print-production group (spec 2.9, SLK 1 to 8): overview, the seven stage lists, seamstresses. */
const PRODUCTION = [
  "production:",
  "production-overview",
  "production-atendimentos",
  "production-artes",
  "production-cortes",
  "production-tela-revelacao",
  "production-estamparia",
  "production-confeccao",
  "production-expedicao",
  "production-seamstresses",
];

/** Spec 2.9 order: Relatórios, Clientes, Financeiro, Usuários, PDV, then print production. */
const ADMIN_MENU = [
  "home",
  "reports:",
  "sales-by-payment",
  "sales-by-user",
  "sales-by-unit",
  "item-sales",
  "attendant-results",
  "pdv-sales-history",
  "delivery-history",
  "sales-by-delivery-man",
  "report-builder",
  "losses",
  "low-stock",
  "idle-items",
  "dre",
  "customer-export",
  "customers:",
  "customers",
  "customer-groups",
  "crm:",
  "sales-funnel",
  "crm-contacts",
  "crm-panel",
  "stock:",
  "products",
  "suppliers",
  "manufacturers",
  "carriers",
  "products-bulk",
  "stocks",
  "consolidated-stock",
  "products-import",
  "invoices:",
  "invoices",
  "financial:",
  "financial-entries",
  "account-plans",
  "accounts",
  "cash-movements",
  "cash-flow",
  "users:",
  "users",
  "user-logs",
  "pos:",
  "cash-opening",
  "pdv-budgets",
  "settings:",
  "pos-tabs",
  "units",
  "payment-methods",
  "crm-stages",
  "crm-factors",
  "valves:",
  "sellers",
  ...PRODUCTION,
  "franchise:",
  "franchise-units",
  "unit-groups",
];
const ADMIN_HREFS_ES = [
  "/es",
  "/es/vendas-metodo-pagamento",
  "/es/vendas-por-usuario",
  "/es/vendas-por-unidade",
  "/es/vendas-itens",
  "/es/resultados-dos-atendentes",
  "/es/historico-de-vendas",
  "/es/historico-delivery",
  "/es/vendas-por-entregador",
  "/es/relatorios/datatables",
  "/es/perdas-sobras",
  "/es/itens-com-estoque-baixo",
  "/es/itens-parados",
  "/es/dre",
  "/es/exportar-clientes",
  "/es/clientes",
  "/es/grupos-de-clientes",
  "/es/funil-de-vendas",
  "/es/crm/contatos",
  "/es/crm/painel",
  "/es/produtos",
  "/es/fornecedores",
  "/es/fabricantes",
  "/es/transportadoras",
  "/es/produtos/em-lote",
  "/es/estoques",
  "/es/consolidado-estoque",
  "/es/produtos/importar",
  "/es/factura-de-compra",
  "/es/contas-a-pagar-receber",
  "/es/plano-de-contas",
  "/es/contas",
  "/es/movimentacao-de-caixa",
  "/es/fluxo-de-caixa",
  "/es/usuarios",
  "/es/user-logs",
  "/es/pdv/abertura-de-caixa",
  "/es/orcamentos",
  "/es/pdv-tabs",
  "/es/unidades-da-rede",
  "/es/settings/payment-methods",
  "/es/settings/customers-stages",
  "/es/settings/crm-factors",
  "/es/vendedores",
  "/es/producao",
  "/es/atendimentos",
  "/es/artes",
  "/es/cortes",
  "/es/tela-revelacao",
  "/es/estamparia",
  "/es/confeccao",
  "/es/expedicao",
  "/es/costureiras",
  "/es/unidades-franqueadas",
  "/es/grupos-de-unidades",
];

describe("side menu by permission (spec 2.9 and 6)", () => {
  it("admin (every module) sees home, Clientes, Financeiro, Usuários, production and the POS entry", () => {
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, demo("admin"), "pt-BR"))).toEqual(ADMIN_MENU);
  });

  it("caixa (POS 1, CUS 1) sees home, Clientes and the POS entries (online POS)", () => {
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, demo("caixa"), "pt-BR"))).toEqual([
      "home",
      "customers:",
      "customers",
      "pos:",
      "cash-opening",
      "pdv-budgets",
    ]);
    expect(buildMenu(ROUTES, MENU_GROUPS, { ...demo("caixa"), hasOnlinePos: false }, "pt-BR").map((i) => i.id)).toEqual(
      ["home", "customers"],
    );
  });

  it("the cashier template (users page) sees home and the PDV only; without online POS, home alone", () => {
    const cashier = { permissions: ROLE_TEMPLATES.cashier, hasOnlinePos: true };
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, cashier, "pt-BR"))).toEqual([
      "home",
      "pos:",
      "cash-opening",
      "pdv-budgets",
    ]);
    expect(buildMenu(ROUTES, MENU_GROUPS, { ...cashier, hasOnlinePos: false }, "pt-BR").map((i) => i.id)).toEqual([
      "home",
    ]);
  });

  it("caixa10 (POS 10) sees home and the POS entries; the customer page it may open has no menu entry", () => {
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, demo("caixa10"), "pt-BR"))).toEqual([
      "home",
      "pos:",
      "cash-opening",
      "pdv-budgets",
    ]);
    expect(
      buildMenu(ROUTES, MENU_GROUPS, { ...demo("caixa10"), hasOnlinePos: false }, "pt-BR").map((i) => i.id),
    ).toEqual(["home"]);
  });

  it("vendedor (CRM, CUS 1 and 2) sees home, Clientes and the CRM: no USR, SLK or POS permission", () => {
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, demo("vendedor"), "pt-BR"))).toEqual([
      "home",
      "customers:",
      "customers",
      "customer-groups",
      "crm:",
      "sales-funnel",
      "crm-contacts",
      "crm-panel",
    ]);
  });

  it("producao (SLK 1 to 8) sees home and every production entry, no users", () => {
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, demo("producao"), "pt-BR"))).toEqual(["home", ...PRODUCTION]);
  });

  it("a production entry needs its stage's SLK code", () => {
    const arts = {
      permissions: [{ slug: "SLK" as const, subPermissions: [{ code: 2, value: 1 }] }],
      hasOnlinePos: false,
    };
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, arts, "pt-BR"))).toEqual(["home", "production:", "production-artes"]);
  });

  it("links point at the locale's paths", () => {
    const items = buildMenu(ROUTES, MENU_GROUPS, demo("admin"), "es-EC");
    const hrefs = items.flatMap((item) => (item.kind === "link" ? [item.href] : item.links.map((l) => l.href)));
    expect(hrefs).toEqual(ADMIN_HREFS_ES);
  });

  it("a module switched off in every unit of the user: no menu and no route (issue 12 item 3)", () => {
    const caixa = { ...demo("caixa"), unavailableModules: ["CUS" as const] };
    expect(flat(buildMenu(ROUTES, MENU_GROUPS, caixa, "pt-BR"))).toEqual([
      "home",
      "pos:",
      "cash-opening",
      "pdv-budgets",
    ]);
    const customers = ROUTES.find((route) => route.id === "customers");
    if (!customers) throw new Error("no customers route");
    expect(canOpen(customers, caixa)).toBe(false);
    expect(canOpen(customers, demo("caixa"))).toBe(true);
  });

  it("nobody signed in: no menu", () => {
    expect(buildMenu(ROUTES, MENU_GROUPS, null, "pt-BR")).toEqual([]);
  });

  const routes: AppRouteDefinition[] = [
    ...ROUTES,
    {
      id: "level-two",
      path: "/nivel-dois",
      lazy: async () => ({ Component: Nothing }),
      access: { requirement: { slug: "USR", code: 3, level: 2 } },
      layout: "app",
      titleKey: "t",
      menu: { group: "users", labelKey: "level-two", icon: "pi" },
    },
    {
      id: "novidade",
      path: "/novidade",
      lazy: async () => ({ Component: Nothing }),
      access: { requirement: { slug: "USR", code: 1 } },
      layout: "app",
      titleKey: "t",
      feature: "new-features",
      menu: { group: "users", labelKey: "novidade", icon: "pi" },
    },
    {
      id: "pos",
      path: "/pdv",
      lazy: async () => ({ Component: Nothing }),
      access: { requirement: { slug: "POS", code: 1 }, onlinePos: true },
      layout: "app",
      titleKey: "t",
      menu: { group: "pos", labelKey: "pos", icon: "pi" },
    },
  ];
  const user = (permissions: Permissions, hasOnlinePos = true) => ({ permissions, hasOnlinePos });

  it("an entry needs its code to reach the level (default 1); a group needs some sub-permission above zero", () => {
    const usr = (c1: number, c3: number): Permissions => [
      {
        slug: "USR",
        subPermissions: [
          { code: 1, value: c1 },
          { code: 3, value: c3 },
        ],
      },
    ];
    expect(flat(buildMenu(routes, MENU_GROUPS, user(usr(1, 2)), "pt-BR"))).toEqual([
      "home",
      "users:",
      "users",
      "user-logs",
      "level-two",
    ]);
    expect(flat(buildMenu(routes, MENU_GROUPS, user(usr(1, 1)), "pt-BR"))).toEqual([
      "home",
      "users:",
      "users",
      "user-logs",
    ]);
    expect(flat(buildMenu(routes, MENU_GROUPS, user(usr(0, 2)), "pt-BR"))).toEqual([
      "home",
      "users:",
      "user-logs",
      "level-two",
    ]);
    expect(flat(buildMenu(routes, MENU_GROUPS, user(usr(0, 1)), "pt-BR"))).toEqual(["home", "users:", "user-logs"]);
    expect(flat(buildMenu(routes, MENU_GROUPS, user(usr(1, 0)), "pt-BR"))).toEqual(["home", "users:", "users"]);
  });

  it("an entry behind the new-features flag shows only to the accounts that have it (spec 6)", () => {
    const usr1: Permissions = [{ slug: "USR", subPermissions: [{ code: 1, value: 2 }] }];
    const flags = (newFeatures: boolean) => ({ newFeatures, homologationPartner: false });
    const withFlag = { ...user(usr1), features: flags(true) };
    expect(flat(buildMenu(routes, MENU_GROUPS, withFlag, "pt-BR"))).toContain("novidade");
    for (const other of [user(usr1), { ...user(usr1), features: flags(false) }])
      expect(flat(buildMenu(routes, MENU_GROUPS, other, "pt-BR"))).not.toContain("novidade");
    const novidade = routes.find((r) => r.id === "novidade");
    expect(novidade && canOpen(novidade, withFlag)).toBe(true);
    expect(novidade && canOpen(novidade, { ...withFlag, features: flags(false) })).toBe(false);
    expect(novidade && canOpen(novidade, { ...withFlag, permissions: [] })).toBe(false);
  });

  it("the POS entry also needs online POS", () => {
    const pos: Permissions = [{ slug: "POS", subPermissions: [{ code: 1, value: 1 }] }];
    expect(flat(buildMenu(routes, MENU_GROUPS, user(pos, true), "pt-BR"))).toContain("pos");
    expect(flat(buildMenu(routes, MENU_GROUPS, user(pos, false), "pt-BR"))).not.toContain("pos");
  });

  it("home's menu label stays Início; its title is Insights for RPT 1", () => {
    const home = ROUTES.find((r) => r.id === "home");
    expect(buildMenu(ROUTES, MENU_GROUPS, user(allPermissions()), "pt-BR")[0]).toMatchObject({ labelKey: "menu.home" });
    const title = home?.titleKey;
    expect(typeof title === "function" ? title(allPermissions()) : title).toBe("titles.insights");
    expect(typeof title === "function" ? title([]) : title).toBe("titles.home");
  });

  it("public and guest pages open for anyone; module pages only for the permitted", () => {
    expect(canOpen({ access: "public" }, null)).toBe(true);
    expect(canOpen({ access: "guest" }, null)).toBe(true);
    expect(canOpen({ access: "signed-in" }, null)).toBe(false);
    expect(canOpen({ access: { requirement: { slug: "USR", code: 1 } } }, demo("caixa"))).toBe(false);
    expect(canOpen({ access: { requirement: { slug: "USR", code: 1 } } }, demo("admin"))).toBe(true);
  });
});
