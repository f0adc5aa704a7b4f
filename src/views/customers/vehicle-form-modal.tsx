import { useActorRef, useSelector } from "@xstate/react";
import type { ToastMessage } from "primereact/toast";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { parseMoney } from "../../domain/money.ts";
import { isVehiclePlate, VEHICLE_TYPES, type VehicleType } from "../../domain/vehicles.ts";
import { vehicleLookupMachine } from "../../machines/vehicle-lookup.machine.ts";
import type { FipeOption, Vehicle, VehicleInput, VehiclePatch } from "../../schemas/vehicles.ts";
import { money } from "../../services/format.ts";
import {
  createVehicle,
  fipeMakes,
  fipeModels,
  fipeVehicle,
  fipeVehicles,
  updateVehicle,
} from "../../services/api/vehicles.ts";
import { saveFailureMessage } from "../shared/save-failure.ts";
import { useSaveActor } from "../shared/use-save-actor.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";

/** Spec 8: a vehicle price lookup that finds nothing says so for 8 s. */
const NOTHING_FOUND_LIFE_MS = 8000;

const lookupLogic = vehicleLookupMachine.provide({
  actors: {
    "load makes": fromPromise(({ input }) => fipeMakes(input)),
    "load vehicles": fromPromise(({ input }) => fipeVehicles(input)),
    "load models": fromPromise(({ input }) => fipeModels(input)),
    "load fipe vehicle": fromPromise(({ input }) => fipeVehicle(input)),
  },
});

type Save = { readonly id: null; readonly body: VehicleInput } | { readonly id: number; readonly body: VehiclePatch };

const optionsOf = (rows: ReadonlyArray<FipeOption>) => rows.map((row) => ({ value: row.id, label: row.name }));

/**
 * The vehicle creation modal with the stepwise FIPE lookup (spec 2.10 'Other modals', 4 'Vehicle price lookup'),
 * or the edit modal of a saved vehicle (plate and color; its FIPE data shown). The submit is blocked 500 ms after
 * a click (spec 5); a refused save shows the server's 422 message, else 'Erro ao Cadastrar Veículo' or 'Ocorreu um
 * erro na atualização do veículo' (spec 8).
 */
