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
  /** Department, group and subgroup (market_structure names). */
  readonly market?: Market;
  readonly ncm?: string | null;
  readonly kind?: "product" | "service";
  /** Components per one unit sold (a kit or a recipe), by SKU, in thousandths. */
  readonly components?: ReadonlyArray<readonly [string, Milli]>;
};

/** Department, group, subgroup. */
export type Market = readonly [string, string, string];

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

/** Market group and a real NCM of each apparel and accessory type. */
const TYPE_CLASS: Readonly<Record<string, readonly [string, string]>> = {
  "Camiseta Básica": ["Camisetas e Blusas", "61091000"],
  "Camiseta Gola V": ["Camisetas e Blusas", "61091000"],
  "Camiseta Estampada": ["Camisetas e Blusas", "61091000"],
  "Camisa Polo Piquet": ["Camisas", "61051000"],
  "Regata Nadador": ["Camisetas e Blusas", "61091000"],
  "Moletom Canguru": ["Agasalhos", "61102000"],
  "Calça Jeans Skinny": ["Calças e Bermudas", "62034200"],
  "Bermuda Sarja": ["Calças e Bermudas", "62034200"],
  "Jaqueta Corta-Vento": ["Agasalhos", "62013000"],
  "Blusa de Tricô": ["Agasalhos", "61102000"],
  "Vestido Midi": ["Vestidos e Saias", "61044200"],
  "Short Moletom": ["Calças e Bermudas", "61046200"],
  "Saia Plissada": ["Vestidos e Saias", "62045200"],
  "Camisa Social Manga Longa": ["Camisas", "62052000"],
  "Tênis Casual": ["Calçados", "64041900"],
  "Chinelo de Dedo": ["Calçados", "64022000"],
  "Sandália Rasteira": ["Calçados", "64029990"],
  "Meia Soquete 3 Pares": ["Acessórios", "61159500"],
  "Boné Aba Curva": ["Acessórios", "65050090"],
  "Cinto de Couro": ["Acessórios", "42033000"],
  "Bolsa Transversal": ["Bolsas e Mochilas", "42022220"],
  "Mochila Urbana": ["Bolsas e Mochilas", "42029200"],
};

const classOf = (department: string, type: string): { market: Market; ncm: string } => {
  const [group, ncm] = TYPE_CLASS[type] ?? ["Outros", "63079090"];
  return { market: [department, group, type], ncm };
};

/** Grocery lines: group, subgroup and NCM by the product's first words. */
const GROCERY_CLASS: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Arroz", "Alimentos Básicos", "Grãos e Cereais", "10063021"],
  ["Feijão", "Alimentos Básicos", "Grãos e Cereais", "07133319"],
  ["Café", "Alimentos Básicos", "Açúcar e Café", "09012100"],
  ["Açúcar", "Alimentos Básicos", "Açúcar e Café", "17019900"],
  ["Óleo", "Alimentos Básicos", "Óleos e Temperos", "15079011"],
  ["Macarrão", "Alimentos Básicos", "Massas e Farinhas", "19021900"],
  ["Farinha", "Alimentos Básicos", "Massas e Farinhas", "11010010"],
  ["Leite", "Laticínios", "Leites", "04012010"],
  ["Biscoito Recheado", "Biscoitos e Doces", "Biscoitos", "19053100"],
  ["Biscoito Cream", "Biscoitos e Doces", "Biscoitos", "19059020"],
  ["Achocolatado", "Biscoitos e Doces", "Achocolatados", "18069000"],
  ["Molho", "Alimentos Básicos", "Óleos e Temperos", "21032010"],
  ["Sal", "Alimentos Básicos", "Óleos e Temperos", "25010020"],
  ["Fubá", "Alimentos Básicos", "Massas e Farinhas", "11022000"],
  ["Farofa", "Alimentos Básicos", "Massas e Farinhas", "21069090"],
  ["Sabão", "Limpeza", "Roupas", "34025000"],
  ["Detergente", "Limpeza", "Casa", "34025000"],
  ["Água Sanitária", "Limpeza", "Casa", "28289011"],
  ["Papel Higiênico", "Higiene", "Papéis", "48181000"],
  ["Refrigerante", "Bebidas", "Refrigerantes", "22021000"],
  ["Suco", "Bebidas", "Sucos", "20096100"],
  ["Água Mineral", "Bebidas", "Águas", "22011000"],
];

