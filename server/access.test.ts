// Walks every registered API route and proves the two rules every route must keep (issue "Platform" 6):
// no session → 401 and missing permission → 403; a path id of another network → 404, never its data; an id in a
// body or query field is declared for the central tenant check, and another network's id there → 422, nothing written.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "./auth/passwords.ts";
import { crmData, customersInteractions, interactionData, interactionFiles } from "./crm/schema.ts";
import { customerAddresses, customerContacts, customers } from "./customers/schema.ts";
import { vehicles } from "./vehicles/schema.ts";
import { franchiseUnitContacts, franchiseUnits, unitGroupMembers, unitGroups } from "./franchise/schema.ts";
import {
  accountMovements,
  accountPlans,
  bankStatementLines,
  financeAccounts,
  financialEntries,
  financialEntryFiles,
  financialInflows,
  financialOutflows,
  financialSettlements,
} from "./finance/schema.ts";
import { createEntries, settleEntries } from "./finance/ledger.ts";
import { idempotencyKeys } from "./http/schema.ts";
import { images } from "./images/schema.ts";
import { purchaseInvoices } from "./invoices/schema.ts";
import { companies, multiStores } from "./network/schema.ts";
import { budgetItems, budgets, cashMovements, saleItems, sales, sangrias } from "./pdv/schema.ts";
import {
  productionActivities,
  productionOrderItems,
  productionOrderItemSizes,
  productionOrders,
  productionOrderSeamstresses,
} from "./production/schema.ts";
import {
  marketStructure,
  productConfigs,
  products,
  skuStocks,
  stockCountItems,
  stockCounts,
  stockMovements,
  stocks,
} from "./stock/schema.ts";
import { userLogs, userPermissions, users } from "./users/schema.ts";
import { IDEMPOTENCY_HEADER } from "./http/idempotency.ts";
import { type AnyRoute, requirementsOf, type TenantTable } from "./http/route.ts";
import { apiRoutes } from "./routes.ts";
import { idLikeFields } from "./test/id-fields.ts";
import { reportViews } from "./reports/schema.ts";
import { startTestApp, type TestApp } from "./test/harness.ts";
import { MODULE_CODES, MODULE_SLUGS } from "../src/domain/permissions.ts";

/** Routes anyone may call; a new public route must be added here on purpose. */
const PUBLIC_ROUTES = new Set([
  "get /api/version",
  "get /api/docs",
  "post /api/v1/auth",
  "post /api/v1/password_resets",
  "post /api/v1/password_resets/confirm",
]);

let t: TestApp;
let demoId = 0;
let otherId = 0;
let adminCookie = "";
let nobodyCookie = "";
let lowCookie = "";

const name = (route: AnyRoute) => `${route.method} ${route.path}`;
const withIds = (route: AnyRoute, ids: Record<string, number>) =>
  route.path.replace(/:(\w+)/g, (_, param: string) => String(ids[param] ?? 1));
const call = (route: AnyRoute, path: string, cookie?: string) =>
  t.request(path, {
    method: route.method.toUpperCase(),
    ...(cookie ? { cookie } : {}),
    ...(route.method === "get" || route.method === "delete" ? {} : { json: {} }),
  });

async function addUser(login: string, value: number | null) {
  const [user] = await t.db
    .insert(users)
    .values({
      multiStoreId: demoId,
      name: `Teste ${login}`,
      login,
      email: `${login}@teste.com.br`,
      passwordHash: await hashPassword("demo1234"),
    })
    .returning();
  if (!user) throw new Error("insert failed");
  if (value !== null) {
    await t.db
      .insert(userPermissions)
      .values(
        MODULE_SLUGS.flatMap((slug) =>
          MODULE_CODES[slug].map((code) => ({ multiStoreId: demoId, userId: user.id, slug, code, value })),
        ),
      );
  }
  return t.login(login);
}

