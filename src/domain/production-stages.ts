// The print-shop stages (issue 5, spec 2.7, 2.9) on their own: the route table loads them with the first page,
// without the rest of the production rules.

/** Route slug of a stage: its list is `/{slug}` and an order page `/{slug}/:id` (spec 2.2, 2.7). */
export type StageSlug =
  | "atendimentos"
  | "artes"
  | "cortes"
  | "tela-revelacao"
  | "estamparia"
  | "confeccao"
  | "expedicao";

export type Stage = {
  /** status_id of an order in this stage. */
  readonly statusId: number;
  readonly slug: StageSlug;
  /** The list route, without the /es prefix. */
  readonly path: `/${StageSlug}`;
  /** i18n key of the stage name (`production` namespace). */
  readonly nameKey: string;
  /** SLK sub-permission that lists, views and moves the orders of this stage (spec 2.9). */
  readonly code: number;
};

const stage = (statusId: number, slug: StageSlug, code: number): Stage => ({
  statusId,
  slug,
  path: `/${slug}`,
  nameKey: `production:stages.${slug}`,
  code,
});

/** The production stages in order: service, arts, cuts, screen/reveal, printing, sewing, shipping. */
export const STAGES: ReadonlyArray<Stage> = [
  stage(1, "atendimentos", 1),
  stage(2, "artes", 2),
  stage(3, "cortes", 3),
  stage(4, "tela-revelacao", 4),
  stage(5, "estamparia", 5),
  stage(6, "confeccao", 6),
  stage(7, "expedicao", 7),
];

export const SLK = "SLK" as const;
/** SLK sub-permission of the seamstresses screen (/costureiras). */
export const SEAMSTRESSES_CODE = 8;
/** SLK sub-permission of the service desk: creates and edits orders and sees every stage. */
export const SERVICE_CODE = 1;
