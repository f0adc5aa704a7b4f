import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Manufacturer } from "../../schemas/suppliers.ts";
import { listManufacturers } from "../../services/api/suppliers.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { manufacturerColumns } from "./supplier-columns.tsx";
import { manufacturerPath } from "./supplier-paths.ts";
import "./suppliers.css";

/** /fabricantes: the network's manufacturers (issue 13 item 7, STO 6); `Novo fabricante` opens /fabricantes/novo. */
export function ManufacturersScreen() {
  const { t } = useTranslation(["suppliers", "table", "common"]);
  const localized = useLocalizedPath();
  const columns = useMemo(
    () => manufacturerColumns(t, (maker: Manufacturer) => localized(manufacturerPath(maker.id))),
    [t, localized],
  );
  return (
    <div className="suppliers-page">
      <div className="suppliers-page__bar">
        <Link to={localized(manufacturerPath(null))} className="p-button p-component suppliers-button-link">
          <i className="pi pi-plus" aria-hidden="true" />
          <span>{t("manufacturers.new")}</span>
        </Link>
      </div>
      <DataTable
        id="manufacturers"
        columns={columns}
        fetchPage={listManufacturers}
        dataKey="id"
        fileName={t("manufacturers.file-name")}
        label={t("manufacturers.title")}
      />
    </div>
  );
}
