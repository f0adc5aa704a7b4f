import { and, asc, eq, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FipeOption, FipeVehicle, Vehicle } from "../../src/schemas/vehicles.ts";
import { customers } from "../customers/schema.ts";
import { companies, multiStores } from "../network/schema.ts";
import { products } from "../stock/schema.ts";
import { IDEMPOTENCY_HEADER } from "../http/idempotency.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { userWith } from "../test/user-with.ts";
import { clearFipeCache } from "./fipe-remote.ts";
import { vehicles } from "./schema.ts";

// Vehicles (spec 3, 7 /api/v1/vehicles) and the FIPE lookup (spec 4 'Vehicle price lookup', 7 /api/v1/fipe/*) on
// a fresh copy of the demo database: the shipped table, a public service when FIPE_API_URL is set (and the fall
// back when it fails), the CRUD with the plate rule, tenant isolation and permissions.

let t: TestApp;
let admin = "";
let caixa = "";
let producao = "";
let other = "";
let customerId = 0;
let otherCustomerId = 0;

beforeAll(async () => {
  t = await startTestApp();
  [admin, caixa, producao, other] = (await Promise.all(
    ["admin", "caixa", "producao", "outra.admin"].map((login) => t.login(login)),
  )) as [string, string, string, string];
  const firstCustomerOf = async (network: string) => {
    const [row] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(multiStores, eq(multiStores.id, customers.multiStoreId))
      .where(eq(multiStores.name, network))
      .orderBy(asc(customers.id))
      .limit(1);
    return row?.id ?? 0;
  };
  customerId = await firstCustomerOf("Rede Demo");
  otherCustomerId = await firstCustomerOf("Outra Rede");
});
afterAll(() => t.close());

const es = { "accept-language": "es-EC" };

async function get<T>(path: string, cookie = admin) {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
}

async function send(method: string, path: string, json: unknown, cookie = admin, headers: Record<string, string> = {}) {
  const res = await t.request(path, { method, cookie, json, headers });
  return { status: res.status, body: (await res.json()) as Vehicle & { messages?: unknown } };
}

describe("FIPE lookup from the table Rede ships", () => {
  it("walks type, make, vehicle, model year and answers the vehicle's FIPE data", async () => {
    const makes = await get<FipeOption[]>("/api/v1/fipe/marcas?type=carros");
    expect(makes.status).toBe(200);
    expect(makes.body.map((m) => m.name)).toEqual(
      expect.arrayContaining(["Fiat", "VW - VolksWagen", "GM - Chevrolet", "Toyota", "Honda", "Hyundai"]),
    );
    const fiat = makes.body.find((m) => m.name === "Fiat");
    const models = await get<FipeOption[]>(`/api/v1/fipe/veiculos?type=carros&producerId=${fiat?.id}`);
    const argo = models.body.find((m) => m.name.startsWith("Argo"));
    expect(argo).toBeDefined();
    const years = await get<FipeOption[]>(
      `/api/v1/fipe/modelos?type=carros&producerId=${fiat?.id}&vehicleId=${argo?.id}`,
    );
    expect(years.body[0]).toEqual({ id: "2026-1", name: "2026 Gasolina" });
    const year = years.body.find((y) => y.name === "2022 Gasolina");
    const vehicle = await get<FipeVehicle>(
      `/api/v1/fipe/veiculo?type=carros&producerId=${fiat?.id}&vehicleId=${argo?.id}&modelId=${year?.id}`,
    );
    expect(vehicle.status).toBe(200);
    expect(vehicle.body).toEqual({
      ano_modelo: "2022",
      marca: "Fiat",
      name: "Argo DRIVE 1.0 6V Flex",
      preco: expect.stringMatching(/^\d+\.\d{2}$/),
      combustivel: "Gasolina",
      referencia: "novembro de 2026",
      fipe_codigo: expect.stringMatching(/^\d{6}-\d$/),
      key: "argo-2022",
    });
    expect(Number(vehicle.body.preco)).toBeGreaterThan(50_000);
    expect(Number(vehicle.body.preco)).toBeLessThan(94_500);
  });

  it("has motos and trucks of their real makes", async () => {
    const motos = await get<FipeOption[]>("/api/v1/fipe/marcas?type=motos");
    expect(motos.body.map((m) => m.name)).toEqual(["HONDA", "YAMAHA", "SUZUKI"]);
    const trucks = await get<FipeOption[]>("/api/v1/fipe/marcas?type=caminhoes");
    expect(trucks.body.map((m) => m.name)).toEqual(["Mercedes-Benz", "VOLVO", "SCANIA", "IVECO"]);
  });

  it("answers 404 for a code the table does not know and 422 for an unknown type", async () => {
    expect((await get("/api/v1/fipe/veiculos?type=carros&producerId=99999")).status).toBe(404);
    expect((await get("/api/v1/fipe/modelos?type=motos&producerId=80&vehicleId=1")).status).toBe(404);
    const bad = await get<{ messages: Record<string, string[]> }>("/api/v1/fipe/marcas?type=barcos");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.messages)).toEqual(["type"]);
  });

  it("needs CUS 1 or the point of sale: 403 for producao, 200 for a cashier", async () => {
    expect((await get("/api/v1/fipe/marcas?type=carros", producao)).status).toBe(403);
    expect((await get("/api/v1/fipe/marcas?type=carros", caixa)).status).toBe(200);
  });
});

