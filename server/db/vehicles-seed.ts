import { asc, eq } from "drizzle-orm";
import type { VehicleType } from "../../src/domain/vehicles.ts";
import { customers } from "../customers/schema.ts";
import { multiStores } from "../network/schema.ts";
import { sampleFipe } from "../vehicles/fipe-sample.ts";
import { vehicles } from "../vehicles/schema.ts";
import type { Db } from "./client.ts";

// Demo vehicles (spec 3 Vehicle) with the FIPE data of the table Rede ships, for the first customers of each demo
// network: a car, a moto and a truck among them, in both plate formats.

type SeedVehicle = readonly [
  type: VehicleType,
  producerId: string,
  vehicleName: string,
  year: number,
  plate: string,
  color: string,
];

const DEMO_VEHICLES: ReadonlyArray<ReadonlyArray<SeedVehicle>> = [
  [
    ["carros", "21", "Argo DRIVE 1.0 6V Flex", 2022, "RIO2A18", "Prata"],
    ["motos", "80", "CG 160 FAN/ FAN ESDi/Flex", 2021, "QWE-4821", "Vermelha"],
  ],
  [["carros", "56", "Corolla XEi 2.0 Flex 16V Aut.", 2019, "PKD-3390", "Branco"]],
  [["caminhoes", "114", "FH 540 6x4 2p (diesel)(E5)", 2020, "BRA7E21", "Azul"]],
  [["carros", "59", "Polo 1.0 Flex 12V 5p", 2023, "SHX1C45", "Cinza"]],
];

function fipeRow(type: VehicleType, producerId: string, vehicleName: string, year: number) {
  const vehicle = sampleFipe.vehicles(type, producerId)?.find((v) => v.name === vehicleName);
  const model = vehicle && sampleFipe.models(type, producerId, vehicle.id)?.find((m) => m.name.startsWith(`${year} `));
  const fipe = vehicle && model && sampleFipe.vehicle(type, producerId, vehicle.id, model.id);
  if (!model || !fipe) throw new Error(`demo vehicle ${vehicleName} ${year} is not in the FIPE sample`);
  return {
    model: model.name,
    producer: fipe.marca,
    name: fipe.name,
    fipePrice: fipe.preco,
    fuel: fipe.combustivel,
    fipeReference: fipe.referencia,
    fipeCode: fipe.fipe_codigo,
    fipeKey: fipe.key,
  };
}

export async function seedVehiclesDemo(db: Db) {
  for (const network of await db.select({ id: multiStores.id }).from(multiStores)) {
    const owners = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.multiStoreId, network.id))
      .orderBy(asc(customers.id))
      .limit(DEMO_VEHICLES.length);
    const rows = owners.flatMap((owner, index) =>
      (DEMO_VEHICLES[index] ?? []).map(([type, producerId, vehicleName, year, plate, color]) => ({
        multiStoreId: network.id,
        customerId: owner.id,
        licensePlate: plate,
        color,
        ...fipeRow(type, producerId, vehicleName, year),
      })),
    );
    if (rows.length > 0) await db.insert(vehicles).values(rows);
  }
}
