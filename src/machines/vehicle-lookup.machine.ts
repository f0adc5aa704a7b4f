import { type ActorRefFrom, assign, emit, fromPromise, setup } from "xstate";
import type { VehicleType } from "../domain/vehicles.ts";
import type { FipeOption, FipeVehicle } from "../schemas/vehicles.ts";

// The FIPE price lookup of the vehicle creation modal (spec 4 'Vehicle price lookup'): the type (carros, motos,
// caminhoes), then the make, the vehicle and the model year, each list loaded from the previous choice, then the
// final lookup with the price. Choosing an earlier step again drops the later ones. A step that finds nothing (an
// empty list or a failed request) stays on the previous step and emits `nothing found` with the HTTP status: the
// screen shows spec 8's toast for 8 s.

/** The step whose list came back empty: producers (makes), vehicles, models, or the final vehicle lookup. */
export type LookupStep = "producers" | "vehicles" | "models" | "vehicle";

export type VehicleLookupContext = {
  readonly vehicleType: VehicleType | null;
  readonly makes: ReadonlyArray<FipeOption>;
  readonly producerId: string | null;
  readonly vehicles: ReadonlyArray<FipeOption>;
  readonly vehicleId: string | null;
  readonly models: ReadonlyArray<FipeOption>;
  readonly modelId: string | null;
  /** The final lookup's answer: fills fipe_price, fuel, fipe_reference, fipe_code, fipe_key, name and producer. */
  readonly fipe: FipeVehicle | null;
};

export type VehicleLookupEvent =
  | { type: "type.chosen"; vehicleType: VehicleType }
  | { type: "make.chosen"; producerId: string }
  | { type: "vehicle.chosen"; vehicleId: string }
  | { type: "model.chosen"; modelId: string }
  | { type: "reset" };

export type VehicleLookupEmitted = { type: "nothing found"; step: LookupStep; status: number };

export type MakesInput = { vehicleType: VehicleType };
export type VehiclesInput = MakesInput & { producerId: string };
export type ModelsInput = VehiclesInput & { vehicleId: string };
export type FipeInput = ModelsInput & { modelId: string };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`vehicle lookup machine: actor "${name}" was not provided`);
};

const EMPTY: VehicleLookupContext = {
  vehicleType: null,
  makes: [],
  producerId: null,
  vehicles: [],
  vehicleId: null,
  models: [],
  modelId: null,
  fipe: null,
};

/** The HTTP status of a failure (api-error.ts carries it; 0 when no answer came back). */
const statusOf = (error: unknown) =>
  typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
    ? error.status
    : 0;

const need = <T>(value: T | null): T => {
  if (value === null) throw new Error("vehicle lookup: a step ran before its previous choice");
  return value;
};

