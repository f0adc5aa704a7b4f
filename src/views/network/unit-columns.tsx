import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatCnpj } from "../../domain/documents.ts";
import { formatPhone } from "../../domain/phone.ts";
import type { UnitListItem, UnitListQuery } from "../../schemas/network.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

type UnitSortField = NonNullable<UnitListQuery["sort_field"]>;

const cityText = (unit: UnitListItem) => (unit.city && unit.uf ? `${unit.city}/${unit.uf}` : unit.city || unit.uf);

/** The /unidades-da-rede columns: trade name (the link to the unit), legal name, CNPJ, city, phone, active. */
export function unitColumns(
  t: TFunction,
  hrefOf: (unit: UnitListItem) => string,
): ReadonlyArray<DataTableColumn<UnitListItem, UnitSortField>> {
  return [
    {
      field: "name",
      header: "network:columns.name",
      sortable: true,
      text: (unit) => unit.name,
      body: (unit) => (
        <Link to={hrefOf(unit)} className="unit-link" aria-label={t("network:open", { name: unit.name })}>
          {unit.name}
        </Link>
      ),
    },
    { field: "legalName", header: "network:columns.legalName", sortable: true, text: (unit) => unit.legalName },
    {
      field: "federalTaxId",
      header: "network:columns.federalTaxId",
      sortable: true,
      text: (unit) => formatCnpj(unit.federalTaxId),
      body: (unit) => <span className="unit-nowrap">{formatCnpj(unit.federalTaxId)}</span>,
    },
    { field: "city", header: "network:columns.city", sortable: true, text: cityText },
    {
      field: "phone",
      header: "network:columns.phone",
      text: (unit) => formatPhone(unit.phone),
      body: (unit) => <span className="unit-nowrap">{formatPhone(unit.phone)}</span>,
    },
    {
      field: "active",
      header: "network:columns.active",
      sortable: true,
      text: (unit) => (unit.active ? t("common:actions.yes") : t("common:actions.no")),
      body: (unit) => <BooleanTag value={unit.active} />,
    },
  ];
}
