import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UnitListItem } from "../../schemas/network.ts";
import { listUnits } from "../../services/api/network.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { unitColumns } from "./unit-columns.tsx";
import { NEW_UNIT_PATH, unitPath } from "./unit-paths.ts";
import "./network.css";

/** /unidades-da-rede (CNF 2): the units of the network account in the shared data table; `Novo` creates one. */
export function UnitsScreen() {
  const { t } = useTranslation(["network", "table", "common"]);
  const localized = useLocalizedPath();
  const columns = useMemo(() => unitColumns(t, (unit: UnitListItem) => localized(unitPath(unit.id))), [t, localized]);
  return (
    <div className="units-page">
      <div className="units-page__bar">
        <Link to={localized(NEW_UNIT_PATH)} className="p-button p-component units-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("network:new")}</span>
        </Link>
      </div>
      <DataTable
        id="units"
        columns={columns}
        fetchPage={listUnits}
        dataKey="id"
        fileName={t("network:file-name")}
        label={t("network:title")}
      />
    </div>
  );
}
