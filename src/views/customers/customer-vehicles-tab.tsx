import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { parseMoney } from "../../domain/money.ts";
import type { Vehicle } from "../../schemas/vehicles.ts";
import { money } from "../../services/format.ts";
import { listVehicles } from "../../services/api/vehicles.ts";
import { useLazyToast } from "../components/data-table/use-lazy-toast.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { VehicleSearchModal } from "../components/vehicles/vehicle-search-modal.tsx";
import { VehicleFormModal } from "./vehicle-form-modal.tsx";

const TOAST_LIFE_MS = 4000;

type Open =
  | { readonly kind: "none" }
  | { readonly kind: "search" }
  | { readonly kind: "form"; vehicle: Vehicle | null };

/**
 * /clientes/editar/:id/veiculos (spec 2.5): the customer's vehicles, the vehicle search modal, the creation modal
 * with the FIPE lookup and the edit modal. A customer not saved yet has none.
 */
export function CustomerVehiclesTab({ customerId }: { readonly customerId: number | null }) {
  const { t } = useTranslation("vehicles");
  const toast = useLazyToast();
  const [open, setOpen] = useState<Open>({ kind: "none" });
  const [generation, setGeneration] = useState(0);
  const resource = useResource(
    (signal) =>
      customerId === null
        ? Promise.resolve({ data: [], meta: { page: 1, per_page: 100, total: 0 } })
        : listVehicles({ customer_id: customerId, per_page: 100 }, signal),
    `${customerId}-${generation}`,
  );
  const { data, failed } = useResourceData(resource);
  if (customerId === null) return <p className="text-color-secondary">{t("tab.save-customer-first")}</p>;
  const rows = data?.data ?? [];
  return (
    <section className="customer-vehicles" aria-label={t("tab.title")}>
      {toast.element}
      <div className="flex flex-wrap gap-2 mb-3">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("tab.add")}
          onClick={() => setOpen({ kind: "form", vehicle: null })}
        />
        <Button
          type="button"
          icon="pi pi-search"
          label={t("tab.search")}
          outlined
          onClick={() => setOpen({ kind: "search" })}
        />
      </div>
      {failed ? <p className="p-error">{t("tab.load-failed")}</p> : null}
      {data && rows.length === 0 ? <p className="text-color-secondary">{t("tab.empty")}</p> : null}
      {rows.length > 0 ? (
        <ul className="customer-vehicles__list">
          {rows.map((vehicle) => (
            <li key={vehicle.id} className="customer-vehicles__item">
              <div className="customer-vehicles__plate">{vehicle.license_plate}</div>
              <div className="customer-vehicles__text">
                <span className="font-medium">{vehicle.name}</span>
                <span className="text-sm text-color-secondary">
                  {[vehicle.producer, vehicle.model, vehicle.color].filter((part) => part !== "").join(" · ")}
                </span>
              </div>
              <span className="customer-vehicles__price">
                {vehicle.fipe_price === null ? "" : money(parseMoney(vehicle.fipe_price) ?? 0)}
              </span>
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                aria-label={`${t("tab.edit")} ${vehicle.license_plate}`}
                onClick={() => setOpen({ kind: "form", vehicle })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <VehicleSearchModal
        visible={open.kind === "search"}
        customerId={customerId}
        onHide={() => setOpen((current) => (current.kind === "search" ? { kind: "none" } : current))}
        onSelect={(vehicle) => setOpen({ kind: "form", vehicle })}
      />
      {open.kind === "form" ? (
        <VehicleFormModal
          customerId={customerId}
          vehicle={open.vehicle}
          notify={toast.show}
          onHide={() => setOpen({ kind: "none" })}
          onSaved={(_, created) => {
            setOpen({ kind: "none" });
            setGeneration((n) => n + 1);
            toast.show({
              severity: "success",
              summary: t(created ? "form.created" : "form.saved"),
              life: TOAST_LIFE_MS,
            });
          }}
        />
      ) : null}
    </section>
  );
}
