import { withEan13CheckDigit } from "../../src/domain/barcode.ts";
import type { Cents } from "../../src/domain/money.ts";
import type { Milli } from "../../src/domain/stock.ts";

// The demo catalog, built combinatorially so it reads like a real store's (apparel, groceries, weighed
// deli and produce, accessories, services). Deterministic: the same seed gives the same catalog.

export type SeedProduct = {
  readonly description: string;
  readonly sku: string;
  readonly ean: string | null;
  readonly unitName: string;
  readonly unitDecimals: number;
  readonly price: Cents;
  readonly stockControl: boolean;
  /** On hand per unit of the network (index of the unit), incoming and outgoing. */
  readonly stock: (unit: number) => { quantity: Milli; incoming: Milli; outgoing: Milli };
};

/** Small deterministic PRNG (mulberry32). */
export const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

type Gender = "m" | "f";
const COLORS: ReadonlyArray<readonly [string, string?]> = [
  ["Preto", "Preta"],
  ["Branco", "Branca"],
  ["Cinza Mescla"],
  ["Azul Marinho"],
  ["Vermelho", "Vermelha"],
  ["Verde Musgo"],
  ["Bege"],
  ["Rosa"],
  ["Amarelo", "Amarela"],
  ["Marrom"],
];
const colorOf = (color: readonly [string, string?], gender: Gender) =>
  gender === "f" ? (color[1] ?? color[0]) : color[0];

const LETTER_SIZES = ["PP", "P", "M", "G", "GG", "XG"];
const NUMBER_SIZES = ["36", "38", "40", "42", "44", "46"];

const APPAREL: ReadonlyArray<{
  name: string;
  gender: Gender;
  styles: [string, string];
  price: number;
  numbered?: boolean;
}> = [
  { name: "Camiseta Básica", gender: "f", styles: ["Algodão", "Algodão Penteado"], price: 3990 },
  { name: "Camiseta Gola V", gender: "f", styles: ["Algodão", "Viscose"], price: 4490 },
  { name: "Camiseta Estampada", gender: "f", styles: ["Algodão", "Poliéster"], price: 5990 },
  { name: "Camisa Polo Piquet", gender: "f", styles: ["Algodão", "Poliéster"], price: 8990 },
  { name: "Regata Nadador", gender: "f", styles: ["Dry Fit", "Algodão"], price: 3490 },
  { name: "Moletom Canguru", gender: "m", styles: ["Algodão", "Flanelado"], price: 14990 },
  {
    name: "Calça Jeans Skinny",
    gender: "f",
    styles: ["Lavagem Clara", "Lavagem Escura"],
    price: 15990,
    numbered: true,
  },
  { name: "Bermuda Sarja", gender: "f", styles: ["Slim", "Reta"], price: 9990, numbered: true },
  { name: "Jaqueta Corta-Vento", gender: "f", styles: ["Impermeável", "Forrada"], price: 19990 },
  { name: "Blusa de Tricô", gender: "f", styles: ["Gola Alta", "Decote V"], price: 12990 },
  { name: "Vestido Midi", gender: "m", styles: ["Viscose", "Malha"], price: 13990 },
  { name: "Short Moletom", gender: "m", styles: ["Algodão", "Flanelado"], price: 6990 },
  { name: "Saia Plissada", gender: "f", styles: ["Cetim", "Tule"], price: 11990 },
  { name: "Camisa Social Manga Longa", gender: "f", styles: ["Tricoline", "Linho"], price: 16990 },
];

const ACCESSORIES: ReadonlyArray<{ name: string; gender: Gender; sizes: ReadonlyArray<string>; price: number }> = [
  {
    name: "Tênis Casual",
    gender: "m",
    sizes: ["34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44"],
    price: 18990,
  },
  { name: "Chinelo de Dedo", gender: "m", sizes: ["33/34", "35/36", "37/38", "39/40", "41/42", "43/44"], price: 2990 },
  { name: "Sandália Rasteira", gender: "f", sizes: ["34", "35", "36", "37", "38", "39", "40"], price: 6990 },
  { name: "Meia Soquete 3 Pares", gender: "f", sizes: ["P", "M", "G"], price: 2490 },
  { name: "Boné Aba Curva", gender: "m", sizes: ["Único"], price: 4990 },
  { name: "Cinto de Couro", gender: "m", sizes: ["P", "M", "G", "GG"], price: 7990 },
  { name: "Bolsa Transversal", gender: "f", sizes: ["Única"], price: 12990 },
  { name: "Mochila Urbana", gender: "f", sizes: ["Única"], price: 15990 },
];

