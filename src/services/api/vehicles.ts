import type { VehicleType } from "../../domain/vehicles.ts";
import { fipeEndpoints, vehiclesEndpoints } from "../../schemas/endpoints/vehicles.ts";
import type { VehicleInput, VehicleListQuery, VehiclePatch } from "../../schemas/vehicles.ts";
import { call } from "./client.ts";

// Vehicles and the FIPE price lookup (spec 7 /api/v1/vehicles, /api/v1/fipe/*).

export const listVehicles = (query: VehicleListQuery, signal?: AbortSignal) =>
  call(vehiclesEndpoints.list, { query, signal });

export const createVehicle = (body: VehicleInput) => call(vehiclesEndpoints.create, { json: body });

export const updateVehicle = (id: number, body: VehiclePatch) =>
  call(vehiclesEndpoints.update, { params: { id }, json: body });

export const fipeMakes = (input: { vehicleType: VehicleType }) =>
  call(fipeEndpoints.makes, { query: { type: input.vehicleType } });

export const fipeVehicles = (input: { vehicleType: VehicleType; producerId: string }) =>
  call(fipeEndpoints.vehicles, { query: { type: input.vehicleType, producerId: input.producerId } });

export const fipeModels = (input: { vehicleType: VehicleType; producerId: string; vehicleId: string }) =>
  call(fipeEndpoints.models, {
    query: { type: input.vehicleType, producerId: input.producerId, vehicleId: input.vehicleId },
  });

export const fipeVehicle = (input: {
  vehicleType: VehicleType;
  producerId: string;
  vehicleId: string;
  modelId: string;
}) =>
  call(fipeEndpoints.vehicle, {
    query: {
      type: input.vehicleType,
      producerId: input.producerId,
      vehicleId: input.vehicleId,
      modelId: input.modelId,
    },
  });
