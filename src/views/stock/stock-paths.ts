import { type RecordPage, recordPaths } from "../components/record-form/record-paths.ts";

// Addresses of the stock screens (route-table paths, localized by the caller).

export const STOCK_TABS = ["posicao-de-estoque", "movimentacao-de-estoque", "atualizacao-em-massa"] as const;
export type StockTab = (typeof STOCK_TABS)[number];

export const isStockTab = (value: string | undefined): value is StockTab =>
  (STOCK_TABS as ReadonlyArray<string>).includes(value ?? "");

export const stockEditPath = (id: number | null) => (id === null ? "/estoques/novo" : `/estoques/editar/${id}`);

export const stockDetailsPath = (id: number, tab: StockTab = "posicao-de-estoque") => `/estoques/detalhes/${id}/${tab}`;

export const countPath = (id: number) => `/estoques/inventario/${id}`;

/** The stock of /estoques/editar/:id? (none: a new one, as /estoques/novo); a bad id is not found (null). */
export const stockPageFrom = (id: string | undefined): RecordPage<"geral"> | null =>
  recordPaths("/estoques/editar", ["geral"]).pageFrom(id, undefined);
