// CRM settings rules (issue 15): stage tags of spec 4 and the order of the funnel.

/** Spec 4 'CRM step tags': begin (Início do fluxo), positive_ending (Conversão), negative_ending (Perda), none. */
export const CRM_STAGE_TAGS = ["begin", "positive_ending", "negative_ending", "none"] as const;
export type CrmStageTag = (typeof CRM_STAGE_TAGS)[number];

/** Spec 9 'CRM factor placeholder names', shown as the new factor's placeholders in turn. */
export const FACTOR_PLACEHOLDERS = [
  "Fator Geográfico",
  "Demográfico",
  "Psicográfico",
  "Comportamental",
  "Como chegou ao negócio",
  "Motivo da perda",
] as const;

/** Spec 9: after a factor update fails, the warning shows this long and then the page reloads. */
export const FACTOR_UPDATE_FAILURE_RELOAD_MS = 1000;

/** `ids` with the one at `from` moved to `to` (both clamped to the list). */
export function moved<T>(ids: ReadonlyArray<T>, from: number, to: number): T[] {
  const list = [...ids];
  if (from < 0 || from >= list.length) return list;
  const [item] = list.splice(from, 1);
  const target = Math.max(0, Math.min(list.length, to));
  list.splice(target, 0, item as T);
  return list;
}