describe("FIPE lookup from a public service (FIPE_API_URL)", () => {
  let service: Server;
  let calls: string[] = [];
  let failing = false;
  let remote: TestApp;

  beforeAll(async () => {
    service = createServer((req, res) => {
      calls.push(req.url ?? "");
      if (failing) {
        res.writeHead(500).end("boom");
        return;
      }
      const answers: Record<string, unknown> = {
        "/api/v1/carros/marcas": [{ codigo: "21", nome: "Fiat" }],
        "/api/v1/carros/marcas/21/modelos": {
          modelos: [{ codigo: 4828, nome: "Palio 1.0 ECONOMY Fire Flex 8V 4p" }],
          anos: [],
        },
        "/api/v1/carros/marcas/21/modelos/4828/anos": [{ codigo: "2014-1", nome: "2014 Gasolina" }],
        "/api/v1/carros/marcas/21/modelos/4828/anos/2014-1": {
          TipoVeiculo: 1,
          Valor: "R$ 28.431,00",
          Marca: "Fiat",
          Modelo: "Palio 1.0 ECONOMY Fire Flex 8V 4p",
          AnoModelo: 2014,
          Combustivel: "Gasolina",
          CodigoFipe: "001267-0",
          MesReferencia: "novembro de 2026 ",
          SiglaCombustivel: "G",
        },
      };
      const answer = answers[req.url ?? ""];
      if (answer === undefined) res.writeHead(404).end("[]");
      else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    const { port } = service.address() as AddressInfo;
    remote = await startTestApp({ config: { fipeApiUrl: `http://127.0.0.1:${port}/api/v1` } });
  });
  afterEach(() => {
    calls = [];
    failing = false;
    clearFipeCache();
  });
  afterAll(async () => {
    await remote.close();
    await new Promise((resolve) => service.close(resolve));
  });

  const remoteGet = async <T>(path: string) => {
    const res = await remote.request(path, { cookie: await remote.login("admin") });
    return { status: res.status, body: (await res.json()) as T };
  };

  it("answers from the service in Rede's shape and keeps the answer in its cache", async () => {
    const path = "/api/v1/fipe/veiculo?type=carros&producerId=21&vehicleId=4828&modelId=2014-1";
    const first = await remoteGet<FipeVehicle>(path);
    expect(first.body).toEqual({
      ano_modelo: "2014",
      marca: "Fiat",
      name: "Palio 1.0 ECONOMY Fire Flex 8V 4p",
      preco: "28431.00",
      combustivel: "Gasolina",
      referencia: "novembro de 2026",
      fipe_codigo: "001267-0",
      key: "palio-2014",
    });
    await remoteGet(path);
    expect(calls).toEqual(["/api/v1/carros/marcas/21/modelos/4828/anos/2014-1"]);
    expect((await remoteGet<FipeOption[]>("/api/v1/fipe/veiculos?type=carros&producerId=21")).body).toEqual([
      { id: "4828", name: "Palio 1.0 ECONOMY Fire Flex 8V 4p" },
    ]);
  });

  it("falls back to the shipped table when the service fails", async () => {
    failing = true;
    const makes = await remoteGet<FipeOption[]>("/api/v1/fipe/marcas?type=motos");
    expect(makes.status).toBe(200);
    expect(makes.body.map((m) => m.name)).toEqual(["HONDA", "YAMAHA", "SUZUKI"]);
    expect(calls).toEqual(["/api/v1/motos/marcas"]);
  });
});

describe("vehicles", () => {
  const fipe = {
    model: "2022 Gasolina",
    producer: "Fiat",
    name: "Argo DRIVE 1.0 6V Flex",
    fipe_price: "68450.00",
    fuel: "Gasolina",
    fipe_reference: "novembro de 2026",
    fipe_code: "001040-7",
    fipe_key: "argo-2022",
  };

  it("creates a customer's vehicle with its FIPE data; an old plate is stored with its hyphen", async () => {
    const created = await send("POST", "/api/v1/vehicles", {
      customer_id: customerId,
      ...fipe,
      color: "Prata",
      license_plate: "abc1234",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ customer_id: customerId, ...fipe, color: "Prata", license_plate: "ABC-1234" });
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, created.body.id));
    expect(row?.fipePrice).toBe("68450.00");
    expect(row?.licensePlate).toBe("ABC-1234");
  });

  it("accepts a Mercosul plate and changes plate and color", async () => {
    const created = await send("POST", "/api/v1/vehicles", {
      customer_id: customerId,
      ...fipe,
      license_plate: "BRA2E19",
    });
    expect(created.status).toBe(201);
    const changed = await send("PATCH", `/api/v1/vehicles/${created.body.id}`, {
      color: "Preto",
      license_plate: "RIO-2018",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ color: "Preto", license_plate: "RIO-2018", name: fipe.name });
  });

  it("refuses a bad plate with 422 in pt and es and writes nothing", async () => {
    const before = await t.db.select().from(vehicles);
    const pt = await send("POST", "/api/v1/vehicles", { customer_id: customerId, ...fipe, license_plate: "AB-12" });
    expect(pt.status).toBe(422);
    expect(pt.body.messages).toEqual({ license_plate: ["Placa inválida: use ABC-1234 ou ABC1D23."] });
    const spanish = await send(
      "POST",
      "/api/v1/vehicles",
      { customer_id: customerId, ...fipe, license_plate: "" },
      admin,
      es,
    );
    expect(spanish.body.messages).toEqual({ license_plate: ["Placa inválida: use ABC-1234 o ABC1D23."] });
    const [first] = before;
    if (!first) throw new Error("the demo has vehicles");
    const patch = await send("PATCH", `/api/v1/vehicles/${first.id}`, { license_plate: "1234567" });
    expect(patch.status).toBe(422);
    expect(await t.db.select().from(vehicles)).toHaveLength(before.length);
    const [same] = await t.db.select().from(vehicles).where(eq(vehicles.id, first.id));
    expect(same?.licensePlate).toBe(first.licensePlate);
  });

  it("lists one customer's vehicles and finds one by its plate typed without the hyphen", async () => {
    const own = await get<{ data: Vehicle[]; meta: { total: number } }>(`/api/v1/vehicles?customer_id=${customerId}`);
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((v) => v.customer_id === customerId)).toBe(true);
    const found = await get<{ data: Vehicle[] }>(`/api/v1/vehicles?filter=abc1234&customer_id=${customerId}`);
    expect(found.body.data.map((v) => v.license_plate)).toEqual(["ABC-1234"]);
  });

  it("refuses another network's customer and vehicle, and never lists them", async () => {
    const foreign = await send("POST", "/api/v1/vehicles", {
      customer_id: otherCustomerId,
      ...fipe,
      license_plate: "ABC1D23",
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.messages).toEqual({ customer_id: ["Registro não encontrado."] });
    expect((await get(`/api/v1/vehicles?customer_id=${otherCustomerId}`)).status).toBe(422);
    const theirs = await get<{ data: Vehicle[] }>("/api/v1/vehicles?per_page=500", other);
    expect(theirs.body.data.length).toBeGreaterThan(0);
    expect(theirs.body.data.some((v) => v.customer_id === customerId)).toBe(false);
    const [mine] = (await get<{ data: Vehicle[] }>(`/api/v1/vehicles?customer_id=${customerId}`)).body.data;
    expect((await send("PATCH", `/api/v1/vehicles/${mine?.id}`, { color: "Verde" }, other)).status).toBe(404);
  });

  it("needs CUS 1 or the point of sale, and CUS 1 for the whole network's", async () => {
    expect((await get("/api/v1/vehicles", producao)).status).toBe(403);
    expect((await get("/api/v1/vehicles", caixa)).status).toBe(200);
    // A cashier without CUS 1 sees the vehicles of the sale's customer only: the network's, with their owners,
    // need CUS 1 like the customer list.
    const { cookie: cashier } = await userWith(t, "so.pdv", [["POS", 1, 1]]);
    const sales = await get<{ data: Vehicle[] }>(`/api/v1/vehicles?customer_id=${customerId}`, cashier);
    expect(sales.status).toBe(200);
    expect(sales.body.data.length).toBeGreaterThan(0);
    expect(sales.body.data.every((v) => v.customer_id === customerId)).toBe(true);
    expect((await get("/api/v1/vehicles", cashier)).status).toBe(403);
    expect((await get("/api/v1/vehicles?filter=a", cashier)).status).toBe(403);
    const refused = await send(
      "POST",
      "/api/v1/vehicles",
      { customer_id: customerId, ...fipe, license_plate: "ABC1D23" },
      producao,
    );
    expect(refused.status).toBe(403);
  });
});

