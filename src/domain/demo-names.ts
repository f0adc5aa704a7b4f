import type { Locale } from "./locale.ts";
import { SALE_UNITS } from "./products.ts";

// A network's own data (payment methods, units) is shown as the network wrote it. The demo seed writes its
// records in Portuguese; under /es those few known seed names are shown in Spanish, at display, by this map (the
// database keeps one spelling, so a record renamed by the network is simply shown as renamed). Units also agree
// in number with their quantity: "1 Unidade", "2 Unidades".

type Spelling = { readonly one: string; readonly other: string };

const DEMO_NAMES: Readonly<Record<string, Readonly<Record<Locale, Spelling>>>> = {
  Dinheiro: { "pt-BR": { one: "Dinheiro", other: "Dinheiro" }, "es-EC": { one: "Efectivo", other: "Efectivo" } },
  PIX: { "pt-BR": { one: "PIX", other: "PIX" }, "es-EC": { one: "PIX", other: "PIX" } },
  "Cartão de crédito": {
    "pt-BR": { one: "Cartão de crédito", other: "Cartão de crédito" },
    "es-EC": { one: "Tarjeta de crédito", other: "Tarjeta de crédito" },
  },
  "Cartão de débito": {
    "pt-BR": { one: "Cartão de débito", other: "Cartão de débito" },
    "es-EC": { one: "Tarjeta de débito", other: "Tarjeta de débito" },
  },
  "Boleto bancário": {
    "pt-BR": { one: "Boleto bancário", other: "Boleto bancário" },
    "es-EC": { one: "Boleto bancario", other: "Boleto bancario" },
  },
  Unidade: { "pt-BR": { one: "Unidade", other: "Unidades" }, "es-EC": { one: "Unidad", other: "Unidades" } },
  Quilograma: {
    "pt-BR": { one: "Quilograma", other: "Quilogramas" },
    "es-EC": { one: "Kilogramo", other: "Kilogramos" },
  },
  Serviço: { "pt-BR": { one: "Serviço", other: "Serviços" }, "es-EC": { one: "Servicio", other: "Servicios" } },
  Venda: { "pt-BR": { one: "Venda", other: "Vendas" }, "es-EC": { one: "Venta", other: "Ventas" } },
};

/** The list of sale units (domain/products.ts) has a Spanish name for each; the plural is the demo's only. */
const spellingOf = (name: string, locale: Locale): Spelling | undefined => {
  const demo = DEMO_NAMES[name]?.[locale];
  if (demo) return demo;
  const unit = SALE_UNITS.find((u) => u.name === name);
  if (!unit) return undefined;
  const word = locale === "es-EC" ? unit.es : unit.name;
  return { one: word, other: word };
};

/** A record's name as shown in `locale`: a known demo name or sale unit translated, anything else as stored. */
export const shownName = (name: string, locale: Locale): string => spellingOf(name, locale)?.one ?? name;

/**
 * A unit's name agreeing with a quantity. Portuguese keeps the singular below 2 ("1 Unidade", "1,5 Quilograma",
 * "2 Unidades"); Spanish uses it for exactly 1 only ("1 Unidad", "1,5 Kilogramos"). Unknown names are shown as stored.
 */
export const unitName = (name: string, quantity: number, locale: Locale): string => {
  const spelling = spellingOf(name, locale);
  if (!spelling) return name;
  const singular = locale === "pt-BR" ? Math.abs(quantity) < 2 : quantity === 1;
  return singular ? spelling.one : spelling.other;
};