beforeAll(async () => {
  t = await startTestApp();
  const stores = await t.db.select().from(multiStores);
  demoId = stores.find((s) => s.name === "Rede Demo")?.id ?? 0;
  otherId = stores.find((s) => s.name === "Outra Rede")?.id ?? 0;
  // Images have no demo rows (their bytes live in the storage): one of each network, bytes not needed here.
  await t.db.insert(images).values(
    [demoId, otherId].map((multiStoreId) => ({
      multiStoreId,
      storageKey: `images/${multiStoreId}/access-test/original`,
      thumbKey: `images/${multiStoreId}/access-test/thumb`,
      contentType: "image/png",
      byteSize: 1,
      width: 1,
      height: 1,
    })),
  );
  // A draft purchase invoice in each network (issue 14 item 5); the ids it names are plain references.
  await t.db.insert(purchaseInvoices).values(
    [demoId, otherId].map((multiStoreId) => ({
      multiStoreId,
      companyId: 1,
      stockId: 1,
      supplierId: 1,
      number: "1",
      issueDate: "2026-01-10",
      entryDate: "2026-01-10",
    })),
  );
  // A saved report builder view in each network (its admin's).
  for (const [multiStoreId, login] of [
    [demoId, "admin"],
    [otherId, "outra.admin"],
  ] as const) {
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, login));
    await t.db.insert(reportViews).values({
      multiStoreId,
      userId: owner?.id as number,
      name: "Visão de acesso",
      dataset: "sales",
      groupBy: ["day"],
      measures: ["count"],
      filters: { company_id: null, group_id: null, user_id: null, payment_method_id: null, department_id: null },
    });
  }
  adminCookie = await t.login("admin");
  nobodyCookie = await addUser("sem.permissao", null);
  lowCookie = await addUser("nivel.um", 1);
  // The market structure (departments, groups) the bulk product edit names: one row in each network.
  await t.db.insert(marketStructure).values([
    { multiStoreId: demoId, level: "department", name: "Departamento Teste" },
    { multiStoreId: otherId, level: "department", name: "Departamento Teste" },
  ]);
  // A payable with an attached file in each network (finance entries, issue 14).
  for (const multiStoreId of [demoId, otherId]) {
    const [unit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, multiStoreId)).limit(1);
    const [entry] = await t.db
      .insert(financialEntries)
      .values({
        multiStoreId,
        companyId: unit?.id ?? 0,
        kind: "pay",
        description: "Acesso",
        competencyDate: "2026-01-01",
        dueDate: "2026-01-10",
        value: "10.00",
      })
      .returning();
    await t.db.insert(financialEntryFiles).values({
      multiStoreId,
      entryId: entry?.id ?? 0,
      fileName: "acesso.pdf",
      contentType: "application/pdf",
      size: 1,
      storageKey: `financial-entries/${multiStoreId}/access-test`,
    });
  }
  // An interaction with a factor option in each network (CRM, issue 15).
  for (const multiStoreId of [demoId, otherId]) {
    const [unit] = await t.db.select().from(companies).where(eq(companies.multiStoreId, multiStoreId)).limit(1);
    const [user] = await t.db.select().from(users).where(eq(users.multiStoreId, multiStoreId)).limit(1);
    const [option] = await t.db.select().from(crmData).where(eq(crmData.multiStoreId, multiStoreId)).limit(1);
    const [interaction] = await t.db
      .insert(customersInteractions)
      .values({ multiStoreId, companyId: unit?.id ?? 0, userId: user?.id ?? 0 })
      .returning();
    await t.db.insert(interactionData).values({
      multiStoreId,
      interactionId: interaction?.id ?? 0,
      factorId: option?.factorId ?? 0,
      optionId: option?.id ?? 0,
    });
    await t.db.insert(interactionFiles).values({
      multiStoreId,
      interactionId: interaction?.id ?? 0,
      storageKey: `crm/${multiStoreId}/access-test`,
      name: "acesso.pdf",
      contentType: "application/pdf",
      size: 1,
    });
  }
  // Finance has no demo entries: an entry, its settlement and a bank statement line in each network.
  for (const multiStoreId of [demoId, otherId]) {
    const [account] = await t.db
      .select()
      .from(financeAccounts)
      .where(eq(financeAccounts.multiStoreId, multiStoreId))
      .orderBy(asc(financeAccounts.id))
      .limit(1);
    if (!account) throw new Error("no finance account seeded");
    const unit = { multiStoreId, companyId: account.companyId };
    await t.db.transaction(async (tx) => {
      const [entry] = await createEntries(tx, [
        {
          ...unit,
          kind: "pay",
          description: "Acesso",
          competencyDate: "2026-03-01",
          dueDate: "2026-03-01",
          value: 100,
          origin: "manual",
        },
      ]);
      if (!entry) throw new Error("no entry");
      await settleEntries(tx, [
        { entryId: entry.id, accountId: account.id, date: "2026-03-01", value: 50, interest: 0, fine: 0, discount: 0 },
      ]);
      await tx
        .insert(bankStatementLines)
        .values({ ...unit, accountId: account.id, fitId: "ACESSO", date: "2026-03-01", amount: "-0.50" });
    });
  }
});
afterAll(() => t.close());

