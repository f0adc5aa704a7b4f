import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accountPlans, financeAccounts, paymentMethods } from "./schema.ts";

// What a new network's finance starts with, so its first sale and first report work on day one: the usual
// Brazilian payment methods and a small chart of accounts per unit. The demo seed and `npm run setup` both use it.

const PAYMENT_METHODS: ReadonlyArray<{ name: string; kind: string; givesChange: boolean }> = [
  { name: "Dinheiro", kind: "money", givesChange: true },
  { name: "PIX", kind: "pix", givesChange: false },
  { name: "Cartão de crédito", kind: "card", givesChange: false },
  { name: "Cartão de débito", kind: "card", givesChange: false },
  { name: "Boleto bancário", kind: "boleto", givesChange: false },
];

/**
 * The standard chart of accounts of a Brazilian small business, laid out as its DRE: groups whose rows add up
 * (is_inflow true: revenue, false: deductions, costs and expenses) and result rows (is_inflow null) that total
 * everything above them. Codes sort by their numeric parts (compareAccountPlanCodes of src/domain/finance.ts); the
 * PDV, purchase invoices and card fees book into the rows named by STANDARD_PLAN_CODES.
 */
const ACCOUNT_PLANS: ReadonlyArray<{ code: string; name: string; isInflow: boolean | null }> = [
  { code: "1", name: "Receita bruta", isInflow: true },
  { code: "1.1", name: "Venda de mercadorias", isInflow: true },
  { code: "1.2", name: "Prestação de serviços", isInflow: true },
  { code: "1.3", name: "Outras receitas operacionais", isInflow: true },
  { code: "2", name: "Deduções da receita bruta", isInflow: false },
  { code: "2.1", name: "Impostos sobre vendas (Simples Nacional, ICMS, ISS)", isInflow: false },
  { code: "2.2", name: "Devoluções e cancelamentos", isInflow: false },
  { code: "2.3", name: "Descontos concedidos", isInflow: false },
  { code: "3", name: "Receita líquida", isInflow: null },
  { code: "4", name: "Custos das vendas", isInflow: false },
  { code: "4.1", name: "Custo das mercadorias vendidas (CMV)", isInflow: false },
  { code: "4.2", name: "Custo dos serviços prestados", isInflow: false },
  { code: "4.3", name: "Fretes e seguros sobre compras", isInflow: false },
  { code: "5", name: "Lucro bruto", isInflow: null },
  { code: "6", name: "Despesas operacionais", isInflow: false },
  { code: "6.1", name: "Despesas com pessoal", isInflow: false },
  { code: "6.1.1", name: "Salários e encargos", isInflow: false },
  { code: "6.1.2", name: "Pró-labore", isInflow: false },
  { code: "6.1.3", name: "Benefícios (VT, VR, plano de saúde)", isInflow: false },
  { code: "6.2", name: "Despesas administrativas", isInflow: false },
  { code: "6.2.1", name: "Aluguel e condomínio", isInflow: false },
  { code: "6.2.2", name: "Energia elétrica", isInflow: false },
  { code: "6.2.3", name: "Água e esgoto", isInflow: false },
  { code: "6.2.4", name: "Telefone e internet", isInflow: false },
  { code: "6.2.5", name: "Contabilidade", isInflow: false },
  { code: "6.2.6", name: "Sistemas e softwares", isInflow: false },
  { code: "6.2.7", name: "Material de escritório e limpeza", isInflow: false },
  { code: "6.3", name: "Despesas comerciais", isInflow: false },
  { code: "6.3.1", name: "Marketing e publicidade", isInflow: false },
  { code: "6.3.2", name: "Comissões sobre vendas", isInflow: false },
  { code: "6.3.3", name: "Fretes sobre vendas", isInflow: false },
  { code: "6.4", name: "Despesas gerais", isInflow: false },
  { code: "6.4.1", name: "Manutenção e conservação", isInflow: false },
  { code: "6.4.2", name: "Quebras e diferenças de caixa", isInflow: false },
  { code: "6.4.3", name: "Outras despesas", isInflow: false },
  { code: "7", name: "Resultado operacional", isInflow: null },
  { code: "8", name: "Receitas financeiras", isInflow: true },
  { code: "8.1", name: "Juros e multas recebidos", isInflow: true },
  { code: "8.2", name: "Descontos obtidos", isInflow: true },
  { code: "9", name: "Despesas financeiras", isInflow: false },
  { code: "9.1", name: "Tarifas bancárias", isInflow: false },
  { code: "9.2", name: "Taxas de cartão", isInflow: false },
  { code: "9.3", name: "Juros e multas pagos", isInflow: false },
  { code: "10", name: "Resultado líquido do exercício", isInflow: null },
];

/** The rows other modules book into, by their code in the standard chart (a unit may rename them, not recode). */
export const STANDARD_PLAN_CODES = {
  goodsSales: "1.1",
  services: "1.2",
  salesReturns: "2.2",
  goodsCost: "4.1",
  purchaseFreight: "4.3",
  otherExpenses: "6.4.3",
  cashDifferences: "6.4.2",
  interestReceived: "8.1",
  cardFees: "9.2",
  interestPaid: "9.3",
} as const;

/** The names of the two accounts every unit starts with: the PDV's drawer and the safe sangrias go to. */
export const DRAWER_ACCOUNT_NAME = "Gaveta do caixa";
export const SAFE_ACCOUNT_NAME = "Cofre";

/** The payment methods of a new network, and the finance of each of its first units (startUnitFinance). */
export async function startFinance(tx: Db, multiStoreId: number, companyIds: ReadonlyArray<number>): Promise<void> {
  await tx.insert(paymentMethods).values(PAYMENT_METHODS.map((method) => ({ ...method, multiStoreId })));
  await startUnitFinance(
    tx,
    companyIds.map((companyId) => ({ multiStoreId, companyId })),
  );
}

/** A new unit's chart of accounts, PDV drawer account and safe account, in the caller's transaction. */
export async function startUnitFinance(
  tx: Db,
  units: ReadonlyArray<{ readonly multiStoreId: number; readonly companyId: number }>,
): Promise<void> {
  if (units.length === 0) return;
  const plans = await tx
    .insert(accountPlans)
    .values(units.flatMap((unit) => ACCOUNT_PLANS.map((plan) => ({ ...plan, ...unit }))))
    .returning({ id: accountPlans.id, companyId: accountPlans.companyId, code: accountPlans.code });
  // Each row under the row whose code is its own without the last part (6.2.1 under 6.2), in one statement.
  const idOf = new Map(plans.map((plan) => [`${plan.companyId}:${plan.code}`, plan.id]));
  const links = plans.flatMap((plan) => {
    const parent = idOf.get(`${plan.companyId}:${plan.code.split(".").slice(0, -1).join(".")}`);
    return parent === undefined ? [] : [sql`(${plan.id}::int, ${parent}::int)`];
  });
  if (links.length > 0)
    await tx.execute(
      sql`update ${accountPlans} set super_id = link.parent from (values ${sql.join(links, sql`, `)}) as link(id, parent) where ${accountPlans.id} = link.id`,
    );
  await tx
    .insert(financeAccounts)
    .values(
      units.flatMap((unit) => [
        { ...unit, accountName: DRAWER_ACCOUNT_NAME, kind: "drawer" },
        { ...unit, accountName: SAFE_ACCOUNT_NAME, kind: "safe" },
      ]),
    )
    .onConflictDoNothing();
}