const WEIGHED_CLASS: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Queijo Muçarela", "Frios", "Queijos", "04061010"],
  ["Queijo Prato", "Frios", "Queijos", "04069020"],
  ["Queijo Minas", "Frios", "Queijos", "04061090"],
  ["Presunto", "Frios", "Embutidos", "16024100"],
  ["Mortadela", "Frios", "Embutidos", "16010000"],
  ["Peito de Peru", "Frios", "Embutidos", "16023100"],
  ["Salame", "Frios", "Embutidos", "16010000"],
  ["Carne Moída", "Açougue", "Bovinos", "02013000"],
  ["Alcatra", "Açougue", "Bovinos", "02013000"],
  ["Frango", "Açougue", "Aves", "02071200"],
  ["Linguiça", "Açougue", "Suínos", "16010000"],
  ["Pão", "Padaria", "Pães", "19059090"],
  ["Banana", "Hortifrúti", "Frutas", "08039000"],
  ["Maçã", "Hortifrúti", "Frutas", "08081000"],
  ["Laranja", "Hortifrúti", "Frutas", "08051000"],
  ["Mamão", "Hortifrúti", "Frutas", "08072000"],
  ["Uva", "Hortifrúti", "Frutas", "08061000"],
  ["Tomate", "Hortifrúti", "Legumes e Verduras", "07020000"],
  ["Batata", "Hortifrúti", "Legumes e Verduras", "07019000"],
  ["Cebola", "Hortifrúti", "Legumes e Verduras", "07031019"],
  ["Cenoura", "Hortifrúti", "Legumes e Verduras", "07061000"],
  ["Alho", "Hortifrúti", "Legumes e Verduras", "07032090"],
  ["Castanha", "Granel", "Castanhas", "08013200"],
  ["Azeitona", "Granel", "Conservas", "20057000"],
];

const classByPrefix = (department: string, table: typeof GROCERY_CLASS, name: string) => {
  const found = table.find(([prefix]) => name.startsWith(prefix));
  return {
    market: [department, found?.[1] ?? "Outros", found?.[2] ?? "Outros"] as Market,
    ncm: found?.[3] ?? null,
  };
};

