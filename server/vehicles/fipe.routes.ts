import type { VehicleType } from "../../src/domain/vehicles.ts";
import { CUSTOMER_EDIT_REQUIREMENTS } from "../../src/domain/permissions.ts";
import { fipeEndpoints } from "../../src/schemas/endpoints/vehicles.ts";
import { notFound } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import type { Services } from "../http/services.ts";
import { FipeUnavailable, remoteFipe } from "./fipe-remote.ts";
import { sampleFipe } from "./fipe-sample.ts";

// The FIPE price lookup of the vehicle form (spec 4 'Vehicle price lookup', 7 /api/v1/fipe/*): makes of a type,
// vehicles of a make, model years of a vehicle, then the vehicle's price. From FIPE_API_URL when set, else (and
// whenever that service fails) from the sample table Rede ships; a code neither knows answers 404.

type Step = keyof typeof sampleFipe;
type Args<S extends Step> = Parameters<(typeof sampleFipe)[S]>;

async function lookUp<S extends Step>(services: Services, step: S, ...args: Args<S>) {
  const url = services.config.fipeApiUrl;
  if (url) {
    try {
      const remote = remoteFipe(url, services.now)[step] as (...a: Args<S>) => Promise<unknown>;
      return await remote(...args);
    } catch (error) {
      if (!(error instanceof FipeUnavailable)) throw error;
      services.logger.warn(
        { step, args, reason: error.message },
        "FIPE service failed; answering from the sample table",
      );
    }
  }
  const local = sampleFipe[step] as (...a: Args<S>) => unknown;
  const answer = local(...args);
  if (answer === null) throw notFound();
  return answer;
}

const tag = "vehicles";
const access = CUSTOMER_EDIT_REQUIREMENTS;

const makes = defineRoute({
  endpoint: fipeEndpoints.makes,
  access,
  tag,
  summary: "FIPE makes of a vehicle type (carros, motos, caminhoes)",
  handler: async ({ services, query }) => (await lookUp(services, "makes", query.type as VehicleType)) as never,
});

const vehicles = defineRoute({
  endpoint: fipeEndpoints.vehicles,
  access,
  tag,
  summary: "FIPE vehicles of a make",
  handler: async ({ services, query }) =>
    (await lookUp(services, "vehicles", query.type as VehicleType, query.producerId)) as never,
});

const models = defineRoute({
  endpoint: fipeEndpoints.models,
  access,
  tag,
  summary: "FIPE model years (with fuel) of a vehicle",
  handler: async ({ services, query }) =>
    (await lookUp(services, "models", query.type as VehicleType, query.producerId, query.vehicleId)) as never,
});

const vehicle = defineRoute({
  endpoint: fipeEndpoints.vehicle,
  access,
  tag,
  summary:
    "FIPE price of a vehicle's model year: ano_modelo, marca, name, preco, combustivel, referencia, fipe_codigo, key",
  handler: async ({ services, query }) =>
    (await lookUp(
      services,
      "vehicle",
      query.type as VehicleType,
      query.producerId,
      query.vehicleId,
      query.modelId,
    )) as never,
});

export const fipeRoutes = [makes, vehicles, models, vehicle];
