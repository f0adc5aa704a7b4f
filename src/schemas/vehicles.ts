import { Schema } from "effect";
import { VEHICLE_TYPES } from "../domain/vehicles.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { Id, IdFromString, MoneyAmount, MoneyString, optionalText, requiredText } from "./fields.ts";
import { VehicleId } from "./ids.ts";

// Vehicles (spec 3 Vehicle, 7 /api/v1/vehicles) and the FIPE price table lookup (spec 7 /api/v1/fipe/*). The
// license plate rule is src/domain/vehicles.ts, run by the server after these schemas.

export const FipeVehicleType = Schema.Literals(VEHICLE_TYPES);

/** A FIPE code (string: the public service's ids are numbers for makes and models, "2015-1" for model years). */
const FipeCode = Schema.String.check(Schema.isPattern(/^[0-9A-Za-z-]{1,20}$/, { message: "invalid" }));

export const FipeMakesQuery = Schema.Struct({ type: FipeVehicleType });
export const FipeVehiclesQuery = Schema.Struct({ type: FipeVehicleType, producerId: FipeCode });
export const FipeModelsQuery = Schema.Struct({ type: FipeVehicleType, producerId: FipeCode, vehicleId: FipeCode });
export const FipeVehicleQuery = Schema.Struct({
  type: FipeVehicleType,
  producerId: FipeCode,
  vehicleId: FipeCode,
  modelId: FipeCode,
});
export type FipeVehicleQuery = typeof FipeVehicleQuery.Type;

/** One choice of a step: a make, a vehicle of the make, or a model year with its fuel ("2015 Gasolina"). */
export const FipeOption = Schema.Struct({ id: Schema.String, name: Schema.String });
export type FipeOption = typeof FipeOption.Type;
export const FipeOptions = Schema.Array(FipeOption);

/** The final lookup (spec 7): the vehicle's FIPE data; `preco` is money ("28000.00"). */
export const FipeVehicle = Schema.Struct({
  ano_modelo: Schema.String,
  marca: Schema.String,
  name: Schema.String,
  preco: MoneyString,
  combustivel: Schema.String,
  referencia: Schema.String,
  fipe_codigo: Schema.String,
  key: Schema.String,
});
export type FipeVehicle = typeof FipeVehicle.Type;

/** POST /api/v1/vehicles: a customer's vehicle with the FIPE data of its lookup. */
export const VehicleInput = Schema.Struct({
  customer_id: Id,
  /** The model year and fuel the lookup chose ("2015 Gasolina"). */
  model: requiredText(120),
  color: Schema.optional(optionalText(40)),
  producer: Schema.optional(optionalText(80)),
  name: Schema.optional(optionalText(160)),
  fipe_price: Schema.optional(Schema.NullOr(MoneyAmount)),
  fuel: Schema.optional(optionalText(40)),
  fipe_reference: Schema.optional(optionalText(40)),
  fipe_code: Schema.optional(optionalText(20)),
  fipe_key: Schema.optional(optionalText(80)),
  /** ABC-1234, ABC1234 or ABC1D23. */
  license_plate: optionalText(10),
});
export type VehicleInput = typeof VehicleInput.Type;

/** PATCH /api/v1/vehicles/{id}: the fields to change; those left out keep their value. */
export const VehiclePatch = Schema.Struct({
  ...VehicleInput.fields,
  customer_id: Schema.optional(Id),
  model: Schema.optional(requiredText(120)),
  license_plate: Schema.optional(optionalText(10)),
});
export type VehiclePatch = typeof VehiclePatch.Type;

export const Vehicle = Schema.Struct({
  id: VehicleId,
  customer_id: Schema.Int,
  model: Schema.String,
  color: Schema.String,
  producer: Schema.String,
  name: Schema.String,
  fipe_price: Schema.NullOr(MoneyString),
  fuel: Schema.String,
  fipe_reference: Schema.String,
  fipe_code: Schema.String,
  fipe_key: Schema.String,
  license_plate: Schema.String,
  created_at: Schema.String,
});
export type Vehicle = typeof Vehicle.Type;

export const VEHICLE_SORT_FIELDS = ["license_plate", "name", "producer", "model", "created_at"] as const;

/** GET /api/v1/vehicles: filter matches plate, name, make, model or color; customer_id keeps one customer's. */
export const VehicleListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(VEHICLE_SORT_FIELDS)),
  customer_id: Schema.optional(IdFromString),
});
export type VehicleListQuery = typeof VehicleListQuery.Type;

export const VehicleList = listOf(Vehicle);
export type VehicleList = typeof VehicleList.Type;
