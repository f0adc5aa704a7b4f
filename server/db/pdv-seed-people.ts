import { generateCnpj, generateCpf } from "../../src/domain/documents.ts";
import { randomFrom } from "./pdv-seed-catalog.ts";

// Demo customers (with addresses), transporters, delivery men and sellers.

export type SeedAddress = {
  zipCode: string;
  address1: string;
  addressNumber: string;
  complement: string;
  district: string;
  city: string;
  uf: string;
  main: boolean;
};

export type SeedCustomer = {
  name: string;
  nickname: string;
  customerType: "F" | "J";
  docId1: string;
  phone1: string;
  email: string;
  /** IBGE code of the main address's city. */
  cityId: number | null;
  addresses: SeedAddress[];
};

const FIRST = [
  "Adriana",
  "Alexandre",
  "Aline",
  "André",
  "Beatriz",
  "Bruno",
  "Camila",
  "Carlos",
  "Cláudia",
  "Daniel",
  "Débora",
  "Eduardo",
  "Fernanda",
  "Fábio",
  "Gabriel",
  "Helena",
  "Igor",
  "Juliana",
  "Lucas",
  "Márcia",
  "Mateus",
  "Paula",
  "Renato",
  "Sônia",
  "Tatiane",
  "Vinícius",
];
const LAST = [
  "Almeida",
  "Barbosa",
  "Cardoso",
  "Carvalho",
  "Castro",
  "Costa",
  "Dias",
  "Fernandes",
  "Gomes",
  "Lima",
  "Machado",
  "Martins",
  "Melo",
  "Oliveira",
  "Pereira",
  "Ribeiro",
  "Rocha",
  "Santos",
  "Silva",
  "Souza",
];
const BUSINESSES = [
  "Padaria Pão Dourado Ltda",
  "Academia Corpo em Forma Ltda",
  "Escola Pequeno Saber Ltda",
  "Clínica Sorriso Ltda",
  "Restaurante Sabor Caseiro Ltda",
  "Auto Peças Estrada Ltda",
  "Mercadinho Boa Vizinhança Ltda",
  "Colégio Novo Horizonte Ltda",
  "Igreja Comunidade Viva",
  "Time Amador Unidos da Vila",
  "Construtora Alicerce Ltda",
  "Farmácia Bem Estar Ltda",
  "Pet Shop Amigo Fiel Ltda",
  "Salão Beleza Pura Ltda",
  "Hotel Pousada do Sol Ltda",
  "Oficina Mecânica Dois Irmãos Ltda",
  "Loja Mundo Infantil Ltda",
  "Associação dos Moradores do Bairro",
  "Buffet Festa Boa Ltda",
  "Gráfica Impressão Rápida Ltda",
];
const STREETS = [
  "Rua Augusta",
  "Avenida Paulista",
  "Rua da Consolação",
  "Rua Oscar Freire",
  "Avenida Brigadeiro Faria Lima",
  "Rua Pernambuco",
  "Avenida Afonso Pena",
  "Rua da Bahia",
  "Rua Antônio de Albuquerque",
  "Avenida do Contorno",
  "Rua XV de Novembro",
  "Rua das Flores",
  "Avenida Brasil",
  "Rua São Bento",
  "Rua Direita",
];
/** IBGE codes of the cities of PLACES (the customer's cityId). */
const CITY_CODES: Readonly<Record<string, number>> = {
  "São Paulo": 3_550_308,
  "Belo Horizonte": 3_106_200,
  Campinas: 3_509_502,
  Contagem: 3_118_601,
};

const PLACES: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Consolação", "São Paulo", "SP", "01301"],
  ["Jardins", "São Paulo", "SP", "01415"],
  ["Pinheiros", "São Paulo", "SP", "05422"],
  ["Savassi", "Belo Horizonte", "MG", "30140"],
  ["Funcionários", "Belo Horizonte", "MG", "30130"],
  ["Lourdes", "Belo Horizonte", "MG", "30170"],
  ["Centro", "Campinas", "SP", "13010"],
  ["Centro", "Contagem", "MG", "32010"],
];

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");