describe("every API route", () => {
  it("is registered once per method and path", () => {
    const names = apiRoutes.map(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is public only when listed as public", () => {
    const publicOnes = apiRoutes.filter((r) => r.access === "public").map(name);
    expect(new Set(publicOnes)).toEqual(PUBLIC_ROUTES);
  });

  it.each(apiRoutes.filter((r) => r.access !== "public").map((r) => [name(r), r] as const))(
    "%s answers 401 without a session",
    async (_, route) => {
      const res = await call(route, withIds(route, {}));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ messages: ["Sua sessão expirou. Entre novamente."] });
    },
  );

  it.each(apiRoutes.filter((r) => typeof r.access === "object").map((r) => [name(r), r] as const))(
    "%s answers 403 without its permission",
    async (_, route) => {
      const res = await call(route, withIds(route, {}), nobodyCookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ messages: ["Você não tem permissão para acessar este recurso."] });
    },
  );

  it.each(
    apiRoutes
      .filter((r) => {
        const required = requirementsOf(r.access);
        return required.length > 0 && required.every((q) => (q.level ?? 1) > 1);
      })
      .map((r) => [name(r), r] as const),
  )("%s answers 403 below its level", async (_, route) => {
    const res = await call(route, withIds(route, {}), lowCookie);
    expect(res.status).toBe(403);
  });

  it.each(apiRoutes.filter((r) => r.params).map((r) => [name(r), r] as const))(
    "%s answers 404 for another network's id",
    async (_, route) => {
      const ids: Record<string, number> = {};
      for (const [param, table] of Object.entries(route.params ?? {})) {
        const [row] = (await t.db
          .select({ id: table.id })
          .from(table as never)
          .where(and(eq(table.multiStoreId, otherId)))
          .limit(1)) as Array<{ id: unknown }>;
        if (!row) throw new Error(`seed a row of Outra Rede in ${getTableName(table)} to test ${name(route)}`);
        ids[param] = Number(row.id);
      }
      const res = await call(route, withIds(route, ids), adminCookie);
      expect(res.status).toBe(404);
      const body = JSON.stringify(await res.json());
      expect(body).not.toContain("Outra Rede");
    },
  );

  it.each(
    apiRoutes
      .filter((r) => r.method === "get" && !r.params && r.access !== "public" && !("contentType" in r.response))
      .map((r) => [name(r), r] as const),
  )("%s shows nothing of another network", async (_, route) => {
    // A fresh session each time: GET /api/v1/logout is one of these routes.
    const res = await call(route, withIds(route, {}), await t.login("admin"));
    const body = await res.text();
    const foreign = await t.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.multiStoreId, otherId));
    for (const user of foreign) {
      expect(body).not.toContain(user.email);
      expect(body).not.toContain(user.name);
    }
    expect(body).not.toContain("Outra Rede");
  });
});

describe("tenant isolation", () => {
  it("keeps Outra Rede's administrator to their own users", async () => {
    const cookie = await t.login("outra.admin");
    const res = await t.request("/api/v1/users?per_page=500", { cookie });
    const body = (await res.json()) as { data: Array<{ login: string }> };
    expect(body.data.map((u) => u.login)).toEqual(["outra.admin"]);
  });

  it("answers a user of the same network by id", async () => {
    const [own] = await t.db.select().from(users).where(eq(users.login, "caixa"));
    const res = await t.request(`/api/v1/users/${own?.id}`, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      login: "caixa",
      companies: [{ name: "Rede Demo Centro" }],
      permissions: [
        { slug: "CUS", subPermissions: [{ code: 1, value: 1 }] },
        { slug: "POS", subPermissions: [{ code: 1, value: 1 }] },
      ],
    });
    expect((await t.request("/api/v1/users/0", { cookie: adminCookie })).status).toBe(404);
    expect((await t.request("/api/v1/users/abc", { cookie: adminCookie })).status).toBe(404);
  });

  it("has every demo user in exactly one network", async () => {
    const rows = await t.db.select({ count: sql<number>`count(distinct ${users.multiStoreId})::int` }).from(users);
    expect(rows[0]?.count).toBe(2);
  });
});

// ---------------------------------------------------------------- ids in bodies and queries

