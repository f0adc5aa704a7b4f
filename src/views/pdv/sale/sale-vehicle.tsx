import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SaleRef } from "../../../machines/sale.machine.ts";
import type { SaleDraft } from "../../../schemas/sale-draft.ts";
import { VehicleSearchModal } from "../../components/vehicles/vehicle-search-modal.tsx";

/**
 * The customer's vehicle named on the sale (customer_object_id, spec 3 Vehicle): chosen in the vehicle search
 * modal once a customer is chosen; another customer or a finished sale drops it (spec 4 'After a sale').
 */
export function SaleVehicle({ sale, draft }: { readonly sale: SaleRef; readonly draft: SaleDraft }) {
  const { t } = useTranslation("vehicles");
  const [searching, setSearching] = useState(false);
  const customer = draft.customer;
  if (!customer) return null;
  const vehicle = draft.vehicle ?? null;
  return (
    <div className="sale-picked">
      <span className="font-semibold">{t("sale.vehicle")}</span>
      <span data-testid="sale-vehicle">{vehicle?.name ?? t("sale.none")}</span>
      <div className="flex gap-1">
        <Button type="button" size="small" outlined label={t("sale.choose")} onClick={() => setSearching(true)} />
        {vehicle ? (
          <Button
            type="button"
            size="small"
            text
            severity="danger"
            icon="pi pi-times"
            aria-label={t("sale.clear")}
            onClick={() => sale.send({ type: "sale.set", change: { vehicle: null } })}
          />
        ) : null}
      </div>
      <VehicleSearchModal
        visible={searching}
        customerId={customer.id}
        onHide={() => setSearching(false)}
        onSelect={(picked) =>
          sale.send({
            type: "sale.set",
            change: { vehicle: { id: picked.id, name: `${picked.license_plate} · ${picked.name}` } },
          })
        }
      />
    </div>
  );
}
