import type { Db } from "../db/client.ts";
import { crmData, crmFactors, crmStages } from "./schema.ts";

/** The funnel a new network starts with (spec 4 step tags); the administrator renames, reorders or removes them. */
export const STARTING_STAGES = [
  { name: "Prospecção", tag: "begin" },
  { name: "Primeiro contato", tag: "none" },
  { name: "Proposta enviada", tag: "none" },
  { name: "Negociação", tag: "none" },
  { name: "Venda fechada", tag: "positive_ending" },
  { name: "Perdido", tag: "negative_ending" },
] as const;

/** The name of the factor whose options explain a loss: a move to a negative_ending stage asks for one (issue 15). */
export const LOSS_REASON_FACTOR = "Motivo da perda";

/** The factors of spec 9 with starting options. */
export const STARTING_FACTORS: ReadonlyArray<{ name: string; options: ReadonlyArray<string> }> = [
  { name: "Fator Geográfico", options: ["Mesma cidade", "Região metropolitana", "Outro estado"] },
  { name: "Demográfico", options: ["Pessoa física", "Pequena empresa", "Média ou grande empresa"] },
  { name: "Psicográfico", options: ["Busca preço", "Busca qualidade", "Busca exclusividade"] },
  { name: "Comportamental", options: ["Compra recorrente", "Compra sazonal", "Primeira compra"] },
  { name: "Como chegou ao negócio", options: ["Indicação", "Instagram", "Google", "Passou na loja", "WhatsApp"] },
  {
    name: LOSS_REASON_FACTOR,
    options: ["Preço", "Prazo de entrega", "Escolheu um concorrente", "Sem retorno do cliente", "Desistiu da compra"],
  },
];

/** Gives a new network its starting funnel stages and CRM factors, inside the caller's transaction. */
export async function startCrm(db: Db, multiStoreId: number): Promise<void> {
  await db
    .insert(crmStages)
    .values(STARTING_STAGES.map((stage, position) => ({ multiStoreId, name: stage.name, tag: stage.tag, position })));
  const factors = await db
    .insert(crmFactors)
    .values(STARTING_FACTORS.map((factor) => ({ multiStoreId, name: factor.name })))
    .returning({ id: crmFactors.id, name: crmFactors.name });
  await db.insert(crmData).values(
    factors.flatMap((factor) =>
      (STARTING_FACTORS.find((f) => f.name === factor.name)?.options ?? []).map((name) => ({
        multiStoreId,
        factorId: factor.id,
        name,
      })),
    ),
  );
}
