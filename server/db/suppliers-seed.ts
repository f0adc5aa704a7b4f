import { and, eq } from "drizzle-orm";
import { generateCnpj, generateCpf } from "../../src/domain/documents.ts";
import { multiStores } from "../network/schema.ts";
import { manufacturers, supplierContacts, supplierDocuments, suppliers, transporters } from "../suppliers/schema.ts";
import type { Db } from "./client.ts";

// Demo suppliers, manufacturers and carriers' contact data (issue 13 item 7) for the demo networks: the supplies of
// a clothing and print shop network (knitwear, notions, screen-printing inks, paper) and of its grocery corner.

type SeedSupplier = {
  readonly name: string;
  readonly tradeName: string;
  readonly docId1: string;
  readonly personType?: "J" | "F";
  readonly stateRegistration: string;
  readonly email: string;
  readonly phone1: string;
  readonly zipCode: string;
  readonly address1: string;
  readonly addressNumber: string;
  readonly district: string;
  readonly city: string;
  readonly uf: string;
  readonly notes?: string;
  readonly active?: boolean;
  readonly contacts: ReadonlyArray<readonly [name: string, role: string, phone: string, email: string]>;
};

const DEMO_SUPPLIERS: ReadonlyArray<SeedSupplier> = [
  {
    name: "Malharia Serra Azul Indústria Têxtil Ltda",
    tradeName: "Malharia Serra Azul",
    docId1: generateCnpj(8_001),
    stateRegistration: "110042490114",
    email: "vendas@serraazul.com.br",
    phone1: "4733221100",
    zipCode: "89010100",
    address1: "Rua XV de Novembro",
    addressNumber: "1520",
    district: "Centro",
    city: "Blumenau",
    uf: "SC",
    notes: "Malha PV e algodão penteado. Pedido mínimo de 50 kg; prazo de 28 dias.",
    contacts: [
      ["Carla Mendes", "Representante comercial", "47988776655", "carla.mendes@serraazul.com.br"],
      ["Ivo Schmitt", "Financeiro", "4733221101", "financeiro@serraazul.com.br"],
    ],
  },
  {
    name: "Aviamentos Brás Comércio de Armarinhos Ltda",
    tradeName: "Aviamentos Brás",
    docId1: generateCnpj(8_002),
    stateRegistration: "ISENTO",
    email: "pedidos@aviamentosbras.com.br",
    phone1: "1132298877",
    zipCode: "03013000",
    address1: "Rua Oriente",
    addressNumber: "480",
    district: "Brás",
    city: "São Paulo",
    uf: "SP",
    contacts: [["Rosângela Pires", "Vendas", "11976543210", "rosangela@aviamentosbras.com.br"]],
  },
  {
    name: "Tintas Gênesis Serigrafia Ltda",
    tradeName: "Gênesis Tintas",
    docId1: generateCnpj(8_003, "alphanumeric"),
    stateRegistration: "0620123450099",
    email: "comercial@genesistintas.com.br",
    phone1: "3132104455",
    zipCode: "30140071",
    address1: "Rua Antônio de Albuquerque",
    addressNumber: "330",
    district: "Savassi",
    city: "Belo Horizonte",
    uf: "MG",
    notes: "CNPJ alfanumérico (2026). Tintas plastisol e à base d'água, emulsões e telas.",
    contacts: [["Marcos Vieira", "Técnico de cores", "31991234567", "marcos@genesistintas.com.br"]],
  },
  {
    name: "Papelaria Atacadista Paraná Ltda",
    tradeName: "Papéis Paraná",
    docId1: generateCnpj(8_004),
    stateRegistration: "9012345678",
    email: "atendimento@papeisparana.com.br",
    phone1: "4130405060",
    zipCode: "80010010",
    address1: "Avenida Marechal Floriano Peixoto",
    addressNumber: "2200",
    district: "Rebouças",
    city: "Curitiba",
    uf: "PR",
    contacts: [
      ["Fernanda Kowalski", "Vendas", "41998765432", "fernanda@papeisparana.com.br"],
      ["Rui Tavares", "Logística", "4130405061", ""],
    ],
  },
  {
    name: "Distribuidora de Alimentos Bom Grão Ltda",
    tradeName: "Bom Grão",
    docId1: generateCnpj(8_005),
    stateRegistration: "112233445",
    email: "vendas@bomgrao.com.br",
    phone1: "1932514400",
    zipCode: "13015100",
    address1: "Avenida Andrade Neves",
    addressNumber: "75",
    district: "Centro",
    city: "Campinas",
    uf: "SP",
    contacts: [["Sérgio Almeida", "Vendedor externo", "19981112233", "sergio@bomgrao.com.br"]],
  },
  {
    name: "Zilda Aparecida Costura e Bordados",
    tradeName: "Ateliê da Zilda",
    personType: "F",
    docId1: generateCpf(8_006),
    stateRegistration: "",
    email: "atelie.zilda@gmail.com",
    phone1: "31987654321",
    zipCode: "32010000",
    address1: "Rua Bernardo Monteiro",
    addressNumber: "45",
    district: "Centro",
    city: "Contagem",
    uf: "MG",
    notes: "Bordados sob encomenda (pessoa física).",
    contacts: [],
  },
  {
    name: "Etiquetas Real Confecções Ltda",
    tradeName: "Etiquetas Real",
    docId1: generateCnpj(8_007),
    stateRegistration: "ISENTO",
    email: "contato@etiquetasreal.com.br",
    phone1: "2125556677",
    zipCode: "20040002",
    address1: "Rua da Assembleia",
    addressNumber: "10",
    district: "Centro",
    city: "Rio de Janeiro",
    uf: "RJ",
    active: false,
    notes: "Inativo desde a troca para a Aviamentos Brás.",
    contacts: [],
  },
];

