import {
  CRM_FUNNEL_REQUIREMENT,
  CUSTOMER_EDIT_REQUIREMENTS,
  CUSTOMER_EXPORT_REQUIREMENT,
  CUSTOMER_GROUPS_REQUIREMENT,
  CUSTOMERS_REQUIREMENT,
  INSIGHTS_REQUIREMENT,
  FINANCIAL_ENTRIES_REQUIREMENT,
  NETWORK_UNITS_REQUIREMENT,
  PAYMENT_METHODS_REQUIREMENT,
  CRM_FACTORS_REQUIREMENT,
  CRM_STAGES_REQUIREMENT,
  POS_TABS_REQUIREMENT,
  REPORT_DELIVERY_HISTORY,
  REPORT_SALES_BY_DELIVERY_MAN,
  REPORT_SALES_BY_PAYMENT,
  REPORT_SALES_BY_UNIT,
  REPORT_ITEM_SALES,
  REPORT_ATTENDANT_RESULTS,
  REPORT_SALES_BY_USER,
  SELLERS_REQUIREMENTS,
  USER_LOGS_REQUIREMENT,
} from "../../domain/permissions.ts";
import { REPORT_BUILDER_ACCESS } from "../../domain/report-builder.ts";
import { LOSSES_REPORT_REQUIREMENT, STOCKS_REQUIREMENT } from "../../domain/stock.ts";
import { FRANCHISE_UNITS_REQUIREMENT, UNIT_GROUPS_REQUIREMENT } from "../../domain/franchise.ts";
import { INVOICES_REQUIREMENT } from "../../domain/invoices.ts";
import { PRODUCTS_REQUIREMENT } from "../../domain/products.ts";
import { SEAMSTRESSES_CODE, SERVICE_CODE, SLK, STAGES, type StageSlug } from "../../domain/production-stages.ts";
import { PRODUCTS_BULK_EDIT_REQUIREMENT } from "../../domain/stock-wizard.ts";
import {
  CARRIERS_REQUIREMENT,
  MANUFACTURERS_REQUIREMENT,
  SUPPLIER_DIRECTORY_REQUIREMENTS,
  SUPPLIERS_REQUIREMENT,
} from "../../domain/suppliers.ts";
import { CRM_REQUIREMENT } from "../../domain/crm-interactions.ts";
import { BARE_ROUTES, HOME_ROUTE } from "./first-routes.ts";
import type { AppRouteDefinition } from "./route-definition.ts";

/** Side-menu icons of the print-production stages (spec 2.9, SLK 1 to 7). */
const STAGE_ICONS: Readonly<Record<StageSlug, string>> = {
  atendimentos: "pi pi-inbox",
  artes: "pi pi-palette",
  cortes: "pi pi-th-large",
  "tela-revelacao": "pi pi-image",
  estamparia: "pi pi-print",
  confeccao: "pi pi-shopping-bag",
  expedicao: "pi pi-truck",
};

/** Texts the production screens read besides the shell's. */
const PRODUCTION_NAMESPACES = ["production", "table", "form"] as const;
/** The POS area: register use (POS 1) or a placeholder session (POS 10), with online POS (spec 2.9 and 4). */
const POS_REGISTER_USE = { slug: "POS", code: 1 } as const;
const POS_PLACEHOLDER_USE = { slug: "POS", code: 10 } as const;

/** The unit page (/novo and /editar share it). */
const UNIT_PAGE = {
  lazy: async () => ({ Component: (await import("../network/unit-edit-screen.tsx")).UnitEditScreen }),
  access: { requirement: NETWORK_UNITS_REQUIREMENT },
  layout: "app",
  titleKey: "titles.unit",
  back: { path: "/unidades-da-rede", labelKey: "menu.entries.units" },
  namespaces: ["network", "form"],
} as const satisfies Omit<AppRouteDefinition, "id" | "path">;

/** The payable/receivable page (/novo and /editar share it; issue 14 item 3). */
const FINANCIAL_ENTRY_PAGE = {
  lazy: async () => ({
    Component: (await import("../finance/financial-entry-edit-screen.tsx")).FinancialEntryEditScreen,
  }),
  access: { requirement: FINANCIAL_ENTRIES_REQUIREMENT },
  layout: "app",
  titleKey: "titles.financial-entry",
  back: { path: "/contas-a-pagar-receber", labelKey: "menu.entries.financial-entries" },
  namespaces: ["finance-entries", "form", "validation"],
} as const satisfies Omit<AppRouteDefinition, "id" | "path">;

/** The stock page (/novo and /editar share it). */
const STOCK_PAGE = {
  lazy: async () => ({ Component: (await import("../stock/stock-edit-screen.tsx")).StockEditScreen }),
  access: { requirement: STOCKS_REQUIREMENT },
  layout: "app",
  titleKey: "titles.stock",
  back: { path: "/estoques", labelKey: "menu.entries.stocks" },
  namespaces: ["stock", "form", "validation"],
} as const satisfies Omit<AppRouteDefinition, "id" | "path">;

/** Texts the suppliers, manufacturers and carriers screens read. */
const SUPPLIERS_NAMESPACES = ["suppliers", "table", "form"] as const;

