import { STAGES, type StageSlug, stageOf } from "../../domain/production.ts";

// Paths of the production screens (spec 2.7), without the /es prefix (localizePath adds it).

/** The tabs of an order page, as the last path segment: /artes/12/documentos. */
export type OrderTab = "geral" | "itens" | "documentos" | "costureiras";

/** Confecção: the stage whose page distributes pieces among seamstresses. */
export const SEWING_SLUG: StageSlug = "confeccao";
export const SEAMSTRESSES_STATUS = STAGES.find((stage) => stage.slug === SEWING_SLUG)?.statusId ?? 6;

export const OVERVIEW_PATH = "/producao";
export const NEW_ORDER_PATH = "/atendimentos/novo";
export const SEAMSTRESSES_PATH = "/costureiras";

/** Spec 2.7: atendimentos has geral, itens, documentos; confeccao adds costureiras; the others itens, documentos. */
export function tabsOf(slug: StageSlug): ReadonlyArray<OrderTab> {
  if (slug === "atendimentos") return ["geral", "itens", "documentos"];
  if (slug === SEWING_SLUG) return ["itens", "documentos", "costureiras"];
  return ["itens", "documentos"];
}

/** The tab an order page opens on: geral for the service desk, the items (the conference) elsewhere. */
export const defaultTabOf = (slug: StageSlug): OrderTab => tabsOf(slug)[0] ?? "itens";

/** The tab a path segment names on this stage's page; the default when absent, null when it has no such tab. */
export function tabFrom(slug: StageSlug, segment: string | undefined): OrderTab | null {
  if (segment === undefined || segment === "") return defaultTabOf(slug);
  return tabsOf(slug).find((tab) => tab === segment) ?? null;
}

/**
 * The order number from the path (/atendimentos/41 is order nº 41 of the user's network, the number the lists
 * show, not the internal id): a positive integer, or null.
 */
export function orderNumberFrom(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

/** /artes/12, /artes/12/documentos for order nº 12 (its number, not its id); the default tab is left out. */
export function orderPath(slug: StageSlug, number: number, tab?: OrderTab): string {
  const base = `/${slug}/${number}`;
  return tab === undefined || tab === defaultTabOf(slug) ? base : `${base}/${tab}`;
}

/** The page an order is worked on now: its stage's, or the service desk's once finished or cancelled. */
export const currentSlugOf = (statusId: number): StageSlug => stageOf(statusId)?.slug ?? "atendimentos";