/** Id-like fields that are not rows of a network: each route's own, on purpose. */
const NOT_TENANT_IDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  // The browser's own line id (or a budget item's, when a budget is reopened): echoed, never stored or looked up.
  "post /api/v1/sales": ["items[].id"],
  // An IBGE municipality code (checked against the list of municipalities) and a tax document, no row of a table.
  "post /api/v1/customers": ["cityId", "federal_tax_id"],
  "patch /api/v1/customers/:id": ["cityId", "federal_tax_id"],
  "get /api/v1/customers/export": ["city_id"],
  "post /api/v1/budgets": ["items[].id"],
  "patch /api/v1/budgets/:id": ["items[].id"],
  // A carrier's state tax registration (inscrição estadual), a document number.
  "post /api/v1/transporters": ["state_tax_id"],
  "patch /api/v1/transporters/:id": ["state_tax_id"],
  // A unit's CNPJ (federal tax id), a document number.
  "post /api/v1/companies": ["federalTaxId"],
  "patch /api/v1/companies/:id": ["federalTaxId"],
  // The websocket connection pusher-js asks a channel signature for.
  "post /api/v1/broadcasting/auth": ["socket_id"],
  // A production stage (1 to 9), the same for every network.
  "get /api/v1/silkriar_attendances": ["status_id"],
  "patch /api/v1/silkriar_attendances/:id": ["status_id"],
  "put /api/v1/silkriar_attendances/:id/status": ["status_id"],
  // Codes of the FIPE price table (makes, vehicles, model years), the same for every network.
  "get /api/v1/fipe/veiculos": ["producerId"],
  "get /api/v1/fipe/modelos": ["producerId", "vehicleId"],
  "get /api/v1/fipe/veiculo": ["modelId", "producerId", "vehicleId"],
};

/** Marks where a fixture needs an id of the session's own network (replaced by the table's first row). */
const OWN = "own row";

/**
 * The smallest body each route decodes, without its optional ids: the test adds one declared id field at a time,
 * set to another network's row, so that field is the request's only wrong thing.
 */
const USER_FIXTURE = {
  name: "Teste",
  login: "teste.acesso",
  email: "teste.acesso@rede.com.br",
  active: true,
  hasOnlinePos: true,
  blindClose: false,
  company_ids: [OWN],
  permissions: [],
};

const PRODUCT_FIXTURE = {
  variations: [{ id: OWN, sku: "ACESSO-1", price: "1.00", values: {} }],
  extras: [{ product_id: OWN, price: "0" }],
  components: [{ product_id: OWN, quantity: 1 }],
  combo_groups: [{ name: "Grupo", min_choices: 0, max_choices: 1, options: [{ product_id: OWN, extra_price: "0" }] }],
  department_id: OWN,
  type_id: OWN,
  sector_id: OWN,
  group_id: OWN,
  subgroup_id: OWN,
  configs: [{ company_id: OWN, price_1: "1.00", unit_cost: "0", stock_control: true, min_stock: 0, active: true }],
};

const FINANCIAL_ENTRY_FIXTURE = {
  description: "Acesso",
  company_id: OWN,
  account_id: OWN,
  account_plan_id: OWN,
  supplier_id: OWN,
  customer_id: OWN,
  competency_date: "2026-01-01",
  due_date: "2026-01-10",
  value: "10.00",
};

