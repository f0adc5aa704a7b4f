import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FranchiseUnitItem } from "../../schemas/franchise.ts";
import { listFranchiseUnits } from "../../services/api/franchise.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { franchiseUnitPath } from "./franchise-paths.ts";
import { franchiseUnitColumns } from "./franchise-unit-columns.tsx";
import "./franchise.css";

/**
 * /unidades-franqueadas (FMA 1): the franchisor's view of its franchisees, one row per unit of the network with its
 * franchise data and key figures (sales this month, the register open now, the last sync).
 */
export function FranchiseUnitsScreen() {
  const { t } = useTranslation(["franchise", "table", "common"]);
  const localized = useLocalizedPath();
  const columns = useMemo(
    () => franchiseUnitColumns(t, (unit: FranchiseUnitItem) => localized(franchiseUnitPath(unit.id))),
    [t, localized],
  );
  return (
    <div className="franchise-page">
      <DataTable
        id="franchise-units"
        columns={columns}
        fetchPage={listFranchiseUnits}
        dataKey="id"
        fileName={t("units.file-name")}
        label={t("units.title")}
      />
    </div>
  );
}