/** Print shop supplies (papelaria e gráfica): name, unit, decimals, price, group, subgroup, NCM. */
const PRINT_SUPPLIES: ReadonlyArray<readonly [string, string, number, number, string, string, string]> = [
  ["Papel Sulfite A4 75g 500 Folhas", "Pacote", 0, 2990, "Papéis", "Sulfite", "48025610"],
  ["Papel Sulfite A3 75g 500 Folhas", "Pacote", 0, 5990, "Papéis", "Sulfite", "48025799"],
  ["Papel Couché Brilho A4 150g 100 Folhas", "Pacote", 0, 4590, "Papéis", "Couché", "48101990"],
  ["Papel Fotográfico Glossy A4 180g 50 Folhas", "Pacote", 0, 3490, "Papéis", "Fotográfico", "37031010"],
  ["Papel Sublimático A4 100 Folhas", "Pacote", 0, 3990, "Sublimação", "Papéis Sublimáticos", "48239099"],
  ["Papel Sublimático A3 100 Folhas", "Pacote", 0, 6990, "Sublimação", "Papéis Sublimáticos", "48239099"],
  ["Papel Sublimático em Rolo 1,10m", "Metro", 2, 890, "Sublimação", "Papéis Sublimáticos", "48239099"],
  ["Tinta Sublimática Ciano 100ml", "Unidade", 0, 4990, "Sublimação", "Tintas Sublimáticas", "32151900"],
  ["Tinta Sublimática Magenta 100ml", "Unidade", 0, 4990, "Sublimação", "Tintas Sublimáticas", "32151900"],
  ["Tinta Sublimática Amarela 100ml", "Unidade", 0, 4990, "Sublimação", "Tintas Sublimáticas", "32151900"],
  ["Tinta Sublimática Preta 100ml", "Unidade", 0, 4990, "Sublimação", "Tintas Sublimáticas", "32151900"],
  ["Caneca de Porcelana Branca para Sublimação 325ml", "Unidade", 0, 1290, "Sublimação", "Brindes", "69120000"],
  ["Camiseta Poliéster Branca para Sublimação M", "Unidade", 0, 1890, "Sublimação", "Camisetas Lisas", "61093000"],
  ["Camiseta Poliéster Branca para Sublimação G", "Unidade", 0, 1890, "Sublimação", "Camisetas Lisas", "61093000"],
  ["Fita Térmica 10mm x 33m", "Rolo", 0, 1490, "Sublimação", "Acessórios", "39191000"],
  ["Tinta Plastisol Branca", "Quilograma", 3, 8990, "Serigrafia", "Tintas", "32151900"],
  ["Tinta Plastisol Preta", "Quilograma", 3, 7990, "Serigrafia", "Tintas", "32151900"],
  ["Tinta à Base d'Água Vermelha", "Quilograma", 3, 6490, "Serigrafia", "Tintas", "32151900"],
  ["Emulsão Fotográfica Bicromatada 1kg", "Unidade", 0, 7490, "Serigrafia", "Emulsões", "37071090"],
  ["Quadro de Serigrafia 40x50 Tela 77 Fios", "Unidade", 0, 8990, "Serigrafia", "Telas e Quadros", "59112000"],
  ["Rodo de Serigrafia 30cm", "Unidade", 0, 3990, "Serigrafia", "Rodos", "96039000"],
  ["Vinil Adesivo Branco Brilho", "Metro", 2, 1590, "Vinil e Adesivos", "Vinil", "39199090"],
  ["Vinil Transfer Têxtil Preto", "Metro", 2, 3290, "Vinil e Adesivos", "Vinil Têxtil", "39199090"],
  ["Etiqueta Adesiva A4 com 65 por Folha 100 Folhas", "Pacote", 0, 4290, "Vinil e Adesivos", "Etiquetas", "48211000"],
  ["Envelope Kraft A4 50 Unidades", "Pacote", 0, 3290, "Papéis", "Envelopes", "48171000"],
];

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
            ...classOf("Vestuário", type.name),
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
          ...classOf("Calçados e Acessórios", type.name),
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
          ...classByPrefix("Mercearia", GROCERY_CLASS, name),
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
      ...classByPrefix("Frios e Hortifrúti", WEIGHED_CLASS, name),
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
      kind: "service",
      ncm: null,
      market: ["Serviços", s < 10 ? "Personalização" : s < 12 ? "Costura e Ajustes" : "Outros Serviços", "Serviços"],
    });
  });
  // Added after the first catalog, with their own random numbers: the products above keep their ids and stock.
  const more = randomFrom(seed + 13);
  const moreBetween = (min: number, max: number) => min + Math.floor(more() * (max - min + 1));
  PRINT_SUPPLIES.forEach(([name, unitName, decimals, price, group, subgroup, ncm], n) => {
    const perUnit = [0, 1].map(() => ({
      quantity: decimals === 0 ? moneyless(moreBetween(0, 30)) : moreBetween(500, 25_000),
      incoming: 0,
      outgoing: 0,
    }));
    products.push({
      description: name,
      sku: `GRA-${String(n + 1).padStart(3, "0")}`,
      ean: ean("789400"),
      unitName,
      unitDecimals: decimals,
      price,
      stockControl: true,
      stock: (unit) => perUnit[unit % 2] ?? { quantity: 0, incoming: 0, outgoing: 0 },
      market: ["Papelaria e Gráfica", group, subgroup],
      ncm,
    });
  });
  // A kit and two recipes: sold as one item, their components leave the stock.
  products.push(
    {
      description: "Kit Presente Camiseta Básica e Boné",
      sku: "KIT-001",
      ean: ean("789500"),
      unitName: "Unidade",
      unitDecimals: 0,
      price: 7990,
      stockControl: false,
      stock: () => ({ quantity: 0, incoming: 0, outgoing: 0 }),
      market: ["Vestuário", "Kits", "Kits Presente"],
      ncm: "61091000",
      components: [
        ["VES-01101-M", 1000],
        ["ACE-0501-Único", 1000],
      ],
    },
    {
      description: "Caneca Personalizada Sublimada",
      sku: "KIT-002",
      ean: ean("789500"),
      unitName: "Unidade",
      unitDecimals: 0,
      price: 3490,
      stockControl: false,
      stock: () => ({ quantity: 0, incoming: 0, outgoing: 0 }),
      market: ["Papelaria e Gráfica", "Sublimação", "Brindes"],
      ncm: "69120000",
      components: [
        ["GRA-012", 1000],
        ["GRA-005", 10],
      ],
    },
    {
      description: "Camiseta Estampada em Silk 1 Cor",
      sku: "KIT-003",
      ean: ean("789500"),
      unitName: "Unidade",
      unitDecimals: 0,
      price: 5490,
      stockControl: false,
      stock: () => ({ quantity: 0, incoming: 0, outgoing: 0 }),
      market: ["Papelaria e Gráfica", "Serigrafia", "Estampados"],
      ncm: "61091000",
      components: [
        ["VES-01101-G", 1000],
        ["GRA-016", 25],
      ],
    },
  );
  return products;
}

/** Whole pieces as thousandths. */
const moneyless = (pieces: number): Milli => pieces * 1000;

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
    market: ["Geral Outra Rede", "Diversos", "Diversos"] as const,
  }));
}