const BODY_FIXTURES: Readonly<Record<string, unknown>> = {
  "post /api/v1/crm_factors": { name: "Fator Acesso" },
  "patch /api/v1/crm_factors/:id": { name: "Fator Acesso", data: [{ id: OWN, name: "Opção" }] },
  "post /api/v1/crm_data": { name: "Opção Acesso", factor_id: OWN },
  "post /api/v1/customers_interactions": { customer_id: OWN, offers: [{ value: "1.00" }], data: [{ option_id: OWN }] },
  "patch /api/v1/customers_interactions/:id": {},
  "post /api/v1/interactions/:id/data": { option_id: OWN },
  "post /api/v1/interactions_contacts": { interaction_id: OWN, type: "call", made_at: "2026-01-10 10:00:00" },
  "post /api/v1/interactions_offers": { interaction_id: OWN, value: "1.00" },
  "post /api/v1/interactions_files": {
    interaction_id: OWN,
    file_name: "a.pdf",
    content_type: "application/pdf",
    content_base64: "JVBERi0=",
  },
  "post /api/v1/financial_entries": { kind: "pay", ...FINANCIAL_ENTRY_FIXTURE },
  "patch /api/v1/financial_entries/:id": FINANCIAL_ENTRY_FIXTURE,
  "post /api/v1/financial_entries/:id/settlements": { date: "2026-01-10", account_id: OWN, value: "1.00" },
  "post /api/v1/products": {
    full_description: "Produto Acesso",
    sku: "ACESSO",
    sale_unit: "Unidade",
    kind: "product",
    cost: "0",
    price: "1.00",
    ...PRODUCT_FIXTURE,
  },
  "patch /api/v1/products/:id": PRODUCT_FIXTURE,
  "post /api/v1/account_plans": { company_id: OWN, code: "6.9", name: "Acesso", is_inflow: false, super_id: OWN },
  "patch /api/v1/account_plans/:id": { super_id: OWN },
  "post /api/v1/accounts": { accountName: "Acesso", companyId: OWN },
  "post /api/v1/statement_lines/:id/reconcile": { entry_id: OWN, settlement_id: OWN },
  "post /api/v1/statement_lines/:id/entry": { description: "Acesso", account_plan_id: OWN },
  "post /api/v1/market_structure/department": { name: "Acesso" },
  "post /api/v1/market_structure/type": { name: "Acesso" },
  "post /api/v1/market_structure/sector": { name: "Acesso" },
  "post /api/v1/market_structure/group": { name: "Acesso", parent_id: OWN },
  "post /api/v1/market_structure/subgroup": { name: "Acesso", parent_id: OWN },
  "post /api/v1/users": { ...USER_FIXTURE, password: "segredo123", passwordConfirmation: "segredo123" },
  "patch /api/v1/users/:id": USER_FIXTURE,
  "post /api/v1/sales": {
    sale: { cash_movement_id: OWN, total: "0", total_change: "0" },
    items: [{ product_id: OWN, quantity: 1, unit_price: "0", discount: "0" }],
    financial_inflows: [{ payment_method_id: OWN, billing_value: "0", received_value: "0" }],
  },
  "post /api/v1/budgets": {
    company_id: OWN,
    items: [{ product_id: OWN, quantity: 1, unit_price: "0", discount: "0" }],
    total: "0",
  },
  "patch /api/v1/budgets/:id": {
    company_id: OWN,
    items: [{ product_id: OWN, quantity: 1, unit_price: "0", discount: "0" }],
    total: "0",
  },
  "post /api/v1/budgets/converted": { id: OWN, sale_id: OWN },
  "post /api/v1/cash_movements": { cash_supply: "0" },
  "post /api/v1/cash_movements/closed": {
    id: OWN,
    inserted_money_value: "0",
    inserted_pix_value: "0",
    inserted_card_value: "0",
  },
  "post /api/v1/sangrias": { sangria_value: "1", cash_movement_id: OWN },
  "post /api/v1/financial_outflows/pdv": {
    billing_value: "1",
    description: "Teste",
    due_date: "2026-01-05",
    competency_date: "2026-01-05",
    paid: true,
    cash_movement_id: OWN,
    company_id: OWN,
  },
  "post /api/v1/suppliers": { personType: "J", name: "Fornecedor Teste", contacts: [{ name: "Contato" }] },
  "patch /api/v1/suppliers/:id": { contacts: [{ name: "Contato" }] },
  "post /api/v1/customers": {
    customerType: "F",
    name: "Cliente Teste",
    phone1: "11987654321",
    addresses: [{ address_1: "Rua Um" }],
    contacts: [{ name: "Contato" }],
    groupsIds: [OWN],
  },
  "patch /api/v1/customers/:id": {
    addresses: [{ address_1: "Rua Um" }],
    contacts: [{ name: "Contato" }],
    groupsIds: [OWN],
  },
  "post /api/v1/vehicles": { customer_id: OWN, model: "2022 Gasolina", license_plate: "ABC1D23" },
  "patch /api/v1/vehicles/:id": { customer_id: OWN },
  "post /api/v1/silkriar_attendances": {
    customer_name: "Cliente Teste",
    items: [{ description: "Camiseta", quantity: 1, orders_items_sizes: [{ size_id: OWN, quantity: 1 }] }],
  },
  "patch /api/v1/silkriar_attendances/:id": {},
  "post /api/v1/unit_groups": { name: "Grupo Teste", companyIds: [OWN] },
  "post /api/v1/tabs": { name: "Aba Teste", products_ids: [OWN] },
  "patch /api/v1/tabs/:id": { name: "Aba Teste", products_ids: [OWN] },
  "patch /api/v1/customers_stages/:stageId/customers/:customerId": { loss_option_id: OWN, company_id: OWN },
  "post /api/v1/customers_stages/:id/customers/bulk": { customers_ids: [OWN], users: [OWN], company_id: OWN },
  "put /api/v1/products/:id/images": { image_ids: [OWN] },
  "patch /api/v1/unit_groups/:id": { name: "Grupo Teste", companyIds: [OWN] },
  "post /api/v1/reports/datatables/views": { name: "Visão Teste", dataset: "items", group_by: [], measures: ["count"] },
  "patch /api/v1/reports/datatables/views/:id": {
    name: "Visão Teste",
    dataset: "items",
    group_by: [],
    measures: ["count"],
  },
  "patch /api/v1/franchise_units/:id": { contacts: [{ id: null, name: "Contato" }], groupIds: [OWN] },
  "post /api/v1/silkriar_attendances/:id/items": {
    description: "Camiseta",
    quantity: 1,
    orders_items_sizes: [{ size_id: OWN, quantity: 1 }],
  },
  "patch /api/v1/silkriar_attendances/:id/items/:itemId": { orders_items_sizes: [{ size_id: OWN, quantity: 1 }] },
  "put /api/v1/silkriar_attendances/:id/seamstresses": { assignments: [{ seamstress_id: OWN, quantity: 1 }] },
  "post /api/v1/sellers": { name: "Vendedor Teste", company_id: OWN, user_id: OWN },
  "patch /api/v1/sellers/:id": { company_id: OWN, user_id: OWN },
  "post /api/v1/stocks": { name: "Estoque Teste", company_id: OWN },
  "post /api/v1/stock_transfers": {
    from_stock_id: OWN,
    to_stock_id: OWN,
    items: [{ product_id: OWN, quantity: 1 }],
  },
  "post /api/v1/stock_counts/:id/entries": { quantity: 1, mode: "set" },
  "post /api/v1/stock_movements/bulk": { productId: OWN, stockId: OWN, incoming: 1, outgoing: 0 },
  "post /api/v1/products/bulk": {
    company_id: OWN,
    products_ids: [OWN],
    changes: { price: "1.00", department_id: OWN, group_id: OWN },
  },
  "post /api/v1/products/bulk/preview": {
    company_id: OWN,
    products_ids: [OWN],
    changes: { price: "1.00", department_id: OWN, group_id: OWN },
  },
  "post /api/v1/purchase_invoices": {
    company_id: OWN,
    stock_id: OWN,
    supplier_id: OWN,
    number: "1",
    issue_date: "2026-01-10",
    entry_date: "2026-01-10",
    account_plan_id: OWN,
    installments: [],
    items: [{ product_id: OWN, quantity: 1, unit_cost: "1.00" }],
  },
  "put /api/v1/purchase_invoices/:id": {
    company_id: OWN,
    stock_id: OWN,
    supplier_id: OWN,
    number: "1",
    issue_date: "2026-01-10",
    entry_date: "2026-01-10",
    account_plan_id: OWN,
    installments: [],
    items: [{ product_id: OWN, quantity: 1, unit_cost: "1.00" }],
  },
  "post /api/v1/purchase_invoices/import_xml": { company_id: OWN, xml: "<NFe/>" },
};

