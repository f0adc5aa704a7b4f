import { readFileSync } from "node:fs";
import type { VehicleType } from "../../src/domain/vehicles.ts";
import type { FipeOption, FipeVehicle } from "../../src/schemas/vehicles.ts";

// The FIPE table Rede ships (server/vehicles/fipe-sample.json, written by scripts/fipe-sample.ts): read once, on
// the first lookup. null means the code names nothing in the table.

type SampleYear = { id: string; name: string; year: number; fuel: string; price: string; key: string };
type SampleVehicle = { id: string; name: string; fipe_code: string; years: SampleYear[] };
type SampleMake = { id: string; name: string; vehicles: SampleVehicle[] };
type Sample = { reference: string; types: Record<VehicleType, SampleMake[]> };

let loaded: Sample | null = null;
const sample = (): Sample => {
  loaded ??= JSON.parse(readFileSync(new URL("./fipe-sample.json", import.meta.url), "utf8")) as Sample;
  return loaded;
};

const options = (rows: ReadonlyArray<{ id: string; name: string }>): FipeOption[] =>
  rows.map(({ id, name }) => ({ id, name }));

const makeOf = (type: VehicleType, producerId: string) => sample().types[type].find((m) => m.id === producerId);
const vehicleOf = (type: VehicleType, producerId: string, vehicleId: string) =>
  makeOf(type, producerId)?.vehicles.find((v) => v.id === vehicleId);

export const sampleFipe = {
  makes: (type: VehicleType): FipeOption[] => options(sample().types[type]),
  vehicles: (type: VehicleType, producerId: string): FipeOption[] | null => {
    const make = makeOf(type, producerId);
    return make ? options(make.vehicles) : null;
  },
  models: (type: VehicleType, producerId: string, vehicleId: string): FipeOption[] | null => {
    const vehicle = vehicleOf(type, producerId, vehicleId);
    return vehicle ? options(vehicle.years) : null;
  },
  vehicle: (type: VehicleType, producerId: string, vehicleId: string, modelId: string): FipeVehicle | null => {
    const make = makeOf(type, producerId);
    const vehicle = vehicleOf(type, producerId, vehicleId);
    const year = vehicle?.years.find((y) => y.id === modelId);
    if (!make || !vehicle || !year) return null;
    return {
      ano_modelo: String(year.year),
      marca: make.name,
      name: vehicle.name,
      preco: year.price,
      combustivel: year.fuel,
      referencia: sample().reference,
      fipe_codigo: vehicle.fipe_code,
      key: year.key,
    };
  },
};
