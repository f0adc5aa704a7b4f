/** Module slugs of spec 6; each has sub-permissions `{ code, value }`. */
export const MODULE_SLUGS = [
  "RPT",
  "CAL",
  "CUS",
  "CRM",
  "STO",
  "ENG",
  "ORG",
  "INV",
  "FIN",
  "USR",
  "CNF",
  "GVA",
  "KBA",
  "SLK",
  "PIC",
  "FMA",
  "LAU",
  "POS",
] as const;

export type ModuleSlug = (typeof MODULE_SLUGS)[number];
export type SubPermission = { readonly code: number; readonly value: number };
export type ModulePermission = { readonly slug: ModuleSlug; readonly subPermissions: ReadonlyArray<SubPermission> };
export type Permissions = ReadonlyArray<ModulePermission>;

/** What a route, menu entry or action asks for: the module, its sub-permission code and the minimum value. */
export type Requirement = { readonly slug: ModuleSlug; readonly code: number; readonly level?: number };

/** Sub-permission codes each module knows (spec 2.9), used by the users screen and the demo seed. */
export const MODULE_CODES: Readonly<Record<ModuleSlug, ReadonlyArray<number>>> = {
  RPT: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 15, 16],
  CAL: [1],
  CUS: [1, 2],
  CRM: [1],
  STO: [1, 3, 4, 6, 7],
  ENG: [1, 2],
  ORG: [1],
  INV: [1],
  FIN: [1, 2, 3, 4, 5],
  USR: [1, 3],
  CNF: [1, 2, 5, 6],
  GVA: [1, 2, 3],
  KBA: [1, 2],
  SLK: [1, 2, 3, 4, 5, 6, 7, 8],
  PIC: [1],
  FMA: [1, 2],
  LAU: [1],
  POS: [1, 10],
};

export const POS_REGISTER = 1;
export const POS_PLACEHOLDER = 10;

export function isModuleSlug(value: string): value is ModuleSlug {
  return (MODULE_SLUGS as ReadonlyArray<string>).includes(value);
}

export function permissionValue(permissions: Permissions, slug: ModuleSlug, code: number): number {
  const module = permissions.find((p) => p.slug === slug);
  return module?.subPermissions.find((s) => s.code === code)?.value ?? 0;
}

/** A menu shows when any of its sub-permissions is above zero (spec 6). */
export function hasModule(permissions: Permissions, slug: ModuleSlug): boolean {
  return permissions.some((p) => p.slug === slug && p.subPermissions.some((s) => s.value > 0));
}

/** An action or entry is allowed when its code's value reaches the required level, default 1 (spec 6). */
export function can(permissions: Permissions, requirement: Requirement): boolean {
  return permissionValue(permissions, requirement.slug, requirement.code) >= (requirement.level ?? 1);
}

/** POS 10 without POS 1 enters the POS area with a placeholder session (spec 4). */
export function usesPosPlaceholder(permissions: Permissions): boolean {
  return (
    permissionValue(permissions, "POS", POS_PLACEHOLDER) > 0 && permissionValue(permissions, "POS", POS_REGISTER) <= 0
  );
}

/** The POS menu entry needs a POS permission and a network with online POS (spec 2.9). */
export function canSeePos(permissions: Permissions, hasOnlinePos: boolean): boolean {
  return hasOnlinePos && hasModule(permissions, "POS");
}

/** Every code of every module at one value: the demo administrator. */
export function allPermissions(value = 2): Permissions {
  return MODULE_SLUGS.map((slug) => ({ slug, subPermissions: MODULE_CODES[slug].map((code) => ({ code, value })) }));
}

/** RPT 2: sales by payment method (/vendas-metodo-pagamento). */
export const REPORT_SALES_BY_PAYMENT = { slug: "RPT", code: 2 } as const satisfies Requirement;
/** RPT 4: sales by user (/vendas-por-usuario). */
export const REPORT_SALES_BY_USER = { slug: "RPT", code: 4 } as const satisfies Requirement;
/** RPT 5: sales by unit (/vendas-por-unidade). */
export const REPORT_SALES_BY_UNIT = { slug: "RPT", code: 5 } as const satisfies Requirement;
/** RPT 8: delivery history (/historico-delivery). */
export const REPORT_DELIVERY_HISTORY = { slug: "RPT", code: 8 } as const satisfies Requirement;
/** RPT 15: sales by delivery person (/vendas-por-entregador). */
export const REPORT_SALES_BY_DELIVERY_MAN = { slug: "RPT", code: 15 } as const satisfies Requirement;
/** RPT 6: items sold by product, department or group (/vendas-itens). */
export const REPORT_ITEM_SALES = { slug: "RPT", code: 6 } as const satisfies Requirement;
/** RPT 16: attendants' results (/resultados-dos-atendentes). */
export const REPORT_ATTENDANT_RESULTS = { slug: "RPT", code: 16 } as const satisfies Requirement;