/** Queries that need more than their id fields to decode. */
const QUERY_FIXTURES: Readonly<Record<string, Record<string, unknown>>> = {
  "get /api/v1/products/search": { company_id: OWN },
  "get /api/v1/reports/sales_by_payment_method": { start: "2026-11-01", end: "2026-11-30" },
  "get /api/v1/reports/sales_by_payment_method/export": { start: "2026-11-01", end: "2026-11-30", format: "csv" },
  "get /api/v1/reports/sales_by_user": { start: "2026-11-01", end: "2026-11-30" },
  "get /api/v1/reports/sales_by_user/export": { start: "2026-11-01", end: "2026-11-30", format: "csv" },
  "get /api/v1/reports/sales_by_unit": { start: "2026-11-01", end: "2026-11-30" },
  "get /api/v1/reports/sales_by_unit/export": { start: "2026-11-01", end: "2026-11-30", format: "csv" },
  "get /api/v1/reports/delivery_history": { start: "2026-11-01", end: "2026-11-30" },
  "get /api/v1/reports/delivery_history/export": { start: "2026-11-01", end: "2026-11-30", format: "csv" },
  "get /api/v1/reports/sales_by_delivery_man": { start: "2026-11-01", end: "2026-11-30" },
  "get /api/v1/reports/sales_by_delivery_man/export": { start: "2026-11-01", end: "2026-11-30", format: "csv" },
  "get /api/v1/reports/item_sales": { start: "2026-11-01", end: "2026-11-30", group_by: "department" },
  "get /api/v1/reports/item_sales/export": { start: "2026-11-01", end: "2026-11-30", format: "csv" },
  "get /api/v1/reports/attendant_results": { start: "2026-11-01", end: "2026-11-30" },
  "get /api/v1/reports/attendant_results/export": { start: "2026-11-01", end: "2026-11-30", format: "csv" },
  "get /api/v1/reports/datatables/run": { start: "2026-11-01", end: "2026-11-30", dataset: "items", measures: "count" },
  "get /api/v1/reports/datatables/run/export": {
    start: "2026-11-01",
    end: "2026-11-30",
    dataset: "items",
    measures: "count",
    format: "csv",
  },
  "get /api/v1/stock_movements/bulk/products": { stock_id: OWN },
  "get /api/v1/validate/account_plan_code": { company_id: OWN, account_plan_code: "1.1" },
  "get /api/v1/useful/similar_customers": { value: "Cliente" },
  "get /api/v1/customers/export": { format: "csv" },
};