/** The supplier page (/novo and /editar share it). */
/** The purchase invoices list, its /novo and /editar/:id?/geral pages under one path (pt, or its Spanish twin). */
function invoiceRoutes(base: string, suffix: string): AppRouteDefinition[] {
  const page = {
    lazy: async () => ({ Component: (await import("../invoices/invoice-edit-screen.tsx")).InvoiceEditScreen }),
    access: { requirement: INVOICES_REQUIREMENT },
    layout: "app",
    titleKey: "titles.invoice",
    back: { path: "/fatura-de-compra", labelKey: "menu.entries.invoices" },
    namespaces: ["invoices", "suppliers", "form"],
  } as const;
  return [
    {
      id: `invoices${suffix}`,
      path: base,
      lazy: async () => ({ Component: (await import("../invoices/invoices-screen.tsx")).InvoicesScreen }),
      access: { requirement: INVOICES_REQUIREMENT },
      layout: "app",
      titleKey: "titles.invoices",
      namespaces: ["invoices", "table"],
      ...(suffix === ""
        ? { menu: { group: "invoices", labelKey: "menu.entries.invoices", icon: "pi pi-file-import" } }
        : {}),
    },
    { id: `invoice-new${suffix}`, path: `${base}/novo`, ...page },
    { id: `invoice-edit${suffix}`, path: `${base}/editar/:id?/geral`, ...page },
  ];
}

const SUPPLIER_PAGE = {
  lazy: async () => ({ Component: (await import("../suppliers/supplier-edit-screen.tsx")).SupplierEditScreen }),
  access: { requirement: SUPPLIERS_REQUIREMENT },
  layout: "app",
  titleKey: "titles.supplier",
  back: { path: "/fornecedores", labelKey: "menu.entries.suppliers" },
  namespaces: SUPPLIERS_NAMESPACES,
} as const satisfies Omit<AppRouteDefinition, "id" | "path">;

/** The manufacturer page (/novo and /editar share it). */
const MANUFACTURER_PAGE = {
  lazy: async () => ({
    Component: (await import("../suppliers/manufacturer-edit-screen.tsx")).ManufacturerEditScreen,
  }),
  access: { requirement: MANUFACTURERS_REQUIREMENT },
  layout: "app",
  titleKey: "titles.manufacturer",
  back: { path: "/fabricantes", labelKey: "menu.entries.manufacturers" },
  namespaces: SUPPLIERS_NAMESPACES,
} as const satisfies Omit<AppRouteDefinition, "id" | "path">;
/** The product page (/produtos/novo/:tab and /produtos/editar/:id?/:tab share it). */
const PRODUCT_PAGE = {
  access: { requirement: PRODUCTS_REQUIREMENT },
  layout: "app",
  titleKey: "titles.product",
  back: { path: "/produtos", labelKey: "menu.entries.products" },
  namespaces: ["products", "form", "images"],
} as const satisfies Omit<AppRouteDefinition, "id" | "path" | "lazy">;