/** Home shows the insights of the reports module to users with RPT 1, a plain home to everyone else (spec 2.9). */
export const INSIGHTS_REQUIREMENT = { slug: "RPT", code: 1 } as const satisfies Requirement;

/** The audit log /user-logs (spec 2.9: Users, audit log 3). */
export const USER_LOGS_REQUIREMENT = { slug: "USR", code: 3 } as const satisfies Requirement;

/** The customers screens and list (spec 2.9: Customers, customers 1). */
export const CUSTOMERS_REQUIREMENT = { slug: "CUS", code: 1 } as const satisfies Requirement;

/** The sales funnel, CRM panel and contacts made (spec 2.9: CRM 1). */
export const CRM_FUNNEL_REQUIREMENT = { slug: "CRM", code: 1 } as const satisfies Requirement;
/** /grupos-de-clientes (spec 2.9: Customers, customer groups 2). */
export const CUSTOMER_GROUPS_REQUIREMENT = { slug: "CUS", code: 2 } as const satisfies Requirement;

/** /exportar-clientes (spec 2.9: Reports 13, customers export). */
export const CUSTOMER_EXPORT_REQUIREMENT = { slug: "RPT", code: 13 } as const satisfies Requirement;

/**
 * Who may open, create and edit a customer: CUS 1, or a cashier at the point of sale (POS 1 or 10), who may
 * already search customers and creates one from the sale (spec 2.10). The list itself needs CUS 1.
 */
export const CUSTOMER_EDIT_REQUIREMENTS: ReadonlyArray<Requirement> = [
  CUSTOMERS_REQUIREMENT,
  { slug: "POS", code: POS_REGISTER },
  { slug: "POS", code: POS_PLACEHOLDER },
];

/**
 * Cancelling a sale beyond the cashier's own open register (a closed register, another cashier's, a sale without a
 * register): RPT 7 (sales history) at level 2, the manager's level of the sales history (docs/api/pdv.md). A cashier
 * cancels the sales of their own open register with POS 1 alone.
 */
export const SALES_CANCEL = { slug: "RPT", code: 7, level: 2 } as const satisfies Requirement;

/** The network's units screens and API (spec 2.9: Settings, network units data 2). */
export const NETWORK_UNITS_REQUIREMENT = { slug: "CNF", code: 2 } as const satisfies Requirement;
/** /settings/payment-methods and its API (issue 12): Settings, CNF 2. */
export const PAYMENT_METHODS_REQUIREMENT = { slug: "CNF", code: 2 } as const satisfies Requirement;

/** /vendedores and its API (issue 12): GVA 1 or CNF 2. */
export const SELLERS_REQUIREMENTS: ReadonlyArray<Requirement> = [
  { slug: "GVA", code: 1 },
  { slug: "CNF", code: 2 },
];
/** Administrators manage users: USR 1 at level 2 (conventions of issue 12). */
export const USERS_MANAGE = { slug: "USR", code: 1, level: 2 } as const satisfies Requirement;

/** Whether these permissions make an administrator (USR 1 = 2); the network keeps at least one active. */
export const isAdministrator = (permissions: Permissions): boolean => can(permissions, USERS_MANAGE);

/** A toggle switched on emits 2, off 0; 1 or 2 shows on (spec 4, permission toggle). */
export const TOGGLE_ON = 2;
export const isPermitted = (value: number): boolean => value === 1 || value === 2;

/** Whether `code` is a sub-permission spec 6 knows for `slug`. */
export const isKnownCode = (slug: ModuleSlug, code: number): boolean => MODULE_CODES[slug].includes(code);

/** /pdv-tabs, the quick-pick tabs of the sale screen, and their API (spec 2.9: Settings, POS product tabs 1). */
export const POS_TABS_REQUIREMENT = { slug: "CNF", code: 1 } as const satisfies Requirement;

/** /contas-a-pagar-receber, payables and receivables and their settlements (spec 2.9: Financial 1). */
export const FINANCIAL_ENTRIES_REQUIREMENT = { slug: "FIN", code: 1 } as const satisfies Requirement;

/** /settings/customers-stages, the CRM funnel stages, and their API (spec 2.9: Settings, CRM funnel stages 5). */
export const CRM_STAGES_REQUIREMENT = { slug: "CNF", code: 5 } as const satisfies Requirement;
/** /settings/crm-factors, the CRM factors and their options, and their API (spec 2.9: Settings, CRM factors 6). */
export const CRM_FACTORS_REQUIREMENT = { slug: "CNF", code: 6 } as const satisfies Requirement;