export const vehicleLookupMachine = setup({
  types: {} as {
    context: VehicleLookupContext;
    events: VehicleLookupEvent;
    emitted: VehicleLookupEmitted;
    tags: "loading";
  },
  actors: {
    "load makes": fromPromise<ReadonlyArray<FipeOption>, MakesInput>(notProvided("load makes")),
    "load vehicles": fromPromise<ReadonlyArray<FipeOption>, VehiclesInput>(notProvided("load vehicles")),
    "load models": fromPromise<ReadonlyArray<FipeOption>, ModelsInput>(notProvided("load models")),
    "load fipe vehicle": fromPromise<FipeVehicle, FipeInput>(notProvided("load fipe vehicle")),
  },
  actions: {
    "choose type": assign((_, vehicleType: VehicleType) => ({ ...EMPTY, vehicleType })),
    "choose make": assign(({ context }, producerId: string) => ({
      ...context,
      producerId,
      vehicles: [],
      vehicleId: null,
      models: [],
      modelId: null,
      fipe: null,
    })),
    "choose vehicle": assign(({ context }, vehicleId: string) => ({
      ...context,
      vehicleId,
      models: [],
      modelId: null,
      fipe: null,
    })),
    "choose model": assign(({ context }, modelId: string) => ({ ...context, modelId, fipe: null })),
    "keep makes": assign({ makes: (_, makes: ReadonlyArray<FipeOption>) => makes }),
    "keep vehicles": assign({ vehicles: (_, vehicles: ReadonlyArray<FipeOption>) => vehicles }),
    "keep models": assign({ models: (_, models: ReadonlyArray<FipeOption>) => models }),
    "keep fipe": assign({ fipe: (_, fipe: FipeVehicle) => fipe }),
    "forget type": assign({ vehicleType: null }),
    "forget make": assign({ producerId: null }),
    "forget vehicle": assign({ vehicleId: null }),
    "forget model": assign({ modelId: null }),
    "tell nothing found": emit((_, params: { step: LookupStep; status: number }) => ({
      type: "nothing found" as const,
      ...params,
    })),
    reset: assign(() => EMPTY),
  },
  guards: {
    "list is empty": (_, list: ReadonlyArray<unknown>) => list.length === 0,
  },
}).createMachine({
  id: "vehicle lookup",
  initial: "choosingType",
  context: EMPTY,
  on: {
    "type.chosen": {
      target: ".loadingMakes",
      actions: { type: "choose type", params: ({ event }) => event.vehicleType },
    },
    reset: { target: ".choosingType", actions: "reset" },
  },
  states: {
    choosingType: {},
    loadingMakes: {
      tags: ["loading"],
      invoke: {
        id: "load makes",
        src: "load makes",
        input: ({ context }) => ({ vehicleType: need(context.vehicleType) }),
        onDone: [
          {
            guard: { type: "list is empty", params: ({ event }) => event.output },
            target: "choosingType",
            actions: ["forget type", { type: "tell nothing found", params: { step: "producers", status: 200 } }],
          },
          { target: "choosingMake", actions: { type: "keep makes", params: ({ event }) => event.output } },
        ],
        onError: {
          target: "choosingType",
          actions: [
            "forget type",
            {
              type: "tell nothing found",
              params: ({ event }) => ({ step: "producers", status: statusOf(event.error) }),
            },
          ],
        },
      },
    },
    choosingMake: {
      on: {
        "make.chosen": {
          target: "loadingVehicles",
          actions: { type: "choose make", params: ({ event }) => event.producerId },
        },
      },
    },
    loadingVehicles: {
      tags: ["loading"],
      invoke: {
        id: "load vehicles",
        src: "load vehicles",
        input: ({ context }) => ({ vehicleType: need(context.vehicleType), producerId: need(context.producerId) }),
        onDone: [
          {
            guard: { type: "list is empty", params: ({ event }) => event.output },
            target: "choosingMake",
            actions: ["forget make", { type: "tell nothing found", params: { step: "vehicles", status: 200 } }],
          },
          { target: "choosingVehicle", actions: { type: "keep vehicles", params: ({ event }) => event.output } },
        ],
        onError: {
          target: "choosingMake",
          actions: [
            "forget make",
            {
              type: "tell nothing found",
              params: ({ event }) => ({ step: "vehicles", status: statusOf(event.error) }),
            },
          ],
        },
      },
    },
    choosingVehicle: {
      on: {
        "make.chosen": {
          target: "loadingVehicles",
          actions: { type: "choose make", params: ({ event }) => event.producerId },
        },
        "vehicle.chosen": {
          target: "loadingModels",
          actions: { type: "choose vehicle", params: ({ event }) => event.vehicleId },
        },
      },
    },
    loadingModels: {
      tags: ["loading"],
      invoke: {
        id: "load models",
        src: "load models",
        input: ({ context }) => ({
          vehicleType: need(context.vehicleType),
          producerId: need(context.producerId),
          vehicleId: need(context.vehicleId),
        }),
        onDone: [
          {
            guard: { type: "list is empty", params: ({ event }) => event.output },
            target: "choosingVehicle",
            actions: ["forget vehicle", { type: "tell nothing found", params: { step: "models", status: 200 } }],
          },
          { target: "choosingModel", actions: { type: "keep models", params: ({ event }) => event.output } },
        ],
        onError: {
          target: "choosingVehicle",
          actions: [
            "forget vehicle",
            { type: "tell nothing found", params: ({ event }) => ({ step: "models", status: statusOf(event.error) }) },
          ],
        },
      },
    },
    choosingModel: {
      on: {
        "make.chosen": {
          target: "loadingVehicles",
          actions: { type: "choose make", params: ({ event }) => event.producerId },
        },
        "vehicle.chosen": {
          target: "loadingModels",
          actions: { type: "choose vehicle", params: ({ event }) => event.vehicleId },
        },
        "model.chosen": {
          target: "loadingFipe",
          actions: { type: "choose model", params: ({ event }) => event.modelId },
        },
      },
    },
    loadingFipe: {
      tags: ["loading"],
      invoke: {
        id: "load fipe vehicle",
        src: "load fipe vehicle",
        input: ({ context }) => ({
          vehicleType: need(context.vehicleType),
          producerId: need(context.producerId),
          vehicleId: need(context.vehicleId),
          modelId: need(context.modelId),
        }),
        onDone: { target: "found", actions: { type: "keep fipe", params: ({ event }) => event.output } },
        onError: {
          target: "choosingModel",
          actions: [
            "forget model",
            { type: "tell nothing found", params: ({ event }) => ({ step: "vehicle", status: statusOf(event.error) }) },
          ],
        },
      },
    },
    /** The vehicle's FIPE data is known: the form may be saved; any earlier step may be chosen again. */
    found: {
      on: {
        "make.chosen": {
          target: "loadingVehicles",
          actions: { type: "choose make", params: ({ event }) => event.producerId },
        },
        "vehicle.chosen": {
          target: "loadingModels",
          actions: { type: "choose vehicle", params: ({ event }) => event.vehicleId },
        },
        "model.chosen": {
          target: "loadingFipe",
          actions: { type: "choose model", params: ({ event }) => event.modelId },
        },
      },
    },
  },
});

export type VehicleLookupRef = ActorRefFrom<typeof vehicleLookupMachine>;