/** Tables any of these routes could write: their content must be the same after a refused request. */
const WRITTEN = [
  reportViews,
  userLogs,
  products,
  marketStructure,
  idempotencyKeys,
  sales,
  saleItems,
  financialInflows,
  stockMovements,
  skuStocks,
  products,
  productConfigs,
  budgets,
  budgetItems,
  cashMovements,
  sangrias,
  financialOutflows,
  customers,
  customerAddresses,
  customerContacts,
  vehicles,
  productionOrders,
  productionOrderItems,
  productionOrderItemSizes,
  productionOrderSeamstresses,
  productionActivities,
  unitGroups,
  unitGroupMembers,
  franchiseUnits,
  franchiseUnitContacts,
  stocks,
  stockCounts,
  stockCountItems,
  accountPlans,
  financeAccounts,
  financialEntries,
  financialSettlements,
  accountMovements,
  bankStatementLines,
];

async function fingerprint(): Promise<Record<string, unknown>> {
  const columns = WRITTEN.map((table) => {
    const name = getTableName(table);
    return sql.raw(`(select md5(coalesce(string_agg(x::text, ',' order by x.id), '')) from "${name}" x) as "${name}"`);
  });
  const result = await t.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, unknown>
  >;
  return rows[0] ?? {};
}

async function firstRowOf(table: TenantTable, multiStoreId: number, route: AnyRoute): Promise<number> {
  const [row] = (await t.db
    .select({ id: table.id })
    .from(table as never)
    .where(eq(table.multiStoreId, multiStoreId))
    .orderBy(asc(table.id))
    .limit(1)) as Array<{ id: unknown }>;
  const network = multiStoreId === otherId ? "Outra Rede" : "Rede Demo";
  if (!row) throw new Error(`seed a row of ${network} in ${getTableName(table)} to test ${name(route)}`);
  return Number(row.id);
}

/** The value at `path` in `target`, taking the first element of each array. */
function valueAt(target: unknown, path: string): unknown {
  let node = target;
  for (const segment of path.split(".")) {
    const child = (node as Record<string, unknown> | undefined)?.[segment.replace(/\[\]$/, "")];
    node = segment.endsWith("[]") ? (Array.isArray(child) ? child[0] : undefined) : child;
  }
  return node;
}