describe("the vehicle of a budget (customer_object_id)", () => {
  it("must be one of the budget's customer's vehicles", async () => {
    const [demo] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.multiStoreId, demo?.id ?? 0))
      .limit(1);
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.multiStoreId, demo?.id ?? 0))
      .limit(1);
    const [own] = await t.db.select().from(vehicles).where(eq(vehicles.customerId, customerId)).limit(1);
    const [another] = await t.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.multiStoreId, demo?.id ?? 0), ne(vehicles.customerId, customerId)))
      .limit(1);
    const budget = (vehicle: number | undefined, headers: Record<string, string> = {}) =>
      send(
        "POST",
        "/api/v1/budgets",
        {
          company_id: company?.id,
          customer_id: customerId,
          customer_object_id: vehicle,
          items: [{ product_id: product?.id, quantity: 1, unit_price: "0", discount: "0" }],
          total: "0",
        },
        admin,
        { [IDEMPOTENCY_HEADER]: randomUUID(), ...headers },
      );
    const refused = await budget(another?.id);
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toEqual({ customer_object_id: ["O veículo não pertence ao cliente."] });
    expect((await budget(another?.id, es)).body.messages).toEqual({
      customer_object_id: ["El vehículo no pertenece al cliente."],
    });
    const accepted = await budget(own?.id);
    expect(accepted.status).toBe(201);
    expect((accepted.body as unknown as { customer_object_id: number }).customer_object_id).toBe(own?.id);
  });
});
