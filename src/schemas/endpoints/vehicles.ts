import { endpoint } from "../endpoint.ts";
import {
  FipeMakesQuery,
  FipeModelsQuery,
  FipeOptions,
  FipeVehicle,
  FipeVehicleQuery,
  FipeVehiclesQuery,
  Vehicle,
  VehicleInput,
  VehicleList,
  VehicleListQuery,
  VehiclePatch,
} from "../vehicles.ts";

export const vehiclesEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/vehicles", query: VehicleListQuery, response: VehicleList }),
  create: endpoint({ method: "post", path: "/api/v1/vehicles", body: VehicleInput, response: Vehicle, status: 201 }),
  update: endpoint({ method: "patch", path: "/api/v1/vehicles/:id", body: VehiclePatch, response: Vehicle }),
} as const;

export const fipeEndpoints = {
  makes: endpoint({ method: "get", path: "/api/v1/fipe/marcas", query: FipeMakesQuery, response: FipeOptions }),
  vehicles: endpoint({ method: "get", path: "/api/v1/fipe/veiculos", query: FipeVehiclesQuery, response: FipeOptions }),
  models: endpoint({ method: "get", path: "/api/v1/fipe/modelos", query: FipeModelsQuery, response: FipeOptions }),
  vehicle: endpoint({ method: "get", path: "/api/v1/fipe/veiculo", query: FipeVehicleQuery, response: FipeVehicle }),
} as const;