/** The screens inside the app layout but home; the router adds them when the first one is visited (router.ts). */
export const APP_ROUTES: ReadonlyArray<AppRouteDefinition> = [
  {
    // Issue 13 item 1: products and services, STO 3.
    id: "products",
    path: "/produtos",
    lazy: async () => ({ Component: (await import("../stock/products-screen.tsx")).ProductsScreen }),
    access: { requirement: PRODUCTS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.products",
    namespaces: ["products", "products-import", "table", "form"],
    menu: { group: "stock", labelKey: "menu.entries.products", icon: "pi pi-tags" },
  },
  {
    id: "product-new",
    path: "/produtos/novo/:tab?",
    lazy: async () => ({ Component: (await import("../stock/product-edit-screen.tsx")).ProductEditScreen }),
    ...PRODUCT_PAGE,
  },
  {
    id: "product-edit",
    path: "/produtos/editar/:id?/:tab?",
    lazy: async () => ({ Component: (await import("../stock/product-edit-screen.tsx")).ProductEditScreen }),
    ...PRODUCT_PAGE,
  },
  {
    id: "sales-funnel",
    path: "/funil-de-vendas",
    lazy: async () => ({ Component: (await import("../crm/funnel-screen.tsx")).FunnelScreen }),
    access: { requirement: CRM_FUNNEL_REQUIREMENT },
    layout: "app",
    titleKey: "titles.sales-funnel",
    namespaces: ["crm", "form"],
    menu: { group: "crm", labelKey: "menu.entries.sales-funnel", icon: "pi pi-filter" },
  },
  {
    id: "customers",
    path: "/clientes",
    lazy: async () => ({ Component: (await import("../customers/customers-screen.tsx")).CustomersScreen }),
    access: { requirement: CUSTOMERS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.customers",
    namespaces: ["customers", "table", "crm"],
    menu: { group: "customers", labelKey: "menu.entries.customers", icon: "pi pi-id-card" },
  },
  {
    // Spec 2.5: /clientes/editar/:id? with its tabs as the last segment (a new customer's too). Cashiers (POS 1 or
    // 10) open it from the sale to create a customer (spec 2.10).
    id: "customer-edit",
    path: "/clientes/editar/:id?/:tab?",
    lazy: async () => ({ Component: (await import("../customers/customer-edit-screen.tsx")).CustomerEditScreen }),
    access: { requirement: CUSTOMER_EDIT_REQUIREMENTS },
    layout: "app",
    titleKey: "titles.customer",
    back: { path: "/clientes", labelKey: "menu.entries.customers" },
    namespaces: ["customers", "form", "vehicles"],
  },
  {
    // Spec 2.2 /grupos-de-clientes (CUS 2).
    id: "customer-groups",
    path: "/grupos-de-clientes",
    lazy: async () => ({
      Component: (await import("../customers/customer-groups-screen.tsx")).CustomerGroupsScreen,
    }),
    access: { requirement: CUSTOMER_GROUPS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.customer-groups",
    namespaces: ["customers", "table"],
    menu: { group: "customers", labelKey: "menu.entries.customer-groups", icon: "pi pi-tags" },
  },
  {
    id: "crm-contacts",
    path: "/crm/contatos",
    lazy: async () => ({ Component: (await import("../crm/contacts-screen.tsx")).ContactsScreen }),
    access: { requirement: CRM_REQUIREMENT },
    layout: "app",
    titleKey: "titles.crm-contacts",
    namespaces: ["crm", "table", "form"],
    menu: { group: "crm", labelKey: "menu.entries.crm-contacts", icon: "pi pi-comments" },
  },
  {
    id: "crm-panel",
    path: "/crm/painel",
    lazy: async () => ({ Component: (await import("../crm/panel-screen.tsx")).PanelScreen }),
    access: { requirement: CRM_REQUIREMENT },
    layout: "app",
    titleKey: "titles.crm-panel",
    namespaces: ["crm", "table"],
    menu: { group: "crm", labelKey: "menu.entries.crm-panel", icon: "pi pi-chart-bar" },
  },
  {
    id: "franchise-units",
    path: "/unidades-franqueadas",
    lazy: async () => ({
      Component: (await import("../franchise/franchise-units-screen.tsx")).FranchiseUnitsScreen,
    }),
    access: { requirement: FRANCHISE_UNITS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.franchise-units",
    namespaces: ["franchise", "table"],
    menu: { group: "franchise", labelKey: "menu.entries.franchise-units", icon: "pi pi-building" },
  },
  {
    // Issue 12: /unidades-franqueadas/editar/:id (required) with its tabs geral, endereco, contatos, grupos.
    id: "franchise-unit-edit",
    path: "/unidades-franqueadas/editar/:id/:tab?",
    lazy: async () => ({
      Component: (await import("../franchise/franchise-unit-edit-screen.tsx")).FranchiseUnitEditScreen,
    }),
    access: { requirement: FRANCHISE_UNITS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.franchise-unit",
    back: { path: "/unidades-franqueadas", labelKey: "menu.entries.franchise-units" },
    namespaces: ["franchise", "form"],
  },
  {
    id: "unit-groups",
    path: "/grupos-de-unidades",
    lazy: async () => ({ Component: (await import("../franchise/unit-groups-screen.tsx")).UnitGroupsScreen }),
    access: { requirement: UNIT_GROUPS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.unit-groups",
    namespaces: ["franchise", "table", "form", "validation"],
    menu: { group: "franchise", labelKey: "menu.entries.unit-groups", icon: "pi pi-sitemap" },
  },
  {
    id: "users",
    path: "/usuarios",
    lazy: async () => ({ Component: (await import("../users/users-screen.tsx")).UsersScreen }),
    access: { requirement: { slug: "USR", code: 1 } },
    layout: "app",
    titleKey: "titles.users",
    namespaces: ["users", "table"],
    menu: { group: "users", labelKey: "menu.entries.users", icon: "pi pi-users" },
  },
  {
    id: "pos-tabs",
    path: "/pdv-tabs",
    lazy: async () => ({ Component: (await import("../pdv/tabs/pos-tabs-screen.tsx")).PosTabsScreen }),
    access: { requirement: POS_TABS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.pos-tabs",
    namespaces: ["pdv", "images"],
    menu: { group: "settings", labelKey: "menu.entries.pos-tabs", icon: "pi pi-th-large" },
  },
  {
    id: "units",
    path: "/unidades-da-rede",
    lazy: async () => ({ Component: (await import("../network/units-screen.tsx")).UnitsScreen }),
    access: { requirement: NETWORK_UNITS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.units",
    namespaces: ["network", "table"],
    menu: { group: "settings", labelKey: "menu.entries.units", icon: "pi pi-building" },
  },
  // Issue 13 item 7: suppliers (STO 4), their directory (STO 4, INV 1 or FIN 1), manufacturers (STO 6), carriers
  // (STO 7).
  {
    id: "suppliers",
    path: "/fornecedores",
    lazy: async () => ({ Component: (await import("../suppliers/suppliers-screen.tsx")).SuppliersScreen }),
    access: { requirement: SUPPLIERS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.suppliers",
    namespaces: SUPPLIERS_NAMESPACES,
    menu: { group: "stock", labelKey: "menu.entries.suppliers", icon: "pi pi-briefcase" },
  },
  { id: "supplier-new", path: "/fornecedores/novo/:tab?", ...SUPPLIER_PAGE },
  { id: "supplier-edit", path: "/fornecedores/editar/:id?/:tab?", ...SUPPLIER_PAGE },
  {
    id: "supplier-directory",
    path: "/utilidades/fornecedores",
    lazy: async () => ({
      Component: (await import("../suppliers/supplier-directory-screen.tsx")).SupplierDirectoryScreen,
    }),
    access: { requirement: SUPPLIER_DIRECTORY_REQUIREMENTS },
    layout: "app",
    titleKey: "titles.supplier-directory",
    namespaces: SUPPLIERS_NAMESPACES,
  },
  {
    id: "manufacturers",
    path: "/fabricantes",
    lazy: async () => ({ Component: (await import("../suppliers/manufacturers-screen.tsx")).ManufacturersScreen }),
    access: { requirement: MANUFACTURERS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.manufacturers",
    namespaces: SUPPLIERS_NAMESPACES,
    menu: { group: "stock", labelKey: "menu.entries.manufacturers", icon: "pi pi-wrench" },
  },
  { id: "manufacturer-new", path: "/fabricantes/novo", ...MANUFACTURER_PAGE },
  { id: "manufacturer-edit", path: "/fabricantes/editar/:id?", ...MANUFACTURER_PAGE },
  {
    id: "carriers",
    path: "/transportadoras",
    lazy: async () => ({ Component: (await import("../suppliers/carriers-screen.tsx")).CarriersScreen }),
    access: { requirement: CARRIERS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.carriers",
    namespaces: SUPPLIERS_NAMESPACES,
    menu: { group: "stock", labelKey: "menu.entries.carriers", icon: "pi pi-truck" },
  },
  {
    id: "carrier-edit",
    path: "/transportadoras/editar/:id?",
    lazy: async () => ({ Component: (await import("../suppliers/carrier-edit-screen.tsx")).CarrierEditScreen }),
    access: { requirement: CARRIERS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.carrier",
    back: { path: "/transportadoras", labelKey: "menu.entries.carriers" },
    namespaces: SUPPLIERS_NAMESPACES,
  },
  // Issue 12 item 3: a new unit on /novo, one of the network's on /editar/:id with the tabs geral and modulos.
  { id: "unit-new", path: "/unidades-da-rede/novo", ...UNIT_PAGE },
  { id: "unit-edit", path: "/unidades-da-rede/editar/:id?/:tab?", ...UNIT_PAGE },
  {
    id: "payment-methods",
    path: "/settings/payment-methods",
    lazy: async () => ({ Component: (await import("../finance/payment-methods-screen.tsx")).PaymentMethodsScreen }),
    access: { requirement: PAYMENT_METHODS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.payment-methods",
    namespaces: ["finance", "table", "form"],
    menu: { group: "settings", labelKey: "menu.entries.payment-methods", icon: "pi pi-credit-card" },
  },
  // Issue 15 item 3: the CRM funnel stages (CNF 5) and the CRM factors with their options (CNF 6).
  {
    id: "crm-stages",
    path: "/settings/customers-stages",
    lazy: async () => ({ Component: (await import("../crm-settings/crm-stages-screen.tsx")).CrmStagesScreen }),
    access: { requirement: CRM_STAGES_REQUIREMENT },
    layout: "app",
    titleKey: "titles.crm-stages",
    namespaces: ["crm-settings"],
    menu: { group: "settings", labelKey: "menu.entries.crm-stages", icon: "pi pi-sort-amount-down" },
  },
  {
    id: "crm-factors",
    path: "/settings/crm-factors",
    lazy: async () => ({ Component: (await import("../crm-settings/crm-factors-screen.tsx")).CrmFactorsScreen }),
    access: { requirement: CRM_FACTORS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.crm-factors",
    namespaces: ["crm-settings"],
    menu: { group: "settings", labelKey: "menu.entries.crm-factors", icon: "pi pi-tags" },
  },
  // Issue 14 item 5: purchase invoices (INV 1). Spec 2.2 names the Spanish twin /factura-de-compra: localizePath
  // sends Spanish links there (SPANISH_TWINS of locale-paths.ts), so the twin paths are declared too (no menu).
  ...invoiceRoutes("/fatura-de-compra", ""),
  ...invoiceRoutes("/factura-de-compra", "-es"),
  {
    // Issue 13 item 6: many products' price, cost, active, stock control, department or group at once.
    id: "products-bulk",
    path: "/produtos/em-lote",
    lazy: async () => ({ Component: (await import("../stock/products-bulk-screen.tsx")).ProductsBulkScreen }),
    access: { requirement: PRODUCTS_BULK_EDIT_REQUIREMENT },
    layout: "app",
    titleKey: "titles.products-bulk",
    namespaces: ["stock-bulk"],
    menu: { group: "stock", labelKey: "menu.entries.products-bulk", icon: "pi pi-pencil" },
  },
  {
    id: "sellers",
    path: "/vendedores",
    lazy: async () => ({ Component: (await import("../sellers/sellers-screen.tsx")).SellersScreen }),
    access: { requirement: SELLERS_REQUIREMENTS },
    layout: "app",
    titleKey: "titles.sellers",
    namespaces: ["sellers", "table"],
    menu: { group: "valves", labelKey: "menu.entries.sellers", icon: "pi pi-id-card" },
  },
  {
    id: "seller-edit",
    path: "/vendedores/editar/:id?/:tab?",
    lazy: async () => ({ Component: (await import("../sellers/seller-edit-screen.tsx")).SellerEditScreen }),
    access: { requirement: SELLERS_REQUIREMENTS },
    layout: "app",
    titleKey: "titles.seller",
    back: { path: "/vendedores", labelKey: "menu.entries.sellers" },
    namespaces: ["sellers", "form"],
  },
  {
    // /usuarios/editar/:id? with its tabs geral and permissoes as the last segment (issue 12); USR 1 reads, level 2
    // saves (the server refuses the rest).
    id: "user-edit",
    path: "/usuarios/editar/:id?/:tab?",
    lazy: async () => ({ Component: (await import("../users/user-edit-screen.tsx")).UserEditScreen }),
    access: { requirement: { slug: "USR", code: 1 } },
    layout: "app",
    titleKey: "titles.user",
    back: { path: "/usuarios", labelKey: "menu.entries.users" },
    namespaces: ["users", "form"],
  },
  {
    id: "user-logs",
    path: "/user-logs",
    lazy: async () => ({ Component: (await import("../users/user-logs-screen.tsx")).UserLogsScreen }),
    access: { requirement: USER_LOGS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.user-logs",
    namespaces: ["audit", "users", "finance", "table", "form"],
    menu: { group: "users", labelKey: "menu.entries.user-logs", icon: "pi pi-history" },
  },
  {
    id: "production-overview",
    path: "/producao",
    lazy: async () => ({
      Component: (await import("../production/production-overview-screen.tsx")).ProductionOverviewScreen,
    }),
    access: { requirement: { slug: SLK, code: SERVICE_CODE } },
    layout: "app",
    titleKey: "titles.production.overview",
    namespaces: PRODUCTION_NAMESPACES,
    menu: { group: "production", labelKey: "menu.entries.production.overview", icon: "pi pi-gauge" },
  },
  // Print production (spec 2.7, 2.9): one list per stage (SLK 1 service ... 7 shipping), each order's page with
  // its tabs (/artes/12/documentos) under the stage's list.
  ...STAGES.map(
    (stage): AppRouteDefinition => ({
      id: `production-${stage.slug}`,
      path: stage.path,
      lazy: async () => ({
        Component: (await import("../production/stage-list-screen.tsx")).STAGE_LIST_SCREENS[stage.slug],
      }),
      access: { requirement: { slug: SLK, code: stage.code } },
      layout: "app",
      titleKey: `titles.production.${stage.slug}`,
      namespaces: PRODUCTION_NAMESPACES,
      menu: { group: "production", labelKey: `menu.entries.production.${stage.slug}`, icon: STAGE_ICONS[stage.slug] },
    }),
  ),
  {
    id: "production-new-order",
    path: "/atendimentos/novo",
    lazy: async () => ({ Component: (await import("../production/new-order-screen.tsx")).NewOrderScreen }),
    access: { requirement: { slug: SLK, code: SERVICE_CODE } },
    layout: "app",
    titleKey: "titles.production.new-order",
    back: { path: "/atendimentos", labelKey: "menu.entries.production.atendimentos" },
    namespaces: PRODUCTION_NAMESPACES,
  },
  ...STAGES.map(
    (stage): AppRouteDefinition => ({
      id: `production-${stage.slug}-order`,
      path: `${stage.path}/:id/:tab?`,
      lazy: async () => ({ Component: (await import("../production/order-screen.tsx")).ORDER_SCREENS[stage.slug] }),
      access: { requirement: { slug: SLK, code: stage.code } },
      layout: "app",
      titleKey: "titles.production.order",
      back: { path: stage.path, labelKey: `menu.entries.production.${stage.slug}` },
      namespaces: PRODUCTION_NAMESPACES,
    }),
  ),
  {
    id: "production-seamstresses",
    path: "/costureiras",
    lazy: async () => ({ Component: (await import("../production/seamstresses-screen.tsx")).SeamstressesScreen }),
    access: { requirement: { slug: SLK, code: SEAMSTRESSES_CODE } },
    layout: "app",
    titleKey: "titles.production.seamstresses",
    namespaces: PRODUCTION_NAMESPACES,
    menu: { group: "production", labelKey: "menu.entries.production.seamstresses", icon: "pi pi-users" },
  },
  {
    id: "cash-opening",
    path: "/pdv/abertura-de-caixa",
    lazy: async () => ({ Component: (await import("../pdv/cash/cash-opening-screen.tsx")).CashOpeningScreen }),
    // POS 10 without 1 enters too: the cashClosed guard gives it a placeholder session (spec 4).
    access: { requirement: [POS_REGISTER_USE, POS_PLACEHOLDER_USE], onlinePos: true },
    middleware: ["maintenance", "auth", "cashClosed"],
    layout: "app",
    titleKey: "titles.cash-opening",
    namespaces: ["cash", "pdv"],
    menu: { group: "pos", labelKey: "menu.entries.pos", icon: "pi pi-shopping-cart" },
  },
  {
    id: "cash-closing",
    path: "/pdv/fechamento-de-caixa",
    lazy: async () => ({ Component: (await import("../pdv/cash/cash-closing-screen.tsx")).CashClosingScreen }),
    access: { requirement: [POS_REGISTER_USE, POS_PLACEHOLDER_USE], onlinePos: true },
    middleware: ["maintenance", "auth", "cashOpened"],
    layout: "app",
    titleKey: "titles.cash-closing",
    back: { path: "/pdv/caixa-aberto", labelKey: "titles.back-to-pos" },
    namespaces: ["cash", "pdv"],
  },
  {
    id: "financial-entries",
    path: "/contas-a-pagar-receber",
    lazy: async () => ({
      Component: (await import("../finance/financial-entries-screen.tsx")).FinancialEntriesScreen,
    }),
    access: { requirement: FINANCIAL_ENTRIES_REQUIREMENT },
    layout: "app",
    titleKey: "titles.financial-entries",
    namespaces: ["finance-entries", "table", "form"],
    menu: { group: "financial", labelKey: "menu.entries.financial-entries", icon: "pi pi-wallet" },
  },
  { id: "financial-entry-new", path: "/contas-a-pagar-receber/novo/:tab?", ...FINANCIAL_ENTRY_PAGE },
  { id: "financial-entry-edit", path: "/contas-a-pagar-receber/editar/:id?/:tab?", ...FINANCIAL_ENTRY_PAGE },
  {
    id: "account-plans",
    path: "/plano-de-contas",
    lazy: async () => ({ Component: (await import("../finance/account-plans-screen.tsx")).AccountPlansScreen }),
    access: { requirement: { slug: "FIN", code: 2 } },
    layout: "app",
    titleKey: "titles.account-plans",
    namespaces: ["finance-accounts", "finance", "form"],
    menu: { group: "financial", labelKey: "menu.entries.account-plans", icon: "pi pi-sitemap" },
  },
  {
    id: "accounts",
    path: "/contas",
    lazy: async () => ({ Component: (await import("../finance/accounts-screen.tsx")).AccountsScreen }),
    access: { requirement: { slug: "FIN", code: 3 } },
    layout: "app",
    titleKey: "titles.accounts",
    namespaces: ["finance-accounts", "table", "form"],
    menu: { group: "financial", labelKey: "menu.entries.accounts", icon: "pi pi-building-columns" },
  },
  {
    id: "cash-movements",
    path: "/movimentacao-de-caixa",
    lazy: async () => ({ Component: (await import("../pdv/cash/cash-movements-screen.tsx")).CashMovementsScreen }),
    access: { requirement: { slug: "FIN", code: 4 } },
    layout: "app",
    titleKey: "titles.cash-movements",
    namespaces: ["cash", "table"],
    menu: { group: "financial", labelKey: "menu.entries.cash-movements", icon: "pi pi-money-bill" },
  },
  {
    id: "cash-movement",
    path: "/movimentacao-de-caixa/visualizar/:id",
    lazy: async () => ({ Component: (await import("../pdv/cash/cash-movement-screen.tsx")).CashMovementScreen }),
    access: { requirement: { slug: "FIN", code: 4 } },
    layout: "app",
    titleKey: "titles.cash-movement",
    back: { path: "/movimentacao-de-caixa", labelKey: "titles.back-to-cash-movements" },
    namespaces: ["cash", "table"],
  },
  {
    id: "pdv-sale",
    path: "/pdv/caixa-aberto",
    lazy: async () => ({ Component: (await import("../pdv/sale/sale-screen.tsx")).SaleScreen }),
    // POS 10 without 1 sells here too, in its placeholder session; the server takes either (POS_ANY).
    access: { requirement: [POS_REGISTER_USE, POS_PLACEHOLDER_USE], onlinePos: true },
    middleware: ["maintenance", "auth", "cashOpened"],
    layout: "app",
    titleKey: "titles.pdv-sale",
    namespaces: ["pdv", "form", "cash", "vehicles"],
  },
  {
    id: "pdv-budgets",
    path: "/orcamentos",
    lazy: async () => ({ Component: (await import("../pdv/budgets/budgets-screen.tsx")).BudgetsScreen }),
    access: { requirement: [POS_REGISTER_USE, POS_PLACEHOLDER_USE], onlinePos: true },
    layout: "app",
    titleKey: "titles.budgets",
    back: { path: "/pdv/caixa-aberto", labelKey: "back.pdv" },
    namespaces: ["pdv", "table"],
    menu: { group: "pos", labelKey: "menu.entries.budgets", icon: "pi pi-file-edit" },
  },
  // Issue 16 item 2: the first reports of the reports kit (src/views/reports, docs/api/reports.md).
  {
    id: "sales-by-payment",
    path: "/vendas-metodo-pagamento",
    lazy: async () => ({
      Component: (await import("../reports/sales-by-payment-screen.tsx")).SalesByPaymentScreen,
    }),
    access: { requirement: REPORT_SALES_BY_PAYMENT },
    layout: "app",
    titleKey: "titles.sales-by-payment",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.sales-by-payment", icon: "pi pi-credit-card" },
  },
  {
    id: "sales-by-user",
    path: "/vendas-por-usuario",
    lazy: async () => ({ Component: (await import("../reports/sales-by-user-screen.tsx")).SalesByUserScreen }),
    access: { requirement: REPORT_SALES_BY_USER },
    layout: "app",
    titleKey: "titles.sales-by-user",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.sales-by-user", icon: "pi pi-user" },
  },
  {
    id: "sales-by-unit",
    path: "/vendas-por-unidade",
    lazy: async () => ({ Component: (await import("../reports/sales-by-unit-screen.tsx")).SalesByUnitScreen }),
    access: { requirement: REPORT_SALES_BY_UNIT },
    layout: "app",
    titleKey: "titles.sales-by-unit",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.sales-by-unit", icon: "pi pi-building" },
  },
  {
    id: "item-sales",
    path: "/vendas-itens",
    lazy: async () => ({ Component: (await import("../reports/item-sales-screen.tsx")).ItemSalesScreen }),
    access: { requirement: REPORT_ITEM_SALES },
    layout: "app",
    titleKey: "titles.item-sales",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.item-sales", icon: "pi pi-shopping-bag" },
  },
  {
    id: "attendant-results",
    path: "/resultados-dos-atendentes",
    lazy: async () => ({
      Component: (await import("../reports/attendant-results-screen.tsx")).AttendantResultsScreen,
    }),
    access: { requirement: REPORT_ATTENDANT_RESULTS },
    layout: "app",
    titleKey: "titles.attendant-results",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.attendant-results", icon: "pi pi-users" },
  },
  {
    id: "pdv-sales-history",
    path: "/historico-de-vendas",
    lazy: async () => ({ Component: (await import("../pdv/history/sales-history-screen.tsx")).SalesHistoryScreen }),
    access: { requirement: { slug: "RPT", code: 7 } },
    layout: "app",
    titleKey: "titles.sales-history",
    back: { path: "/pdv/caixa-aberto", labelKey: "back.pdv" },
    namespaces: ["pdv", "table", "reports"],
    menu: { group: "reports", labelKey: "menu.entries.sales-history", icon: "pi pi-history" },
  },
  {
    id: "delivery-history",
    path: "/historico-delivery",
    lazy: async () => ({
      Component: (await import("../reports/delivery-history-screen.tsx")).DeliveryHistoryScreen,
    }),
    access: { requirement: REPORT_DELIVERY_HISTORY },
    layout: "app",
    titleKey: "titles.delivery-history",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.delivery-history", icon: "pi pi-truck" },
  },
  {
    id: "sales-by-delivery-man",
    path: "/vendas-por-entregador",
    lazy: async () => ({
      Component: (await import("../reports/sales-by-delivery-man-screen.tsx")).SalesByDeliveryManScreen,
    }),
    access: { requirement: REPORT_SALES_BY_DELIVERY_MAN },
    layout: "app",
    titleKey: "titles.sales-by-delivery-man",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.sales-by-delivery-man", icon: "pi pi-send" },
  },
  {
    id: "report-builder",
    path: "/relatorios/datatables",
    lazy: async () => ({ Component: (await import("../reports/report-builder-screen.tsx")).ReportBuilderScreen }),
    // The spec names no permission of its own: any of the reports' opens it (the server checks the same list).
    access: { requirement: REPORT_BUILDER_ACCESS },
    layout: "app",
    titleKey: "titles.report-builder",
    namespaces: ["reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.report-builder", icon: "pi pi-table" },
  },
  {
    id: "stocks",
    path: "/estoques",
    lazy: async () => ({ Component: (await import("../stock/stocks-screen.tsx")).StocksScreen }),
    access: { requirement: STOCKS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.stocks",
    namespaces: ["stock", "table"],
    menu: { group: "stock", labelKey: "menu.entries.stocks", icon: "pi pi-box" },
  },
  { id: "stock-new", path: "/estoques/novo", ...STOCK_PAGE },
  { id: "stock-edit", path: "/estoques/editar/:id?", ...STOCK_PAGE },
  {
    // Issue 13 item 3: the tabs posicao-de-estoque, movimentacao-de-estoque and atualizacao-em-massa.
    id: "stock-details",
    path: "/estoques/detalhes/:id?/:tab?",
    lazy: async () => ({ Component: (await import("../stock/stock-details-screen.tsx")).StockDetailsScreen }),
    access: { requirement: STOCKS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.stock-details",
    back: { path: "/estoques", labelKey: "menu.entries.stocks" },
    namespaces: ["stock", "table", "form"],
  },
  {
    id: "stock-count",
    path: "/estoques/inventario/:id",
    lazy: async () => ({ Component: (await import("../stock/count-screen.tsx")).CountScreen }),
    access: { requirement: STOCKS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.stock-count",
    back: { path: "/estoques", labelKey: "menu.entries.stocks" },
    namespaces: ["stock", "form"],
  },
  {
    id: "losses",
    path: "/perdas-sobras",
    lazy: async () => ({ Component: (await import("../stock/losses-screen.tsx")).LossesScreen }),
    access: { requirement: LOSSES_REPORT_REQUIREMENT },
    layout: "app",
    titleKey: "titles.losses",
    namespaces: ["stock", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.losses", icon: "pi pi-exclamation-triangle" },
  },
  {
    id: "consolidated-stock",
    path: "/consolidado-estoque",
    lazy: async () => ({
      Component: (await import("../stock/stock-report-consolidated-screen.tsx")).StockReportConsolidatedScreen,
    }),
    access: { requirement: { slug: "STO", code: 1 } },
    layout: "app",
    titleKey: "titles.consolidated-stock",
    namespaces: ["stock-reports", "table", "form"],
    menu: { group: "stock", labelKey: "menu.entries.consolidated-stock", icon: "pi pi-table" },
  },
  {
    id: "low-stock",
    path: "/itens-com-estoque-baixo",
    lazy: async () => ({
      Component: (await import("../stock/stock-report-low-stock-screen.tsx")).StockReportLowStockScreen,
    }),
    access: { requirement: { slug: "RPT", code: 9 } },
    layout: "app",
    titleKey: "titles.low-stock",
    namespaces: ["stock-reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.low-stock", icon: "pi pi-exclamation-triangle" },
  },
  {
    id: "low-stock-detail",
    path: "/itens-com-estoque-baixo/detalhes/:id?/:tab?",
    lazy: async () => ({
      Component: (await import("../stock/stock-report-low-stock-detail-screen.tsx")).StockReportLowStockDetailScreen,
    }),
    access: { requirement: { slug: "RPT", code: 9 } },
    layout: "app",
    titleKey: "titles.low-stock-detail",
    back: { path: "/itens-com-estoque-baixo", labelKey: "menu.entries.low-stock" },
    namespaces: ["stock-reports", "table"],
  },
  {
    id: "idle-items",
    path: "/itens-parados",
    lazy: async () => ({ Component: (await import("../stock/stock-report-idle-screen.tsx")).StockReportIdleScreen }),
    access: { requirement: { slug: "RPT", code: 12 } },
    layout: "app",
    titleKey: "titles.idle-items",
    namespaces: ["stock-reports", "table", "form"],
    menu: { group: "reports", labelKey: "menu.entries.idle-items", icon: "pi pi-clock" },
  },
  {
    id: "products-import",
    path: "/produtos/importar",
    lazy: async () => ({ Component: (await import("../stock/products-import-screen.tsx")).ProductsImportScreen }),
    access: { requirement: { slug: "STO", code: 3 } },
    layout: "app",
    titleKey: "titles.products-import",
    namespaces: ["products-import"],
    menu: { group: "stock", labelKey: "menu.entries.products-import", icon: "pi pi-file-import" },
  },
  {
    id: "cash-flow",
    path: "/fluxo-de-caixa",
    lazy: async () => ({ Component: (await import("../finance/cash-flow-screen.tsx")).CashFlowScreen }),
    access: { requirement: { slug: "FIN", code: 5 } },
    layout: "app",
    titleKey: "titles.cash-flow",
    namespaces: ["finance-reports", "table"],
    menu: { group: "financial", labelKey: "menu.entries.cash-flow", icon: "pi pi-chart-line" },
  },
  {
    // Issue 16 item 1: the insights home under its own address too (RPT 1).
    id: "insights",
    path: "/insights",
    lazy: async () => ({ Component: (await import("../insights/insights-screen.tsx")).InsightsScreen }),
    access: { requirement: INSIGHTS_REQUIREMENT },
    layout: "app",
    titleKey: "titles.insights",
    namespaces: ["insights", "finance-reports", "form"],
  },
  {
    id: "dre",
    path: "/dre",
    lazy: async () => ({ Component: (await import("../finance/dre-screen.tsx")).DreScreen }),
    access: { requirement: { slug: "RPT", code: 3 } },
    layout: "app",
    titleKey: "titles.dre",
    namespaces: ["finance-reports", "table"],
    menu: { group: "reports", labelKey: "menu.entries.dre", icon: "pi pi-chart-bar" },
  },
  {
    // Spec 2.2 /exportar-clientes (RPT 13).
    id: "customer-export",
    path: "/exportar-clientes",
    lazy: async () => ({
      Component: (await import("../customers/customer-export-screen.tsx")).CustomerExportScreen,
    }),
    access: { requirement: CUSTOMER_EXPORT_REQUIREMENT },
    layout: "app",
    titleKey: "titles.customer-export",
    namespaces: ["customers", "form"],
    menu: { group: "reports", labelKey: "menu.entries.customer-export", icon: "pi pi-download" },
  },
  // Issue 14 items 1, 2 and 8: the chart of accounts (FIN 2), the accounts with their balances (FIN 3), an
  // account's page (new without id) and its bank reconciliation.
  {
    id: "account-edit",
    path: "/contas/editar/:id?",
    lazy: async () => ({ Component: (await import("../finance/account-edit-screen.tsx")).AccountEditScreen }),
    access: { requirement: { slug: "FIN", code: 3 } },
    layout: "app",
    titleKey: "titles.account",
    back: { path: "/contas", labelKey: "menu.entries.accounts" },
    namespaces: ["finance-accounts", "form"],
  },
  {
    id: "account-reconciliation",
    path: "/contas/conciliacao/:id",
    lazy: async () => ({ Component: (await import("../finance/reconciliation-screen.tsx")).ReconciliationScreen }),
    access: { requirement: { slug: "FIN", code: 3 } },
    layout: "app",
    titleKey: "titles.account-reconciliation",
    back: { path: "/contas", labelKey: "menu.entries.accounts" },
    namespaces: ["finance-accounts", "form"],
  },
];

/**
 * Every screen of the app, once (spec 2). The router (both locales) and the side menu are derived from this
 * list; a module's routes join it when the module's screens exist. Home and the bare pages (login, password,
 * maintenance) are listed in first-routes.ts, which the first download carries; the rest arrives with the first
 * other app page.
 */
export const ROUTES: ReadonlyArray<AppRouteDefinition> = [HOME_ROUTE, ...APP_ROUTES, ...BARE_ROUTES];
