import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Carrier } from "../../schemas/suppliers.ts";
import { listCarriers } from "../../services/api/suppliers.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { carrierColumns } from "./supplier-columns.tsx";
import { carrierPath } from "./supplier-paths.ts";
import "./suppliers.css";

/** /transportadoras: the carriers of the network, those the PDV creates from a sale too (issue 13 item 7, STO 7). */
export function CarriersScreen() {
  const { t } = useTranslation(["suppliers", "table", "common"]);
  const localized = useLocalizedPath();
  const columns = useMemo(
    () => carrierColumns(t, (carrier: Carrier) => localized(carrierPath(carrier.id))),
    [t, localized],
  );
  return (
    <div className="suppliers-page">
      <div className="suppliers-page__bar">
        <Link to={localized(carrierPath(null))} className="p-button p-component suppliers-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("carriers.new")}</span>
        </Link>
      </div>
      <DataTable
        id="carriers"
        columns={columns}
        fetchPage={listCarriers}
        dataKey="id"
        fileName={t("carriers.file-name")}
        label={t("carriers.title")}
      />
    </div>
  );
}