const DEMO_MANUFACTURERS: ReadonlyArray<readonly [string, string]> = [
  ["Têxtil Vale do Itajaí", generateCnpj(8_101)],
  ["Coats Corrente", generateCnpj(8_102)],
  ["Círculo", ""],
  ["Gênesis Tintas", ""],
  ["Epson", ""],
  ["Chamex", ""],
  ["Camil Alimentos", generateCnpj(8_103)],
  ["Café Três Corações", ""],
];

/** Phone, e-mail, CEP and RNTRC of the demo carriers the PDV seed creates, by name. */
const CARRIER_CONTACTS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ["Transportadora Rodovia Expressa Ltda", "1140028922", "coleta@rodoviaexpressa.com.br", "07060000", "12345678"],
  ["Jadlog Cargas Rápidas Ltda", "1932145566", "sac@jadlogcargas.com.br", "13050000", "23456789"],
  ["Minas Log Transportes Ltda", "3134567788", "operacao@minaslog.com.br", "31270000", "34567890"],
  ["Cargas Sul Brasil Ltda", "4133221144", "cotacao@cargassul.com.br", "81200000", "456789012"],
];

async function networkId(db: Db, name: string): Promise<number | null> {
  const [store] = await db.select({ id: multiStores.id }).from(multiStores).where(eq(multiStores.name, name));
  return store?.id ?? null;
}

async function seedSuppliersOf(db: Db, multiStoreId: number, list: ReadonlyArray<SeedSupplier>) {
  for (const { contacts, ...supplier } of list) {
    const [row] = await db
      .insert(suppliers)
      .values({ ...supplier, personType: supplier.personType ?? "J", multiStoreId })
      .returning({ id: suppliers.id });
    if (!row) throw new Error("supplier insert failed");
    if (contacts.length)
      await db.insert(supplierContacts).values(
        contacts.map(([name, role, phone, email]) => ({
          multiStoreId,
          supplierId: row.id,
          name,
          role,
          phone,
          email,
        })),
      );
  }
}

/** Suppliers, manufacturers and carriers' data of the demo networks (Rede Demo; one of each for Outra Rede). */
export async function seedSuppliersDemo(db: Db): Promise<void> {
  const demo = await networkId(db, "Rede Demo");
  if (demo !== null) {
    await seedSuppliersOf(db, demo, DEMO_SUPPLIERS);
    await db
      .insert(manufacturers)
      .values(DEMO_MANUFACTURERS.map(([name, docId1]) => ({ multiStoreId: demo, name, docId1 })));
    for (const [name, phone, email, zipCode, antt] of CARRIER_CONTACTS)
      await db
        .update(transporters)
        .set({ phone, email, zipCode, antt })
        .where(and(eq(transporters.multiStoreId, demo), eq(transporters.name, name)));
  }
  const other = await networkId(db, "Outra Rede");
  if (other !== null) {
    await seedSuppliersOf(db, other, [
      {
        name: "Fornecedor Outra Rede Ltda",
        tradeName: "Fornecedor Outra Rede",
        docId1: generateCnpj(8_901),
        stateRegistration: "",
        email: "contato@fornecedoroutrarede.com.br",
        phone1: "4133334444",
        zipCode: "",
        address1: "",
        addressNumber: "",
        district: "",
        city: "Curitiba",
        uf: "PR",
        contacts: [["Contato Outra Rede", "Vendas", "", "vendas@fornecedoroutrarede.com.br"]],
      },
    ]);
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.multiStoreId, other));
    // A document row without its file (the seed has no storage): it exists for the tenant checks of the API.
    await db.insert(supplierDocuments).values({
      multiStoreId: other,
      supplierId: supplier?.id ?? 0,
      fileName: "contrato.pdf",
      contentType: "application/pdf",
      size: 1,
      storageKey: `suppliers/${other}/${supplier?.id ?? 0}/seed`,
    });
    await db.insert(manufacturers).values({ multiStoreId: other, name: "Fabricante Outra Rede" });
  }
}
