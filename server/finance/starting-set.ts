import type { Db } from "../db/client.ts";
import { accountPlans, paymentMethods } from "./schema.ts";

// What a new network's finance starts with, so its first sale and first report work on day one: the usual
// Brazilian payment methods and a small chart of accounts per unit. The demo seed and `npm run setup` both use it.

const PAYMENT_METHODS: ReadonlyArray<{ name: string; kind: string; givesChange: boolean }> = [
  { name: "Dinheiro", kind: "money", givesChange: true },
  { name: "PIX", kind: "pix", givesChange: false },
  { name: "Cartão de crédito", kind: "card", givesChange: false },
  { name: "Cartão de débito", kind: "card", givesChange: false },
  { name: "Boleto bancário", kind: "boleto", givesChange: false },
];

const ACCOUNT_PLANS: ReadonlyArray<{ code: string; name: string; isInflow: boolean | null }> = [
  { code: "1", name: "Receitas", isInflow: true },
  { code: "1.1", name: "Vendas de mercadorias", isInflow: true },
  { code: "1.2", name: "Prestação de serviços", isInflow: true },
  { code: "2", name: "Despesas", isInflow: false },
  { code: "2.1", name: "Aluguel", isInflow: false },
  { code: "2.2", name: "Salários e encargos", isInflow: false },
  { code: "2.3", name: "Energia elétrica", isInflow: false },
];

/** The payment methods of a new network and the chart of accounts of each of its first units. */
export async function startFinance(tx: Db, multiStoreId: number, companyIds: ReadonlyArray<number>): Promise<void> {
  await tx.insert(paymentMethods).values(PAYMENT_METHODS.map((method) => ({ ...method, multiStoreId })));
  const plans = companyIds.flatMap((companyId) => ACCOUNT_PLANS.map((plan) => ({ ...plan, companyId, multiStoreId })));
  if (plans.length > 0) await tx.insert(accountPlans).values(plans);
}
