import type { ModuleSlug } from "../../domain/permissions.ts";
import type { MenuGroupId } from "./route-definition.ts";

// Only the side menu reads these: they load with the app layout, not with the first page.

export type MenuGroupDefinition = {
  readonly id: MenuGroupId;
  readonly slug: ModuleSlug;
  readonly labelKey: string;
  readonly icon: string;
};

/** Side-menu groups in the order of spec 2.9; a group without visible entries is not shown. */
export const MENU_GROUPS: ReadonlyArray<MenuGroupDefinition> = [
  { id: "reports", slug: "RPT", labelKey: "menu.groups.reports", icon: "pi pi-chart-bar" },
  { id: "agenda", slug: "CAL", labelKey: "menu.groups.agenda", icon: "pi pi-calendar" },
  { id: "customers", slug: "CUS", labelKey: "menu.groups.customers", icon: "pi pi-id-card" },
  { id: "crm", slug: "CRM", labelKey: "menu.groups.crm", icon: "pi pi-filter" },
  { id: "stock", slug: "STO", labelKey: "menu.groups.stock", icon: "pi pi-box" },
  { id: "engineering", slug: "ENG", labelKey: "menu.groups.engineering", icon: "pi pi-wrench" },
  { id: "org-chart", slug: "ORG", labelKey: "menu.groups.org-chart", icon: "pi pi-sitemap" },
  { id: "invoices", slug: "INV", labelKey: "menu.groups.invoices", icon: "pi pi-file" },
  { id: "financial", slug: "FIN", labelKey: "menu.groups.financial", icon: "pi pi-wallet" },
  { id: "users", slug: "USR", labelKey: "menu.groups.users", icon: "pi pi-users" },
  { id: "pos", slug: "POS", labelKey: "menu.groups.pos", icon: "pi pi-shopping-cart" },
  { id: "settings", slug: "CNF", labelKey: "menu.groups.settings", icon: "pi pi-cog" },
  { id: "valves", slug: "GVA", labelKey: "menu.groups.valves", icon: "pi pi-briefcase" },
  { id: "knowledge-base", slug: "KBA", labelKey: "menu.groups.knowledge-base", icon: "pi pi-book" },
  { id: "production", slug: "SLK", labelKey: "menu.groups.production", icon: "pi pi-print" },
  { id: "internal-system", slug: "PIC", labelKey: "menu.groups.internal-system", icon: "pi pi-server" },
  { id: "franchise", slug: "FMA", labelKey: "menu.groups.franchise", icon: "pi pi-building" },
  { id: "launcher", slug: "LAU", labelKey: "menu.groups.launcher", icon: "pi pi-send" },
];