const BRANDS = [
  "Bom Grão",
  "Sabor Mineiro",
  "Vale Dourado",
  "Boa Safra",
  "Estrela do Sul",
  "Recanto",
  "Serra Azul",
  "Primor",
];

const GROCERIES: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number]>]> = [
  [
    "Arroz Agulhinha Tipo 1",
    [
      ["1kg", 689],
      ["5kg", 2890],
    ],
  ],
  ["Feijão Carioca Tipo 1", [["1kg", 849]]],
  ["Feijão Preto Tipo 1", [["1kg", 929]]],
  [
    "Café Torrado e Moído",
    [
      ["250g", 1190],
      ["500g", 2190],
    ],
  ],
  ["Açúcar Refinado", [["1kg", 479]]],
  ["Açúcar Cristal", [["2kg", 789]]],
  ["Óleo de Soja", [["900ml", 699]]],
  ["Macarrão Espaguete", [["500g", 459]]],
  ["Macarrão Parafuso", [["500g", 479]]],
  ["Farinha de Trigo Tipo 1", [["1kg", 549]]],
  ["Leite Integral UHT", [["1L", 529]]],
  ["Biscoito Recheado Chocolate", [["140g", 299]]],
  ["Biscoito Cream Cracker", [["400g", 649]]],
  ["Achocolatado em Pó", [["400g", 899]]],
  ["Molho de Tomate Tradicional", [["340g", 279]]],
  ["Sal Refinado", [["1kg", 249]]],
  ["Fubá Mimoso", [["1kg", 399]]],
  ["Farofa Temperada", [["250g", 549]]],
  ["Sabão em Pó", [["800g", 1390]]],
  ["Detergente Líquido Neutro", [["500ml", 259]]],
  ["Água Sanitária", [["1L", 449]]],
  ["Papel Higiênico Folha Dupla", [["12 Rolos", 1890]]],
  [
    "Refrigerante de Guaraná",
    [
      ["350ml", 399],
      ["2L", 899],
    ],
  ],
  ["Suco de Uva Integral", [["1L", 1490]]],
  [
    "Água Mineral sem Gás",
    [
      ["500ml", 199],
      ["1,5L", 349],
    ],
  ],
];

/** Sold by weight: kilogram with 3 decimals, in-store EAN-13 starting with 2. */
const WEIGHED: ReadonlyArray<readonly [string, number]> = [
  ["Queijo Muçarela kg", 4990],
  ["Queijo Prato kg", 5490],
  ["Queijo Minas Frescal kg", 3990],
  ["Presunto Cozido kg", 3690],
  ["Mortadela Defumada kg", 2290],
  ["Peito de Peru Defumado kg", 7990],
  ["Salame Italiano kg", 8990],
  ["Carne Moída Patinho kg", 4490],
  ["Alcatra Bovina kg", 5990],
  ["Frango Inteiro Congelado kg", 1390],
  ["Linguiça Toscana kg", 2490],
  ["Pão Francês kg", 1690],
  ["Banana Prata kg", 649],
  ["Maçã Gala kg", 999],
  ["Laranja Pera kg", 449],
  ["Mamão Formosa kg", 799],
  ["Uva Thompson kg", 1690],
  ["Tomate Italiano kg", 899],
  ["Batata Inglesa kg", 599],
  ["Cebola Amarela kg", 549],
  ["Cenoura kg", 499],
  ["Alho Nacional kg", 3290],
  ["Castanha de Caju kg", 8990],
  ["Azeitona Verde kg", 3490],
];

/** Services: no stock control, no barcode. */
const SERVICES: ReadonlyArray<readonly [string, number]> = [
  ["Estampa Personalizada Frente", 2500],
  ["Estampa Personalizada Frente e Costas", 4000],
  ["Bordado de Nome", 1500],
  ["Bordado de Logotipo", 3500],
  ["Sublimação A4", 1800],
  ["Sublimação A3", 2800],
  ["Silk Screen 1 Cor", 1200],
  ["Silk Screen 2 Cores", 1900],
  ["Ajuste de Barra", 2000],
  ["Troca de Zíper", 2500],
  ["Aplicação de Patch", 1000],
  ["Arte Digital para Estampa", 5000],
  ["Embalagem para Presente", 500],
  ["Montagem de Kit Corporativo", 3000],
  ["Lavagem de Tênis", 4500],
  ["Personalização de Boné", 2200],
];

const ROUND_90 = (cents: number) => Math.max(90, Math.round(cents / 100) * 100 - 10);

