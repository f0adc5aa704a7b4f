import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { FipeOption, FipeVehicle } from "../schemas/vehicles.ts";
import { modelCoverage, transitionModel } from "./model-coverage.ts";
import { replay } from "./model-replay.ts";
import { type VehicleLookupEmitted, vehicleLookupMachine } from "./vehicle-lookup.machine.ts";

const fiat: FipeOption = { id: "21", name: "Fiat" };
const argo: FipeOption = { id: "4828", name: "Argo DRIVE 1.0 6V Flex" };
const year: FipeOption = { id: "2022-1", name: "2022 Gasolina" };
const fipe: FipeVehicle = {
  ano_modelo: "2022",
  marca: "Fiat",
  name: "Argo DRIVE 1.0 6V Flex",
  preco: "68450.00",
  combustivel: "Gasolina",
  referencia: "novembro de 2026",
  fipe_codigo: "001040-7",
  key: "argo-2022",
};
const notFound = { _tag: "NotFound", status: 404 };

const events = [
  { type: "type.chosen", vehicleType: "carros" },
  { type: "make.chosen", producerId: "21" },
  { type: "vehicle.chosen", vehicleId: "4828" },
  { type: "model.chosen", modelId: "2022-1" },
  { type: "reset" },
  { type: "xstate.done.actor.load makes", output: [fiat] },
  { type: "xstate.done.actor.load makes", output: [] },
  { type: "xstate.error.actor.load makes", error: notFound },
  { type: "xstate.done.actor.load vehicles", output: [argo] },
  { type: "xstate.done.actor.load vehicles", output: [] },
  { type: "xstate.error.actor.load vehicles", error: notFound },
  { type: "xstate.done.actor.load models", output: [year] },
  { type: "xstate.done.actor.load models", output: [] },
  { type: "xstate.error.actor.load models", error: notFound },
  { type: "xstate.done.actor.load fipe vehicle", output: fipe },
  { type: "xstate.error.actor.load fipe vehicle", error: notFound },
];

// The lists are the same in every path; the step and the choices tell the states apart.
const project = (context: unknown) => {
  const c = context as { vehicleType: unknown; producerId: unknown; vehicleId: unknown; modelId: unknown };
  return [c.vehicleType, c.producerId, c.vehicleId, c.modelId];
};

describe("vehicle lookup machine (model-based)", () => {
  const paths = transitionModel(vehicleLookupMachine, events, project).getShortestPaths();

  it("the paths visit every state and take every transition", () => {
    expect(modelCoverage(vehicleLookupMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_, path) => {
    const mismatch = await replay(path, (control) =>
      vehicleLookupMachine.provide({
        actors: {
          "load makes": control.actor(),
          "load vehicles": control.actor(),
          "load models": control.actor(),
          "load fipe vehicle": control.actor(),
        },
      }),
    );
    expect(mismatch).toBeNull();
  });
});

function lookup(options: { vehicles?: ReadonlyArray<FipeOption> | Error } = {}) {
  const asked: unknown[] = [];
  const actor = createActor(
    vehicleLookupMachine.provide({
      actors: {
        "load makes": fromPromise(async ({ input }) => {
          asked.push(input);
          return [fiat];
        }),
        "load vehicles": fromPromise(async ({ input }) => {
          asked.push(input);
          if (options.vehicles instanceof Error) throw options.vehicles;
          return options.vehicles ?? [argo];
        }),
        "load models": fromPromise(async ({ input }) => {
          asked.push(input);
          return [year];
        }),
        "load fipe vehicle": fromPromise(async ({ input }) => {
          asked.push(input);
          return fipe;
        }),
      },
    }),
  );
  const notices: VehicleLookupEmitted[] = [];
  actor.on("nothing found", (event) => notices.push(event));
  actor.start();
  return { actor, asked, notices };
}

describe("vehicle lookup machine", () => {
  it("asks each step with the previous choices and ends with the vehicle's FIPE data", async () => {
    const { actor, asked } = lookup();
    actor.send({ type: "type.chosen", vehicleType: "carros" });
    await waitFor(actor, (s) => s.matches("choosingMake"));
    actor.send({ type: "make.chosen", producerId: "21" });
    await waitFor(actor, (s) => s.matches("choosingVehicle"));
    actor.send({ type: "vehicle.chosen", vehicleId: "4828" });
    await waitFor(actor, (s) => s.matches("choosingModel"));
    actor.send({ type: "model.chosen", modelId: "2022-1" });
    const found = await waitFor(actor, (s) => s.matches("found"));
    expect(found.context.fipe).toEqual(fipe);
    expect(asked.at(-1)).toEqual({ vehicleType: "carros", producerId: "21", vehicleId: "4828", modelId: "2022-1" });
    actor.send({ type: "make.chosen", producerId: "21" });
    const again = await waitFor(actor, (s) => s.matches("choosingVehicle"));
    expect(again.context).toMatchObject({ vehicleId: null, models: [], modelId: null, fipe: null });
  });

  it("tells that no vehicles were found, with the HTTP status, and stays on the make", async () => {
    const empty = lookup({ vehicles: [] });
    empty.actor.send({ type: "type.chosen", vehicleType: "motos" });
    await waitFor(empty.actor, (s) => s.matches("choosingMake"));
    empty.actor.send({ type: "make.chosen", producerId: "80" });
    const back = await waitFor(empty.actor, (s) => s.matches("choosingMake") && s.context.producerId === null);
    expect(back.context.makes).toEqual([fiat]);
    expect(empty.notices).toEqual([{ type: "nothing found", step: "vehicles", status: 200 }]);

    const failing = lookup({ vehicles: Object.assign(new Error("down"), { status: 503 }) });
    failing.actor.send({ type: "type.chosen", vehicleType: "caminhoes" });
    await waitFor(failing.actor, (s) => s.matches("choosingMake"));
    failing.actor.send({ type: "make.chosen", producerId: "114" });
    await waitFor(failing.actor, () => failing.notices.length > 0);
    expect(failing.notices).toEqual([{ type: "nothing found", step: "vehicles", status: 503 }]);
  });
});
