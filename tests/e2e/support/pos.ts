import type { Page } from "playwright-core";
import { parseMoney } from "../../../src/domain/money.ts";

// What the PDV specs set up through the API from inside a signed-in page (its cookies, its origin).

/** A call from inside the page. */
export async function pageApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

export type Register = { id: number; company_id: number; company: string; company_has_sync_installments: boolean };

/** Opens a register with R$ 100,00 (or finds the open one) and stores the POS state the sale screen reads. */
export async function openRegister(page: Page): Promise<Register> {
  const me = await pageApi<{ id: number }>(page, "GET", "/api/v1/me");
  let register: Register | null = null;
  const last = await pageApi<{ data: Register }>(page, "GET", "/api/v1/cash_movements/last_opened");
  if (last.status === 200) register = last.body.data;
  for (let companyId = 1; register === null && companyId <= 10; companyId++) {
    const opened = await pageApi<Register>(page, "POST", "/api/v1/cash_movements", {
      cash_supply: "100.00",
      company_id: companyId,
    });
    if (opened.status === 201) register = opened.body;
  }
  if (!register) throw new Error("could not open a register");
  const state = {
    cashMovementId: register.id,
    companyId: register.company_id,
    company: register.company,
    syncInstallments: register.company_has_sync_installments,
  };
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    `rede.pos-state.${me.body.id}`,
    JSON.stringify(state),
  ] as const);
  return register;
}

export type ProductHit = {
  id: number;
  full_description: string;
  ean: string | null;
  price_1: string;
  stock_control: boolean;
  stock: { available: number };
  sale_unit: { decimals: number };
};

/** Products of a unit with a barcode, sold by the unit, priced and with at least `units` in stock (up to `max`). */
export async function sellableProducts(
  page: Page,
  companyId: number,
  count: number,
  units = 3,
  max = count,
): Promise<ProductHit[]> {
  const found = await pageApi<{ data: ProductHit[] }>(
    page,
    "GET",
    `/api/v1/products/search?company_id=${companyId}&limit=50`,
  );
  const picked = found.body.data.filter(
    (p) =>
      p.ean !== null &&
      p.sale_unit.decimals === 0 &&
      (parseMoney(p.price_1) ?? 0) > 0 &&
      (!p.stock_control || p.stock.available >= units),
  );
  if (picked.length < count) throw new Error(`only ${picked.length} sellable products with EAN`);
  return picked.slice(0, Math.max(count, max));
}

/** On a signed-in cashier's page: opens the register (or finds it) and scans one sellable product into a sale. */
export async function saleWithOneItem(page: Page): Promise<Register> {
  const register = await openRegister(page);
  const [product] = await sellableProducts(page, register.company_id, 1);
  if (!product?.ean) throw new Error("no sellable product with an EAN");
  await page.goto("/pdv/caixa-aberto");
  const scan = page.getByLabel("Código de barras ou SKU", { exact: true });
  await scan.waitFor({ state: "visible" });
  await scan.fill(product.ean);
  await scan.press("Enter");
  await page.getByTestId("sale-item").first().waitFor({ state: "visible" });
  return register;
}