export function VehicleFormModal({
  customerId,
  vehicle,
  onHide,
  onSaved,
  notify,
}: {
  readonly customerId: number;
  /** null: a new vehicle. */
  readonly vehicle: Vehicle | null;
  readonly onHide: () => void;
  readonly onSaved: (vehicle: Vehicle, created: boolean) => void;
  readonly notify: (message: ToastMessage) => void;
}) {
  const { t } = useTranslation("vehicles");
  const id = useId();
  const lookup = useActorRef(lookupLogic);
  const state = useSelector(lookup, (s) => s);
  const [plate, setPlate] = useState(vehicle?.license_plate ?? "");
  const [color, setColor] = useState(vehicle?.color ?? "");
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    const subscription = lookup.on("nothing found", ({ step, status }) =>
      notify({ severity: "warn", summary: t(`errors.nothing-found.${step}`, { status }), life: NOTHING_FOUND_LIFE_MS }),
    );
    return () => subscription.unsubscribe();
  }, [lookup, notify, t]);

  const save = useSaveActor(
    (request: Save) => (request.id === null ? createVehicle(request.body) : updateVehicle(request.id, request.body)),
    (saved, request) => onSaved(saved, request.id === null),
  );
  const saving = useSelector(save, (s) => s.hasTag("busy"));
  const failure = useSelector(save, (s) => (s.hasTag("failed") ? s.context.failure : null));

  const fipe = state.context.fipe;
  const plateInvalid = !isVehiclePlate(plate);
  const lookupMissing = vehicle === null && fipe === null;
  const loading = state.hasTag("loading");

  const submit = () => {
    if (vehicle !== null) {
      save.send({
        type: "submit",
        request: { id: vehicle.id, body: { customer_id: customerId, color, license_plate: plate } },
      });
      return;
    }
    if (fipe === null) return;
    const model = state.context.models.find((m) => m.id === state.context.modelId)?.name ?? fipe.ano_modelo;
    save.send({
      type: "submit",
      request: {
        id: null,
        body: {
          customer_id: customerId,
          model,
          color,
          producer: fipe.marca,
          name: fipe.name,
          fipe_price: fipe.preco,
          fuel: fipe.combustivel,
          fipe_reference: fipe.referencia,
          fipe_code: fipe.fipe_codigo,
          fipe_key: fipe.key,
          license_plate: plate,
        },
      },
    });
  };

  const shown = vehicle ?? null;
  const facts = fipe
    ? [
        [t("fields.name"), fipe.name],
        [t("fields.producer"), fipe.marca],
        [t("fields.fipe_price"), money(parseMoney(fipe.preco) ?? 0)],
        [t("fields.fuel"), fipe.combustivel],
        [t("fields.fipe_reference"), fipe.referencia],
        [t("fields.fipe_code"), fipe.fipe_codigo],
      ]
    : shown
      ? [
          [t("fields.name"), shown.name],
          [t("fields.producer"), shown.producer],
          [t("fields.model"), shown.model],
          [t("fields.fipe_price"), shown.fipe_price === null ? "" : money(parseMoney(shown.fipe_price) ?? 0)],
          [t("fields.fuel"), shown.fuel],
          [t("fields.fipe_reference"), shown.fipe_reference],
          [t("fields.fipe_code"), shown.fipe_code],
        ]
      : [];

  return (
    <ModalForm
      visible
      header={vehicle === null ? t("form.new") : t("form.edit")}
      onHide={onHide}
      onSubmit={() => {
        setTouched(true);
        submit();
      }}
      hasErrors={plateInvalid || lookupMissing}
      busy={saving || loading}
      className="vehicle-form-modal"
    >
      <div className="grid formgrid p-fluid">
        {vehicle === null ? (
          <>
            <DropdownField<VehicleType>
              id={`${id}-type`}
              className="col-12 md:col-6"
              label={t("fields.type")}
              value={state.context.vehicleType}
              options={VEHICLE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              placeholder={t("form.choose")}
              onChange={(value) => value && lookup.send({ type: "type.chosen", vehicleType: value })}
            />
            <DropdownField<string>
              id={`${id}-producer`}
              className="col-12 md:col-6"
              label={t("fields.producer")}
              value={state.context.producerId}
              options={optionsOf(state.context.makes)}
              filter
              placeholder={state.matches("loadingMakes") ? t("form.loading") : t("form.choose")}
              disabled={state.context.makes.length === 0}
              onChange={(value) => value && lookup.send({ type: "make.chosen", producerId: value })}
            />
            <DropdownField<string>
              id={`${id}-vehicle`}
              className="col-12 md:col-6"
              label={t("fields.vehicle")}
              value={state.context.vehicleId}
              options={optionsOf(state.context.vehicles)}
              filter
              placeholder={state.matches("loadingVehicles") ? t("form.loading") : t("form.choose")}
              disabled={state.context.vehicles.length === 0}
              onChange={(value) => value && lookup.send({ type: "vehicle.chosen", vehicleId: value })}
            />
            <DropdownField<string>
              id={`${id}-model`}
              className="col-12 md:col-6"
              label={t("fields.model")}
              value={state.context.modelId}
              options={optionsOf(state.context.models)}
              placeholder={state.matches("loadingModels") ? t("form.loading") : t("form.choose")}
              disabled={state.context.models.length === 0}
              onChange={(value) => value && lookup.send({ type: "model.chosen", modelId: value })}
            />
          </>
        ) : null}
        <TextField
          id={`${id}-plate`}
          className="col-12 md:col-6"
          label={t("fields.license_plate")}
          value={plate}
          onChange={(value) => setPlate(value.toUpperCase())}
          maxLength={8}
          required
          placeholder={t("form.plate-hint")}
          error={plateInvalid && (touched || plate !== "") ? t("issues.license-plate") : null}
        />
        <TextField
          id={`${id}-color`}
          className="col-12 md:col-6"
          label={t("fields.color")}
          value={color}
          onChange={setColor}
          maxLength={40}
        />
      </div>
      {facts.length > 0 ? (
        <dl className="vehicle-facts" aria-live="polite">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-color-secondary m-0">{t("form.lookup-first")}</p>
      )}
      {failure ? (
        <p className="p-error m-0 mt-2" role="alert">
          {saveFailureMessage(t(vehicle === null ? "errors.create" : "errors.update"), failure)}
        </p>
      ) : null}
    </ModalForm>
  );
}