/** 160 customers: people with CPF and businesses with CNPJ, each with one or two addresses. */
export function demoCustomers(count = 160, seed = 4_242): SeedCustomer[] {
  const random = randomFrom(seed);
  const pick = <T>(list: ReadonlyArray<T>) => list[Math.floor(random() * list.length)] as T;
  const address = (main: boolean): SeedAddress => {
    const [district, city, uf, zip] = pick(PLACES);
    return {
      zipCode: `${zip}${String(Math.floor(random() * 900) + 100)}`,
      address1: pick(STREETS),
      addressNumber: String(Math.floor(random() * 2_000) + 1),
      complement: random() < 0.3 ? `Apto ${Math.floor(random() * 150) + 11}` : "",
      district,
      city,
      uf,
      main,
    };
  };
  return Array.from({ length: count }, (_, i) => {
    const business = i % 8 === 7;
    const name = business
      ? (BUSINESSES[Math.floor(i / 8) % BUSINESSES.length] as string)
      : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3 + 5) % LAST.length]}`;
    const ddd = random() < 0.6 ? "11" : "31";
    // Drawn in the order the demo always drew them, so the demo's customers stay the same.
    const phone1 = `${ddd}9${String(Math.floor(random() * 90_000_000) + 10_000_000)}`;
    const addresses = random() < 0.3 ? [address(true), address(false)] : [address(true)];
    return {
      name,
      nickname: business ? (name.split(" ").slice(0, 2).join(" ") as string) : "",
      customerType: business ? "J" : "F",
      docId1: business ? generateCnpj(5_000 + i) : generateCpf(1_000 + i),
      phone1,
      email: `${ascii(name).slice(0, 40)}${i}@exemplo.com.br`,
      cityId: CITY_CODES[addresses[0]?.city ?? ""] ?? null,
      addresses,
    };
  });
}

export const DEMO_TRANSPORTERS = [
  ["Transportadora Rodovia Expressa Ltda", 7_001, "SP", "São Paulo", "FRT1A23"],
  ["Jadlog Cargas Rápidas Ltda", 7_002, "SP", "Campinas", "JDL2B34"],
  ["Minas Log Transportes Ltda", 7_003, "MG", "Belo Horizonte", "MGL3C45"],
  ["Translúcia Entregas Ltda", 7_004, "MG", "Contagem", "TRL4D56"],
  ["Cargas Sul Brasil Ltda", 7_005, "PR", "Curitiba", "CSB5E67"],
  ["Moto Frete Agiliza ME", 7_006, "SP", "São Paulo", "AGZ6F78"],
].map(([name, seed, uf, city, plate]) => ({
  name: String(name),
  docId1: generateCnpj(Number(seed)),
  stateTaxId: String(100_000_000 + Number(seed)),
  address1: "Rodovia dos Bandeirantes, km 25",
  addressNumber: "S/N",
  city: String(city),
  uf: String(uf),
  licensePlate: String(plate),
}));

export const DEMO_DELIVERY_MEN: ReadonlyArray<readonly [string, string, number | null]> = [
  ["Marcelo Entregas", "11987654321", null],
  ["Josué Ferreira", "11976543210", 0],
  ["Renan Motoboy", "31998765432", 1],
  ["Patrícia Bike Entregas", "31987651234", null],
];

/** Sellers: [name, login of the matching user or null, unit index or null for every unit]. */
export const DEMO_SELLERS: ReadonlyArray<readonly [string, string | null, number | null]> = [
  ["Rafael Tavares Moreira", "vendedor", null],
  ["Ana Beatriz Carvalho", "ana.beatriz", 0],
  ["Bruno Lima Rezende", "bruno.lima", 1],
  ["Carla Menezes Duarte", "carla.menezes", 0],
  ["Diego Souza Pacheco", "diego.souza", null],
];