/** The demo network's catalog: 2,000+ products. */
export function demoCatalog(seed = 20_260_101): SeedProduct[] {
  const random = randomFrom(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const products: SeedProduct[] = [];
  let eanSequence = 0;
  const ean = (prefix: string) =>
    withEan13CheckDigit(`${prefix}${String(++eanSequence).padStart(12 - prefix.length, "0")}`);
  const countedStock = (max: number) => {
    const perUnit = [0, 1].map(() => ({
      quantity: random() < 0.06 ? 0 : between(1, max) * 1000,
      incoming: random() < 0.1 ? between(5, 30) * 1000 : 0,
      outgoing: random() < 0.05 ? between(1, 3) * 1000 : 0,
    }));
    return (unit: number) => perUnit[unit % 2] ?? { quantity: 0, incoming: 0, outgoing: 0 };
  };
  APPAREL.forEach((type, t) => {
    type.styles.forEach((style, s) => {
      COLORS.forEach((color, c) => {
        (type.numbered ? NUMBER_SIZES : LETTER_SIZES).forEach((size, z) => {
          const bump = (size === "XG" || size === "46" ? 500 : 0) + s * 1000;
          products.push({
            description: `${type.name} ${style} ${colorOf(color, type.gender)} ${size}`,
            sku: `VES-${String(t + 1).padStart(2, "0")}${s + 1}${String(c + 1).padStart(2, "0")}-${size}`,
            ean: ean("789100"),
            unitName: "Unidade",
            unitDecimals: 0,
            price: type.price + bump,
            stockControl: true,
            stock: countedStock(z === 2 || z === 3 ? 40 : 15),
          });
        });
      });
    });
  });
  ACCESSORIES.forEach((type, t) => {
    COLORS.slice(0, 8).forEach((color, c) => {
      type.sizes.forEach((size) => {
        products.push({
          description: `${type.name} ${colorOf(color, type.gender)} ${size}`,
          sku: `ACE-${String(t + 1).padStart(2, "0")}${String(c + 1).padStart(2, "0")}-${size.replace("/", "")}`,
          ean: ean("789200"),
          unitName: "Unidade",
          unitDecimals: 0,
          price: type.price,
          stockControl: true,
          stock: countedStock(12),
        });
      });
    });
  });
  GROCERIES.forEach(([name, sizes], g) => {
    BRANDS.forEach((brand, b) => {
      sizes.forEach(([size, price], z) => {
        products.push({
          description: `${name} ${brand} ${size}`,
          sku: `MER-${String(g + 1).padStart(2, "0")}${b + 1}${z + 1}`,
          ean: ean("789300"),
          unitName: "Unidade",
          unitDecimals: 0,
          price: ROUND_90(price * (0.9 + b * 0.04)),
          stockControl: true,
          stock: countedStock(120),
        });
      });
    });
  });
  WEIGHED.forEach(([name, price], w) => {
    const perUnit = [0, 1].map(() => ({ quantity: between(2_000, 40_000), incoming: 0, outgoing: 0 }));
    products.push({
      description: name,
      sku: `PES-${String(w + 1).padStart(3, "0")}`,
      ean: withEan13CheckDigit(`2${String(w + 1).padStart(5, "0")}000000`),
      unitName: "Quilograma",
      unitDecimals: 3,
      price,
      stockControl: true,
      stock: (unit) => perUnit[unit % 2] ?? { quantity: 0, incoming: 0, outgoing: 0 },
    });
  });
  SERVICES.forEach(([name, price], s) => {
    products.push({
      description: name,
      sku: `SRV-${String(s + 1).padStart(3, "0")}`,
      ean: null,
      unitName: "Serviço",
      unitDecimals: 0,
      price,
      stockControl: false,
      stock: () => ({ quantity: 0, incoming: 0, outgoing: 0 }),
    });
  });
  return products;
}

/** A few products of the other network, named so a leak shows in the tenant tests. */
export function otherCatalog(): SeedProduct[] {
  return [
    ["Camiseta Outra Rede Azul M", 4990, 1],
    ["Caneca Outra Rede Branca", 2990, 2],
    ["Boné Outra Rede Preto", 5990, 3],
    ["Garrafa Térmica Outra Rede", 7990, 4],
    ["Estampa Outra Rede Personalizada", 2000, 5],
  ].map(([description, price, n]) => ({
    description: String(description),
    sku: `OUT-${n}`,
    ean: withEan13CheckDigit(`78990000000${n}`),
    unitName: "Unidade",
    unitDecimals: 0,
    price: Number(price),
    stockControl: n !== 5,
    stock: () => ({ quantity: 20_000, incoming: 0, outgoing: 0 }),
  }));
}
