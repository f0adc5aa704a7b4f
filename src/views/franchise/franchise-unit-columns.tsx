import type { TFunction } from "i18next";
import { Tag } from "primereact/tag";
import { Link } from "react-router";
import { formatCnpj } from "../../domain/documents.ts";
import type { FranchiseUnitItem, FranchiseUnitListQuery } from "../../schemas/franchise.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { lastSyncText, registerText, salesText } from "./franchise-figures.ts";

export type FranchiseUnitSortField = NonNullable<FranchiseUnitListQuery["sort_field"]>;

const place = (unit: FranchiseUnitItem) => (unit.city && unit.uf ? `${unit.city}/${unit.uf}` : unit.city || unit.uf);

/** /unidades-franqueadas: the unit (link to its page), franchisee, owner, city, status and the key figures. */
export function franchiseUnitColumns(
  t: TFunction,
  hrefOf: (unit: FranchiseUnitItem) => string,
): ReadonlyArray<DataTableColumn<FranchiseUnitItem, FranchiseUnitSortField>> {
  return [
    {
      field: "name",
      header: "franchise:units.columns.name",
      sortable: true,
      text: (unit) => unit.name,
      body: (unit) => (
        <Link to={hrefOf(unit)} className="franchise-link" aria-label={t("franchise:units.open", { name: unit.name })}>
          {unit.name}
        </Link>
      ),
    },
    {
      field: "legalName",
      header: "franchise:units.columns.legalName",
      sortable: true,
      text: (unit) => [unit.legalName, formatCnpj(unit.cnpj)].filter(Boolean).join(" · "),
      body: (unit) => (
        <span>
          {unit.legalName}
          {unit.cnpj ? <small className="franchise-muted franchise-nowrap">{formatCnpj(unit.cnpj)}</small> : null}
        </span>
      ),
    },
    { field: "ownerName", header: "franchise:units.columns.ownerName", sortable: true, text: (unit) => unit.ownerName },
    { field: "city", header: "franchise:units.columns.city", sortable: true, text: place },
    {
      field: "status",
      header: "franchise:units.columns.status",
      sortable: true,
      text: (unit) => t(`franchise:status.${unit.status}`),
      body: (unit) => (
        <Tag
          className={`data-table-tag franchise-status franchise-status--${unit.status}`}
          value={t(`franchise:status.${unit.status}`)}
        />
      ),
    },
    {
      field: "sales",
      header: "franchise:units.columns.sales",
      text: (unit) => salesText(unit.figures),
      body: (unit) => (
        <span className="franchise-money">
          {salesText(unit.figures)}
          <small className="franchise-muted">
            {t("franchise:units.sales-count", { count: unit.figures.salesMonthCount })}
          </small>
        </span>
      ),
    },
    {
      field: "register",
      header: "franchise:units.columns.register",
      text: (unit) => registerText(t, unit.figures),
      body: (unit) => (
        <span className={unit.figures.openRegister ? "franchise-open" : "franchise-muted"}>
          {registerText(t, unit.figures)}
        </span>
      ),
    },
    { field: "lastSync", header: "franchise:units.columns.lastSync", text: (unit) => lastSyncText(t, unit.figures) },
  ];
}
