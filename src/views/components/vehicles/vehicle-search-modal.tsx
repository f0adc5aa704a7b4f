import { useTranslation } from "react-i18next";
import type { Vehicle } from "../../../schemas/vehicles.ts";
import { SearchModal } from "../search-modal/search-modal.tsx";

/**
 * The vehicle search modal (spec 2.10 'Other modals'): GET /api/v1/vehicles with the typed filter and, when given,
 * one customer's vehicles only. Used by the customer's veiculos tab and by the sale once a customer is chosen.
 */
export function VehicleSearchModal({
  visible,
  customerId,
  onHide,
  onSelect,
}: {
  readonly visible: boolean;
  readonly customerId: number | null;
  readonly onHide: () => void;
  readonly onSelect: (vehicle: Vehicle) => void;
}) {
  const { t } = useTranslation("vehicles");
  return (
    <SearchModal
      visible={visible}
      onHide={onHide}
      header={t("search.header")}
      searchLabel={t("search.label")}
      notFoundMessage={t("search.not-found")}
      request={{
        url: "/api/v1/vehicles",
        dataField: "data",
        params: customerId === null ? {} : { customer_id: customerId },
      }}
      columns={[
        { field: "license_plate", header: t("fields.license_plate"), selectable: true },
        { field: "name", header: t("fields.name"), selectable: true },
        { field: "producer", header: t("fields.producer") },
        { field: "model", header: t("fields.model") },
        { field: "color", header: t("fields.color") },
      ]}
      onSelect={(_, row) => onSelect(row as unknown as Vehicle)}
    />
  );
}