/** Sets the place `path` names in `target` (in the first element of each array) to `value`. */
function setAt(target: unknown, path: string, value: unknown) {
  const segments = path.split(".");
  const last = segments.pop() ?? "";
  let node = target as Record<string, unknown>;
  for (const segment of segments) {
    const key = segment.replace(/\[\]$/, "");
    const child = node[key];
    if (segment.endsWith("[]")) {
      if (!Array.isArray(child) || child.length === 0) throw new Error(`the fixture needs an element in ${key}`);
      node = child[0] as Record<string, unknown>;
    } else {
      if (child === undefined || child === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
  }
  // A list of ids (`company_ids[]`): its first element.
  if (last.endsWith("[]")) {
    const list = node[last.slice(0, -2)];
    if (!Array.isArray(list) || list.length === 0) throw new Error(`the fixture needs an element in ${last}`);
    list[0] = value;
  } else node[last] = value;
}

/** A fixture with its OWN marks replaced by the session's rows and `field` set to another network's row. */
async function requestWithForeign(
  route: AnyRoute,
  declared: Readonly<Record<string, TenantTable | undefined>>,
  fixture: unknown,
  field: string,
) {
  const value = structuredClone(fixture);
  for (const [path, table] of Object.entries(declared)) {
    if (table && valueAt(value, path) === OWN) setAt(value, path, await firstRowOf(table, demoId, route));
  }
  const table = declared[field];
  if (!table) throw new Error(`${field} is not declared`);
  setAt(value, field, await firstRowOf(table, otherId, route));
  const ids: Record<string, number> = {};
  for (const [param, paramTable] of Object.entries(route.params ?? {})) {
    ids[param] = await firstRowOf(paramTable, demoId, route);
  }
  return { value, path: withIds(route, ids) };
}

const declaredIds = (declared: Readonly<Record<string, unknown>> | undefined) =>
  Object.entries(declared ?? {})
    .filter(([, table]) => table)
    .map(([path]) => path);

/** "items[].product_id" → "items.0.product_id": where the error of the fixture's first element is reported. */
const reportedAs = (path: string) => path.replaceAll("[]", ".0");

describe("ids in request bodies and queries", () => {
  it("finds the id fields the review named", () => {
    const sale = apiRoutes.find((r) => name(r) === "post /api/v1/sales");
    expect(idLikeFields(sale?.body as never)).toContain("sale.customer_object_id");
    expect(idLikeFields(sale?.body as never)).toContain("items[].product_id");
  });

  it.each(apiRoutes.filter((r) => r.body).map((r) => [name(r), r] as const))(
    "%s declares every id field of its body",
    (_, route) => {
      const allowed = NOT_TENANT_IDS[name(route)] ?? [];
      const declared = declaredIds(route.bodyIds);
      expect(declared.filter((field) => allowed.includes(field))).toEqual([]);
      expect([...declared, ...allowed].sort()).toEqual(idLikeFields(route.body as never));
    },
  );

  it.each(apiRoutes.filter((r) => r.query).map((r) => [name(r), r] as const))(
    "%s declares every id field of its query",
    (_, route) => {
      const allowed = NOT_TENANT_IDS[name(route)] ?? [];
      const declared = declaredIds(route.queryIds);
      expect(declared.filter((field) => allowed.includes(field))).toEqual([]);
      expect([...declared, ...allowed].sort()).toEqual(idLikeFields(route.query as never));
    },
  );

  it("declares ids only on routes that decode a body or query", () => {
    expect(apiRoutes.filter((r) => (r.bodyIds && !r.body) || (r.queryIds && !r.query)).map(name)).toEqual([]);
  });

  const bodyCases = apiRoutes.flatMap((route) =>
    declaredIds(route.bodyIds).map((field) => [`${name(route)} ${field}`, route, field] as const),
  );
  it.each(bodyCases)(
    "%s: another network's id answers 422 on that field and writes nothing",
    async (_, route, field) => {
      const fixture = BODY_FIXTURES[name(route)];
      if (fixture === undefined) throw new Error(`add a body fixture for ${name(route)} to BODY_FIXTURES`);
      const { value, path } = await requestWithForeign(route, route.bodyIds ?? {}, fixture, field);
      const before = await fingerprint();
      const res = await t.request(path, {
        method: route.method.toUpperCase(),
        cookie: adminCookie,
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        json: value,
      });
      expect(await res.json()).toEqual({ messages: { [reportedAs(field)]: ["Registro não encontrado."] } });
      expect(res.status).toBe(422);
      expect(await fingerprint()).toEqual(before);
    },
  );

  const queryCases = apiRoutes.flatMap((route) =>
    declaredIds(route.queryIds).map((field) => [`${name(route)} ${field}`, route, field] as const),
  );
  it.each(queryCases)("%s: another network's id answers 422 on that field", async (_, route, field) => {
    const fixture = QUERY_FIXTURES[name(route)] ?? {};
    const { value, path } = await requestWithForeign(route, route.queryIds ?? {}, fixture, field);
    const query = new URLSearchParams(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    const res = await t.request(`${path}?${query}`, { cookie: adminCookie });
    expect(await res.json()).toEqual({ messages: { [field]: ["Registro não encontrado."] } });
    expect(res.status).toBe(422);
  });
});
